import type { Model } from "../engine/board/types";
import type { Point } from "../engine/geometry/vec";
import type { MessageData } from "../engine/errors";
import type { PromptAnswer, PromptPhase, Verdict } from "../engine/ruleset";

/** An i18n message as the engine gave it, so a test can localise it the way the panel should. */
export interface ProbeMessage {
  readonly ruleId?: string;
  readonly key: string;
  readonly data?: MessageData;
}

export interface ProbePrompt extends ProbeMessage {
  readonly id: string;
  readonly phase: PromptPhase;
  readonly at?: number;
}

export interface ProbeVerdict {
  readonly legal: boolean;
  readonly length: number;
  readonly reach: number;
  readonly reachPoint: Point;
  readonly allowance: number;
  readonly cost: ProbeMessage;
  readonly reasons: readonly ProbeMessage[];
  readonly prompts: readonly ProbePrompt[];
  readonly effects: readonly string[];
  /** Square grids: the squares still reachable (centres) and the facing the move leaves. */
  readonly reachable: readonly { readonly x: number; readonly y: number; readonly cost: number }[] | null;
  readonly facing: number | null;
  /** A unit move: where each model of the unit ends and its status, and the unit's coherency. */
  readonly models: readonly {
    readonly id: string;
    readonly x: number;
    readonly y: number;
    readonly status: string;
  }[];
  readonly unitStatus: string | null;
}

export interface ProbeModel {
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly elevation: number;
  readonly counters: Readonly<Record<string, number>>;
}

/**
 * A read-only window into the page for the browser test: where a board point is on screen and
 * where a model stands. The test still moves models with real mouse events.
 */
export interface SandboxProbe {
  readonly ready: true;
  /** Board point -> viewport coordinates in CSS pixels (what page.mouse takes). */
  toClient(x: number, y: number): Point;
  /** Pixels per board unit. */
  scale(): number;
  model(id: string): ProbeModel | null;
  verdict(): ProbeVerdict | null;
  /** The lines of the ruler's label as last drawn on the canvas; empty when none is. */
  label(): readonly string[];
  /** The models' name labels as placed (the dragged ghost's as "ghost"), in viewport CSS pixels. */
  names(): readonly ProbeBox[];
  /** What the names keep off (terrain names, counter chips), in viewport CSS pixels. */
  marks(): readonly ProbeBox[];
  /** The model whose activation it is. */
  selected(): string | null;
  /** The declare answers a model's activation keeps. */
  declared(id: string): Readonly<Record<string, PromptAnswer>>;
  /** The dice seed of this page (`?seed=`). */
  seed(): number;
}

export interface ProbeBox {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

declare global {
  interface Window {
    ttmSandbox?: SandboxProbe;
  }
}

export function installProbe(deps: {
  canvas: HTMLCanvasElement;
  toCanvas: (p: Point) => Point;
  scale: () => number;
  model: (id: string) => Model | null;
  verdict: () => Verdict | null;
  label: () => readonly string[];
  /** Name label boxes in canvas CSS pixels. */
  names: () => readonly { id: string; box: { x: number; y: number; w: number; h: number } }[];
  /** Terrain-name and counter-chip boxes in canvas CSS pixels. */
  marks: () => readonly { id: string; box: { x: number; y: number; w: number; h: number } }[];
  selected: () => string | null;
  declared: (id: string) => Readonly<Record<string, PromptAnswer>>;
  seed: () => number;
}): void {
  window.ttmSandbox = {
    ready: true,
    toClient(x, y) {
      const r = deps.canvas.getBoundingClientRect();
      const c = deps.toCanvas({ x, y });
      return { x: r.left + c.x, y: r.top + c.y };
    },
    scale: deps.scale,
    selected: deps.selected,
    declared: (id) => ({ ...deps.declared(id) }),
    seed: deps.seed,
    label: () => [...deps.label()],
    names: () => inViewport(deps.canvas, deps.names()),
    marks: () => inViewport(deps.canvas, deps.marks()),
    model(id) {
      const m = deps.model(id);
      return m ? { x: m.x, y: m.y, r: m.r, elevation: m.elevation, counters: { ...m.counters } } : null;
    },
    verdict() {
      const v = deps.verdict();
      if (!v) return null;
      const msg = (m: ProbeMessage): ProbeMessage => ({
        ...(m.ruleId ? { ruleId: m.ruleId } : {}),
        key: m.key,
        ...(m.data ? { data: m.data } : {}),
      });
      return {
        legal: v.legal,
        length: v.length,
        reach: v.reach.distance,
        reachPoint: { x: v.reach.point.x, y: v.reach.point.y },
        allowance: v.allowance,
        cost: msg(v.cost),
        reasons: v.reasons.map(msg),
        prompts: v.prompts.map((p) => ({
          ...msg(p),
          id: p.id,
          phase: p.phase ?? "after",
          ...(p.at !== undefined ? { at: p.at } : {}),
        })),
        effects: v.effects.map((x) => x.type),
        reachable: v.reachable ? v.reachable.map((c) => ({ x: c.x, y: c.y, cost: c.cost })) : null,
        facing: v.facing ?? null,
        models: (v.models ?? []).map((m) => ({
          id: m.modelId,
          x: m.point.x,
          y: m.point.y,
          status: m.status,
        })),
        unitStatus: v.unitStatus ?? null,
      };
    },
  };
}

function inViewport(
  canvas: HTMLCanvasElement,
  boxes: readonly { id: string; box: { x: number; y: number; w: number; h: number } }[],
): ProbeBox[] {
  const r = canvas.getBoundingClientRect();
  return boxes.map(({ id, box }) => ({ id, ...box, x: r.left + box.x, y: r.top + box.y }));
}
