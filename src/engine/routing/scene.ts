import type { Board } from "../board/board";
import type { Model, Terrain, Wall } from "../board/types";
import type { Point } from "../geometry/vec";
import { Grid } from "./grid";
import { wallJoints } from "./joints";
import { GEOMETRY_TOLERANCE } from "../geometry/tolerance";

/*
 * Tolerances, in board units. The route keeps MARGIN clear of every obstacle and hugs circles
 * HUG outside them, so the path it returns passes `firstCollision` (which rejects a segment that
 * dips into an obstacle by any floating-point amount) while costing a few millionths of an inch.
 * A start or goal within TOUCH of an obstacle touches it (a base stopped in contact) rather than
 * overlapping it.
 */
export const MARGIN = 1e-6;
export const HUG = 2e-6;
export const TOUCH = GEOMETRY_TOLERANCE;

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
  /**
   * SCTMG-GAP-1's clearance (0: none). A gap the route crosses inside the corridor may have its
   * sides up to this far outside it, so obstacles that far out are loaded too.
   */
  readonly clearance?: number;
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
  kind: number[] = [];
  ax: number[] = [];
  ay: number[] = [];
  bx: number[] = [];
  by: number[] = [];
  reach: number[] = [];
  /** For AREA pieces and polygon edges: index into `polys`. */
  poly: number[] = [];
  /** Which obstacle a piece belongs to (a polygon's edges share one): SCTMG-GAP-1 pairs obstacles. */
  owner: number[] = [];
  flags: number[] = [];
  readonly polys: number[][] = [];
  grid!: Grid;
  /** Per-piece visit stamps, so a piece in several cells is tested once per query. */
  stamp: number[] = [];
  stampId = 0;
  /* Circles (where the path may turn). `rho` is the hugging radius: reach + HUG. */
  nc = 0;
  cx: number[] = [];
  cy: number[] = [];
  rho: number[] = [];
  /**
   * The least `from`-circle-`to` length of the circles left out as beyond the reach (Infinity:
   * none), so a search that finds nothing knows whether a longer reach could.
   */
  dropped = Infinity;
  /** Free arcs per circle, computed when the search first lands on it. */
  free: (readonly number[] | null)[] = [];
  readonly bounds: readonly [number, number, number, number];

  constructor(spec: SceneSpec) {
    const { board, mover } = spec;
    this.R = mover.r;
    this.width = board.width;
    this.height = board.height;
    const R = this.R;
    this.bounds = corridor(spec.from, spec.to, spec.reach, board.width, board.height);
    const [minX, minY, maxX, maxY] = this.bounds;
    const pad = Math.max(R, spec.clearance ?? 0);
    const near = board.near(minX - pad, minY - pad, maxX + pad, maxY + pad);
    if (spec.models !== "none") {
      for (const m of near.models) {
        if (m.id === mover.id || spec.ignore?.has(m.id)) continue;
        if (spec.models === "enemies" && m.side === mover.side) continue;
        this.add(DISC, m.x, m.y, m.x, m.y, m.r + R, -1, this.kind.length);
      }
    }
    for (const t of near.terrain) if (spec.blocks(t)) this.addPolygon(t);
    const walls = spec.walls ? near.walls : [];
    if (spec.walls) {
      for (const w of walls) this.add(CAPSULE, w.a.x, w.a.y, w.b.x, w.b.y, R, -1, this.kind.length);
    }
    this.commit();
    this.makeCircles(spec, walls);
  }

  private addPolygon(t: Terrain): void {
    const pts = t.polygon;
    const n = pts.length;
    const xy = new Array<number>(2 * n);
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
    const owner = this.kind.length;
    this.add(AREA, x0, y0, x1, y1, 0, id, owner);
    for (let i = 0; i < n; i++) {
      const a = pts[i]!;
      const b = pts[(i + 1) % n]!;
      this.add(CAPSULE, a.x, a.y, b.x, b.y, R, id, owner);
    }
  }

  /** Adds zero-width seals (SCTMG-GAP-1) and rebuilds the arrays and grid. */
  addSeals(seals: readonly (readonly [number, number, number, number])[]): void {
    for (const [ax, ay, bx, by] of seals) this.add(SEAL, ax, ay, bx, by, 0, -1, -1);
    this.commit();
  }

  private add(
    kind: number,
    ax: number,
    ay: number,
    bx: number,
    by: number,
    reach: number,
    poly: number,
    owner: number,
  ): void {
    this.kind.push(kind);
    this.ax.push(ax);
    this.ay.push(ay);
    this.bx.push(bx);
    this.by.push(by);
    this.reach.push(reach);
    this.poly.push(poly);
    this.owner.push(owner);
  }

  /** Indexes the pieces in a grid (again, after seals are added). */
  private commit(): void {
    const n = this.kind.length;
    this.n = n;
    this.flags = filled(n, 0);
    this.stamp = filled(n, 0);
    this.stampId = 0;
    const boxes = filled(4 * n, 0);
    const pad = 1e-9;
    for (let i = 0; i < n; i++) {
      const e = this.kind[i] === AREA ? pad : this.reach[i]! + MARGIN + pad;
      const ax = this.ax[i]!;
      const ay = this.ay[i]!;
      const bx = this.bx[i]!;
      const by = this.by[i]!;
      boxes[4 * i] = (ax < bx ? ax : bx) - e;
      boxes[4 * i + 1] = (ay < by ? ay : by) - e;
      boxes[4 * i + 2] = (ax > bx ? ax : bx) + e;
      boxes[4 * i + 3] = (ay > by ? ay : by) + e;
    }
    const [minX, minY, maxX, maxY] = this.bounds;
    const w = Math.max(maxX - minX, 1e-6);
    const h = Math.max(maxY - minY, 1e-6);
    // Cells about the size of an inflated wall piece (measured best between 1 and 4 radii): a
    // segment crosses few of them and a circle's box covers few; at most 16k cells.
    const cell = Math.max(2.5 * this.R, Math.sqrt((w * h) / 16384), 1e-6);
    this.grid = new Grid(minX, minY, maxX, maxY, cell, boxes);
  }

  private makeCircles(spec: SceneSpec, walls: readonly Wall[]): void {
    const xs: number[] = [];
    const ys: number[] = [];
    const rs: number[] = [];
    const gx = spec.to.x;
    const gy = spec.to.y;
    const add = (x: number, y: number, rho: number): void => {
      // A circle the ellipse of reachable points cannot touch is never on a route within budget.
      const fx = x - spec.from.x;
      const fy = y - spec.from.y;
      const lb =
        Math.sqrt(fx * fx + fy * fy) + Math.sqrt((x - gx) * (x - gx) + (y - gy) * (y - gy)) - 2 * rho;
      if (lb > spec.reach) {
        if (lb < this.dropped) this.dropped = lb;
        return;
      }
      xs.push(x);
      ys.push(y);
      rs.push(rho);
    };
    const R = this.R;
    // Wall ends: one circle per joint; the joint of a straight wall drawn in pieces has no corner
    // to go round (its circle lies inside the two capsules but for two points) and is left out.
    const joints = wallJoints(spec.board);
    const mark = joints.nextQuery();
    for (const w of walls) {
      const ends = joints.ends.get(w);
      if (!ends) continue;
      for (const k of ends) {
        if (joints.seen[k] === mark || joints.straight[k]) continue;
        joints.seen[k] = mark;
        add(joints.x[k]!, joints.y[k]!, R + HUG);
      }
    }
    for (let i = 0; i < this.kind.length; i++) {
      const kind = this.kind[i];
      if (kind === DISC) add(this.ax[i]!, this.ay[i]!, this.reach[i]! + HUG);
      else if (kind === AREA) {
        const xy = this.polys[this.poly[i]!]!;
        const n = xy.length / 2;
        const ccw = flatArea2(xy) > 0;
        for (let i = 0; i < n; i++) {
          const j = (i + n - 1) % n;
          const k = (i + 1) % n;
          const x = xy[2 * i]!;
          const y = xy[2 * i + 1]!;
          const turn = (x - xy[2 * j]!) * (xy[2 * k + 1]! - y) - (y - xy[2 * j + 1]!) * (xy[2 * k]! - x);
          if (ccw ? turn > 0 : turn < 0) add(x, y, R + HUG);
        }
      }
    }
    this.nc = xs.length;
    this.cx = xs;
    this.cy = ys;
    this.rho = rs;
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

/** A plain array of n copies of v (packed, unlike `new Array(n)` left with holes). */
export function filled(n: number, v: number): number[] {
  return new Array<number>(n).fill(v);
}

/** Twice the signed area of a flat [x0, y0, x1, y1, ...] polygon. */
function flatArea2(xy: readonly number[]): number {
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
