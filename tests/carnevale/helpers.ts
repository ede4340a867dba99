import { expect } from "vitest";
import { Board } from "../../src/engine/board/board";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../src/engine/board/types";
import { evaluateMove } from "../../src/engine/evaluate";
import type { Point } from "../../src/engine/geometry/vec";
import type {
  Declarations,
  Ledger,
  MoveRequest,
  OptionValues,
  PromptAnswer,
  Verdict,
  Waypoint,
} from "../../src/engine/ruleset";
import { carnevale } from "../../src/rulesets/carnevale";

/** A 30 mm base's radius in inches. */
export const R = 15 / 25.4;

/** A 36" × 36" table in inches; bases 30 mm unless a model says. */
export function table(
  parts: { models?: ModelSpec[]; terrain?: TerrainSpec[]; walls?: WallSpec[] } = {},
): Board {
  return skirmishTable(carnevale.defaultBaseMm, parts);
}

export { pts, rect } from "../engine/helpers";
import { skirmishTable } from "../engine/helpers";

/** A character with a Carnevale profile (MOVE 6, Dexterity 5, 3 AP unless told). */
export const guest = (
  id: string,
  x: number,
  y: number,
  profile: Record<string, unknown> = {},
  extra: Partial<ModelSpec> = {},
): ModelSpec => ({ id, name: id, side: "guild", x, y, profile: { ...profile }, ...extra });

export const rival = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec => ({
  id,
  name: id,
  side: "rivals",
  x,
  y,
  ...extra,
});

export interface Ask {
  readonly action?: string;
  readonly declarations?: Declarations;
  readonly ledger?: Ledger;
  readonly options?: OptionValues;
  readonly answers?: Readonly<Record<string, PromptAnswer>>;
}

export function request(modelId: string, path: readonly Waypoint[], ask: Ask = {}): MoveRequest {
  return {
    modelId,
    action: ask.action ?? "move",
    path,
    ...(ask.declarations ? { declarations: ask.declarations } : {}),
    ...(ask.ledger ? { ledger: ask.ledger } : {}),
    ...(ask.options ? { options: ask.options } : {}),
    ...(ask.answers ? { answers: ask.answers } : {}),
  };
}

/** The verdict through the same entry the hosts use (request checks included). */
export function judge(board: Board, modelId: string, path: readonly Waypoint[], ask: Ask = {}): Verdict {
  const out = evaluateMove(carnevale, board, request(modelId, path, ask));
  if (!out.ok) throw out.error;
  return out.verdict;
}

/** Dice for a test: the others, then the Destiny die last. */
export const roll = (others: readonly number[], destiny: number): PromptAnswer => ({
  dice: [...others, destiny],
});

/** Five-dice answers (Dexterity 5) with each result. */
export const SUCCESS = roll([2, 3, 4, 7], 5);
export const FAIL = roll([2, 3, 4, 5], 6);
export const CRITICAL = roll([2, 3, 4, 7], 10);
export const FUMBLE = roll([2, 3, 4, 5], 1);

export const round2 = (n: number): number => Math.round(n * 100) / 100;
export const at2 = (p: Point): [number, number] => [round2(p.x), round2(p.y)];

/** A number within 10^-digits, for distances the geometry computes (an asymmetric matcher). */
export const near = (n: number, digits = 9): number => expect.closeTo(n, digits) as number;
