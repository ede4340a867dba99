// A brute-force reference for the grid search, written from the rules and not from the engine:
// walls are a set of unit edges, posts the ends of those edges, costs read from square kinds.
import fc from "fast-check";
import { CLOSED, SquareGrid, footprintFree, openCosts, type StepCosts } from "../../../src/engine/grid";

export type Kind = "open" | "obstacle" | "ally" | "enemy" | "difficult" | "ally-difficult" | "melee";
const KINDS: readonly Kind[] = ["open", "obstacle", "ally", "enemy", "difficult", "ally-difficult", "melee"];

export interface World {
  readonly width: number;
  readonly height: number;
  readonly kinds: readonly Kind[];
  /** Walls along grid lines: from vertex (x, y), `len` unit edges east ("h") or south ("v"). */
  readonly walls: readonly {
    readonly x: number;
    readonly y: number;
    readonly dir: "h" | "v";
    readonly len: number;
  }[];
  /** Edge extras (a door a Large creature squeezes through: +1; a Huge one cannot: closed). */
  readonly gaps: readonly { readonly cell: number; readonly dir: "e" | "s"; readonly closed: boolean }[];
  readonly footprint: 1 | 2;
  readonly start: number;
  readonly goal: number;
  readonly budget: number;
}

export const world: fc.Arbitrary<World> = fc
  .record({ width: fc.integer({ min: 2, max: 7 }), height: fc.integer({ min: 2, max: 7 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      // Mostly open, so paths are long enough for the budget to matter.
      kinds: fc.array(
        fc.oneof(
          { weight: 6, arbitrary: fc.constant<Kind>("open") },
          { weight: 4, arbitrary: fc.constantFrom(...KINDS) },
        ),
        { minLength: width * height, maxLength: width * height },
      ),
      walls: fc.array(
        fc.record({
          x: fc.integer({ min: 0, max: width }),
          y: fc.integer({ min: 0, max: height }),
          dir: fc.constantFrom<"h" | "v">("h", "v"),
          len: fc.integer({ min: 1, max: 3 }),
        }),
        { maxLength: 6 },
      ),
      gaps: fc.array(
        fc.record({
          cell: fc.integer({ min: 0, max: width * height - 1 }),
          dir: fc.constantFrom<"e" | "s">("e", "s"),
          closed: fc.boolean(),
        }),
        { maxLength: 4 },
      ),
      footprint: fc.constantFrom<1 | 2>(1, 1, 2),
      start: fc.integer({ min: 0, max: width * height - 1 }),
      goal: fc.integer({ min: 0, max: width * height - 1 }),
      budget: fc.integer({ min: 0, max: 14 }),
    }),
  );

/** The engine's inputs for a world: the grid with its walls and the step costs of its kinds. */
export function engineOf(wd: World): { grid: SquareGrid; costs: StepCosts } {
  const grid = new SquareGrid(wd.width, wd.height);
  for (const wall of wd.walls) {
    const b = wall.dir === "h" ? { x: wall.x + wall.len, y: wall.y } : { x: wall.x, y: wall.y + wall.len };
    grid.addWall({ x: wall.x, y: wall.y }, b);
  }
  const costs = openCosts(grid);
  const free = new Uint8Array(grid.cells);
  wd.kinds.forEach((k, i) => {
    if (i === wd.start) {
      free[i] = 1;
      return;
    }
    if (k === "obstacle") {
      costs.enter[i] = CLOSED;
      costs.corner[i] = 1;
    } else if (k === "enemy") costs.enter[i] = CLOSED;
    else if (k === "ally") costs.enter[i] = 1;
    else if (k === "difficult") costs.enter[i] = 1;
    else if (k === "ally-difficult") costs.enter[i] = 2;
    else if (k === "melee") costs.stop[i] = 1;
    free[i] = k === "open" || k === "difficult" || k === "melee" ? 1 : 0;
  });
  for (const g of wd.gaps) (g.dir === "e" ? costs.east : costs.south)[g.cell] = g.closed ? CLOSED : 1;
  const ends = footprintFree(grid, free, wd.footprint);
  for (let i = 0; i < grid.cells; i++) costs.noEnd[i] = ends[i] === 1 ? 0 : 1;
  return { grid, costs };
}

/** The reference's own reading of the world. */
export function referenceOf(wd: World) {
  const { width: w, height: h } = wd;
  const edges = new Set<string>();
  const posts = new Set<string>();
  for (const wall of wd.walls) {
    for (let i = 0; i < wall.len; i++) {
      // Unit edge from vertex (vx, vy) to the next one along the wall.
      const vx = wall.dir === "h" ? wall.x + i : wall.x;
      const vy = wall.dir === "h" ? wall.y : wall.y + i;
      const ex = wall.dir === "h" ? vx + 1 : vx;
      const ey = wall.dir === "h" ? vy : vy + 1;
      // Edges on the board's border separate no two squares, and mark nothing.
      if (wall.dir === "h" ? vy <= 0 || vy >= h || vx >= w : vx <= 0 || vx >= w || vy >= h) continue;
      edges.add(`${vx},${vy},${wall.dir}`);
      posts.add(`${vx},${vy}`);
      posts.add(`${ex},${ey}`);
    }
  }
  const kind = (x: number, y: number): Kind => (y * w + x === wd.start ? "open" : wd.kinds[y * w + x]!);
  const wallBetween = (x: number, y: number, nx: number, ny: number): boolean => {
    if (nx !== x) return edges.has(`${Math.max(x, nx)},${y},v`);
    return edges.has(`${x},${Math.max(y, ny)},h`);
  };
  const occupiedOrClosed = (x: number, y: number): boolean => {
    const k = kind(x, y);
    return k === "obstacle" || k === "enemy" || k === "ally" || k === "ally-difficult";
  };
  const canEnd = (x: number, y: number): boolean => {
    const k = wd.footprint;
    if (x + k > w || y + k > h) return false;
    for (let j = 0; j < k; j++)
      for (let i = 0; i < k; i++) {
        if (occupiedOrClosed(x + i, y + j)) return false;
        if (i + 1 < k && wallBetween(x + i, y + j, x + i + 1, y + j)) return false;
        if (j + 1 < k && wallBetween(x + i, y + j, x + i, y + j + 1)) return false;
      }
    return true;
  };
  /** The cost of a step, or null when it is refused. */
  const step = (x: number, y: number, nx: number, ny: number): number | null => {
    if (nx < 0 || ny < 0 || nx >= w || ny >= h) return null;
    const k = kind(nx, ny);
    if (k === "obstacle" || k === "enemy") return null;
    if (nx !== x && ny !== y) {
      if (posts.has(`${Math.max(x, nx)},${Math.max(y, ny)}`)) return null;
      if (kind(nx, y) === "obstacle" || kind(x, ny) === "obstacle") return null;
      return 1 + (k === "ally" || k === "difficult" ? 1 : k === "ally-difficult" ? 2 : 0);
    } else if (wallBetween(x, y, nx, ny)) return null;
    const gap = gapCost(x, y, nx, ny);
    if (gap === null) return null;
    return 1 + gap + (k === "ally" || k === "difficult" ? 1 : k === "ally-difficult" ? 2 : 0);
  };
  const isStop = (x: number, y: number): boolean => kind(x, y) === "melee";
  /** The extra of the edge between two orthogonal neighbours: the last gap drawn on it wins. */
  const gapCost = (x: number, y: number, nx: number, ny: number): number | null => {
    const cell = Math.min(y, ny) * w + Math.min(x, nx);
    const dir = nx !== x ? "e" : "s";
    let extra: number | null = 0;
    for (const g of wd.gaps) if (g.cell === cell && g.dir === dir) extra = g.closed ? null : 1;
    return extra;
  };
  /** Plain O(n^2) Dijkstra from the start. */
  const dist = (): number[] => {
    const n = w * h;
    const d = new Array<number>(n).fill(Infinity);
    const done = new Array<boolean>(n).fill(false);
    d[wd.start] = 0;
    for (;;) {
      let c = -1;
      for (let i = 0; i < n; i++) if (!done[i] && d[i]! < Infinity && (c < 0 || d[i]! < d[c]!)) c = i;
      if (c < 0) return d;
      done[c] = true;
      const x = c % w;
      const y = Math.floor(c / w);
      if (c !== wd.start && isStop(x, y)) continue;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          const k = step(x, y, x + dx, y + dy);
          if (k === null) continue;
          const nx = x + dx;
          const ny = y + dy;
          if (isStop(nx, ny) && !canEnd(nx, ny)) continue;
          const ni = ny * w + nx;
          if (d[c]! + k < d[ni]!) d[ni] = d[c]! + k;
        }
    }
  };
  return { step, canEnd, isStop, dist };
}
