import type { Board } from "../../engine/board/board";
import type { Model } from "../../engine/board/types";
import { RulesError } from "../../engine/errors";
import { isFinitePoint, type Point } from "../../engine/geometry/vec";
import { readFields } from "../../engine/profile";
import type { MoveRequest } from "../../engine/ruleset";
import { readOptions, speedFor, type SctmgOptions } from "./options";
import { PROFILE_FIELDS, gapWidthFor, toSctmgProfile, type SctmgProfile } from "./profile";
import { GEOMETRY_TOLERANCE } from "../../engine/geometry/tolerance";

/** SCTMG-MOVE-1: Engagement Range. */
export const ENGAGEMENT = 1;
/** SCTMG-COH-1: every model Wholly Within 3" of the Leading Model. */
export const COHERENCY = 3;
/** Lengths within this of a limit are on it. */
export const EPS = GEOMETRY_TOLERANCE;
export const UNIT = "TTM.Unit.in";

/** Everything a SCTMG verdict is made from, read and checked once. */
export interface Context {
  readonly board: Board;
  readonly request: MoveRequest;
  /** The Leading Model. */
  readonly leader: Model;
  /** The other models of its unit, as they stand. */
  readonly members: readonly Model[];
  readonly unitIds: ReadonlySet<string>;
  readonly profile: SctmgProfile;
  readonly options: SctmgOptions;
  /** SCTMG-SPEED-1: the Speed that applies now. */
  readonly speed: number;
  /** SCTMG-GAP-1: the Leading Model's clearance; 0 for a flying unit (SCTMG-GAP-2). */
  readonly gapWidth: number;
  /** Enemy models within Engagement Range of any model of the unit before the move. */
  readonly engagedWith: readonly Model[];
  /** Every model of the enemy units the unit is engaged with: links may cross them (SCTMG-COH-2). */
  readonly crossable: ReadonlySet<string>;
  /** The player's places for other models of the unit. */
  readonly fixed: ReadonlyMap<string, Point>;
}

const unitKey = (m: Model): string => m.unitId ?? `model:${m.id}`;

/** The models of the unit (or the lone model) a model belongs to. */
export function unitOf(board: Board, m: Model): Model[] {
  return m.unitId === null ? [m] : board.models.filter((o) => o.unitId === m.unitId);
}

/** A model flies when its profile says so; a profile that does not parse counts as Ground. */
export const isFlying = (m: Model): boolean => m.profile.flying === true || m.profile.flying === "true";

export function readContext(board: Board, request: MoveRequest): Context {
  const leader = board.model(request.modelId);
  const profile = toSctmgProfile(readFields(PROFILE_FIELDS, leader.profile, leader.id), leader.id);
  const options = readOptions(request.options);
  const unit = unitOf(board, leader);
  const members = unit.filter((m) => m.id !== leader.id);
  const unitIds = new Set(unit.map((m) => m.id));
  const fixed = readPlacements(request, leader, unitIds);
  const engagedWith = board.models.filter(
    (e) =>
      e.side !== leader.side &&
      unit.some((m) => Math.hypot(m.x - e.x, m.y - e.y) - m.r - e.r <= ENGAGEMENT + GEOMETRY_TOLERANCE),
  );
  const engagedUnits = new Set(engagedWith.map(unitKey));
  const crossable = new Set(board.models.filter((m) => engagedUnits.has(unitKey(m))).map((m) => m.id));
  return {
    board,
    request,
    leader,
    members,
    unitIds,
    profile,
    options,
    speed: speedFor(profile.speed, unit.length, options.twoValueSpeed),
    gapWidth: profile.flying ? 0 : gapWidthFor(profile.size),
    engagedWith,
    crossable,
    fixed,
  };
}

/** `request.unit`, checked: it names the leader's unit, and places only its other models, at finite points. */
function readPlacements(
  request: MoveRequest,
  leader: Model,
  unitIds: ReadonlySet<string>,
): Map<string, Point> {
  const out = new Map<string, Point>();
  const u = request.unit;
  if (!u) return out;
  if (u.unitId !== (leader.unitId ?? leader.id)) {
    throw new RulesError("TTM.Sctmg.Error.UnitMismatch", { id: leader.id, unit: String(u.unitId) });
  }
  for (const [id, p] of Object.entries(u.placements ?? {})) {
    if (p === "auto") continue;
    if (id === leader.id || !unitIds.has(id))
      throw new RulesError("TTM.Sctmg.Error.Placement", { id, unit: u.unitId });
    if (typeof p !== "object" || p === null || !isFinitePoint(p))
      throw new RulesError("TTM.Sctmg.Error.PlacementPoint", { id });
    out.set(id, { x: p.x, y: p.y });
  }
  return out;
}

/**
 * Ids naming units or models (SCTMG-CHARGE-1 targets, a forced move's targets) as the models of
 * those units, grouped by unit in the order named. An id that is neither is refused.
 */
export function targetUnits(board: Board, ids: readonly string[]): Model[][] {
  const groups = new Map<string, Model[]>();
  for (const id of ids) {
    const byUnit = board.models.filter((m) => m.unitId === id);
    const models = byUnit.length > 0 ? byUnit : board.hasModel(id) ? unitOf(board, board.model(id)) : null;
    if (!models) throw new RulesError("TTM.Sctmg.Error.UnknownTarget", { id });
    const key = unitKey(models[0]!);
    if (!groups.has(key)) groups.set(key, models);
  }
  return [...groups.values()];
}

export const unitName = (models: readonly Model[]): string => models[0]!.unitId ?? models[0]!.name;
