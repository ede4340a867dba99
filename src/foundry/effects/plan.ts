import type { MessageData } from "../../engine/errors";
import type { Effect, Ledger } from "../../engine/ruleset";

/*
 * The engine's effects as what the module does to Foundry documents. Pure: the scale, the
 * damage attribute and the status lookup come in; apply.ts carries the result out.
 */

export type EffectAction =
  | {
      readonly kind: "damage";
      readonly tokenId: string;
      readonly amount: number;
      /** The actor attribute to subtract from; null shows the damage to the GM instead. */
      readonly path: string | null;
      readonly ruleId: string;
    }
  | { readonly kind: "status"; readonly tokenId: string; readonly condition: string; readonly ruleId: string }
  /** Elevation in the scene's units (what TokenDocument#elevation holds). */
  | {
      readonly kind: "elevation";
      readonly tokenId: string;
      readonly elevation: number;
      readonly ruleId: string;
    }
  | { readonly kind: "ledger"; readonly tokenId: string; readonly changes: Ledger; readonly ruleId: string }
  | { readonly kind: "end-turn"; readonly tokenId: string; readonly ruleId: string }
  | {
      readonly kind: "counter";
      readonly tokenId: string;
      readonly counter: string;
      readonly delta: number;
      readonly ruleId: string;
    }
  /** The token put elsewhere after it arrived (a fall straight down): its centre in scene pixels. */
  | {
      readonly kind: "place";
      readonly tokenId: string;
      readonly centre: { readonly x: number; readonly y: number };
      /** Scene units; null keeps the token's elevation. */
      readonly elevation: number | null;
      readonly ruleId: string;
    }
  | {
      readonly kind: "message";
      readonly key: string;
      readonly data?: MessageData;
      readonly ruleId: string;
      /** "gm": for the GM only (the Effect's audience), whispered instead of shown to the mover. */
      readonly audience?: "gm";
    };

export interface PlanEnv {
  /** The damage attribute setting; blank means none. */
  readonly damagePath: string;
  /** Engine elevation (the ruleset's unit) to scene units. */
  readonly elevationToScene: (e: number) => number;
  /** An engine point (the ruleset's unit) to scene pixels; without it `place` effects are left out. */
  readonly toScene?: (p: { readonly x: number; readonly y: number }) => { x: number; y: number };
  /** The model that moved: only its own `place` effect is applied by the after-move step. */
  readonly moverId?: string;
}

/** A dotted attribute path, as the damage setting must hold one (`system.attributes.hp.value`). */
const PATH = /^[\w$-]+(\.[\w$-]+)*$/;

export function planEffects(effects: readonly Effect[], env: PlanEnv): EffectAction[] {
  const path = PATH.test(env.damagePath.trim()) ? env.damagePath.trim() : null;
  return effects.flatMap((e): EffectAction[] => {
    switch (e.type) {
      case "damage":
        return e.amount > 0
          ? [{ kind: "damage", tokenId: e.modelId, amount: e.amount, path, ruleId: e.ruleId }]
          : [];
      case "condition":
        return [{ kind: "status", tokenId: e.modelId, condition: e.condition, ruleId: e.ruleId }];
      case "elevation": {
        const elevation = env.elevationToScene(e.elevation);
        return Number.isFinite(elevation)
          ? [
              {
                kind: "elevation",
                tokenId: e.modelId,
                elevation: Math.round(elevation * 100) / 100,
                ruleId: e.ruleId,
              },
            ]
          : [];
      }
      case "ledger":
        return [{ kind: "ledger", tokenId: e.modelId, changes: e.changes, ruleId: e.ruleId }];
      case "end-turn":
        return [{ kind: "end-turn", tokenId: e.modelId, ruleId: e.ruleId }];
      case "message":
        return [
          {
            kind: "message",
            key: e.key,
            ...(e.data ? { data: e.data } : {}),
            ruleId: e.ruleId,
            ...(e.audience ? { audience: e.audience } : {}),
          },
        ];
      case "counter":
        return e.delta !== 0
          ? [{ kind: "counter", tokenId: e.modelId, counter: e.counter, delta: e.delta, ruleId: e.ruleId }]
          : [];
      case "place": {
        // A unit's members are placed by the unit-move flow (ghosts, confirmation): only the
        // mover's own placement (the engine puts the model elsewhere, a fall) is carried out here.
        if (!env.toScene || (env.moverId !== undefined && e.modelId !== env.moverId)) return [];
        const centre = env.toScene({ x: e.x, y: e.y });
        const elevation = e.elevation === undefined ? null : env.elevationToScene(e.elevation);
        if (![centre.x, centre.y, elevation ?? 0].every(Number.isFinite)) return [];
        return [
          {
            kind: "place",
            tokenId: e.modelId,
            centre,
            elevation: elevation === null ? null : Math.round(elevation * 100) / 100,
            ruleId: e.ruleId,
          },
        ];
      }
      // Casualties are removed by the unit-move flow, once the player confirms.
      case "casualty":
        return [];
    }
  });
}

/** Ledger changes for one token merged in order, so a move writes its flag once. */
export function mergedLedgerChanges(actions: readonly EffectAction[], tokenId: string): Ledger | null {
  let out: Record<string, number | boolean | string> | null = null;
  for (const a of actions)
    if (a.kind === "ledger" && a.tokenId === tokenId) out = { ...(out ?? {}), ...a.changes };
  return out;
}

/**
 * The actor update that subtracts damage at `path`, or null when the attribute is not a
 * number there (then the GM is shown the damage instead of a wrong write).
 */
export function damageUpdate(actor: unknown, path: string, amount: number): Record<string, number> | null {
  let node: unknown = actor;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return null;
    node = (node as Record<string, unknown>)[part];
  }
  const current = typeof node === "string" && node.trim() !== "" ? Number(node) : node;
  if (typeof current !== "number" || !Number.isFinite(current)) return null;
  return { [path]: current - amount };
}
