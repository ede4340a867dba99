import Flatbush from "flatbush";
import { RulesError } from "../errors";
import { polygonBounds, polygonProblem } from "../geometry/polygon";
import { isFinitePoint, type Point } from "../geometry/vec";
import { mmToUnit, type Unit } from "../units";
import { TERRAIN_KINDS, type BoardSpec, type Model, type Terrain, type Wall } from "./types";

export interface Nearby {
  readonly models: Model[];
  readonly terrain: Terrain[];
  readonly walls: Wall[];
}

/**
 * The table as the rules see it, built once per scene change. Everything a drag needs is looked
 * up through the spatial index, so a query costs what is near the path, not the whole scene.
 */
export class Board {
  readonly unit: Unit;
  readonly width: number;
  readonly height: number;
  readonly gridSize: number | null;
  readonly models: readonly Model[];
  readonly terrain: readonly Terrain[];
  readonly walls: readonly Wall[];
  private readonly byId = new Map<string, Model>();
  private readonly modelIndex: Flatbush | null;
  private readonly terrainIndex: Flatbush | null;
  private readonly wallIndex: Flatbush | null;
  private readonly allIndex: Flatbush | null;

  constructor(spec: BoardSpec, defaultBaseMm: number) {
    if (!(spec.width > 0) || !(spec.height > 0) || !Number.isFinite(spec.width + spec.height)) {
      throw new RulesError("TTM.Error.BoardSize", { width: String(spec.width), height: String(spec.height) });
    }
    this.unit = spec.unit;
    this.width = spec.width;
    this.height = spec.height;
    this.gridSize = spec.grid ? spec.grid.size : null;
    this.models = spec.models.map((m) => {
      if (this.byId.has(m.id)) throw new RulesError("TTM.Error.DuplicateModel", { id: m.id });
      if (!isFinitePoint(m)) throw new RulesError("TTM.Error.ModelPosition", { id: m.id });
      const baseMm = m.baseMm ?? defaultBaseMm;
      if (!(baseMm > 0) || !Number.isFinite(baseMm)) {
        throw new RulesError("TTM.Error.BaseSize", { id: m.id, value: String(m.baseMm) });
      }
      const model: Model = {
        id: m.id,
        name: m.name ?? m.id,
        side: m.side,
        x: m.x,
        y: m.y,
        r: mmToUnit(baseMm, spec.unit) / 2,
        elevation: finiteOr(m.elevation, 0, m.id, "elevation"),
        height: heightOr(m.height, 0, m.id),
        baseMm,
        baseDefaulted: m.baseMm === undefined,
        unitId: m.unitId ?? null,
        profile: m.profile ?? {},
        counters: countersOf(m.counters, m.id),
      };
      this.byId.set(m.id, model);
      return model;
    });
    this.terrain = (spec.terrain ?? []).map((t) => {
      if (!(TERRAIN_KINDS as readonly string[]).includes(t.kind)) {
        throw new RulesError("TTM.Error.TerrainKind", { id: t.id, kind: String(t.kind) });
      }
      const problem = polygonProblem(t.polygon);
      if (problem) throw new RulesError("TTM.Error.Polygon", { id: t.id, problem });
      return {
        id: t.id,
        name: t.name ?? t.id,
        kind: t.kind,
        polygon: t.polygon.map((p) => ({ x: p.x, y: p.y })),
        height: heightOr(t.height, 0, t.id),
        elevation: finiteOr(t.elevation, 0, t.id, "elevation"),
        direction: t.direction ?? null,
      };
    });
    this.walls = (spec.walls ?? []).map((w) => {
      if (!isFinitePoint(w.a) || !isFinitePoint(w.b))
        throw new RulesError("TTM.Error.WallPosition", { id: w.id });
      // A wall with no height stands to the sky; an explicit Infinity says the same.
      const height = w.height === Infinity ? Infinity : heightOr(w.height, Infinity, w.id);
      return { id: w.id, a: { x: w.a.x, y: w.a.y }, b: { x: w.b.x, y: w.b.y }, height };
    });
    // One index per category, for the queries that want one kind of thing (contacts: bases;
    // surfaces: terrain), so the 1,000 walls of a busy table do not slow them down; and one of
    // everything, for the drag's per-segment query that wants all three in one search.
    const modelBoxes = this.models.map((m): Box => [m.x - m.r, m.y - m.r, m.x + m.r, m.y + m.r]);
    const terrainBoxes = this.terrain.map((t): Box => {
      const b = polygonBounds(t.polygon);
      return [b.minX, b.minY, b.maxX, b.maxY];
    });
    const wallBoxes = this.walls.map((w): Box => [
      Math.min(w.a.x, w.b.x),
      Math.min(w.a.y, w.b.y),
      Math.max(w.a.x, w.b.x),
      Math.max(w.a.y, w.b.y),
    ]);
    this.modelIndex = indexOf(modelBoxes);
    this.terrainIndex = indexOf(terrainBoxes);
    this.wallIndex = indexOf(wallBoxes);
    this.allIndex = indexOf([...modelBoxes, ...terrainBoxes, ...wallBoxes]);
  }

  model(id: string): Model {
    const m = this.byId.get(id);
    if (!m) throw new RulesError("TTM.Error.UnknownModel", { id });
    return m;
  }

  hasModel(id: string): boolean {
    return this.byId.has(id);
  }

  /** Everything whose bounding box meets the given box. */
  /** Everything near the segment p0 -> p1: its bounding box grown by `margin` (the base's reach). */
  nearSegment(p0: Point, p1: Point, margin: number): Nearby {
    return this.near(
      Math.min(p0.x, p1.x) - margin,
      Math.min(p0.y, p1.y) - margin,
      Math.max(p0.x, p1.x) + margin,
      Math.max(p0.y, p1.y) + margin,
    );
  }

  near(minX: number, minY: number, maxX: number, maxY: number): Nearby {
    const out: Nearby = { models: [], terrain: [], walls: [] };
    if (!this.allIndex) return out;
    const nm = this.models.length;
    const nt = this.terrain.length;
    for (const i of this.allIndex.search(minX, minY, maxX, maxY)) {
      if (i < nm) out.models.push(this.models[i]!);
      else if (i < nm + nt) out.terrain.push(this.terrain[i - nm]!);
      else out.walls.push(this.walls[i - nm - nt]!);
    }
    return out;
  }

  /** Models whose base's bounding box meets the given box. */
  modelsNear(minX: number, minY: number, maxX: number, maxY: number): Model[] {
    return pick(this.modelIndex, this.models, minX, minY, maxX, maxY);
  }

  /** Terrain pieces whose footprint's bounding box meets the given box. */
  terrainNear(minX: number, minY: number, maxX: number, maxY: number): Terrain[] {
    return pick(this.terrainIndex, this.terrain, minX, minY, maxX, maxY);
  }

  /** Walls whose bounding box meets the given box. */
  wallsNear(minX: number, minY: number, maxX: number, maxY: number): Wall[] {
    return pick(this.wallIndex, this.walls, minX, minY, maxX, maxY);
  }

  /** Scans every model: for setup and tests, never for a drag's hot path. */
  enemiesOf(model: Model): Model[] {
    return this.models.filter((m) => m.side !== model.side);
  }
}

type Box = [number, number, number, number];

function indexOf(boxes: readonly Box[]): Flatbush | null {
  if (boxes.length === 0) return null;
  const index = new Flatbush(boxes.length);
  for (const [x0, y0, x1, y1] of boxes) index.add(x0, y0, x1, y1);
  index.finish();
  return index;
}

function pick<T>(
  index: Flatbush | null,
  items: readonly T[],
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
): T[] {
  if (!index) return [];
  const found = index.search(minX, minY, maxX, maxY);
  const out = new Array<T>(found.length);
  for (let i = 0; i < found.length; i++) out[i] = items[found[i]!]!;
  return out;
}

/** Counters are whole numbers of 0 or more; a bad count names the model and the counter. */
function countersOf(
  counters: Readonly<Record<string, number>> | undefined,
  id: string,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, count] of Object.entries(counters ?? {})) {
    if (!Number.isInteger(count) || count < 0) {
      throw new RulesError("TTM.Error.Counter", { id, counter: name, value: String(count) });
    }
    out[name] = count;
  }
  return out;
}

/** Heights are finite and never negative: a hole is a gap whose elevation is its floor, not a negative height. */
function heightOr(value: number | undefined, fallback: number, id: string): number {
  const h = finiteOr(value, fallback, id, "height");
  if (h < 0) throw new RulesError("TTM.Error.NegativeHeight", { id, value: String(h) });
  return h;
}

function finiteOr(value: number | undefined, fallback: number, id: string, field: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value)) throw new RulesError("TTM.Error.NotFinite", { id, field });
  return value;
}
