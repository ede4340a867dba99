/**
 * Unit moves (SCTMG-LEAD-1, SCTMG-COH-*, SCTMG-TOWARD-2), for any ruleset whose models move as
 * units: Coherency Links, coherency, automatic placement of the rest of a unit after its Leading
 * Model, and a unit's forced move directly towards or away. See docs/api.md, "Unit moves".
 */
export { type Coherency, type CoherencyRules, linkedTo, unitCoherency } from "./coherency";
export {
  type LinkBlock,
  type LinkBlockKind,
  type LinkRules,
  linkBlock,
  nearGroup,
  standingAt,
} from "./links";
export { type Placement, type PlacementRequest, type PlacementRules, placeUnit } from "./placement";
export { type UnitToward, type UnitTowardOptions, unitToward } from "./toward";
export type { ForcedMove, ModelPlacement, PlacementStatus, UnitMoveRequest, UnitStatus } from "./types";
