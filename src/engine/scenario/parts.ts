import { z } from "zod";
import { TERRAIN_KINDS } from "../board/types";

/*
 * The pieces both scenario formats are made of. An `error` that starts with "TTM." is an i18n
 * key: issues.ts shows it with the field's path instead of zod's generic wording, for shapes
 * whose generic message would mislead a person (a point with three numbers is "not a point",
 * not "an array that is too big").
 */

export const finite = z.number().finite();
export const point = z.tuple([finite, finite], { error: "TTM.Scenario.Issue.Point" });
// One array rather than a union of two tuples, so a bad waypoint gives one issue, not two.
export const waypoint = z.array(finite, { error: "TTM.Scenario.Issue.Waypoint" }).min(2).max(3);
export const value = z.union([z.string(), z.number(), z.boolean()], { error: "TTM.Scenario.Issue.Value" });
export const id = z.string().min(1);
export const dice = z.array(z.number().int().positive()).min(1);

export const modelFields = {
  id,
  name: z.string().optional(),
  side: z.string().min(1),
  x: finite,
  y: finite,
  elevation: finite.optional(),
  baseMm: z.number().positive().finite().optional(),
  height: finite.nonnegative().optional(),
  unitId: z.string().optional(),
  profile: z.record(z.string(), z.unknown()).optional(),
};

export const terrainSchema = z.strictObject({
  id,
  name: z.string().optional(),
  kind: z.enum(TERRAIN_KINDS),
  polygon: z.array(point).min(3),
  height: finite.nonnegative().optional(),
  elevation: finite.optional(),
  direction: finite.optional(),
});

export const wallSchema = z.strictObject({
  id,
  a: point,
  b: point,
  height: z.number().positive().optional(),
});

/** A board whose models are `model`: format 1's, or format 2's with counters. */
export function boardOf<M extends z.ZodType>(model: M) {
  return z.strictObject({
    unit: z.enum(["in", "cm", "sq"]),
    width: z.number().positive().finite(),
    height: z.number().positive().finite(),
    grid: z.strictObject({ size: z.number().positive().finite() }).nullable().optional(),
    models: z.array(model),
    terrain: z.array(terrainSchema).optional(),
    walls: z.array(wallSchema).optional(),
  });
}

export const declarations = z.record(z.string(), value);
export const ledger = z.record(z.string(), value);
