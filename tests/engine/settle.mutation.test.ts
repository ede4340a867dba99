// The settle loop (src/engine/settle.ts) with a scripted ruleset whose every call is recorded, so
// each answer is asserted whole: what was asked in which order, what each evaluation and each
// resolution was given, and every field of the settlement.
import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/engine/errors";
import type { Effect, MoveRequest, Prompt, PromptAnswer, Ruleset, Verdict } from "../../src/engine/ruleset";
import {
  type AskContext,
  type Answers,
  nextPrompt,
  orderedPrompts,
  pendingPrompts,
  settle,
  settleJudged,
  settleSync,
} from "../../src/engine/settle";
import { signum } from "../../src/rulesets/signum";
import { model, pts, table } from "./helpers";

const p = (id: string, phase?: Prompt["phase"], at?: number): Prompt => ({
  id,
  ruleId: "X-1",
  kind: "roll",
  formula: "1d6",
  key: "k",
  ...(phase ? { phase } : {}),
  ...(at !== undefined ? { at } : {}),
});
const verdictWith = (prompts: Prompt[], effects: Effect[] = []): Verdict => ({
  legal: true,
  reasons: [],
  length: 0,
  allowance: 0,
  cost: { amount: 0, key: "k" },
  reach: { distance: 0, point: { x: 0, y: 0 } },
  legalPath: [],
  bands: [],
  prompts,
  effects,
  contacts: [],
});
const damage = (modelId: string, amount: number): Effect => ({
  type: "damage",
  modelId,
  amount,
  ruleId: "X-1",
});
const ids = (ps: readonly Prompt[]): string[] => ps.map((x) => x.id);

const board = table({ models: [model("m", "a", 5, 5)] });
const START: MoveRequest = {
  modelId: "m",
  action: "move",
  path: pts([5, 5], [6, 5]),
  declarations: { run: true },
  answers: { d: { dice: [4] } },
};
const PROMPTS = [p("a"), p("p2", "path", 2), p("p1", "path", 1), p("d", "declare")];

/**
 * A ruleset whose verdict lists PROMPTS (or `prompts(answers)`) and one effect of its own per
 * evaluation seen; resolve gives a damage of the die rolled. Both record what they are given.
 */
function scripted(prompts: (answers: Answers) => Prompt[] = () => PROMPTS) {
  const evaluated: MoveRequest[] = [];
  const resolved: [string, PromptAnswer, MoveRequest][] = [];
  const game: Ruleset = {
    ...signum,
    id: "scripted",
    evaluate: (_b, request) => {
      evaluated.push(request);
      return verdictWith(prompts(request.answers ?? {}), [damage("v", evaluated.length)]);
    },
    resolve: (_b, request, prompt, answer) => {
      resolved.push([prompt.id, answer, request]);
      return { effects: [damage(prompt.id, answer.dice?.[0] ?? 0)], key: `out:${prompt.id}` };
    },
  };
  return { game, evaluated, resolved };
}

const ALL: Answers = { d: { dice: [4] }, p1: { dice: [1] }, p2: { dice: [2] }, a: { dice: [3] } };
const answerAll = (asked: string[]) => (ask: AskContext) => {
  asked.push(ask.prompt.id);
  return ALL[ask.prompt.id] ?? null;
};

describe("settleSync and settle, the whole settlement", () => {
  it("asks what is unanswered (path prompts by `at`, then after), evaluates after each answer, resolves each prompt with every answer", () => {
    const { game, evaluated, resolved } = scripted();
    const asked: string[] = [];
    const s = settleSync(game, board, START, answerAll(asked));
    expect(asked).toEqual(["p1", "p2", "a"]);
    const final: MoveRequest = { ...START, answers: ALL };
    expect(evaluated.map((r) => Object.keys(r.answers ?? {}))).toEqual([
      ["d"],
      ["d", "p1"],
      ["d", "p1", "p2"],
      ["d", "p1", "p2", "a"],
    ]);
    expect(evaluated.every((r) => r.declarations === START.declarations && r.path === START.path)).toBe(true);
    expect(resolved).toEqual([
      ["d", ALL["d"], final],
      ["p1", ALL["p1"], final],
      ["p2", ALL["p2"], final],
      ["a", ALL["a"], final],
    ]);
    const step = (id: string) => ({ prompt: PROMPTS.find((x) => x.id === id)!, answer: ALL[id]! });
    const outcome = (id: string) => ({
      ...step(id),
      outcome: { effects: [damage(id, ALL[id]!.dice![0]!)], key: `out:${id}` },
    });
    expect(s).toEqual({
      status: "settled",
      verdict: verdictWith(PROMPTS, [damage("v", 4)]),
      request: final,
      answers: ALL,
      steps: [step("p1"), step("p2"), step("a")],
      outcomes: [outcome("d"), outcome("p1"), outcome("p2"), outcome("a")],
      effects: [damage("v", 4), damage("d", 4), damage("p1", 1), damage("p2", 2), damage("a", 3)],
    });
    // The start request is left as it was.
    expect(START.answers).toEqual({ d: { dice: [4] } });
  });

  it("a request with no answers starts from none; a verdict with no prompts settles at once, nothing asked", () => {
    const { game, evaluated } = scripted(() => []);
    const { answers: _a, ...bare } = START;
    const s = settleSync(game, board, bare, () => {
      throw new Error("asked");
    });
    expect(s).toEqual({
      status: "settled",
      verdict: verdictWith([], [damage("v", 1)]),
      request: { ...bare, answers: {} },
      answers: {},
      steps: [],
      outcomes: [],
      effects: [damage("v", 1)],
    });
    expect(evaluated).toEqual([bare].map((r) => ({ ...r, answers: {} })));
  });

  it("a cancelled dialog: the verdict it was asked in, the answers so far, nothing resolved", () => {
    const { game, resolved } = scripted();
    const s = settleSync(game, board, START, (ask) => (ask.prompt.id === "p2" ? null : ALL[ask.prompt.id]!));
    const sofar = { d: ALL["d"]!, p1: ALL["p1"]! };
    expect(s).toEqual({
      status: "cancelled",
      verdict: verdictWith(PROMPTS, [damage("v", 2)]),
      request: { ...START, answers: sofar },
      answers: sofar,
      steps: [{ prompt: PROMPTS[2], answer: ALL["p1"] }],
      prompt: PROMPTS[1],
    });
    expect(resolved).toEqual([]);
  });

  it("each ask is told the prompt, the verdict it belongs to and the answers so far", () => {
    const { game } = scripted();
    const seen: [string, number, string[]][] = [];
    settleSync(game, board, START, (ask) => {
      const own = ask.verdict.effects[0];
      seen.push([ask.prompt.id, own?.type === "damage" ? own.amount : -1, Object.keys(ask.answers)]);
      return ALL[ask.prompt.id]!;
    });
    expect(seen).toEqual([
      ["p1", 1, ["d"]],
      ["p2", 2, ["d", "p1"]],
      ["a", 3, ["d", "p1", "p2"]],
    ]);
  });

  it("the async driver awaits each answer, takes plain answers too, and cancels on null", async () => {
    const { game } = scripted();
    const asked: string[] = [];
    const later = await settle(game, board, START, (ask) =>
      ask.prompt.id === "p2" ? Promise.resolve(answerAll(asked)(ask)) : answerAll(asked)(ask),
    );
    expect(asked).toEqual(["p1", "p2", "a"]);
    expect(later).toEqual(settleSync(scripted().game, board, START, answerAll([])));
    const cancelled = await settle(game, board, START, (ask) =>
      Promise.resolve(ask.prompt.id === "a" ? null : ALL[ask.prompt.id]!),
    );
    expect(
      cancelled.status === "cancelled" && [cancelled.prompt.id, ids(cancelled.steps.map((x) => x.prompt))],
    ).toEqual(["a", ["p1", "p2"]]);
    await expect(settle(game, board, { ...START, modelId: "ghost" }, () => null)).rejects.toThrow(RulesError);
  });

  it("gives up after 64 prompts by default, or the maxSteps given, having asked exactly that many", () => {
    let n = 0;
    const endless = scripted(() => [p(`again:${n++}`)]).game;
    for (const [options, max] of [
      [{}, 64],
      [{ maxSteps: 3 }, 3],
      [{ maxSteps: 1 }, 1],
    ] as const) {
      let asked = 0;
      let error: unknown = null;
      try {
        settleSync(
          endless,
          board,
          START,
          () => {
            asked++;
            return { dice: [1] };
          },
          options,
        );
      } catch (e) {
        error = e;
      }
      expect(error instanceof RulesError && [error.key, error.data, asked]).toEqual([
        "TTM.Error.SettleLoop",
        { count: max },
        max,
      ]);
    }
    // As many prompts as the limit settle.
    const three = scripted(() => [p("x"), p("y"), p("z")]).game;
    expect(settleSync(three, board, START, () => ({ dice: [2] }), { maxSteps: 3 }).status).toBe("settled");
  });
});

describe("settleJudged", () => {
  const judge = (answers: Answers) => ({
    prompts: [p("a"), p("p", "path", 1), p("b")],
    seen: Object.keys(answers),
  });
  const resolve = (prompt: Prompt, answer: PromptAnswer, answers: Answers) => ({
    effects: [],
    key: `${prompt.id}=${answer.dice?.[0] ?? ""}/${Object.keys(answers).join("")}`,
  });

  it("skipped prompts stay unanswered and count toward the limit", () => {
    const skipAll = settleJudged(judge, resolve, {}, () => "skip");
    expect(skipAll).toEqual({
      status: "settled",
      result: { prompts: judge({}).prompts, seen: [] },
      answers: {},
      steps: [],
      outcomes: [],
      skipped: [judge({}).prompts[1], judge({}).prompts[0], judge({}).prompts[2]],
    });
    let error: unknown = null;
    try {
      settleJudged(judge, resolve, {}, () => "skip", { maxSteps: 2 });
    } catch (e) {
      error = e;
    }
    expect(error instanceof RulesError && [error.key, error.data]).toEqual([
      "TTM.Error.SettleLoop",
      { count: 2 },
    ]);
    const mixed = settleJudged(judge, resolve, { a: { dice: [5] } }, ({ prompt }) =>
      prompt.id === "p" ? "skip" : { dice: [6] },
    );
    expect(mixed).toEqual({
      status: "settled",
      result: { prompts: judge({}).prompts, seen: ["a", "b"] },
      answers: { a: { dice: [5] }, b: { dice: [6] } },
      steps: [{ prompt: judge({}).prompts[2], answer: { dice: [6] } }],
      outcomes: [
        { prompt: judge({}).prompts[0], answer: { dice: [5] }, outcome: { effects: [], key: "a=5/ab" } },
        { prompt: judge({}).prompts[2], answer: { dice: [6] }, outcome: { effects: [], key: "b=6/ab" } },
      ],
      skipped: [judge({}).prompts[1]],
    });
  });

  it("a cancel is answered whole: the judgement it was asked in, the answers and steps so far", () => {
    const s = settleJudged(judge, resolve, {}, ({ prompt }) => (prompt.id === "a" ? null : { dice: [1] }));
    expect(s).toEqual({
      status: "cancelled",
      result: { prompts: judge({}).prompts, seen: ["p"] },
      answers: { p: { dice: [1] } },
      steps: [{ prompt: judge({}).prompts[1], answer: { dice: [1] } }],
      prompt: judge({}).prompts[0],
    });
  });
});

describe("the order prompts are asked in", () => {
  it("declare, path by `at` (none counts as 0, ties as listed), after as listed whatever their `at`", () => {
    const v = verdictWith([
      p("after-at-5", undefined, 5),
      p("path-2", "path", 2),
      p("declare-at-9", "declare", 9),
      p("path-none", "path"),
      p("after-at-1", "after", 1),
      p("path-2b", "path", 2),
      p("path-half", "path", 0.5),
      p("declare-at-1", "declare", 1),
      p("path-2c", "path", 2),
    ]);
    expect(ids(orderedPrompts(v))).toEqual([
      "declare-at-9",
      "declare-at-1",
      "path-none",
      "path-half",
      "path-2",
      "path-2b",
      "path-2c",
      "after-at-5",
      "after-at-1",
    ]);
    expect(ids(pendingPrompts(v, undefined))).toEqual(ids(orderedPrompts(v)));
    expect(ids(pendingPrompts(v, { "path-2": { dice: [1] }, "after-at-5": { choice: "x" } }))).toEqual([
      "declare-at-9",
      "declare-at-1",
      "path-none",
      "path-half",
      "path-2b",
      "path-2c",
      "after-at-1",
    ]);
    expect(nextPrompt(verdictWith([]), undefined)).toBeNull();
    expect(nextPrompt(v, undefined)?.id).toBe("declare-at-9");
    // The verdict's own list is left in its order.
    expect(ids(v.prompts)[0]).toBe("after-at-5");
  });
});
