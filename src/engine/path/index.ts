/**
 * The path engine a ruleset calls once per drag:
 *   const a = analysePath(board, mover, path, options);   // pieces, level changes, hits
 *   a.cost(weights), a.weigh(weights), a.contactsAt(d), a.fitsAt(d)
 *   distanceAtCost(a.weigh(weights), value)   // a tier's or budget's end, climbs included
 *   const t = truncate(a, { budget, collision, contact, clearance, fit });   // where and why it stops
 * The older single-purpose functions stay for rulesets that need one answer only.
 */
export { analysePath, PathAnalysis, type AnalyseOptions, type ContactQuery, type Piece } from "./analyse";
export { gapOnStretch, type ClearanceOptions, type GapHit, type GapSide } from "./clearance";
export {
  firstCollision,
  pathTouchesTerrain,
  terrainAlongPath,
  type CollisionOptions,
  type ObstructionKind,
  type PathHit,
} from "./collision";
export { ContactScan, contactsAt, firstContact } from "./contact";
export {
  changeCost,
  costUpTo,
  distanceAtCost,
  pieceWeight,
  reachWithin,
  weighPieces,
  type BudgetReach,
  type CostPoint,
  type CostWeights,
  type WeighedPiece,
} from "./cost";
export { baseFitsAmong, baseFitsAt, furthestFit, furthestWhere, type FitOptions } from "./fit";
export { walkLevels, type LevelChange, type LevelChangeType, type LevelOptions } from "./levels";
export { truncate, type Stop, type StopCause, type TruncateOptions, type Truncation } from "./truncate";
export { MAX_PATH_POINTS } from "./validate";
