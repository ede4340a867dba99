import type { Board } from "../board/board";
import type { Model, Terrain } from "../board/types";
import type { Point } from "../geometry/vec";
import { Grid } from "./grid";

/*
 * Tolerances, in board units. The route keeps MARGIN clear of every obstacle and hugs circles
 * HUG outside them, so the path it returns passes `firstCollision` (which rejects a segment that
 * dips into an obstacle by any floating-point amount) while costing a few millionths of an inch.
 * A start or goal within TOUCH of an obstacle touches it (a base stopped in contact) rather than
 * overlapping it.
 */
export const MARGIN = 1e-6;
export const HUG = 2e-6;
export const TOUCH = 1e-6;

export const DISC = 0;
export const CAPSULE = 1;
/** A zero-width line the path may not cross: the narrowest line of a too-narrow gap. */
export const SEAL = 2;
/** A blocking polygon's inside, for point tests; its edges are capsules. */
export const AREA = 3;

/** Piece flags for segments that start at the search's start (a bad placement never traps a model). */
export const START_OVERLAP = 1;
export const START_IGNORE = 2;

export interface SceneSpec {
  readonly board: Board;
  readonly mover: Model;
  readonly from: Point;
  readonly to: Point;
  /** Longest path considered, goal stop distance included. */
  readonly reach: number;
  readonly models: "all" | "enemies" | "none";
  readonly blocks: (t: Terrain) => boolean;
  readonly walls: boolean;
  readonly ignore: ReadonlySet<string> | undefined;
}

/**
 * The obstacles near one route query, inflated by the mover's radius R: a base becomes a disc of
 * radius r + R, a wall a capsule of radius R, a blocking polygon its edges' capsules plus its
 * inside. The circles the shortest path can wrap round are those discs, the wall ends and the
 * polygons' convex corners (a concave corner's circle lies wholly inside its neighbours' capsules).
 */
export class LocalScene {
  readonly R: number;
  readonly width: number;
  readonly height: number;
  /* Pieces (what blocks), struct of arrays. */
  n = 0;
  kind: Uint8Array = new Uint8Array(0);
  ax: Float64Array = new Float64Array(0);
  ay: Float64Array = new Float64Array(0);
  bx: Float64Array = new Float64Array(0);
  by: Float64Array = new Float64Array(0);
  reach: Float64Array = new Float64Array(0);
  /** For AREA pieces and polygon edges: index into `polys`. */
  poly: Int32Array = new Int32Array(0);
  /** Which obstacle a piece belongs to (a polygon's edges share one): SCTMG-GAP-1 pairs obstacles. */
  owner: Int32Array = new Int32Array(0);
  flags: Uint8Array = new Uint8Array(0);
  readonly polys: Float64Array[] = [];
  grid!: Grid;
  /** Per-piece visit stamps, so a piece in several cells is tested once per query. */
  stamp: Uint32Array = new Uint32Array(0);
  stampId = 0;
  /* Circles (where the path may turn). `rho` is the hugging radius: reach + HUG. */
  nc = 0;
  cx: Float64Array = new Float64Array(0);
  cy: Float64Array = new Float64Array(0);
  rho: Float64Array = new Float64Array(0);
  /** Free arcs per circle, computed when the search first lands on it. */
  free: (readonly number[] | null)[] = [];
  readonly bounds: readonly [number, number, number, number];

  private readonly pieces: PieceDraft[] = [];

  constructor(spec: SceneSpec) {
    const { board, mover } = spec;
    this.R = mover.r;
    this.width = board.width;
    this.height = board.height;
    const R = this.R;
    this.bounds = corridor(spec.from, spec.to, spec.reach, board.width, board.height);
    const [minX, minY, maxX, maxY] = this.bounds;
    const near = board.near(minX - R, minY - R, maxX + R, maxY + R);
    if (spec.models !== "none") {
      for (const m of near.models) {
        if (m.id === mover.id || spec.ignore?.has(m.id)) continue;
        if (spec.models === "enemies" && m.side === mover.side) continue;
        const owner = this.pieces.length;
        this.pieces.push({ kind: DISC, ax: m.x, ay: m.y, bx: m.x, by: m.y, reach: m.r + R, poly: -1, owner });
      }
    }
    for (const t of near.terrain) if (spec.blocks(t)) this.addPolygon(t);
    if (spec.walls) {
      for (const w of near.walls) {
        const owner = this.pieces.length;
        this.pieces.push({
          kind: CAPSULE,
          ax: w.a.x,
          ay: w.a.y,
          bx: w.b.x,
          by: w.b.y,
          reach: R,
          poly: -1,
          owner,
        });
      }
    }
    this.commit();
    this.makeCircles(spec);
  }

  private addPolygon(t: Terrain): void {
    const pts = t.polygon;
    const n = pts.length;
    const xy = new Float64Array(2 * n);
    let x0 = Infinity,
      y0 = Infinity,
      x1 = -Infinity,
      y1 = -Infinity;
    pts.forEach((p, i) => {
      xy[2 * i] = p.x;
      xy[2 * i + 1] = p.y;
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    });
    const id = this.polys.length;
    this.polys.push(xy);
    const R = this.R;
    // An area piece keeps its polygon's bounding box in (ax, ay)-(bx, by).
    const owner = this.pieces.length;
    this.pieces.push({ kind: AREA, ax: x0, ay: y0, bx: x1, by: y1, reach: 0, poly: id, owner });
    for (let i = 0; i < n; i++) {
      const a = pts[i]!;
      const b = pts[(i + 1) % n]!;
      this.pieces.push({ kind: CAPSULE, ax: a.x, ay: a.y, bx: b.x, by: b.y, reach: R, poly: id, owner });
    }
  }

  /** Adds zero-width seals (SCTMG-GAP-1) and rebuilds the arrays and grid. */
  addSeals(seals: readonly (readonly [number, number, number, number])[]): void {
    for (const [ax, ay, bx, by] of seals)
      this.pieces.push({ kind: SEAL, ax, ay, bx, by, reach: 0, poly: -1, owner: -1 });
    this.commit();
  }

  private commit(): void {
    const n = this.pieces.length;
    this.n = n;
    this.kind = new Uint8Array(n);
    this.ax = new Float64Array(n);
    this.ay = new Float64Array(n);
    this.bx = new Float64Array(n);
    this.by = new Float64Array(n);
    this.reach = new Float64Array(n);
    this.poly = new Int32Array(n);
    this.owner = new Int32Array(n);
    this.flags = new Uint8Array(n);
    this.stamp = new Uint32Array(n);
    this.stampId = 0;
    const boxes = new Float64Array(4 * n);
    const pad = 1e-9;
    this.pieces.forEach((p, i) => {
      this.kind[i] = p.kind;
      this.ax[i] = p.ax;
      this.ay[i] = p.ay;
      this.bx[i] = p.bx;
      this.by[i] = p.by;
      this.reach[i] = p.reach;
      this.poly[i] = p.poly;
      this.owner[i] = p.owner;
      const e = p.kind === AREA ? pad : p.reach + MARGIN + pad;
      boxes[4 * i] = Math.min(p.ax, p.bx) - e;
      boxes[4 * i + 1] = Math.min(p.ay, p.by) - e;
      boxes[4 * i + 2] = Math.max(p.ax, p.bx) + e;
      boxes[4 * i + 3] = Math.max(p.ay, p.by) + e;
    });
    const [minX, minY, maxX, maxY] = this.bounds;
    const w = Math.max(maxX - minX, 1e-6);
    const h = Math.max(maxY - minY, 1e-6);
    // Cells about the size of an inflated wall piece (measured best between 1 and 4 radii): a
    // segment crosses few of them and a circle's box covers few; at most 16k cells.
    const cell = Math.max(2.5 * this.R, Math.sqrt((w * h) / 16384), 1e-6);
    this.grid = new Grid(minX, minY, maxX, maxY, cell, boxes);
  }

  private makeCircles(spec: SceneSpec): void {
    const xs: number[] = [];
    const ys: number[] = [];
    const rs: number[] = [];
    // Walls meet end to end, so their end circles repeat: keep one. Circles are chained by x
    // (latest first) and compared on y and radius.
    const head = new Map<number, number>();
    const sameX: number[] = [];
    const gx = spec.to.x;
    const gy = spec.to.y;
    const add = (x: number, y: number, reach: number): void => {
      // A circle the ellipse of reachable points cannot touch is never on a route within budget.
      const fx = x - spec.from.x;
      const fy = y - spec.from.y;
      const lb =
        Math.sqrt(fx * fx + fy * fy) + Math.sqrt((x - gx) * (x - gx) + (y - gy) * (y - gy)) - 2 * reach;
      if (lb > spec.reach) return;
      const first = head.get(x) ?? -1;
      for (let k = first; k >= 0; k = sameX[k]!) if (ys[k] === y && rs[k] === reach + HUG) return;
      head.set(x, xs.length);
      sameX.push(first);
      xs.push(x);
      ys.push(y);
      rs.push(reach + HUG);
    };
    for (const p of this.pieces) {
      if (p.kind === DISC) add(p.ax, p.ay, p.reach);
      else if (p.kind === CAPSULE && p.poly < 0) {
        add(p.ax, p.ay, p.reach);
        add(p.bx, p.by, p.reach);
      } else if (p.kind === AREA) {
        const xy = this.polys[p.poly]!;
        const n = xy.length / 2;
        const ccw = flatArea2(xy) > 0;
        for (let i = 0; i < n; i++) {
          const j = (i + n - 1) % n;
          const k = (i + 1) % n;
          const x = xy[2 * i]!;
          const y = xy[2 * i + 1]!;
          const turn = (x - xy[2 * j]!) * (xy[2 * k + 1]! - y) - (y - xy[2 * j + 1]!) * (xy[2 * k]! - x);
          if (ccw ? turn > 0 : turn < 0) add(x, y, this.R);
        }
      }
    }
    this.nc = xs.length;
    this.cx = Float64Array.from(xs);
    this.cy = Float64Array.from(ys);
    this.rho = Float64Array.from(rs);
    this.free = new Array<readonly number[] | null>(this.nc).fill(null);
  }

  nextStamp(): number {
    if (++this.stampId === 0xffffffff) {
      this.stamp.fill(0);
      this.stampId = 1;
    }
    return this.stampId;
  }
}

interface PieceDraft {
  kind: number;
  ax: number;
  ay: number;
  bx: number;
  by: number;
  reach: number;
  poly: number;
  owner: number;
}

/** Twice the signed area of a flat [x0, y0, x1, y1, ...] polygon. */
function flatArea2(xy: Float64Array): number {
  let s = 0;
  const n = xy.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) s += xy[2 * j]! * xy[2 * i + 1]! - xy[2 * i]! * xy[2 * j + 1]!;
  return s;
}

/**
 * Bounding box of the points a path of length `reach` from `a` ending at `b` can visit: an
 * ellipse with foci a and b, clipped to the table.
 */
export function corridor(
  a: Point,
  b: Point,
  reach: number,
  width: number,
  height: number,
): readonly [number, number, number, number] {
  if (!Number.isFinite(reach)) return [0, 0, width, height];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy);
  const ux = d > 0 ? dx / d : 1;
  const uy = d > 0 ? dy / d : 0;
  const semiMajor = Math.max(reach, d) / 2;
  const semiMinor = Math.sqrt(Math.max(0, semiMajor * semiMajor - (d * d) / 4));
  const hx = Math.hypot(semiMajor * ux, semiMinor * uy);
  const hy = Math.hypot(semiMajor * uy, semiMinor * ux);
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  return [
    Math.max(0, mx - hx),
    Math.max(0, my - hy),
    Math.min(width, Math.max(mx + hx, 0)),
    Math.min(height, Math.max(my + hy, 0)),
  ];
}
