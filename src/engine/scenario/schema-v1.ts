import { z } from "zod";
import { boardOf, declarations, dice, finite, ledger, modelFields, value, waypoint } from "./parts";

/*
 * Scenario file format 1: a board, one move request, and optionally the answers to its prompts
 * (fixed dice, choices made) and the expected verdict. It still loads: parse.ts checks a file
 * against this schema, naming its fields as the file writes them, then upgrade.ts turns it into
 * the one-step format 2 file the runner plays. docs/scenario-format.md describes both.
 */

export const modelSchemaV1 = z.strictObject(modelFields);

export const moveSchemaV1 = z.strictObject({
  model: z.string().min(1),
  action: z.string().min(1),
  path: z.array(waypoint).min(1),
  declarations: declarations.optional(),
  ledger: ledger.optional(),
});

export const expectSchemaV1 = z.strictObject({
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
  /** What the move and its answered prompts do to models, by model id. */
  effects: z
    .strictObject({
      damage: z.record(z.string(), finite.nonnegative()).optional(),
      conditions: z.record(z.string(), z.array(z.string().min(1))).optional(),
      elevation: z.record(z.string(), finite).optional(),
    })
    .optional(),
});

export const scenarioSchemaV1 = z.strictObject({
  $schema: z.string().optional(),
  format: z.literal(1),
  ruleset: z.string().min(1),
  title: z.string().optional(),
  description: z.string().optional(),
  board: boardOf(modelSchemaV1),
  move: moveSchemaV1,
  options: z.record(z.string(), value).optional(),
  /** Fixed dice per prompt id, so a scenario replays the same outcome. */
  dice: z.record(z.string(), dice).optional(),
  /** The choice made for each choice prompt, by prompt id, written as the ruleset offers it. */
  choices: z.record(z.string(), z.string().min(1)).optional(),
  expect: expectSchemaV1.optional(),
});

export type ScenarioFileV1 = z.infer<typeof scenarioSchemaV1>;
