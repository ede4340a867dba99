// Scenario files in the sandbox (src/sandbox/file/transfer.ts): the export is the CLI's format,
// written by buildScenario; the import reads it back with parseScenarioText (limits included),
// finds its ruleset and checks its board; a bad file gets a localised message naming its fields.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import ru from "../../lang/ru.json";
import { Board } from "../../src/engine/board/board";
import { isRulesError } from "../../src/engine/errors";
import { evaluateMove } from "../../src/engine/evaluate";
import { MAX_SCENARIO_BYTES, runScenario, toBoardSpec, toMoveRequest } from "../../src/engine/scenario";
import { makeTranslator } from "../../src/overlay/i18n";
import { builtinRulesets } from "../../src/rulesets";
import { DEMOS } from "../../src/sandbox/catalog";
import { loadDemo } from "../../src/sandbox/scenario";
import {
  checkFileSize,
  exportName,
  exportText,
  importErrorText,
  readImport,
} from "../../src/sandbox/file/transfer";

const ROOT = join(import.meta.dirname, "../..");
const registry = builtinRulesets();
const rulesetOf = (id: string) => (registry.has(id) ? registry.get(id) : undefined);
const tEn = makeTranslator(en, en);
const tRu = makeTranslator(ru, en);

function thrown(f: () => unknown): { key: string; data: unknown; err: unknown } {
  try {
    f();
  } catch (err) {
    if (isRulesError(err)) return { key: err.key, data: err.data, err };
    throw err;
  }
  throw new Error("nothing thrown");
}

describe("export then import", () => {
  it("every demo board and a drag on it come back as the same board and request, judged the same", () => {
    for (const demo of DEMOS) {
      const loaded = loadDemo(demo, tRu);
      const m = loaded.spec.models.find((x) => x.id === loaded.modelId)!;
      const request = {
        modelId: m.id,
        action: loaded.action,
        path: [
          { x: m.x, y: m.y },
          { x: m.x + 1.25, y: m.y + 0.5 },
        ],
        options: loaded.options,
      };
      const text = exportText(demo.ruleset, loaded.spec, request, "Вопрос");
      const { file, ruleset } = readImport(text, rulesetOf);
      expect(ruleset).toBe(demo.ruleset);
      expect(file.title).toBe("Вопрос");
      const spec = toBoardSpec(file);
      expect(spec.models.map((x) => [x.id, x.name, x.side])).toEqual(
        loaded.spec.models.map((x) => [x.id, x.name, x.side]),
      );
      const back = toMoveRequest(file);
      expect(back.path).toEqual(request.path);
      const a = evaluateMove(demo.ruleset, new Board(loaded.spec, demo.ruleset.defaultBaseMm), request);
      const b = evaluateMove(ruleset, new Board(spec, ruleset.defaultBaseMm), back);
      expect(a.ok && b.ok, demo.id).toBe(true);
      if (!a.ok || !b.ok) continue;
      expect(b.verdict.legal, demo.id).toBe(a.verdict.legal);
      expect(b.verdict.reach.distance, demo.id).toBeCloseTo(a.verdict.reach.distance, 5);
      expect(b.verdict.reasons, demo.id).toEqual(a.verdict.reasons);
      expect(
        b.verdict.prompts.map((p) => p.id),
        demo.id,
      ).toEqual(a.verdict.prompts.map((p) => p.id));
    }
  });

  it("names the file after the ruleset and the model, with only safe characters", () => {
    expect(exportName("signum", "aldric")).toBe("sandbox-signum-aldric.scenario.json");
    expect(exportName("mumg", "../<x> y")).toBe("sandbox-mumg-x-y.scenario.json");
    expect(exportName("", "")).toBe("sandbox-board-model.scenario.json");
  });
});

describe("import", () => {
  it("opens every scenario shipped in scenarios/ (all five games), and refuses every file in scenarios/bad whose board or move is bad", () => {
    // These are bad in what the CLI replays (answers, a path's start), not in the board the page opens.
    const replayOnly = ["choice-not-offered.json", "path-not-from-where-it-stands.json"];
    const dirs = readdirSync(join(ROOT, "scenarios"));
    expect(dirs).toEqual(
      expect.arrayContaining(["signum", "mumg", "carnevale", "sctmg", "dungeon-universalis", "bad"]),
    );
    for (const dir of dirs)
      for (const name of readdirSync(join(ROOT, "scenarios", dir))) {
        const text = readFileSync(join(ROOT, "scenarios", dir, name), "utf8");
        if (dir === "bad" && !replayOnly.includes(name))
          expect(isRulesError(thrown(() => readImport(text, rulesetOf)).err), name).toBe(true);
        else if (dir === "bad")
          expect(readImport(text, rulesetOf).file.board.models.length).toBeGreaterThan(0);
        else expect(readImport(text, rulesetOf).ruleset.id, `${dir}/${name}`).toBe(dir);
      }
  });

  it("opens the file the Foundry export code path writes (tests/fixtures, rebuilt by a Foundry test)", () => {
    const text = readFileSync(join(ROOT, "tests/fixtures/foundry-export.scenario.json"), "utf8");
    const { file, ruleset } = readImport(text, rulesetOf);
    expect(ruleset.id).toBe("signum");
    expect(file.board.models.map((m) => m.id)).toEqual(["warrior", "goblin"]);
    expect(runScenario(file, registry).steps[0]?.verdict?.legal).toBe(true);
  });

  it("a file with no drawn move opens ready to drag its first model", () => {
    const text = JSON.stringify({
      format: 2,
      ruleset: "signum",
      board: { unit: "cm", width: 20, height: 20, models: [{ id: "a", side: "x", x: 5, y: 5 }] },
      steps: [{ kind: "new-turn" }],
    });
    expect(readImport(text, rulesetOf).file.steps).toEqual([
      { kind: "move", model: "a", action: "move", path: [[5, 5]] },
    ]);
  });

  it("refuses an unknown ruleset, a board in the wrong unit, bad JSON and a file over the size limit", () => {
    const file = (ruleset: string, unit: string) =>
      JSON.stringify({
        format: 2,
        ruleset,
        board: { unit, width: 20, height: 20, models: [{ id: "a", side: "x", x: 5, y: 5 }] },
        steps: [{ kind: "move", model: "a", action: "move", path: [[5, 5]] }],
      });
    expect(thrown(() => readImport(file("chess", "cm"), rulesetOf))).toMatchObject({
      key: "TTM.Sandbox.File.Error.Ruleset",
      data: { ruleset: "chess" },
    });
    expect(thrown(() => readImport(file("signum", "in"), rulesetOf))).toMatchObject({
      key: "TTM.Scenario.Error.UnitMismatch",
      data: { unit: "in", ruleset: "signum", expected: "cm" },
    });
    expect(thrown(() => readImport("{ nope", rulesetOf)).key).toBe("TTM.Scenario.Error.Json");
    expect(thrown(() => readImport(" ".repeat(MAX_SCENARIO_BYTES + 1), rulesetOf)).key).toBe(
      "TTM.Scenario.Error.TooLarge",
    );
    expect(() => checkFileSize(MAX_SCENARIO_BYTES)).not.toThrow();
    expect(thrown(() => checkFileSize(MAX_SCENARIO_BYTES + 1))).toMatchObject({
      key: "TTM.Scenario.Error.TooLarge",
      data: { size: "5.0", max: "5.0" },
    });
  });

  it("the message: the file's name and the first problem, then up to four more issues and a count of the rest", () => {
    const models = Array.from({ length: 8 }, (_, i) => ({ id: `m${i}`, side: "x", x: "1", y: 1 }));
    const text = JSON.stringify({
      format: 2,
      ruleset: "signum",
      board: { unit: "cm", width: 20, height: 20, models },
      steps: [{ kind: "move", model: "m0", action: "move", path: [[1, 1]] }],
    });
    const { err } = thrown(() => readImport(text, rulesetOf));
    const lines = importErrorText(tRu, "доска.json", err).split("\n");
    const issue = (i: number) =>
      tRu("TTM.Scenario.Issue.Type.number", {
        path: `board.models[${i}].x`,
        value: '"1"',
        expected: "number",
        received: "string",
      });
    expect(lines).toEqual([
      tRu("TTM.Sandbox.File.Error.Import", { file: "доска.json", message: issue(0) }),
      ...[1, 2, 3, 4].map((i) => `• ${issue(i)}`),
      tRu("TTM.Sandbox.File.MoreIssues", { count: 3 }),
    ]);
    expect(importErrorText(tEn, "a.json", thrown(() => readImport("[]", rulesetOf)).err)).toBe(
      tEn("TTM.Sandbox.File.Error.Import", {
        file: "a.json",
        message: tEn("TTM.Scenario.Error.NotObject", { value: "[]", received: "array" }),
      }),
    );
    expect(() => importErrorText(tEn, "a.json", new TypeError("bug"))).toThrow(TypeError);
  });
});
