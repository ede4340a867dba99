import type { Point } from "../geometry/vec";
import { pointSegDist2 } from "./metric";
import { AREA, DISC, type LocalScene, SEAL } from "./scene";

/**
 * Cell side over the base's radius: small enough that every straight wall leaves a whole row of
 * blocked cells (no diagonal step slips through it), large enough to be cheap to count.
 */
const CELL = 0.5;
/** Most cells a hop bound covers (a whole 72" x 48" table at a 32 mm base is about 35,000). */
const MAX_CELLS = 65_536;
/** Below this a cell counts as wholly inside an obstacle: larger than TOUCH, so a start in contact is never in one. */
const INSET = 1e-5;

/**
 * A lower bound on the length still to go from any point to the goal, for scenes where the
 * straight line is a poor guess (a maze: the goal is near as the crow flies, far round the walls).
 * The corridor is cut into cells of side h; a cell is blocked when every point of it lies inside
 * one inflated obstacle (walls become barriers at least one cell thick), and a breadth-first search over the other cells (eight neighbours) from
 * those touching the goal's disc counts hops k. A path of length L, sampled every h along its
 * length, visits free points at most h apart, so neighbouring (or equal) unblocked cells: k is at
 * most ceil(L / h), and (k - 1) h is at most L. Admissible, so the search still finds the
 * shortest route; it only stops looking down dead ends sooner.
 *
 * The same counts rule edges out: along a clear straight segment of length l the count changes by
 * at most one per cell crossed, so two points whose counts differ by more than l / h + 1 cannot
 * see each other (they stand either side of a wall, the goal far round it).
 *
 * It holds for paths that never enter an obstacle, so a start that overlaps one (a bad
 * placement, allowed to move out) gets no bound; and for paths inside the grid, which the
 * corridor (the ellipse of the attempt's budget) guarantees for every route the attempt accepts.
 */
export class HopBound {
  private readonly minX: number;
  private readonly minY: number;
  private readonly nx: number;
  private readonly ny: number;
  private readonly inv: number;
  private readonly cell: number;
  private readonly hops: Int32Array;
  private readonly blocked: Uint8Array;

  private constructor(s: LocalScene, cell: number, goal: Point, stopAt: number) {
    const [x0, y0, x1, y1] = s.bounds;
    // Two spare cells round the corridor: a route within budget never reaches the grid's edge.
    this.minX = x0 - 2 * cell;
    this.minY = y0 - 2 * cell;
    this.cell = cell;
    this.inv = 1 / cell;
    this.nx = Math.max(1, Math.ceil((x1 + 2 * cell - this.minX) * this.inv));
    this.ny = Math.max(1, Math.ceil((y1 + 2 * cell - this.minY) * this.inv));
    this.blocked = new Uint8Array(this.nx * this.ny);
    this.hops = new Int32Array(this.nx * this.ny).fill(-1);
    this.rasterise(s);
    this.spread(goal, stopAt);
  }

  /** The bound for this scene and goal, or null when it could not help or would not hold. */
  static build(s: LocalScene, goal: Point, stopAt: number): HopBound | null {
    for (let i = 0; i < s.n; i++) if (s.flags[i] !== 0) return null;
    const [x0, y0, x1, y1] = s.bounds;
    const cell = Math.max(CELL * s.R, Math.sqrt(((x1 - x0 + 1) * (y1 - y0 + 1)) / MAX_CELLS));
    // A cell's half-diagonal must fit inside the inflated walls, or no cell is ever blocked.
    if (cell * Math.SQRT1_2 >= s.R - INSET) return null;
    const b = new HopBound(s, cell, goal, stopAt);
    return b.reachedAny ? b : null;
  }

  private reachedAny = false;

  /** Marks the cells wholly inside a base's disc, a wall's or a blocking edge's capsule. */
  private rasterise(s: LocalScene): void {
    const half = this.cell * Math.SQRT1_2;
    const { nx, ny, inv, minX, minY, cell } = this;
    for (let i = 0; i < s.n; i++) {
      const kind = s.kind[i];
      if (kind === AREA || kind === SEAL) continue;
      const t = s.reach[i]! - half - INSET;
      if (t <= 0) continue;
      const ax = s.ax[i]!;
      const ay = s.ay[i]!;
      const bx = s.bx[i]!;
      const by = s.by[i]!;
      const c0 = Math.max(0, Math.floor(((ax < bx ? ax : bx) - t - minX) * inv));
      const c1 = Math.min(nx - 1, Math.floor(((ax > bx ? ax : bx) + t - minX) * inv));
      const r0 = Math.max(0, Math.floor(((ay < by ? ay : by) - t - minY) * inv));
      const r1 = Math.min(ny - 1, Math.floor(((ay > by ? ay : by) + t - minY) * inv));
      const t2 = t * t;
      for (let r = r0; r <= r1; r++) {
        const py = minY + (r + 0.5) * cell;
        for (let c = c0; c <= c1; c++) {
          const px = minX + (c + 0.5) * cell;
          const d2 =
            kind === DISC
              ? (px - ax) * (px - ax) + (py - ay) * (py - ay)
              : pointSegDist2(px, py, ax, ay, bx, by);
          if (d2 <= t2) this.blocked[r * nx + c] = 1;
        }
      }
    }
  }

  /** Breadth-first hop counts from the unblocked cells that touch the goal's disc. */
  private spread(goal: Point, stopAt: number): void {
    const { nx, ny, inv, minX, minY, cell, blocked, hops } = this;
    const queue = new Int32Array(nx * ny);
    let tail = 0;
    const c0 = Math.max(0, Math.floor((goal.x - stopAt - minX) * inv));
    const c1 = Math.min(nx - 1, Math.floor((goal.x + stopAt - minX) * inv));
    const r0 = Math.max(0, Math.floor((goal.y - stopAt - minY) * inv));
    const r1 = Math.min(ny - 1, Math.floor((goal.y + stopAt - minY) * inv));
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        // Distance from the goal to the cell's rectangle.
        const dx = Math.max(minX + c * cell - goal.x, 0, goal.x - (minX + (c + 1) * cell));
        const dy = Math.max(minY + r * cell - goal.y, 0, goal.y - (minY + (r + 1) * cell));
        const k = r * nx + c;
        if (dx * dx + dy * dy > stopAt * stopAt || blocked[k]) continue;
        hops[k] = 0;
        queue[tail++] = k;
      }
    }
    this.reachedAny = tail > 0;
    for (let head = 0; head < tail; head++) {
      const k = queue[head]!;
      const r = (k / nx) | 0;
      const c = k - r * nx;
      const next = hops[k]! + 1;
      for (let dr = -1; dr <= 1; dr++) {
        const rr = r + dr;
        if (rr < 0 || rr >= ny) continue;
        for (let dc = -1; dc <= 1; dc++) {
          const cc = c + dc;
          if (cc < 0 || cc >= nx) continue;
          const j = rr * nx + cc;
          if (hops[j] !== -1 || blocked[j]) continue;
          hops[j] = next;
          queue[tail++] = j;
        }
      }
    }
  }

  /**
   * The least and greatest hop counts of the unblocked cells a circle's box touches, into
   * out[0..1]: every clear point of the circle lies in one of them. [-Infinity, Infinity] when the
   * box leaves the grid (no information); Infinity for cells no path joins to the goal.
   */
  span(x: number, y: number, r: number, out: number[]): void {
    const c0 = Math.floor((x - r - this.minX) * this.inv);
    const c1 = Math.floor((x + r - this.minX) * this.inv);
    const r0 = Math.floor((y - r - this.minY) * this.inv);
    const r1 = Math.floor((y + r - this.minY) * this.inv);
    out[0] = -Infinity;
    out[1] = Infinity;
    if (c0 < 0 || r0 < 0 || c1 >= this.nx || r1 >= this.ny) return;
    let lo = Infinity;
    let hi = -Infinity;
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) {
        const k = row * this.nx + col;
        if (this.blocked[k]) continue;
        const h = this.hops[k]! < 0 ? Infinity : this.hops[k]!;
        if (h < lo) lo = h;
        if (h > hi) hi = h;
      }
    }
    out[0] = lo;
    out[1] = hi;
  }

  /** Bound on the length still to go from a hop count (see `at`). */
  length(hops: number): number {
    return hops === Infinity ? Infinity : Math.max(0, (hops - 1) * this.cell);
  }

  /** Cells per unit of length. */
  get perUnit(): number {
    return this.inv;
  }

  /**
   * At most the length of any path from (x, y) to within the goal's disc that stays clear of
   * every obstacle: Infinity where no such path exists, 0 off the grid or inside an obstacle.
   */
  at(x: number, y: number): number {
    const c = Math.floor((x - this.minX) * this.inv);
    const r = Math.floor((y - this.minY) * this.inv);
    if (!(c >= 0 && c < this.nx && r >= 0 && r < this.ny)) return 0;
    const k = r * this.nx + c;
    if (this.blocked[k]) return 0;
    const hops = this.hops[k]!;
    return hops < 0 ? Infinity : Math.max(0, (hops - 1) * this.cell);
  }
}
