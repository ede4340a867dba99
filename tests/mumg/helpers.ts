import { Board } from "../../src/engine/board/board";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../src/engine/board/types";
import { evaluateMove } from "../../src/engine/evaluate";
import type { Point } from "../../src/engine/geometry/vec";
import type { Declarations, Ledger, MoveRequest, OptionValues, Verdict } from "../../src/engine/ruleset";
import { mumg } from "../../src/rulesets/mumg";

/** A 30 mm base's radius in inches: the seed's "3 cm" base. */
export const R = 15 / 25.4;

/** A 36" × 36" table (MUMG's) in inches; bases 30 mm unless a model says. */
export function table(
  parts: { models?: ModelSpec[]; terrain?: TerrainSpec[]; walls?: WallSpec[] } = {},
): Board {
  return skirmishTable(mumg.defaultBaseMm, parts);
}

// The engine tests' shape helpers, shared rather than copied.
export { pts, rect } from "../engine/helpers";
import { skirmishTable } from "../engine/helpers";

/** A hero with a MUMG profile (Movement 4/7/14 unless told). */
export const hero = (
  id: string,
  x: number,
  y: number,
  profile: Record<string, unknown> = {},
  extra: Partial<ModelSpec> = {},
): ModelSpec => ({
  id,
  name: id,
  side: "heroes",
  x,
  y,
  profile: { movement: "4/7/14", ...profile },
  ...extra,
});

export const villain = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec => ({
  id,
  name: id,
  side: "villains",
  x,
  y,
  ...extra,
});

export interface Ask {
  readonly action?: string;
  readonly declarations?: Declarations;
  readonly ledger?: Ledger;
  readonly options?: OptionValues;
}

export function request(modelId: string, path: readonly Point[], ask: Ask = {}): MoveRequest {
  return {
    modelId,
    action: ask.action ?? "move",
    path,
    ...(ask.declarations ? { declarations: ask.declarations } : {}),
    ...(ask.ledger ? { ledger: ask.ledger } : {}),
    ...(ask.options ? { options: ask.options } : {}),
  };
}

/** The verdict through the same entry the hosts use (request checks included). */
export function judge(board: Board, modelId: string, path: readonly Point[], ask: Ask = {}): Verdict {
  const out = evaluateMove(mumg, board, request(modelId, path, ask));
  if (!out.ok) throw out.error;
  return out.verdict;
}

export const ruleIds = (v: Verdict, severity = "illegal"): string[] =>
  v.reasons.filter((r) => r.severity === severity).map((r) => r.ruleId);

export const ledgerOf = (v: Verdict): Ledger | undefined => {
  const e = v.effects.find((x) => x.type === "ledger");
  return e?.type === "ledger" ? e.changes : undefined;
};

/** The bands as [from, to, style, tier] with distances to two decimals, for readable expectations. */
export const bandList = (v: Verdict): [number, number, string, number | undefined][] =>
  v.bands.map((b) => [Math.round(b.from * 100) / 100, Math.round(b.to * 100) / 100, b.style, b.tier]);
