export { SCENARIO_FORMAT, scenarioSchema, type ScenarioFile } from "./schema";
export { ScenarioError, isScenarioError, parseScenario, parseScenarioText } from "./parse";
export type { ScenarioIssue } from "./issues";
export { toBoardSpec, toMoveRequest } from "./convert";
export { runScenario, type ResolvedPrompt, type ScenarioResult } from "./run";
export { REACH_TOLERANCE, checkExpectation, type Mismatch } from "./expect";
export { allEffects } from "./expect-effects";
