import Flatbush from "flatbush";
import { RulesError } from "../errors";
import { polygonBounds, polygonProblem } from "../geometry/polygon";
import { isFinitePoint } from "../geometry/vec";
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
  private readonly index: Flatbush | null;

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
        height: finiteOr(m.height, 0, m.id, "height"),
        baseMm,
        baseDefaulted: m.baseMm === undefined,
        unitId: m.unitId ?? null,
        profile: m.profile ?? {},
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
        height: finiteOr(t.height, 0, t.id, "height"),
        elevation: finiteOr(t.elevation, 0, t.id, "elevation"),
        direction: t.direction ?? null,
      };
    });
    this.walls = (spec.walls ?? []).map((w) => {
      if (!isFinitePoint(w.a) || !isFinitePoint(w.b))
        throw new RulesError("TTM.Error.WallPosition", { id: w.id });
      return { id: w.id, a: w.a, b: w.b, height: w.height ?? Infinity };
    });
    const count = this.models.length + this.terrain.length + this.walls.length;
    if (count === 0) {
      this.index = null;
      return;
    }
    const index = new Flatbush(count);
    for (const m of this.models) index.add(m.x - m.r, m.y - m.r, m.x + m.r, m.y + m.r);
    for (const t of this.terrain) {
      const b = polygonBounds(t.polygon);
      index.add(b.minX, b.minY, b.maxX, b.maxY);
    }
    for (const w of this.walls) {
      index.add(
        Math.min(w.a.x, w.b.x),
        Math.min(w.a.y, w.b.y),
        Math.max(w.a.x, w.b.x),
        Math.max(w.a.y, w.b.y),
      );
    }
    index.finish();
    this.index = index;
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
  near(minX: number, minY: number, maxX: number, maxY: number): Nearby {
    const out: Nearby = { models: [], terrain: [], walls: [] };
    if (!this.index) return out;
    const nm = this.models.length;
    const nt = this.terrain.length;
    for (const i of this.index.search(minX, minY, maxX, maxY)) {
      if (i < nm) out.models.push(this.models[i]!);
      else if (i < nm + nt) out.terrain.push(this.terrain[i - nm]!);
      else out.walls.push(this.walls[i - nm - nt]!);
    }
    return out;
  }

  enemiesOf(model: Model): Model[] {
    return this.models.filter((m) => m.side !== model.side);
  }
}

function finiteOr(value: number | undefined, fallback: number, id: string, field: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value)) throw new RulesError("TTM.Error.NotFinite", { id, field });
  return value;
}
