import type { Board } from "../../engine/board/board";
import type { Terrain } from "../../engine/board/types";
import { RulesError } from "../../engine/errors";
import { SquareGrid, squaresUnder } from "../../engine/grid";

/** Walls, large trees: height 4 and up never lets anyone by (DU heights). */
export const WALL_HEIGHT = 4;

/**
 * A DU board read off the generic table once per board: squares where models stand at square
 * centres, terrain pieces cover the squares whose centres they hold, and walls run along square
 * edges. What each square is, for every mover alike; the mover's costs are built from it.
 */
export interface DuMap {
  readonly grid: SquareGrid;
  /** The board's length of one square (1 on a board measured in squares). */
  readonly size: number;
  /** A wall fills the square (impassable terrain, or an element of height 4 or more). */
  readonly wall: Uint8Array;
  /** Height of the tallest element on the square (0: floor). */
  readonly element: Float64Array;
  readonly difficult: Uint8Array;
  readonly deep: Uint8Array;
  readonly stairs: Uint8Array;
  readonly ladder: Uint8Array;
  /** Direction of the exploration arrow on the square (degrees), NaN where none. */
  readonly arrow: Float64Array;
  /** Squares in a passage one square wide, and edges that are 1-square gaps (doors). */
  readonly narrow: Uint8Array;
  readonly narrowEast: Uint8Array;
  readonly narrowSouth: Uint8Array;
  /** Open squares in a line across each square, between walls, horizontally and vertically. */
  readonly runX: Int32Array;
  readonly runY: Int32Array;
}

const cache = new WeakMap<Board, DuMap>();

export function duMap(board: Board): DuMap {
  let m = cache.get(board);
  if (!m) {
    m = build(board);
    cache.set(board, m);
  }
  return m;
}

function build(board: Board): DuMap {
  const size = board.gridSize ?? 1;
  if (board.unit !== "sq" || !(size > 0)) {
    throw new RulesError("TTM.Du.Error.NotSquares", { unit: board.unit });
  }
  const w = Math.floor(board.width / size + 1e-9);
  const h = Math.floor(board.height / size + 1e-9);
  if (w < 1 || h < 1) throw new RulesError("TTM.Du.Error.NotSquares", { unit: board.unit });
  const grid = new SquareGrid(w, h);
  for (const wall of board.walls) {
    grid.addWall({ x: wall.a.x / size, y: wall.a.y / size }, { x: wall.b.x / size, y: wall.b.y / size });
  }
  const n = w * h;
  const map: DuMap = {
    grid,
    size,
    wall: new Uint8Array(n),
    element: new Float64Array(n),
    difficult: new Uint8Array(n),
    deep: new Uint8Array(n),
    stairs: new Uint8Array(n),
    ladder: new Uint8Array(n),
    arrow: new Float64Array(n).fill(NaN),
    narrow: new Uint8Array(n),
    narrowEast: new Uint8Array(n),
    narrowSouth: new Uint8Array(n),
    runX: new Int32Array(n),
    runY: new Int32Array(n),
  };
  for (const t of board.terrain) {
    const poly = t.polygon.map((p) => ({ x: p.x / size, y: p.y / size }));
    for (const i of squaresUnder(poly, w, h)) paint(map, i, t);
  }
  runs(map);
  narrowEdges(map);
  return map;
}

function paint(map: DuMap, i: number, t: Terrain): void {
  switch (t.kind) {
    case "impassable":
      map.wall[i] = 1;
      return;
    case "difficult":
    case "water":
      map.difficult[i] = 1;
      return;
    case "deep-water":
      map.deep[i] = 1;
      return;
    case "stairs":
      map.stairs[i] = 1;
      return;
    case "ladder":
      map.ladder[i] = 1;
      return;
    case "exploration-arrow":
      map.arrow[i] = t.direction ?? 0;
      return;
    default:
      // Furniture, statues, trees: an element of its height (DU heights 1-4).
      if (t.height >= WALL_HEIGHT) map.wall[i] = 1;
      else map.element[i] = Math.max(map.element[i]!, t.height);
  }
}

/** The open runs across each square; a run of 1 is a passage one square wide. */
function runs(map: DuMap): void {
  const { grid, wall, runX, runY, narrow } = map;
  const w = grid.width;
  const h = grid.height;
  const line = (
    count: number,
    at: (k: number) => number,
    cut: (i: number) => boolean,
    out: Int32Array,
  ): void => {
    let k = 0;
    while (k < count) {
      if (wall[at(k)] === 1) {
        k++;
        continue;
      }
      let e = k;
      while (e + 1 < count && wall[at(e + 1)] !== 1 && !cut(at(e))) e++;
      for (let j = k; j <= e; j++) out[at(j)] = e - k + 1;
      k = e + 1;
    }
  };
  for (let y = 0; y < h; y++)
    line(
      w,
      (k) => y * w + k,
      (i) => grid.wallEast[i] === 1,
      runX,
    );
  for (let x = 0; x < w; x++)
    line(
      h,
      (k) => k * w + x,
      (i) => grid.wallSouth[i] === 1,
      runY,
    );
  for (let i = 0; i < w * h; i++) if (wall[i] === 0 && (runX[i] === 1 || runY[i] === 1)) narrow[i] = 1;
}

/**
 * Edges that are 1-square gaps: a door in a wall drawn along square edges leaves an edge whose
 * two ends both touch a wall (or a wall square), though neither square beside it is in a
 * 1-wide passage (a passage's own squares already count, and are not counted twice).
 */
function narrowEdges(map: DuMap): void {
  const { grid, wall, narrow } = map;
  const w = grid.width;
  const h = grid.height;
  const blocked = (vx: number, vy: number): boolean => {
    if (vx <= 0 || vy <= 0 || vx >= w || vy >= h) return true;
    if (grid.hasPost(vx, vy)) return true;
    return (
      wall[(vy - 1) * w + vx - 1] === 1 ||
      wall[(vy - 1) * w + vx] === 1 ||
      wall[vy * w + vx - 1] === 1 ||
      wall[vy * w + vx] === 1
    );
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (narrow[i] === 1 || wall[i] === 1) continue;
      const east = x + 1 < w && grid.wallEast[i] === 0 && narrow[i + 1] === 0 && wall[i + 1] === 0;
      if (east && blocked(x + 1, y) && blocked(x + 1, y + 1)) map.narrowEast[i] = 1;
      const south = y + 1 < h && grid.wallSouth[i] === 0 && narrow[i + w] === 0 && wall[i + w] === 0;
      if (south && blocked(x, y + 1) && blocked(x + 1, y + 1)) map.narrowSouth[i] = 1;
    }
  }
}

/** The square a point stands on (for a 2 x 2 footprint: its top-left square), or null off the board. */
export function squareAt(map: DuMap, x: number, y: number, k: 1 | 2): number | null {
  const sx = k === 1 ? Math.floor(x / map.size) : Math.round(x / map.size) - 1;
  const sy = k === 1 ? Math.floor(y / map.size) : Math.round(y / map.size) - 1;
  // A 2 x 2 creature moves its top-left square as an average creature does (DU-LARGE-1); only
  // where it ends must all four squares fit, which the costs' noEnd says.
  if (!map.grid.inside(sx, sy)) return null;
  return sy * map.grid.width + sx;
}

/** Where a model whose top-left square is i stands, in board units (its centre). */
export function centreOf(map: DuMap, i: number, k: 1 | 2): { x: number; y: number } {
  const w = map.grid.width;
  const x = i % w;
  const y = (i - x) / w;
  return { x: (x + k / 2) * map.size, y: (y + k / 2) * map.size };
}

/** The squares of a k x k footprint whose top-left square is `anchor`. */
export function footprintSquares(map: DuMap, anchor: number, k: 1 | 2): number[] {
  const w = map.grid.width;
  return k === 1 ? [anchor] : [anchor, anchor + 1, anchor + w, anchor + w + 1];
}

/**
 * The squares of a k x k footprint (top-left square `anchor`) that hold an exploration arrow,
 * leaving out any past the board's edge: a Large or Huge creature steps on an arrow with any of
 * its four squares (DU-EXPLORE-1, DU-LARGE-1).
 */
export function arrowSquares(map: DuMap, anchor: number, k: 1 | 2): number[] {
  const w = map.grid.width;
  const x = anchor % w;
  const y = (anchor - x) / w;
  const out: number[] = [];
  for (let dy = 0; dy < k; dy++)
    for (let dx = 0; dx < k; dx++) {
      const i = (y + dy) * w + x + dx;
      if (map.grid.inside(x + dx, y + dy) && !Number.isNaN(map.arrow[i]!)) out.push(i);
    }
  return out;
}
