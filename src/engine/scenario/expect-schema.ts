import { z } from "zod";
import { finite, id, value, waypoint } from "./parts";
import { unitExpectFields } from "./unit-schema";

/*
 * Format 2's `expect` blocks: everything a verdict says, and the state after a step. Each field
 * left out is not checked. docs/scenario-format.md explains each with an example; expect.ts,
 * expect-effects.ts and expect-state.ts compare them.
 */

const severity = z.enum(["illegal", "stop", "info"]);
const data = z.record(z.string(), z.union([z.string(), z.number()], { error: "TTM.Scenario.Issue.Value" }));

/** A reason that must be given: its rule id, or the rule id with the key, severity and data it must have. */
export const reasonExpect = z.union(
  [
    z.string().min(1),
    z.strictObject({ ruleId: id, key: id.optional(), severity: severity.optional(), data: data.optional() }),
  ],
  { error: "TTM.Scenario.Issue.ReasonExpect" },
);

/** A prompt that must be asked: its id, or the id with what it must be. */
export const promptExpect = z.union(
  [
    z.string().min(1),
    z.strictObject({
      id,
      kind: z.enum(["roll", "choice"]).optional(),
      ruleId: id.optional(),
      formula: id.optional(),
      phase: z.enum(["declare", "path", "after"]).optional(),
      at: finite.nonnegative().optional(),
    }),
  ],
  { error: "TTM.Scenario.Issue.PromptExpect" },
);

export const EFFECT_TYPES = [
  "damage",
  "condition",
  "elevation",
  "ledger",
  "end-turn",
  "message",
  "counter",
  "place",
  "casualty",
] as const;

const byModel = <T extends z.ZodType>(v: T) => z.record(z.string(), v);
const ledgerValues = z.record(
  z.string(),
  z.union([value, z.null()], { error: "TTM.Scenario.Issue.LedgerValue" }),
);

export const effectsExpect = z.strictObject({
  /** Total damage each model takes (0: none). */
  damage: byModel(finite.nonnegative()).optional(),
  /** The conditions each model gains, in any order ([]: none). */
  conditions: byModel(z.array(id)).optional(),
  /** The level each model ends at, in the board's unit (checked to 0.01). */
  elevation: byModel(finite).optional(),
  /** What the ledger effects write, by model and key (null: the key is not written). */
  ledger: byModel(ledgerValues).optional(),
  /** The models whose turn ends, in any order ([]: none). */
  endTurn: z.array(id).optional(),
  /** The message keys the effects carry, in order ([]: none). */
  messages: z.array(id).optional(),
  /** The net change of each counter, by model and counter (0: unchanged). */
  counters: byModel(z.record(z.string(), z.number().int())).optional(),
  /** Where each model is placed by a place effect (the last one); null: it is not placed. */
  place: byModel(z.union([waypoint, z.null()], { error: "TTM.Scenario.Issue.PlaceExpect" })).optional(),
  /** The models removed as casualties, in any order ([]: none). */
  casualties: z.array(id).optional(),
  /** The effect types present, in any order ([]: no effects at all). */
  types: z.array(z.enum(EFFECT_TYPES)).optional(),
});

/** What the table holds after a step: each named model's ledger, counters and position. */
const stateFields = {
  /** The ledger each model carries after the step, by key (null: the key is not set). */
  ledger: byModel(ledgerValues).optional(),
  /** The counters each model carries after the step (0 or left out of the record: none). */
  counters: byModel(z.record(z.string(), z.number().int().nonnegative())).optional(),
  /** Where each model stands after the step, [x, y] or [x, y, elevation]; null: off the table. */
  positions: byModel(
    z.union([waypoint, z.null()], { error: "TTM.Scenario.Issue.PositionExpect" }),
  ).optional(),
};

/** What a step that answers prompts says: reasons, prompts, outcomes, effects. */
const promptedFields = {
  /** True when no reason is illegal. */
  legal: z.boolean().optional(),
  /** Reasons that must be given (others may be given too). */
  reasons: z.array(reasonExpect).optional(),
  /** Rule ids or reason keys that must not be given. */
  notReasons: z.array(id).optional(),
  /** The prompts asked, in this exact order ([]: none). */
  prompts: z.array(promptExpect).optional(),
  /** The outcome key each answered prompt must give. */
  outcomes: z.record(z.string(), id).optional(),
  effects: effectsExpect.optional(),
};

export const stateExpect = z.strictObject({
  ...stateFields,
  /** The combat round after the step (when the file counts rounds). */
  round: z.number().int().positive().optional(),
});

export const activationExpect = z.strictObject({ ...promptedFields, ...stateFields });

export const verdictExpect = z.strictObject({
  ...promptedFields,
  ...stateFields,
  ...unitExpectFields,
  /** Distance along the path the model may reach, in the board's unit (checked to 0.01). */
  reach: finite.nonnegative().optional(),
  /** Where the move ends as its outcomes left it, [x, y] (the verdict's reach point, to 0.01). */
  end: z.array(finite, { error: "TTM.Scenario.Issue.Point" }).length(2).optional(),
  /** The path prompt whose answered outcome ended the move (a failed climb); null: none did. */
  endedBy: z.union([id, z.null()]).optional(),
  /** How far the model may go with this action (checked to 0.01). */
  allowance: finite.nonnegative().optional(),
  /** The length of the path judged (checked to 0.01). */
  length: finite.nonnegative().optional(),
  /** The cost in the game's currency: its amount (to 0.01) and its i18n key. */
  cost: z.strictObject({ amount: finite.optional(), key: id.optional() }).optional(),
  /** Enemy ids in contact at the end (in any order). */
  contacts: z.array(z.string()).optional(),
  /** The ruler's bands, in order and all of them: each with what it must be (distances to 0.01). */
  bands: z
    .array(
      z.strictObject({
        from: finite.nonnegative().optional(),
        to: finite.nonnegative().optional(),
        style: z.enum(["ok", "tier", "double", "over"]).optional(),
        tier: z.number().int().optional(),
        key: id.optional(),
      }),
    )
    .optional(),
});

export const ROUTE_STATUSES = ["found", "goal-blocked", "unreachable", "node-limit"] as const;

export const routeExpect = verdictExpect.extend({
  /** Whether the router found a way: found, or why not (then the straight line was judged). */
  route: z.enum(ROUTE_STATUSES).optional(),
});

export type VerdictExpect = z.infer<typeof verdictExpect>;
export type RouteExpect = z.infer<typeof routeExpect>;
export type ActivationExpect = z.infer<typeof activationExpect>;
export type StateExpect = z.infer<typeof stateExpect>;
export type EffectsExpect = z.infer<typeof effectsExpect>;
export type ReasonExpect = z.infer<typeof reasonExpect>;
export type PromptExpect = z.infer<typeof promptExpect>;
