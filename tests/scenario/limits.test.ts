import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main";
import {
  MAX_ISSUES,
  MAX_LIST_ITEMS,
  MAX_SCENARIO_BYTES,
  MAX_VALUES,
  ScenarioError,
  parseScenario,
  parseScenarioText,
} from "../../src/engine/scenario";
import { baseScenario, baseScenarioV2 } from "./helpers";
import { refusal as errorOf } from "../refusal";

/*
 * A file too large, or holding more than the engine accepts, is refused at once with one
 * message, before the schema looks at it; a file with many bad fields lists the first few and
 * says how many more. (How fast is measured by `npm run bench`, not asserted here.)
 */

/** A format 2 file whose one path has `n` waypoints, each `w`. */
function longPath(n: number, w: unknown): string {
  const file = baseScenarioV2();
  return JSON.stringify({ ...file, steps: [{ ...file.steps[0], path: Array.from({ length: n }, () => w) }] });
}

describe("scenario limits", () => {
  it("a 50 MB file is refused by its size, before it is parsed", () => {
    const text = `{"format": 2, "pad": "${"x".repeat(50 * 1024 * 1024)}"}`;
    const e = errorOf(() => parseScenarioText(text));
    expect(e).not.toBeInstanceOf(ScenarioError);
    expect(e.key).toBe("TTM.Scenario.Error.TooLarge");
    expect(e.data).toEqual({ size: "50.0", max: "5.0" });
  });

  it("the size is counted in UTF-8 bytes: 3 million two-byte letters are 6 MB", () => {
    const letters = (n: number): string => JSON.stringify({ ...baseScenarioV2(), title: "é".repeat(n) });
    expect(errorOf(() => parseScenarioText(letters(3_000_000))).data).toEqual({ size: "5.7", max: "5.0" });
    expect(parseScenarioText(letters(2_000_000)).title).toHaveLength(2_000_000);
    expect(MAX_SCENARIO_BYTES).toBe(5 * 1024 * 1024);
  });

  it("a path of 100,000 bad waypoints gives one message naming the list, not 100,000", () => {
    const e = errorOf(() => parseScenarioText(longPath(100_000, ["x", "y"])));
    expect(e).not.toBeInstanceOf(ScenarioError);
    expect(e.key).toBe("TTM.Scenario.Error.TooManyItems");
    expect(e.data).toEqual({ path: "steps[0].path", count: 100_000, max: MAX_LIST_ITEMS });
    const v1 = {
      ...baseScenario(),
      move: { ...baseScenario().move, path: Array.from({ length: 10_001 }, () => [1, 1]) },
    };
    expect(errorOf(() => parseScenario(v1)).data).toEqual({ path: "move.path", count: 10_001, max: 10_000 });
  });

  it("a list of exactly the engine's limit is read; more values than MAX_VALUES in all are refused", () => {
    expect(parseScenarioText(longPath(MAX_LIST_ITEMS, [10, 30])).steps[0]).toHaveProperty(
      "path.length",
      MAX_LIST_ITEMS,
    );
    const file = baseScenarioV2();
    const lists = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`k${i}`, new Array<number>(10_000).fill(0)]),
    );
    const model = { ...file.board.models[0]!, profile: lists };
    const huge = { ...file, board: { ...file.board, models: [model] } };
    const e = errorOf(() => parseScenario(huge));
    expect(e.key).toBe("TTM.Scenario.Error.TooManyValues");
    expect(e.data).toEqual({ max: MAX_VALUES });
  });

  it(`a file with 9,000 bad waypoints lists the first ${MAX_ISSUES} and counts the rest`, () => {
    const e = errorOf(() => parseScenarioText(longPath(9_000, "x")));
    expect(e).toBeInstanceOf(ScenarioError);
    const s = e as ScenarioError;
    expect(s.issues.map((i) => i.path)).toEqual(
      Array.from({ length: MAX_ISSUES }, (_, i) => `steps[0].path[${i}]`),
    );
    expect(s.moreIssues).toBe(9_000 - MAX_ISSUES);
  });

  it("the CLI prints the first problems and how many more, in the user's language", async () => {
    const text = longPath(9_000, "x");
    const run = async (lang: string): Promise<{ code: number; stderr: string; stdout: string }> => {
      let stderr = "";
      let stdout = "";
      const code = await main(["check", "many.json", "--lang", lang], {
        stdout: (t) => void (stdout += t),
        stderr: (t) => void (stderr += t),
        readFile: () => Promise.resolve(text),
      });
      return { code, stderr, stdout };
    };
    const en = await run("en");
    expect(en.code).toBe(2);
    const lines = en.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(2 + MAX_ISSUES + 1);
    expect(lines.at(-1)).toBe("    …and 8990 more problems.");
    expect((await run("ru")).stderr.trimEnd().split("\n").at(-1)).toBe("    …и ещё 8990 проблем.");
    expect((await run("es")).stderr.trimEnd().split("\n").at(-1)).toBe("    …y 8990 problemas más.");
    const json = await main(["check", "many.json", "--json"], {
      stdout: (t) => void (en.stdout += t),
      stderr: () => undefined,
      readFile: () => Promise.resolve(text),
    });
    expect(json).toBe(2);
    const doc = JSON.parse(en.stdout) as { results: { error: { issues: unknown[]; moreIssues: number } }[] };
    expect(doc.results[0]!.error.issues).toHaveLength(MAX_ISSUES);
    expect(doc.results[0]!.error.moreIssues).toBe(8990);
  });
});
