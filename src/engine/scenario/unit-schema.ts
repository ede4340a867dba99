import { z } from "zod";
import { id, point } from "./parts";

/*
 * Unit moves in scenario files (games whose models move as units, SCTMG-LEAD-1): a move step's
 * `unit` (the step's model leads; the others go where the file puts them or are placed
 * automatically), and what the verdict says about each model and the unit. See
 * docs/scenario-format.md, "Unit moves".
 */

export const PLACEMENT_STATUSES = ["leader", "coherent", "out-of-coherency", "casualty"] as const;
export const UNIT_STATUSES = ["in-coherency", "out-of-coherency"] as const;

/** A move step's `unit`: which unit moves, and where the player puts its other models. */
export const unitMoveSchema = z.strictObject({
  unitId: id,
  /** By model id: a point the player chose (checked by the ruleset), or "auto". Left out: "auto". */
  placements: z
    .record(z.string(), z.union([point, z.literal("auto")], { error: "TTM.UnitMove.Issue.Placement" }))
    .optional(),
});

const status = z.enum(PLACEMENT_STATUSES);

/** What one model of the unit must come to: its status, and where it ends (to 0.01). */
export const modelExpect = z.union(
  [status, z.strictObject({ status: status.optional(), point: point.optional() })],
  { error: "TTM.UnitMove.Issue.ModelExpect" },
);

/** The verdict's unit members, for the `expect` of steps that judge a path. */
export const unitExpectFields = {
  /** By model id: the status it ends with, or its status and the point it ends at. */
  models: z.record(z.string(), modelExpect).optional(),
  /** The unit's coherency after the move; null: the verdict moves no unit. */
  unitStatus: z.enum(UNIT_STATUSES).nullable().optional(),
};

/** The unit claims of a verdict's `expect`, as expect-unit.ts compares them. */
export const unitExpect = z.object(unitExpectFields);

export type UnitExpect = z.infer<typeof unitExpect>;
export type UnitMoveStep = z.infer<typeof unitMoveSchema>;
export type ModelExpect = z.infer<typeof modelExpect>;
