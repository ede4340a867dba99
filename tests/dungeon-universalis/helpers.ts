import { Board } from "../../src/engine/board/board";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../src/engine/board/types";
import { evaluateMove } from "../../src/engine/evaluate";
import type { MoveRequest, PromptAnswer, Verdict } from "../../src/engine/ruleset";
import { dungeonUniversalis } from "../../src/rulesets/dungeon-universalis";

export const HEROES = "heroes";
export const DARK = "dark";

/**
 * A board drawn as text, one character a square: `#` wall, `.` floor, `d` difficult, `~` deep
 * water, `t` table (height 1), `w` wardrobe (height 2), `s` stairs, `l` ladder, `>` `<` `^` `v`
 * exploration arrows pointing that way.
 */
export function board(
  rows: readonly string[],
  models: readonly ModelSpec[],
  walls: readonly WallSpec[] = [],
): Board {
  const terrain: TerrainSpec[] = [];
  rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      const cell = (kind: TerrainSpec["kind"], extra: Partial<TerrainSpec> = {}): void => {
        terrain.push({
          id: `${ch}${x},${y}`,
          kind,
          polygon: [
            { x, y },
            { x: x + 1, y },
            { x: x + 1, y: y + 1 },
            { x, y: y + 1 },
          ],
          ...extra,
        });
      };
      const arrows: Record<string, number> = { ">": 0, v: 90, "<": 180, "^": 270 };
      if (ch === "#") cell("impassable");
      else if (ch === "d") cell("difficult");
      else if (ch === "~") cell("deep-water");
      else if (ch === "t") cell("low-obstacle", { height: 1 });
      else if (ch === "w") cell("low-obstacle", { height: 2 });
      else if (ch === "s") cell("stairs");
      else if (ch === "l") cell("ladder");
      else if (ch in arrows) cell("exploration-arrow", { direction: arrows[ch]! });
    }),
  );
  return new Board(
    {
      unit: "sq",
      width: rows[0]!.length,
      height: rows.length,
      grid: { size: 1 },
      models: [...models],
      terrain,
      walls: [...walls],
    },
    dungeonUniversalis.defaultBaseMm,
  );
}

/** A character standing on square (x, y); a Large or Huge one (size 3-4) with (x, y) its top-left square. */
export function character(
  id: string,
  x: number,
  y: number,
  profile: Record<string, unknown> = {},
  side = HEROES,
): ModelSpec {
  const big = Number(profile.size ?? 2) >= 3;
  return { id, name: id, side, x: big ? x + 1 : x + 0.5, y: big ? y + 1 : y + 0.5, profile };
}

/** The centres of the given squares, as a drag through them. */
export const squares = (...cells: readonly (readonly [number, number])[]): MoveRequest["path"] =>
  cells.map(([x, y]) => ({ x: x + 0.5, y: y + 0.5 }));

/** The middles of a 2 x 2 creature whose top-left square is each given square. */
export const bigSquares = (...cells: readonly (readonly [number, number])[]): MoveRequest["path"] =>
  cells.map(([x, y]) => ({ x: x + 1, y: y + 1 }));

export function judge(
  b: Board,
  request: Partial<MoveRequest> & { path: MoveRequest["path"]; answers?: Record<string, PromptAnswer> },
  modelId = "m",
): Verdict {
  const outcome = evaluateMove(dungeonUniversalis, b, { modelId, action: "move", ...request });
  if (!outcome.ok) throw outcome.error;
  return outcome.verdict;
}

/** Square (x, y) of the legal path, back from its centres. */
export const legalSquares = (v: Verdict, big = false): [number, number][] =>
  v.legalPath.map((p) => (big ? [p.x - 1, p.y - 1] : [p.x - 0.5, p.y - 0.5]));

export const moved = (modelId = "m", extra: Record<string, boolean> = {}) => ({
  type: "ledger" as const,
  modelId,
  changes: { moved: true, ...extra },
  ruleId: "DU-ACTION-1",
});

/** The whole answer, minus the geometry derived from the squares (bands, lengths, highlight). */
export function summary(v: Verdict, big = false) {
  return {
    legal: v.legal,
    reasons: v.reasons,
    squares: legalSquares(v, big),
    cost: v.cost.amount,
    allowance: v.allowance,
    prompts: v.prompts,
    effects: v.effects,
    facing: v.facing,
  };
}

/** The whole answer of a legal move with nothing to report: the squares, what it cost, its facing. */
export function legalMove(m: {
  squares: [number, number][];
  cost: number;
  allowance?: number;
  facing: number;
  modelId?: string;
  ledger?: Record<string, boolean>;
  prompts?: unknown[];
}) {
  return {
    legal: true,
    reasons: [],
    squares: m.squares,
    cost: m.cost,
    allowance: m.allowance ?? 5,
    prompts: m.prompts ?? [],
    effects: [moved(m.modelId ?? "m", m.ledger ?? {})],
    facing: m.facing,
  };
}

/** Squares (x0..x1, y). */
export const row = (x0: number, x1: number, y: number): [number, number][] =>
  Array.from({ length: x1 - x0 + 1 }, (_, i) => [x0 + i, y]);
