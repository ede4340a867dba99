import { z } from "zod";
import { TERRAIN_KINDS } from "../board/types";

/*
 * Scenario file format, version 1: a board, a move request, and optionally the answers to its
 * prompts (fixed dice, choices made) and the expected verdict. docs/scenario-format.md describes it for people; this schema is the truth.
 * Points are [x, y] (and [x, y, elevation] for waypoints) to keep files short.
 */

/*
 * An `error` that starts with "TTM." is an i18n key: parse.ts shows it with the field's path
 * instead of zod's generic wording, for shapes whose generic message would mislead a person
 * (a point with three numbers is "not a point", not "an array that is too big").
 */
const finite = z.number().finite();
const point = z.tuple([finite, finite], { error: "TTM.Scenario.Issue.Point" });
// One array rather than a union of two tuples, so a bad waypoint gives one issue, not two.
const waypoint = z.array(finite, { error: "TTM.Scenario.Issue.Waypoint" }).min(2).max(3);
const value = z.union([z.string(), z.number(), z.boolean()], { error: "TTM.Scenario.Issue.Value" });

export const modelSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().optional(),
  side: z.string().min(1),
  x: finite,
  y: finite,
  elevation: finite.optional(),
  baseMm: z.number().positive().finite().optional(),
  height: finite.nonnegative().optional(),
  unitId: z.string().optional(),
  profile: z.record(z.string(), z.unknown()).optional(),
});

export const terrainSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().optional(),
  kind: z.enum(TERRAIN_KINDS),
  polygon: z.array(point).min(3),
  height: finite.nonnegative().optional(),
  elevation: finite.optional(),
  direction: finite.optional(),
});

export const wallSchema = z.strictObject({
  id: z.string().min(1),
  a: point,
  b: point,
  height: z.number().positive().optional(),
});

export const boardSchema = z.strictObject({
  unit: z.enum(["in", "cm", "sq"]),
  width: z.number().positive().finite(),
  height: z.number().positive().finite(),
  grid: z.strictObject({ size: z.number().positive().finite() }).nullable().optional(),
  models: z.array(modelSchema),
  terrain: z.array(terrainSchema).optional(),
  walls: z.array(wallSchema).optional(),
});

export const moveSchema = z.strictObject({
  model: z.string().min(1),
  action: z.string().min(1),
  path: z.array(waypoint).min(1),
  declarations: z.record(z.string(), value).optional(),
  ledger: z.record(z.string(), value).optional(),
});

export const expectSchema = z.strictObject({
  legal: z.boolean(),
  /** Distance along the path the model may reach, in the board's unit (checked to 0.01). */
  reach: finite.nonnegative().optional(),
  /** How far the model may go with this action, in the board's unit (checked to 0.01). */
  allowance: finite.nonnegative().optional(),
  /** Rule ids that must appear among the reasons. */
  reasons: z.array(z.string()).optional(),
  /** Prompt ids that must be asked, in order. */
  prompts: z.array(z.string()).optional(),
  /** Enemy ids in contact at the end (in any order). */
  contacts: z.array(z.string()).optional(),
  /** The outcome key each rolled prompt must give, e.g. "TTM.Signum.Outcome.BackstabHit". */
  outcomes: z.record(z.string(), z.string().min(1)).optional(),
  /** What the move and its answered prompts do to models, by model id (see expect-effects.ts). */
  effects: z
    .strictObject({
      /** Total damage each model takes (0: none). */
      damage: z.record(z.string(), finite.nonnegative()).optional(),
      /** The conditions each model gains, in any order ([]: none). */
      conditions: z.record(z.string(), z.array(z.string().min(1))).optional(),
      /** The level each model ends at, in the board's unit (checked to 0.01). */
      elevation: z.record(z.string(), finite).optional(),
    })
    .optional(),
});

export const scenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  format: z.literal(1),
  ruleset: z.string().min(1),
  title: z.string().optional(),
  description: z.string().optional(),
  board: boardSchema,
  move: moveSchema,
  options: z.record(z.string(), value).optional(),
  /** Fixed dice per prompt id, so a scenario replays the same outcome. */
  dice: z.record(z.string(), z.array(z.number().int().positive()).min(1)).optional(),
  /**
   * The choice made for each choice prompt, by prompt id: one of the prompt's `choices`, written
   * as the ruleset offers it (MUMG: "TTM.Mumg.Choice.Fall"). Format 1 grew this field; files
   * without it read as before.
   */
  choices: z.record(z.string(), z.string().min(1)).optional(),
  expect: expectSchema.optional(),
});

export type ScenarioFile = z.infer<typeof scenarioSchema>;

/** The only format version this code reads; a file with another is refused before any other check. */
export const SCENARIO_FORMAT = 1;
