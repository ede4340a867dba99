import type { Board, Nearby } from "../board/board";
import { surfaceOf } from "../board/elevation";
import type { Model, TerrainKind } from "../board/types";
import { insidePolygon } from "../geometry/polygon";
import { cumulativeLengths, pointAtCumulative } from "../geometry/polyline";
import type { Point } from "../geometry/vec";
import { type ClearanceOptions, type GapHit, gapOnStretch } from "./clearance";
import { type CollisionOptions, type PathHit, sweepNearby, sweepRules } from "./collision";
import { ContactScan, contactsAt } from "./contact";
import {
  type CostWeights,
  type WeighedPiece,
  checkWeights,
  costUpTo,
  reachWithin,
  weighPieces,
  type BudgetReach,
} from "./cost";
import { type FitOptions, baseFitsAmong } from "./fit";
import { type LevelChange, type LevelOptions, type StretchLevel, walkLevels } from "./levels";
import { type Stretch, splitSegment, stretchAtPoint } from "./stretches";
import { checkMover, checkOption, checkPath } from "./validate";

/**
 * One piece of the path: a stretch of distance where the model's level and the terrain under
 * its centre do not change.
 */
export interface Piece {
  readonly from: number;
  readonly to: number;
  /** The kinds that apply to the model there, sorted (empty: open ground). */
  readonly kinds: readonly TerrainKind[];
  /** The terrain pieces giving those kinds. */
  readonly terrainIds: readonly string[];
  /** The model's level (its feet); over a gap, the level it jumped from. */
  readonly elevation: number;
  /** The level of the surface under the centre: below `elevation` over a gap. */
  readonly surface: number;
  /** Over a gap, in the air. */
  readonly airborne: boolean;
}

export interface ContactQuery {
  /** SIGNUM-CONTACT-2: bases closer than this count as touching (0 for exact contact). */
  readonly tolerance: number;
  /** Which bases count; default: enemies (another side). */
  readonly filter?: (m: Model) => boolean;
}

export interface AnalyseOptions extends LevelOptions {
  /** The level the model starts at (default: its elevation), snapped to the surface under it. */
  readonly startElevation?: number;
  /**
   * Collision rules (which models, terrain, walls stop the base); false skips collision. Levels
   * come from the path's pieces; `ignoreTerrainBelow` defaults to this object's.
   */
  readonly collision?: Omit<CollisionOptions, "elevation"> | false;
  /** Look for the first contact with a target base along the path. */
  readonly contact?: ContactQuery;
  /** SCTMG-GAP-1: look for a gap narrower than `width`; flyers ignore gaps (SCTMG-GAP-2). */
  readonly clearance?: Omit<ClearanceOptions, keyof LevelOptions>;
}

/**
 * Everything the rules ask of one dragged path, computed once per drag by `analysePath`.
 * The accessors are cheap lookups on what was computed.
 */
export class PathAnalysis {
  constructor(
    readonly board: Board,
    readonly mover: Model,
    readonly path: readonly Point[],
    /** Distance along the path at each waypoint. */
    readonly cumulative: readonly number[],
    readonly length: number,
    /** The level the model starts at, after snapping to the surface under it. */
    readonly startElevation: number,
    readonly pieces: readonly Piece[],
    /** Climbs, drops, gaps and low obstacles, in order along the path. */
    readonly levelChanges: readonly LevelChange[],
    /** The first place the base would overlap an obstacle (null: none, or collision not asked). */
    readonly collision: PathHit | null,
    /** The first new contact with a target base (null: none, or contact not asked). */
    readonly contact: PathHit | null,
    /** The first gap narrower than allowed (null: none, or clearance not asked). */
    readonly clearance: GapHit | null,
    readonly options: AnalyseOptions,
    private readonly stretches: readonly Stretch[],
    /** The level walk's answer for each stretch, by index. */
    private readonly levels: readonly StretchLevel[],
    /** What one spatial query found near each segment (by its end waypoint's index). */
    private readonly nearBySegment: readonly Nearby[],
  ) {}

  /** The candidates found near distance d: enough for any question about a base standing there. */
  private nearAt(d: number): Nearby {
    return this.nearBySegment[this.stretches[this.stretchAt(d)]!.segment]!;
  }

  /** The centre's position at distance d (clamped to the path). */
  pointAt(d: number): Point {
    return pointAtCumulative(this.path, this.cumulative, d);
  }

  /** The index of the stretch holding distance d: from < d <= to, so a climb at d has not happened yet. */
  private stretchAt(d: number): number {
    const s = this.stretches;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (s[mid]!.to < d) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The model's level at distance d: at the foot of a climb that starts exactly there. */
  elevationAt(d: number): number {
    return this.levels[this.stretchAt(d)]!.level;
  }

  /** The piece holding distance d (from < d <= to; the first piece at 0). */
  pieceAt(d: number): Piece {
    const p = this.pieces;
    let lo = 0;
    let hi = p.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (p[mid]!.to < d) lo = mid + 1;
      else hi = mid;
    }
    return p[lo]!;
  }

  kindsAt(d: number): readonly TerrainKind[] {
    return this.pieceAt(d).kinds;
  }

  /** The level at the end of the path. */
  get endElevation(): number {
    return this.levels[this.levels.length - 1]!.level;
  }

  /**
   * The level a model would stand at if it stopped at d: its own level, or for a flyer the top
   * of what lies under its centre there.
   */
  standingLevelAt(d: number): number {
    if (!this.options.flying) return this.elevationAt(d);
    const p = this.pointAt(d);
    const under = this.nearAt(d).terrain.filter((t) => insidePolygon(p.x, p.y, t.polygon));
    return surfaceOf(under, Infinity, this.options).level;
  }

  /** The cost of the path up to distance d (default: all of it) under the ruleset's weights. */
  cost(weights: CostWeights, upTo = Infinity): number {
    checkWeights(weights);
    return costUpTo(this.pieces, this.levelChanges, weights, upTo);
  }

  /**
   * The path priced in order, for the ruler's bands: the pieces with their multipliers, and each
   * climb or drop as a zero-length entry at its face with its cost (see `weighPieces`).
   */
  weigh(weights: CostWeights): WeighedPiece[] {
    checkWeights(weights);
    return weighPieces(this.pieces, this.levelChanges, weights);
  }

  /** The furthest distance affordable with the budget (constraints other than cost ignored). */
  reach(weights: CostWeights, budget: number): BudgetReach {
    checkWeights(weights);
    checkOption("budget", budget, 0, true);
    return reachWithin(this.pieces, this.levelChanges, weights, budget, this.length);
  }

  /**
   * MUMG-MOVE-7, SIGNUM-CONTACT-1: the bases in contact with the mover stopped at d, at its level
   * there. Tolerance and filter default to the analysis's contact query (0 and enemies).
   */
  contactsAt(d: number, tolerance?: number, filter?: (m: Model) => boolean): Model[] {
    const tol = tolerance ?? this.options.contact?.tolerance ?? 0;
    checkOption("tolerance", tol);
    const f = filter ?? this.options.contact?.filter;
    return contactsAt(this.board, this.mover, this.pointAt(d), tol, f, this.standingLevelAt(d));
  }

  /**
   * MUMG-MOVE-6: the base could end at d: it overlaps no base, no blocking terrain or wall at its
   * level, and lies wholly on one surface there. `options` override the defaults taken from the
   * analysis (its collision's blocks, ignore and terrain options, the kinds it climbs, whose
   * tops are surfaces; support on).
   */
  fitsAt(d: number, options: FitOptions = {}): boolean {
    const o = this.options;
    const collision = o.collision || {};
    return baseFitsAmong(this.board, this.mover, this.pointAt(d), this.nearAt(d), {
      support: true,
      elevation: options.elevation ?? this.standingLevelAt(d),
      blocks: collision.blocks,
      ignore: collision.ignore,
      walls: collision.walls,
      ignoreTerrainBelow: collision.ignoreTerrainBelow ?? o.ignoreTerrainBelow ?? 0,
      lowObstacleMaxHeight: o.lowObstacleMaxHeight,
      climbable: o.climbable,
      ...options,
    });
  }
}

function checkOptions(o: AnalyseOptions): void {
  checkOption("startElevation", o.startElevation, -Infinity);
  checkOption("ignoreTerrainBelow", o.ignoreTerrainBelow);
  checkOption("lowObstacleMaxHeight", o.lowObstacleMaxHeight);
  checkOption("maxGapWidth", o.maxGapWidth, 0, true);
  checkOption("gapLandingDrop", o.gapLandingDrop, 0, true);
  if (o.collision) checkOption("ignoreTerrainBelow", o.collision.ignoreTerrainBelow);
  if (o.contact) checkOption("tolerance", o.contact.tolerance);
  if (o.clearance) checkOption("width", o.clearance.width);
}

/**
 * Everything a ruleset asks of a dragged path, in one pass along it: the terrain pieces and the
 * model's level on each, the level changes (climbs, drops, gaps, low obstacles), the first
 * collision, the first contact, the first gap too narrow. One spatial query per segment; every
 * later query works on what it found. Throws RulesError on bad input (validate.ts).
 */
export function analysePath(
  board: Board,
  mover: Model,
  path: readonly Point[],
  options: AnalyseOptions = {},
): PathAnalysis {
  checkMover(mover);
  checkPath(mover, path);
  checkOptions(options);
  const cumulative = cumulativeLengths(path);
  const length = cumulative[cumulative.length - 1]!;
  const r = mover.r;
  const grow = Math.max(r + (options.contact?.tolerance ?? 0), options.clearance?.width ?? 0);

  const nearBySegment: Nearby[] = new Array<Nearby>(path.length);
  const stretches: Stretch[] = [];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    if (cumulative[i] === cumulative[i - 1]) continue;
    const near = board.nearSegment(a, b, grow);
    nearBySegment[i] = near;
    splitSegment(a, b, cumulative[i - 1]!, cumulative[i]!, i, near.terrain, stretches);
  }
  if (stretches.length === 0) {
    const p = path[0]!;
    const near = board.near(p.x - grow, p.y - grow, p.x + grow, p.y + grow);
    nearBySegment[0] = near;
    stretches.push(stretchAtPoint(p, near.terrain));
  }

  const walk = walkLevels(stretches, options.startElevation ?? mover.elevation, options);
  const levels = walk.stretches;

  let collision: PathHit | null = null;
  if (options.collision !== false) {
    const c = options.collision ?? {};
    // The analysis's own ignoreTerrainBelow stands in for the collision's (no spread: a hot path).
    const rules = sweepRules(c, options.ignoreTerrainBelow ?? 0);
    for (let i = 0; i < stretches.length; i++) {
      const s = stretches[i]!;
      if (s.to === s.from) continue;
      const hit = sweepNearby(board, mover, nearBySegment[s.segment]!, s.a, s.b, levels[i]!.level, rules);
      if (hit) {
        collision = {
          distance: s.from + hit.t * (s.to - s.from),
          point: lerpPoint(s.a, s.b, hit.t),
          kind: hit.kind,
          id: hit.id,
        };
        break;
      }
    }
  }

  let contact: PathHit | null = null;
  if (options.contact) {
    const { tolerance } = options.contact;
    const filter = options.contact.filter ?? ((m: Model) => m.side !== mover.side);
    const start = contactsAt(board, mover, path[0]!, tolerance, filter, walk.startLevel);
    const scan = new ContactScan(mover, tolerance, filter, start);
    for (let i = 0; i < stretches.length; i++) {
      const s = stretches[i]!;
      const hit = scan.scan(
        nearBySegment[s.segment]!,
        s.a,
        s.b,
        s.from,
        options.flying ? undefined : levels[i]!.level,
      );
      if (hit) {
        contact = hit;
        break;
      }
    }
  }

  let clearance: GapHit | null = null;
  if (options.clearance && !options.flying) {
    const q: ClearanceOptions = { ...options, ...options.clearance };
    for (let i = 0; i < stretches.length; i++) {
      const s = stretches[i]!;
      if (s.to === s.from) continue;
      const hit = gapOnStretch(
        mover,
        nearBySegment[s.segment]!,
        s.a,
        s.b,
        s.from,
        levels[i]!.level,
        q,
        path[0],
      );
      if (hit) {
        clearance = hit;
        break;
      }
    }
  }

  return new PathAnalysis(
    board,
    mover,
    path,
    cumulative,
    length,
    walk.startLevel,
    mergePieces(stretches, levels),
    walk.changes,
    collision,
    contact,
    clearance,
    options,
    stretches,
    levels,
    nearBySegment,
  );
}

const lerpPoint = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

/** Pieces are stretches joined where nothing the rules read changes (waypoints included). */
function mergePieces(stretches: readonly Stretch[], levels: readonly StretchLevel[]): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < stretches.length; i++) {
    const s = stretches[i]!;
    const l = levels[i]!;
    const last = out[out.length - 1];
    if (
      last &&
      last.elevation === l.level &&
      last.surface === l.surface &&
      last.airborne === l.airborne &&
      sameList(last.kinds, l.kinds) &&
      sameMembers(last.terrainIds, l.terrainIds)
    ) {
      out[out.length - 1] = {
        from: last.from,
        to: s.to,
        kinds: last.kinds,
        terrainIds: last.terrainIds,
        elevation: last.elevation,
        surface: last.surface,
        airborne: last.airborne,
      };
      continue;
    }
    out.push({
      from: s.from,
      to: s.to,
      kinds: l.kinds,
      terrainIds: l.terrainIds,
      elevation: l.level,
      surface: l.surface,
      airborne: l.airborne,
    });
  }
  return out;
}

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Same ids in any order (the spatial index returns them in its own order per query). */
const sameMembers = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x));
