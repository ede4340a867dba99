import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ScenarioFile,
  type ScenarioResult,
  checkExpectation,
  parseScenario,
  parseScenarioText,
  runScenario,
} from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";

/*
 * Writing a parsed scenario back out and parsing it again gives the same verdicts, step by
 * step, the same table after each step and the same mismatches: for format 2 files of several
 * steps and for format 1 files, which are written back as format 2.
 */

/** What a run says, without the Board objects (compared through the state instead). */
const said = (file: ScenarioFile, r: ScenarioResult): unknown => ({
  steps: r.steps.map((s) => ({
    request: s.request,
    verdict: s.verdict,
    activation: s.activation,
    route: s.route,
    outcomes: s.outcomes,
    unusedAnswers: s.unusedAnswers,
    state: s.state,
  })),
  mismatches: checkExpectation(file, r),
});

const play = (json: unknown): { file: ScenarioFile; said: unknown } => {
  const file = parseScenario(json);
  return { file, said: said(file, runScenario(file, builtinRulesets())) };
};

/** Enemies at the thresholds that matter: touching (3 cm between 30 mm bases), within the 0.05 cm tolerance, just out of it. */
const gap = fc.constantFrom(3, 3.03, 3.06, 4.5, 8);
const enemy = fc.record({ angle: fc.integer({ min: 0, max: 7 }), gap });
/** Moves around the 10 cm of an M move and the 15 of a run. */
const move = fc.record({
  kind: fc.constant("move" as const),
  dx: fc.constantFrom(0, 5, -6, 9.99, 10, 10.01, 14),
  dy: fc.constantFrom(0, 3, -4, 7),
  run: fc.boolean(),
  dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 }),
  legal: fc.option(fc.boolean(), { nil: undefined }),
});
const other = fc.constantFrom(
  { kind: "new-turn" as const },
  { kind: "new-round" as const },
  { kind: "activation-start" as const },
  { kind: "route" as const },
);
const ops = fc.array(fc.oneof({ weight: 3, arbitrary: move }, { weight: 1, arbitrary: other }), {
  minLength: 1,
  maxLength: 5,
});

function board(
  enemies: readonly { angle: number; gap: number }[],
  difficult: boolean,
): Record<string, unknown> {
  const models = [
    { id: "w", side: "blue", x: 30, y: 30, profile: { move: "M" } },
    ...enemies.map((e, i) => {
      const a = (e.angle * Math.PI) / 4;
      return { id: `e${i}`, side: "red", x: 30 + e.gap * Math.cos(a), y: 30 + e.gap * Math.sin(a) };
    }),
  ];
  const terrain = difficult
    ? [
        {
          id: "mud",
          kind: "difficult",
          polygon: [
            [36, 20],
            [44, 20],
            [44, 40],
            [36, 40],
          ],
        },
      ]
    : [];
  return { unit: "cm", width: 60, height: 60, models, terrain };
}

/** A format 2 file of the ops, each move starting where the steps before left the warrior. */
function build(
  b: Record<string, unknown>,
  list: readonly (
    | { kind: "move"; dx: number; dy: number; run: boolean; dice: number[]; legal: boolean | undefined }
    | { kind: "new-turn" | "new-round" | "activation-start" | "route" }
  )[],
): unknown {
  const steps: Record<string, unknown>[] = [];
  const file = { format: 2, ruleset: "signum", round: 1, board: b, steps };
  for (const op of list) {
    const here =
      steps.length === 0
        ? { x: 30, y: 30 }
        : runScenario(parseScenario(file), builtinRulesets()).state.models.find((m) => m.id === "w")!;
    if (op.kind === "move") {
      const answers = Object.fromEntries(op.dice.map((d, i) => [`backstab:e${i}`, { dice: [d] }]));
      steps.push({
        kind: "move",
        model: "w",
        action: op.run ? "run" : "move",
        path: [
          [here.x, here.y],
          [here.x + op.dx, here.y + op.dy],
        ],
        answers,
        ...(op.legal !== undefined ? { expect: { legal: op.legal } } : {}),
      });
    } else if (op.kind === "route")
      steps.push({ kind: "route", model: "w", action: "move", to: [here.x + 4, here.y - 7], slack: 0.05 });
    else if (op.kind === "activation-start") steps.push({ kind: "activation-start", model: "w" });
    else steps.push({ kind: op.kind });
  }
  return file;
}

describe("write back and parse again", () => {
  it("format 2: the same verdicts, tables and mismatches after a round trip through JSON", () => {
    // The generators must reach what matters: answered backstabs, illegal steps, unmet expectations.
    const reached = { outcomes: 0, illegal: 0, mismatches: 0 };
    fc.assert(
      fc.property(fc.array(enemy, { maxLength: 3 }), fc.boolean(), ops, (enemies, difficult, list) => {
        const first = play(build(board(enemies, difficult), list));
        const again = play(JSON.parse(JSON.stringify(first.file)));
        expect(again.file).toEqual(first.file);
        expect(again.said).toEqual(first.said);
        const r = runScenario(first.file, builtinRulesets());
        reached.outcomes += r.steps.some((st) => st.outcomes.length > 0) ? 1 : 0;
        reached.illegal += r.steps.some((st) => st.verdict?.legal === false) ? 1 : 0;
        reached.mismatches += checkExpectation(first.file, r).length > 0 ? 1 : 0;
      }),
      { numRuns: 60 },
    );
    expect(reached.outcomes).toBeGreaterThan(0);
    expect(reached.illegal).toBeGreaterThan(0);
    expect(reached.mismatches).toBeGreaterThan(0);
  });

  it("format 1: written back as format 2, it gives the same verdict", () => {
    fc.assert(
      fc.property(fc.array(enemy, { maxLength: 3 }), fc.boolean(), move, (enemies, difficult, m) => {
        const v1 = {
          format: 1,
          ruleset: "signum",
          board: board(enemies, difficult),
          move: {
            model: "w",
            action: m.run ? "run" : "move",
            path: [
              [30, 30],
              [30 + m.dx, 30 + m.dy],
            ],
          },
          dice: Object.fromEntries(m.dice.map((d, i) => [`backstab:e${i}`, [d]])),
          ...(m.legal !== undefined ? { expect: { legal: m.legal } } : {}),
        };
        const first = play(v1);
        const text = JSON.stringify(first.file);
        const again = parseScenarioText(text);
        expect(again.format).toBe(2);
        expect(said(again, runScenario(again, builtinRulesets()))).toEqual(first.said);
      }),
      { numRuns: 60 },
    );
  });
});
