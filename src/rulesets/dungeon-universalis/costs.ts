import type { Board } from "../../engine/board/board";
import type { Model } from "../../engine/board/types";
import type { MessageData } from "../../engine/errors";
import { CLOSED, addExtra, footprintFree, openCosts, type StepCosts } from "../../engine/grid";
import { WALL_HEIGHT, arrowSquares, footprintSquares, squareAt, type DuMap } from "./board";
import type { DuDeclarations } from "./declarations";
import { duProfile, footprintOf, type DuProfile } from "./profile";

export type Mode = "walk" | "run" | "fly" | "swim";

/**
 * How the model moves: flying when it declares it (DU-FLY-1), swimming when it starts in deep
 * water (DU-SWIM-1), running when it declares a run (DU-RUN-1), else walking.
 */
export function modeOf(map: DuMap, decl: DuDeclarations, start: number, k: 1 | 2): Mode {
  if (decl.flying) return "fly";
  if (footprintSquares(map, start, k).some((i) => map.deep[i] === 1)) return "swim";
  return decl.running ? "run" : "walk";
}

/** Why a square or an edge is closed, or what entering it does: the reason the verdict gives. */
export interface Cause {
  readonly ruleId: string;
  readonly key: string;
  readonly data?: MessageData;
}

/** Another model on the board as the mover sees it. */
export interface Other {
  readonly model: Model;
  readonly profile: DuProfile;
  readonly enemy: boolean;
  /** Its squares (one, or four for a Large or Huge creature). */
  readonly squares: readonly number[];
  /** Standing next to an enemy of its own (DU-MELEE-1: engaged). */
  readonly engaged: boolean;
}

export interface MoverCosts {
  readonly costs: StepCosts;
  /** Squares the mover may not enter, and why (the first cause found wins). */
  readonly closed: ReadonlyMap<number, Cause>;
  /** Edges it may not cross (a Huge creature at a door), keyed by square index, "e"/"s". */
  readonly closedEdges: ReadonlyMap<string, Cause>;
  /** What ends the move on entering a square. */
  readonly stops: ReadonlyMap<number, Cause>;
  /** Why the move may not end on a square. */
  readonly noEnd: ReadonlyMap<number, Cause>;
  readonly others: readonly Other[];
}

const squaresOf = (map: DuMap, m: Model, p: DuProfile): number[] => {
  const k = footprintOf(p);
  const a = squareAt(map, m.x, m.y, k);
  if (a === null) return [];
  const w = map.grid.width;
  return k === 1 ? [a] : [a, a + 1, a + w, a + w + 1];
};

/** Chebyshev gap between two sets of squares: 0 when they share one, 1 when side by side. */
export function gap(map: DuMap, a: readonly number[], b: readonly number[]): number {
  const w = map.grid.width;
  let best = Infinity;
  for (const i of a)
    for (const j of b) {
      const d = Math.max(Math.abs((i % w) - (j % w)), Math.abs(Math.floor(i / w) - Math.floor(j / w)));
      if (d < best) best = d;
    }
  return best;
}

export function othersOf(board: Board, map: DuMap, mover: Model): Other[] {
  const list = board.models
    .filter((m) => m.id !== mover.id)
    .map((m) => ({ model: m, profile: duProfile(m), squares: [] as number[] }));
  for (const o of list) o.squares = squaresOf(map, o.model, o.profile);
  const all = [
    ...list,
    { model: mover, profile: duProfile(mover), squares: squaresOf(map, mover, duProfile(mover)) },
  ];
  return list.map((o) => ({
    ...o,
    enemy: o.model.side !== mover.side,
    engaged: all.some((e) => e.model.side !== o.model.side && gap(map, e.squares, o.squares) <= 1),
  }));
}

/**
 * The step costs of one mover, from the board's squares and the rules: each extra is one rule's
 * +1 (they add up, DU-DIFFICULT-1), each closed square keeps the first rule that closed it.
 */
export function moverCosts(
  board: Board,
  map: DuMap,
  mover: Model,
  p: DuProfile,
  mode: Mode,
  corridorWidth: number,
): MoverCosts {
  const grid = map.grid;
  const n = grid.cells;
  const w = grid.width;
  const costs = openCosts(grid);
  const closed = new Map<number, Cause>();
  const closedEdges = new Map<string, Cause>();
  const stops = new Map<number, Cause>();
  const noEnd = new Map<number, Cause>();
  const close = (i: number, cause: Cause): void => {
    costs.enter[i] = CLOSED;
    if (!closed.has(i)) closed.set(i, cause);
  };
  const flying = mode === "fly";
  const k = footprintOf(p);
  const tall = p.height;

  for (let i = 0; i < n; i++) {
    if (map.wall[i] === 1) {
      close(i, { ruleId: "DU-IMPASSABLE-1", key: "TTM.Du.Reason.WallSquare" });
      costs.corner[i] = 1;
      continue;
    }
    const el = map.element[i]!;
    if (el > 0) {
      // DU-IMPASSABLE-1: as tall as the character or taller; flyers pass all but walls.
      if (flying ? el >= WALL_HEIGHT : el >= tall) {
        close(i, { ruleId: "DU-IMPASSABLE-1", key: "TTM.Du.Reason.TooTall", data: { height: el } });
        costs.corner[i] = 1;
      } else if (!flying) addExtra(costs.enter, i, 1); // DU-HIGHER-1
    }
    if (map.stairs[i] === 1 && !flying) addExtra(costs.enter, i, 1); // DU-HIGHER-1
    if (map.difficult[i] === 1 && !flying) addExtra(costs.enter, i, 1); // DU-DIFFICULT-1
    if (map.ladder[i] === 1 && !flying) {
      if (mode === "run") close(i, { ruleId: "DU-LADDER-1", key: "TTM.Du.Reason.LadderRun" });
      else if (p.handsFull) addExtra(costs.enter, i, 1);
    }
    if (map.deep[i] === 1 && !flying && mode !== "swim") {
      close(i, { ruleId: "DU-SWIM-1", key: "TTM.Du.Reason.DeepWater" });
    }
    if (map.narrow[i] === 1 && !flying) {
      if (p.size === 4) close(i, { ruleId: "DU-LARGE-1", key: "TTM.Du.Reason.HugeNarrow" });
      else if (p.size === 3) addExtra(costs.enter, i, 1);
    }
    // DU-FLY-1: 2 a square in corridors.
    if (flying && (map.runX[i]! <= corridorWidth || map.runY[i]! <= corridorWidth))
      addExtra(costs.enter, i, 1);
  }
  if (!flying && p.size >= 3) {
    for (let i = 0; i < n; i++) {
      for (const [edges, gapAt, key] of [
        [map.narrowEast, costs.east, "e"],
        [map.narrowSouth, costs.south, "s"],
      ] as const) {
        if (edges[i] !== 1) continue;
        if (p.size === 4) {
          gapAt[i] = CLOSED;
          closedEdges.set(`${i}${key}`, { ruleId: "DU-LARGE-1", key: "TTM.Du.Reason.HugeNarrow" });
        } else gapAt[i] = 1;
      }
    }
  }

  // Characters: enemies close their squares, allies cost +1 to pass (DU-OCCUPIED-1); nobody
  // ends on one; characters never block diagonals (DU-MOVE-2).
  const others = othersOf(board, map, mover);
  const occupied = new Uint8Array(n);
  for (const o of others) {
    const muchSmaller = p.size - o.profile.size >= 2; // DU-LARGE-1
    for (const i of o.squares) {
      occupied[i] = 1;
      if (!noEnd.has(i)) {
        noEnd.set(i, {
          ruleId: "DU-OCCUPIED-1",
          key: "TTM.Du.Reason.EndOccupied",
          data: { name: o.model.name },
        });
      }
      if (flying || muchSmaller) continue;
      if (o.enemy)
        close(i, { ruleId: "DU-OCCUPIED-1", key: "TTM.Du.Reason.Enemy", data: { name: o.model.name } });
      else if (o.engaged) {
        close(i, { ruleId: "DU-OCCUPIED-1", key: "TTM.Du.Reason.EngagedAlly", data: { name: o.model.name } });
      } else addExtra(costs.enter, i, 1);
    }
  }

  // DU-MELEE-1: the 8 squares round an enemy end the move, unless it is already engaged with an
  // ally and the mover walks, or the mover is much larger; a runner may not enter them (DU-RUN-1);
  // a flyer ignores them (DU-FLY-1).
  const rangeOf = (o: Other): number[] => {
    const out: number[] = [];
    const xs = o.squares.map((i) => i % w);
    const ys = o.squares.map((i) => Math.floor(i / w));
    // The range is round the enemy; the mover's own squares are where its top-left square may be.
    for (let y = Math.min(...ys) - k; y <= Math.max(...ys) + 1; y++)
      for (let x = Math.min(...xs) - k; x <= Math.max(...xs) + 1; x++) {
        if (!grid.inside(x, y)) continue;
        const mine = k === 1 ? [y * w + x] : [y * w + x, y * w + x + 1, (y + 1) * w + x, (y + 1) * w + x + 1];
        if (gap(map, mine, o.squares) === 1) out.push(y * w + x);
      }
    return out;
  };
  if (!flying) {
    for (const o of others) {
      if (!o.enemy || o.squares.length === 0) continue;
      if (p.size - o.profile.size >= 2) continue;
      const alliesOn = others.some((a) => !a.enemy && gap(map, a.squares, o.squares) <= 1);
      if (alliesOn && mode !== "run") continue;
      const data = { name: o.model.name };
      for (const i of rangeOf(o)) {
        if (mode === "run") close(i, { ruleId: "DU-RUN-1", key: "TTM.Du.Reason.RunIntoMelee", data });
        else {
          costs.stop[i] = 1;
          if (!stops.has(i)) stops.set(i, { ruleId: "DU-MELEE-1", key: "TTM.Du.Reason.Engaged", data });
        }
      }
    }
  }

  // DU-EXPLORE-1: a hero stepping on an exploration arrow stops there. A Large or Huge hero
  // steps on one with any of its four squares; one it already stands on is no new step.
  if (p.hero) {
    const own = squaresOf(map, mover, p);
    for (let i = 0; i < n; i++) {
      if (stops.has(i) || !arrowSquares(map, i, k).some((s) => !own.includes(s))) continue;
      costs.stop[i] = 1;
      stops.set(i, { ruleId: "DU-EXPLORE-1", key: "TTM.Du.Reason.Arrow" });
    }
  }

  // Where the move may end: every square of its footprint open and unoccupied (DU-LARGE-1).
  const free = new Uint8Array(n);
  for (let i = 0; i < n; i++) free[i] = costs.enter[i] !== CLOSED && occupied[i] === 0 ? 1 : 0;
  const ends = footprintFree(grid, free, k);
  for (let i = 0; i < n; i++) {
    if (ends[i] === 1) continue;
    costs.noEnd[i] = 1;
    if (!noEnd.has(i)) noEnd.set(i, { ruleId: "DU-LARGE-1", key: "TTM.Du.Reason.NoRoom" });
  }
  return { costs, closed, closedEdges, stops, noEnd, others };
}
