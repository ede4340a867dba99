import { z } from "zod";
import { activationExpect, routeExpect, stateExpect, verdictExpect } from "./expect-schema";
import { boardOf, declarations, dice, finite, id, ledger, modelFields, value, waypoint } from "./parts";
import { unitMoveSchema } from "./unit-schema";

/*
 * Scenario file format 2: a board and a list of steps played in order, each with a `kind`:
 * a drawn move, a route the engine's router chooses, a forced move, the start of an activation,
 * a new round or turn. The ledger, positions and counters carry from step to step. Later kinds
 * (and fields such as a move's `unit`) join the union below without changing the others.
 * docs/scenario-format.md describes it for people; this schema is the truth.
 */

export const modelSchema = z.strictObject({
  ...modelFields,
  /** Counters the model carries between activations (Submerged), by name. */
  counters: z.record(z.string(), z.number().int().nonnegative()).optional(),
});

export const boardSchema = boardOf(modelSchema);

/** The answer to one prompt: the dice rolled (a roll) or the choice made (a choice). */
export const answerSchema = z
  .strictObject({ dice: dice.optional(), choice: z.string().min(1).optional() })
  .refine((a) => (a.dice === undefined) !== (a.choice === undefined), { error: "TTM.Scenario.Issue.Answer" });

/** Fields of every step that acts for one model. */
const acting = {
  title: z.string().optional(),
  model: id,
  declarations: declarations.optional(),
  /** The model's ledger before the step, replacing the one carried from earlier steps. */
  ledger: ledger.optional(),
  /** Answers to the step's prompts, by prompt id. */
  answers: z.record(z.string(), answerSchema).optional(),
};

export const moveStep = z.strictObject({
  kind: z.literal("move"),
  ...acting,
  action: id,
  path: z.array(waypoint).min(1),
  /** A unit's move: the step's model leads it (unit-schema.ts). */
  unit: unitMoveSchema.optional(),
  expect: verdictExpect.optional(),
});

export const routeStep = z.strictObject({
  kind: z.literal("route"),
  ...acting,
  action: id,
  /** Where the model stands (checked); the router starts there. */
  from: waypoint.optional(),
  to: waypoint,
  /** Longest route accepted, in the board's unit (default: any length). */
  budget: finite.nonnegative().optional(),
  /** The route ends within this distance of `to` (default 0). */
  stopAt: finite.nonnegative().optional(),
  /** The narrowest gap the base may pass through (SCTMG-GAP-1; default 0). */
  clearance: finite.nonnegative().optional(),
  /** Extra room kept round obstacles (default 0), e.g. a game's contact tolerance. */
  slack: finite.nonnegative().optional(),
  /** Which other bases stand in the way (default all). */
  models: z.enum(["all", "enemies", "none"]).optional(),
  expect: routeExpect.optional(),
});

export const FORCED_KINDS = ["towards", "away", "push", "fall"] as const;

export const forcedStep = z.strictObject({
  kind: z.literal("forced"),
  ...acting,
  /** One of the ruleset's actions; its first when left out. */
  action: id.optional(),
  forced: z.strictObject({
    kind: z.enum(FORCED_KINDS),
    /** The models moved towards or away from. */
    targets: z.array(id).optional(),
    distance: finite.nonnegative().optional(),
  }),
  /** The path pushed or thrown along; for towards and away the ruleset routes it (default: where the model stands). */
  path: z.array(waypoint).min(1).optional(),
  expect: verdictExpect.optional(),
});

export const activationStep = z.strictObject({
  kind: z.literal("activation-start"),
  title: z.string().optional(),
  model: id,
  declarations: declarations.optional(),
  ledger: ledger.optional(),
  answers: z.record(z.string(), answerSchema).optional(),
  expect: activationExpect.optional(),
});

export const newRoundStep = z.strictObject({
  kind: z.literal("new-round"),
  title: z.string().optional(),
  /** The round that begins (default: the one after the current, when the file counts rounds). */
  round: z.number().int().positive().optional(),
  expect: stateExpect.optional(),
});

export const newTurnStep = z.strictObject({
  kind: z.literal("new-turn"),
  title: z.string().optional(),
  /** Whose turn begins; every model's when left out. */
  model: id.optional(),
  expect: stateExpect.optional(),
});

export const stepSchema = z.discriminatedUnion("kind", [
  moveStep,
  routeStep,
  forcedStep,
  activationStep,
  newRoundStep,
  newTurnStep,
]);

export const STEP_KINDS = ["move", "route", "forced", "activation-start", "new-round", "new-turn"] as const;

export const scenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  format: z.literal(2),
  ruleset: id,
  title: z.string().optional(),
  description: z.string().optional(),
  board: boardSchema,
  options: z.record(z.string(), value).optional(),
  /** The combat round the first step is played in; hosts pass it to the ruleset as `round`. */
  round: z.number().int().positive().optional(),
  steps: z.array(stepSchema).min(1),
});

export type ScenarioFile = z.infer<typeof scenarioSchema>;
export type Step = ScenarioFile["steps"][number];
export type MoveStep = z.infer<typeof moveStep>;
export type RouteStep = z.infer<typeof routeStep>;
export type ForcedStep = z.infer<typeof forcedStep>;
export type ActivationStep = z.infer<typeof activationStep>;
export type StepAnswer = z.infer<typeof answerSchema>;
/** The steps that judge a path and give a verdict. */
export type PathStep = MoveStep | RouteStep | ForcedStep;

/** The format this code writes. */
export const SCENARIO_FORMAT = 2;
/** The formats this code reads; a file with another is refused before any other check. */
export const SUPPORTED_FORMATS: readonly number[] = [1, 2];
