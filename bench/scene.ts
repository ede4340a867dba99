import { Board } from "../src/engine/board/board";
import type {
  BoardSpec,
  Model,
  ModelSpec,
  TerrainKind,
  TerrainSpec,
  WallSpec,
} from "../src/engine/board/types";
import { baseFitsAt } from "../src/engine/path/fit";
import type { Point } from "../src/engine/geometry/vec";
import { rng } from "./rng";

export interface TableSize {
  readonly width: number;
  readonly height: number;
  readonly models: number;
  readonly terrain: number;
  readonly walls: number;
}

/** The large scene: 72" x 48", 200 bases of 25-60 mm, 300 twelve-sided pieces, 1,000 walls. */
export const LARGE: TableSize = { width: 72, height: 48, models: 200, terrain: 300, walls: 1000 };

const KINDS: readonly TerrainKind[] = [
  "impassable",
  "difficult",
  "water",
  "difficult",
  "low-obstacle",
  "deep-water",
];

/**
 * A skirmish table. Terrain pieces are star-shaped (simple) polygons of about 12 vertices and
 * 0.5-1.6" radius, one in six impassable (the rest difficult ground, water, low walls). The walls
 * are ruined buildings: rectangles of 3-6" a side drawn as 0.3-1" pieces, as a Foundry scene
 * draws them, with two doorways and the odd breach, until there are `walls` pieces. Bases stand
 * in units of eight (25-60 mm, one size per unit) where they fit, not overlapping each other,
 * walls or impassable terrain.
 */
export function skirmishTable(size: TableSize, seed: number): BoardSpec {
  const rand = rng(seed);
  const { width: W, height: H } = size;
  const terrain: TerrainSpec[] = [];
  for (let i = 0; i < size.terrain; i++) {
    const cx = 1 + rand() * (W - 2);
    const cy = 1 + rand() * (H - 2);
    const n = 10 + Math.floor(rand() * 5);
    const r = 0.5 + rand() * 1.1;
    const polygon: Point[] = [];
    for (let k = 0; k < n; k++) {
      const a = ((k + 0.3 * rand()) / n) * 2 * Math.PI;
      const rr = r * (0.6 + 0.4 * rand());
      polygon.push({ x: cx + rr * Math.cos(a), y: cy + rr * Math.sin(a) });
    }
    terrain.push({ id: `t${i}`, kind: KINDS[i % KINDS.length]!, polygon, height: 1 + rand() * 3 });
  }
  const walls: WallSpec[] = [];
  while (walls.length < size.walls) {
    const w = 3 + rand() * 3;
    const h = 3 + rand() * 3;
    const x0 = rand() * (W - w);
    const y0 = rand() * (H - h);
    const corners = [
      { x: x0, y: y0 },
      { x: x0 + w, y: y0 },
      { x: x0 + w, y: y0 + h },
      { x: x0, y: y0 + h },
    ];
    const door = Math.floor(rand() * 4);
    const backDoor = (door + 2) % 4;
    for (let side = 0; side < 4 && walls.length < size.walls; side++) {
      const a = corners[side]!;
      const b = corners[(side + 1) % 4]!;
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      // Two doorways 1.5-2.5" wide on opposite sides, and the odd breach elsewhere.
      const doorAt = side === door || side === backDoor ? len / 2 - 1 : Infinity;
      let t = 0;
      while (t < len - 1e-9 && walls.length < size.walls) {
        if (t >= doorAt && t < doorAt + 2) {
          t += 1.5 + rand();
          continue;
        }
        const piece = Math.min(len - t, 0.3 + 0.7 * rand());
        const gap = rand() < 0.05;
        if (!gap) {
          const p = { x: a.x + ((b.x - a.x) * t) / len, y: a.y + ((b.y - a.y) * t) / len };
          const q = {
            x: a.x + ((b.x - a.x) * (t + piece)) / len,
            y: a.y + ((b.y - a.y) * (t + piece)) / len,
          };
          walls.push({ id: `w${walls.length}`, a: p, b: q });
        }
        t += piece;
      }
    }
  }
  const fixed = new Board({ unit: "in", width: W, height: H, models: [], terrain, walls }, 32);
  const models: ModelSpec[] = [];
  // Units of eight, as armies stand: each model within 3" of its unit's centre.
  for (let unit = 0; models.length < size.models && unit < size.models; unit++) {
    const ux = 3 + rand() * (W - 6);
    const uy = 3 + rand() * (H - 6);
    const baseMm = 25 + Math.round(rand() * 35);
    const r = baseMm / 25.4 / 2;
    let placed = 0;
    for (let tries = 0; placed < 8 && models.length < size.models && tries < 400; tries++) {
      const x = Math.min(W - r, Math.max(r, ux + (rand() * 2 - 1) * 3));
      const y = Math.min(H - r, Math.max(r, uy + (rand() * 2 - 1) * 3));
      if (models.some((m) => Math.hypot(m.x - x, m.y - y) < r + (m.baseMm ?? 32) / 50.8 + 0.05)) continue;
      if (!baseFitsAt(fixed, { ...probeModel, x, y, r, baseMm }, { x, y })) continue;
      models.push({
        id: `m${models.length}`,
        side: unit % 2 ? "red" : "blue",
        unitId: `u${unit}`,
        x,
        y,
        baseMm,
      });
      placed++;
    }
  }
  return { unit: "in", width: W, height: H, models, terrain, walls };
}

const probeModel: Model = {
  id: "probe",
  name: "probe",
  side: "none",
  x: 0,
  y: 0,
  r: 0.5,
  elevation: 0,
  height: 1,
  baseMm: 25.4,
  baseDefaulted: false,
  unitId: null,
  profile: {},
  counters: {},
};

/**
 * A dungeon: a maze of 2" cells (randomised depth-first), one wall in ten knocked through for
 * loops, a dozen rooms carved out, each wall drawn as short segments the way Foundry scenes are,
 * then trimmed or split to exactly `count` segments.
 */
export function dungeon(width: number, height: number, count: number, seed: number): BoardSpec {
  const rand = rng(seed);
  const cell = 2;
  const nx = Math.floor(width / cell);
  const ny = Math.floor(height / cell);
  // Wall flags: east[x][y] between (x, y) and (x + 1, y); south between (x, y) and (x, y + 1).
  const east = Array.from({ length: nx }, () => new Array<boolean>(ny).fill(true));
  const south = Array.from({ length: nx }, () => new Array<boolean>(ny).fill(true));
  const seen = Array.from({ length: nx }, () => new Array<boolean>(ny).fill(false));
  const stack: [number, number][] = [[0, 0]];
  seen[0]![0] = true;
  while (stack.length > 0) {
    const [x, y] = stack[stack.length - 1]!;
    const options: [number, number][] = [];
    if (x > 0 && !seen[x - 1]![y]) options.push([x - 1, y]);
    if (x < nx - 1 && !seen[x + 1]![y]) options.push([x + 1, y]);
    if (y > 0 && !seen[x]![y - 1]) options.push([x, y - 1]);
    if (y < ny - 1 && !seen[x]![y + 1]) options.push([x, y + 1]);
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const [tx, ty] = options[Math.floor(rand() * options.length)]!;
    if (tx !== x) east[Math.min(x, tx)]![y] = false;
    else south[x]![Math.min(y, ty)] = false;
    seen[tx]![ty] = true;
    stack.push([tx, ty]);
  }
  for (let x = 0; x < nx; x++) {
    for (let y = 0; y < ny; y++) {
      if (rand() < 0.1) east[x]![y] = false;
      if (rand() < 0.1) south[x]![y] = false;
    }
  }
  for (let k = 0; k < 12; k++) {
    const w = 2 + Math.floor(rand() * 3);
    const h = 2 + Math.floor(rand() * 2);
    const x0 = Math.floor(rand() * (nx - w));
    const y0 = Math.floor(rand() * (ny - h));
    for (let x = x0; x < x0 + w; x++) {
      for (let y = y0; y < y0 + h; y++) {
        if (x < x0 + w - 1) east[x]![y] = false;
        if (y < y0 + h - 1) south[x]![y] = false;
      }
    }
  }
  const edges: [Point, Point][] = [];
  for (let x = 0; x < nx; x++) {
    for (let y = 0; y < ny; y++) {
      if (east[x]![y] && x < nx - 1)
        edges.push([
          { x: (x + 1) * cell, y: y * cell },
          { x: (x + 1) * cell, y: (y + 1) * cell },
        ]);
      if (south[x]![y] && y < ny - 1)
        edges.push([
          { x: x * cell, y: (y + 1) * cell },
          { x: (x + 1) * cell, y: (y + 1) * cell },
        ]);
    }
  }
  // The outer wall, one segment per cell side.
  for (let x = 0; x < nx; x++) {
    edges.push([
      { x: x * cell, y: 0 },
      { x: (x + 1) * cell, y: 0 },
    ]);
    edges.push([
      { x: x * cell, y: ny * cell },
      { x: (x + 1) * cell, y: ny * cell },
    ]);
  }
  for (let y = 0; y < ny; y++) {
    edges.push([
      { x: 0, y: y * cell },
      { x: 0, y: (y + 1) * cell },
    ]);
    edges.push([
      { x: nx * cell, y: y * cell },
      { x: nx * cell, y: (y + 1) * cell },
    ]);
  }
  // Split random walls in half (Foundry scenes draw walls in short pieces) until there are
  // enough, or drop random ones (rubble gaps) when there are too many.
  const segs = edges;
  while (segs.length < count) {
    const s = segs.splice(Math.floor(rand() * segs.length), 1)[0]!;
    const m = { x: (s[0].x + s[1].x) / 2, y: (s[0].y + s[1].y) / 2 };
    segs.push([s[0], m], [m, s[1]]);
  }
  while (segs.length > count) segs.splice(Math.floor(rand() * segs.length), 1);
  const walls: WallSpec[] = segs.map(([a, b], i) => ({ id: `w${i}`, a, b }));
  return { unit: "in", width, height, models: [], walls };
}

/** A mover that is not on the board (so nothing needs removing), standing at p with a base of baseMm. */
export function moverAt(p: Point, baseMm: number): Model {
  return {
    id: "mover",
    name: "mover",
    side: "a",
    x: p.x,
    y: p.y,
    r: baseMm / 25.4 / 2,
    elevation: 0,
    height: 1,
    baseMm,
    baseDefaulted: false,
    unitId: null,
    profile: {},
    counters: {},
  };
}
