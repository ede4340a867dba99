export {
  FORCED_KINDS,
  SCENARIO_FORMAT,
  STEP_KINDS,
  SUPPORTED_FORMATS,
  scenarioSchema,
  type ActivationStep,
  type ForcedStep,
  type MoveStep,
  type PathStep,
  type RouteStep,
  type ScenarioFile,
  type Step,
  type StepAnswer,
} from "./schema";
export { scenarioSchemaV1, type ScenarioFileV1 } from "./schema-v1";
export { MAX_ISSUES, ScenarioError, isScenarioError, parseScenario, parseScenarioText } from "./parse";
export { MAX_LIST_ITEMS, MAX_SCENARIO_BYTES, MAX_VALUES } from "./limits";
export type { ScenarioIssue } from "./issues";
export { checkBoardUnit, toBoardSpec, toMoveRequest } from "./convert";
export { upgradeV1, writtenAsFormat1 } from "./upgrade";
export {
  runScenario,
  stepEffects,
  stepLegal,
  type ResolvedPrompt,
  type ScenarioResult,
  type StepResult,
} from "./run";
export type { TableState } from "./state";
export type { RouteStatus } from "./route-step";
export { REACH_TOLERANCE, checkExpectation, checkStep, hasExpectations, type Mismatch } from "./expect";
export { buildScenario, type BuildInput } from "./write";
