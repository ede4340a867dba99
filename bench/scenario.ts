import { parseScenarioText } from "../src/engine/scenario";
import { median, timeMs } from "./stats";

/*
 * Bad scenario files are refused fast (issue 9): a 50 MB file by its size before it is parsed,
 * a path of 100,000 bad waypoints by the list limit before the schema, and 9,000 bad waypoints
 * (under the limit) by the schema with its first 10 issues listed. Each figure is the median of
 * `runs` refusals of the same text, built once outside the timing.
 */

function refuse(text: string): void {
  try {
    parseScenarioText(text);
  } catch {
    return;
  }
  throw new Error("the bench's bad scenario was accepted");
}

const board = { unit: "cm", width: 60, height: 60, models: [{ id: "a", side: "blue", x: 10, y: 30 }] };
const withPath = (n: number): string =>
  JSON.stringify({
    format: 2,
    ruleset: "signum",
    board,
    steps: [{ kind: "move", model: "a", action: "move", path: Array.from({ length: n }, () => "x") }],
  });

export function scenarioFigures(runs: number): Record<string, number> {
  const huge = `{"format": 2, "pad": "${"x".repeat(50 * 1024 * 1024)}"}`;
  const longPath = withPath(100_000);
  const manyIssues = withPath(9_000);
  const time = (text: string): number => {
    refuse(text);
    return median(Array.from({ length: runs }, () => timeMs(() => refuse(text))));
  };
  return {
    scenario_refuse_50mb_ms_median: time(huge),
    scenario_refuse_100k_waypoints_ms_median: time(longPath),
    scenario_refuse_9k_bad_waypoints_ms_median: time(manyIssues),
  };
}
