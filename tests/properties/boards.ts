import fc from "fast-check";
import type { ModelSpec, TerrainKind, TerrainSpec } from "../../src/engine/board/types";
import { circleOverlapsPolygon } from "../../src/engine/geometry/polygon";
import type { Point } from "../../src/engine/geometry/vec";
import { around, r6 } from "./check";

/*
 * Generated open tables for the rulesets that measure (all but Dungeon Universalis): a mover at
 * a fixed start, other bases at gaps drawn around a threshold, rectangles of terrain with edges
 * at drawn distances from the start, and a path of one to three legs whose length is drawn around
 * the game's allowances. Everything is rounded to six decimals so a scenario file holds it.
 */

export const MOVER = "mover";

const DIRECTIONS = [0, 45, 90, 135, 180, 225, 270, 315];
/** A heading in degrees: the eight of a compass mostly (bases meet corners head on), any now and then. */
const heading = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DIRECTIONS) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 359 }) },
);
const dir = (deg: number): Point => ({
  x: Math.cos((deg * Math.PI) / 180),
  y: Math.sin((deg * Math.PI) / 180),
});

export interface Leg {
  readonly heading: number;
  readonly share: number;
}

export interface PathDraw {
  readonly total: number;
  readonly legs: readonly Leg[];
}

/** A path length drawn around one of `lengths` (or anywhere up to the largest + 3), split into 1-3 legs. */
export const pathDraw = (lengths: readonly number[]): fc.Arbitrary<PathDraw> =>
  fc.record({
    total: fc.constantFrom(...lengths).chain((t) => around(t, 0.2, Math.max(...lengths) + 3)),
    legs: fc.array(fc.record({ heading, share: fc.double({ min: 0.1, max: 1, noNaN: true }) }), {
      minLength: 1,
      maxLength: 3,
    }),
  });

/** The waypoints of a drawn path from `start`; the legs' lengths add up to the drawn total (up to rounding). */
export function pathFrom(start: Point, p: PathDraw): Point[] {
  const sum = p.legs.reduce((s, l) => s + l.share, 0);
  const out: Point[] = [start];
  let here = start;
  for (const l of p.legs) {
    const d = dir(l.heading);
    const len = (p.total * l.share) / sum;
    here = { x: r6(here.x + d.x * len), y: r6(here.y + d.y * len) };
    out.push(here);
  }
  return out;
}

export interface OtherDraw {
  readonly heading: number;
  /** Edge to edge from the mover's base at its start. */
  readonly gap: number;
  readonly enemy: boolean;
}

/** Other bases around the start, at edge gaps drawn around `gaps`. */
export const othersDraw = (gaps: readonly number[], max = 4): fc.Arbitrary<OtherDraw[]> =>
  fc.array(
    fc.record({
      heading,
      gap: fc.constantFrom(...gaps).chain((g) => around(g, 0, 12)),
      enemy: fc.constantFrom(true, true, false),
    }),
    { maxLength: max },
  );

export interface PieceDraw {
  readonly kind: TerrainKind;
  readonly heading: number;
  /** From the mover's rim at its start to the piece's near edge. */
  readonly gap: number;
  /** Across the path's direction and along it. */
  readonly width: number;
  readonly depth: number;
  readonly height: number;
}

/** Rectangles of the given kinds, near edges drawn around `gaps` from the mover's rim, heights around `heights`. */
export const piecesDraw = (
  kinds: readonly TerrainKind[],
  gaps: readonly number[],
  heights: readonly number[],
  sizes: readonly number[] = [1, 2, 4],
  max = 3,
): fc.Arbitrary<PieceDraw[]> =>
  fc.array(
    fc.record({
      kind: fc.constantFrom(...kinds),
      heading: fc.constantFrom(...DIRECTIONS),
      gap: fc.constantFrom(...gaps).chain((g) => around(g, 0, 10)),
      width: fc.constantFrom(...sizes).chain((s) => around(s, 0.3, 6)),
      depth: fc.constantFrom(...sizes).chain((s) => around(s, 0.3, 6)),
      height: fc.constantFrom(...heights).chain((h) => around(h, 0.1, 6)),
    }),
    { maxLength: max },
  );

export interface TableShape {
  readonly unit: "in" | "cm";
  readonly width: number;
  readonly height: number;
  readonly start: Point;
  /** The mover's base radius in the board's unit (the ruleset's default base). */
  readonly r: number;
}

/** An axis-aligned rectangle whose near edge is `gap` from the circle of radius r at `from`, in a compass direction. */
function rectToward(from: Point, r: number, p: PieceDraw): Point[] {
  const d = dir(p.heading);
  // For diagonals the corner faces the start: the corner at distance r + gap.
  const diagonal = p.heading % 90 !== 0;
  const reach = r + p.gap;
  let x0: number, y0: number, x1: number, y1: number;
  if (!diagonal) {
    const cx = from.x + d.x * (reach + p.depth / 2);
    const cy = from.y + d.y * (reach + p.depth / 2);
    const [w, h] = Math.abs(d.x) > 0.5 ? [p.depth, p.width] : [p.width, p.depth];
    [x0, y0, x1, y1] = [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2];
  } else {
    const corner = { x: from.x + d.x * reach, y: from.y + d.y * reach };
    const sx = Math.sign(d.x);
    const sy = Math.sign(d.y);
    [x0, x1] = sx > 0 ? [corner.x, corner.x + p.depth] : [corner.x - p.depth, corner.x];
    [y0, y1] = sy > 0 ? [corner.y, corner.y + p.width] : [corner.y - p.width, corner.y];
  }
  return [
    { x: r6(x0), y: r6(y0) },
    { x: r6(x1), y: r6(y0) },
    { x: r6(x1), y: r6(y1) },
    { x: r6(x0), y: r6(y1) },
  ];
}

/** Terrain kinds a base may stand in at level 0 (flat areas). */
const FLAT = new Set<TerrainKind>(["difficult", "water", "deep-water", "access-point", "exploration-arrow"]);

export interface Drawn {
  readonly models: ModelSpec[];
  readonly terrain: TerrainSpec[];
}

/**
 * The table's models and terrain: the mover at the start, then each other base and piece kept
 * only where it is well formed (on the table, not overlapping a base already there; a piece that
 * is not flat never under a base).
 */
export function layout(
  shape: TableShape,
  mover: Omit<ModelSpec, "x" | "y" | "id" | "side"> & { side?: string },
  others: readonly OtherDraw[],
  pieces: readonly PieceDraw[],
  extra: { readonly friend?: Partial<ModelSpec>; readonly enemy?: Partial<ModelSpec> } = {},
): Drawn {
  const { start, r } = shape;
  const side = mover.side ?? "blue";
  const models: ModelSpec[] = [{ ...mover, id: MOVER, side, x: start.x, y: start.y }];
  const circles = [{ x: start.x, y: start.y, r }];
  const onTable = (x: number, y: number, rr: number): boolean =>
    x >= rr && y >= rr && x <= shape.width - rr && y <= shape.height - rr;
  const terrain: TerrainSpec[] = [];
  pieces.forEach((p, i) => {
    const polygon = rectToward(start, r, p);
    if (polygon.some((q) => q.x < 0 || q.y < 0 || q.x > shape.width || q.y > shape.height)) return;
    if (!FLAT.has(p.kind) && circles.some((c) => circleOverlapsPolygon(c, polygon))) return;
    terrain.push({
      id: `t${i}`,
      name: `${p.kind} ${i}`,
      kind: p.kind,
      polygon,
      ...(p.kind === "gap" ? { elevation: -r6(p.height), height: r6(p.height) } : { height: r6(p.height) }),
    });
  });
  others.forEach((o, i) => {
    const d = dir(o.heading);
    const x = r6(start.x + d.x * (2 * r + o.gap));
    const y = r6(start.y + d.y * (2 * r + o.gap));
    const c = { x, y, r };
    if (!onTable(x, y, r)) return;
    if (circles.some((k) => Math.hypot(k.x - x, k.y - y) < k.r + r)) return;
    if (terrain.some((t) => !FLAT.has(t.kind) && circleOverlapsPolygon(c, t.polygon))) return;
    circles.push(c);
    models.push({
      id: `${o.enemy ? "enemy" : "friend"}${i}`,
      name: `${o.enemy ? "Enemy" : "Friend"} ${i}`,
      side: o.enemy ? "red" : side,
      x,
      y,
      ...(o.enemy ? extra.enemy : extra.friend),
    });
  });
  return { models, terrain };
}

/** With `aim`, the first leg heads straight at the first other base (so contacts and blocks are met often). */
export const aimed = (p: PathDraw, others: readonly OtherDraw[], aim: boolean): PathDraw =>
  aim && others.length > 0
    ? { ...p, legs: [{ ...p.legs[0]!, heading: others[0]!.heading }, ...p.legs.slice(1)] }
    : p;
