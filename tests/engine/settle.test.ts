import { describe, expect, it } from "vitest";
import { isRulesError } from "../../src/engine/errors";
import type { MoveRequest, Prompt, PromptAnswer, Ruleset, Verdict } from "../../src/engine/ruleset";
import {
  type AskContext,
  nextPrompt,
  orderedPrompts,
  pendingPrompts,
  phaseOf,
  settle,
  settleJudged,
  settleSync,
} from "../../src/engine/settle";
import { carnevale } from "../../src/rulesets/carnevale";
import { mumg } from "../../src/rulesets/mumg";
import { signum } from "../../src/rulesets/signum";
import { guest, pts, rect, table as carnevaleTable, roll } from "../carnevale/helpers";
import { hero as mumgHero, table as mumgTable } from "../mumg/helpers";
import { RED, hero as signumHero, line, table as signumTable } from "../signum/helpers";

const p = (id: string, phase?: Prompt["phase"], at?: number): Prompt => ({
  id,
  ruleId: "X-1",
  kind: "roll",
  formula: "1d6",
  key: "k",
  ...(phase ? { phase } : {}),
  ...(at !== undefined ? { at } : {}),
});
const verdictWith = (prompts: Prompt[]): Verdict => ({
  legal: true,
  reasons: [],
  length: 0,
  allowance: 0,
  cost: { amount: 0, key: "k" },
  reach: { distance: 0, point: { x: 0, y: 0 } },
  legalPath: [],
  bands: [],
  prompts,
  effects: [],
  contacts: [],
});

/** Answers from a table by prompt id; every prompt asked is recorded. */
function answering(table: Readonly<Record<string, PromptAnswer>>, asked: string[] = []) {
  return (ask: AskContext): PromptAnswer => {
    asked.push(ask.prompt.id);
    const a = table[ask.prompt.id];
    if (!a) throw new Error(`no answer for ${ask.prompt.id}`);
    return a;
  };
}

describe("the settle loop", () => {
  it("asks declare prompts first, then path prompts by distance, then after-prompts (absent phase: after)", () => {
    const v = verdictWith([
      p("a1"),
      p("path-3", "path", 3),
      p("d", "declare"),
      p("path-1", "path", 1),
      p("a2", "after"),
    ]);
    expect(phaseOf(p("x"))).toBe("after");
    expect(orderedPrompts(v).map((x) => x.id)).toEqual(["d", "path-1", "path-3", "a1", "a2"]);
    expect(pendingPrompts(v, { d: { dice: [1] }, "path-1": { dice: [2] } }).map((x) => x.id)).toEqual([
      "path-3",
      "a1",
      "a2",
    ]);
    expect(nextPrompt(v, {})?.id).toBe("d");
    expect(nextPrompt(v, Object.fromEntries(v.prompts.map((x) => [x.id, { dice: [1] }])))).toBeNull();
  });

  it("settleJudged: a skipped prompt stays unanswered, the loop goes on with the next and judges again after each answer", () => {
    const judged: string[][] = [];
    // A path prompt answered "1" ends the move: the later path prompt is no longer listed.
    const judge = (answers: Readonly<Record<string, PromptAnswer>>): Verdict => {
      judged.push(Object.keys(answers).sort());
      const stopped = answers["path-1"]?.dice?.[0] === 1;
      return verdictWith([
        p("d", "declare"),
        p("path-1", "path", 1),
        ...(stopped ? [] : [p("path-2", "path", 2)]),
        p("a"),
      ]);
    };
    const resolve = (prompt: Prompt, answer: PromptAnswer) => ({
      effects: [],
      key: `${prompt.id}=${answer.dice?.join(",") ?? ""}`,
    });
    const asked: string[] = [];
    const s = settleJudged(judge, resolve, { d: { dice: [4] } }, ({ prompt }) => {
      asked.push(prompt.id);
      return prompt.id === "path-1" ? "skip" : { dice: [6] };
    });
    expect(asked).toEqual(["path-1", "path-2", "a"]);
    expect(judged).toEqual([["d"], ["d", "path-2"], ["a", "d", "path-2"]]);
    if (s.status !== "settled") throw new Error(s.status);
    expect(s.skipped.map((x) => x.id)).toEqual(["path-1"]);
    expect(s.outcomes.map((o) => o.outcome.key)).toEqual(["d=4", "path-2=6", "a=6"]);
    expect(s.steps.map((x) => x.prompt.id)).toEqual(["path-2", "a"]);

    const stops = settleJudged(judge, resolve, {}, ({ prompt }) =>
      prompt.id === "path-1" ? { dice: [1] } : { dice: [6] },
    );
    if (stops.status !== "settled") throw new Error(stops.status);
    expect(stops.outcomes.map((o) => o.prompt.id)).toEqual(["d", "path-1", "a"]);
    expect(stops.skipped).toEqual([]);
    expect(settleJudged(judge, resolve, {}, () => null)).toMatchObject({
      status: "cancelled",
      prompt: { id: "d" },
    });
  });

  describe("with Carnevale, whose rolls decide the move", () => {
    const roof = () =>
      carnevaleTable({
        models: [guest("g", 5, 5, {}, { elevation: 4 })],
        terrain: [{ id: "roof", kind: "platform", polygon: rect(0, 0, 36, 6), height: 4 }],
      });
    const jump: MoveRequest = { modelId: "g", action: "jump", path: pts([5, 5], [5, 9]) };

    it("CARN-JUMP-1, CARN-FALL-1: the jump's roll first, then the fall it leads to; effects are the verdict's then the outcomes'", () => {
      const asked: string[] = [];
      const s = settleSync(
        carnevale,
        roof(),
        jump,
        answering({ "jump:1": roll([2, 3, 4, 7], 5), fall: roll([7, 8, 2, 3], 4) }, asked),
      );
      expect(asked).toEqual(["jump:1", "fall"]);
      if (s.status !== "settled") throw new Error(s.status);
      expect(s.verdict.legalPath).toEqual(pts([5, 5], [5, 8]));
      expect(s.steps.map((x) => x.prompt.id)).toEqual(["jump:1", "fall"]);
      expect(s.outcomes.map((o) => o.outcome.key)).toEqual([
        "TTM.Carnevale.Outcome.Jump",
        "TTM.Carnevale.Outcome.Fall",
      ]);
      expect(s.effects).toEqual([
        {
          type: "ledger",
          modelId: "g",
          changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
          ruleId: "CARN-JUMP-1",
        },
        { type: "elevation", modelId: "g", elevation: 0, ruleId: "CARN-JUMP-3" },
        { type: "damage", modelId: "g", amount: 2, ruleId: "CARN-FALL-1" },
      ]);
    });

    it("CARN-CLIMB-1: a failed climb test ends the move, and the later climb is never asked", () => {
      const b = carnevaleTable({
        models: [guest("g", 5, 5, { move: 12 })],
        terrain: [
          { id: "terrace", kind: "vertical", polygon: rect(0, 8, 36, 10), height: 2 },
          { id: "palazzo", kind: "vertical", polygon: rect(0, 10, 36, 14), height: 4 },
        ],
      });
      const asked: string[] = [];
      const s = settleSync(
        carnevale,
        b,
        { modelId: "g", action: "move", path: pts([5, 5], [5, 12]) },
        answering({ "climb:1": roll([2, 3, 4, 5], 6) }, asked),
      );
      expect(asked).toEqual(["climb:1"]);
      if (s.status !== "settled") throw new Error(s.status);
      expect(s.verdict.reach.distance).toBeLessThan(3);
      expect(s.effects).toEqual([
        {
          type: "ledger",
          modelId: "g",
          changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
          ruleId: "CARN-MOVE-1",
        },
      ]);
    });

    it("cancelling a dialog settles nothing: no effects, the prompt named", () => {
      const s = settleSync(carnevale, roof(), jump, (ask) =>
        ask.prompt.id === "fall" ? null : roll([2, 3, 4, 7], 5),
      );
      expect(s.status).toBe("cancelled");
      if (s.status !== "cancelled") return;
      expect(s.prompt.id).toBe("fall");
      expect(s.steps.map((x) => x.prompt.id)).toEqual(["jump:1"]);
      expect("effects" in s).toBe(false);
    });

    it("answers already given (a declare answer kept for the activation) are not asked again", () => {
      const asked: string[] = [];
      const s = settleSync(
        carnevale,
        roof(),
        { ...jump, answers: { "jump:1": roll([2, 3, 4, 7], 5) } },
        answering({ fall: roll([2, 3, 4, 5], 6) }, asked),
      );
      expect(asked).toEqual(["fall"]);
      expect(s.status === "settled" && s.outcomes.map((o) => o.prompt.id)).toEqual(["jump:1", "fall"]);
    });

    it("the async driver gives what the sync one gives, awaiting each answer", async () => {
      const table = { "jump:1": roll([2, 3, 4, 7], 5), fall: roll([7, 8, 2, 3], 4) };
      const sync = settleSync(carnevale, roof(), jump, answering(table));
      const later = await settle(carnevale, roof(), jump, (ask) => Promise.resolve(answering(table)(ask)));
      expect(later).toEqual(sync);
    });
  });

  it("SIGNUM-BACKSTAB-1: Signum settles as before: the verdict unchanged, each backstab resolved after the move", () => {
    const dy = Math.sqrt(9 - 2.5 * 2.5);
    const board = signumTable([
      signumHero(),
      { id: "a", name: "Ghoul", side: RED, x: 12.5, y: 30 - dy },
      { id: "b", name: "Shade", side: RED, x: 12.5, y: 30 + dy },
    ]);
    const request: MoveRequest = { modelId: "hero", action: "move", path: line(10, 4) };
    const plain = signum.evaluate(board, request);
    const asked: string[] = [];
    const s = settleSync(
      signum,
      board,
      request,
      answering({ "backstab:a": { dice: [6] }, "backstab:b": { dice: [1] } }, asked),
    );
    expect(asked).toEqual(["backstab:a", "backstab:b"]);
    if (s.status !== "settled") throw new Error(s.status);
    expect(s.verdict).toEqual(plain);
    const resolved = plain.prompts.map((x) =>
      signum.resolve(board, request, x, { dice: [x.id === "backstab:a" ? 6 : 1] }),
    );
    expect(s.outcomes.map((o) => o.outcome)).toEqual(resolved);
    expect(s.effects).toEqual([...plain.effects, ...resolved.flatMap((o) => o.effects)]);
  });

  it("MUMG-FALL-1: MUMG settles as before: the fall confirmed after the move, its row's effects added", () => {
    const board = mumgTable({
      models: [mumgHero("hero", 25, 17, {}, { elevation: 7 })],
      terrain: [{ id: "roof", name: "Roof", kind: "platform", polygon: rect(20, 0, 30, 20), height: 7 }],
    });
    const request: MoveRequest = { modelId: "hero", action: "move", path: pts([25, 17], [25, 22]) };
    const plain = mumg.evaluate(board, request);
    expect(plain.prompts.map((x) => [x.id, x.phase])).toEqual([["fall:1", undefined]]);
    const s = settleSync(mumg, board, request, (ask) => ({ choice: ask.prompt.choices![0]! }));
    if (s.status !== "settled") throw new Error(s.status);
    expect(s.verdict).toEqual(plain);
    const outcome = mumg.resolve(board, request, plain.prompts[0]!, {
      choice: plain.prompts[0]!.choices![0]!,
    });
    expect(s.effects).toEqual([...plain.effects, ...outcome.effects]);
    expect(outcome.effects.map((e) => e.type)).toEqual(["damage", "condition"]);
  });

  it("a ruleset that never stops asking is cut off with a localised error", () => {
    let n = 0;
    const endless: Ruleset = {
      ...signum,
      evaluate: (b, r) => ({ ...signum.evaluate(b, r), prompts: [p(`again:${n++}`)] }),
    };
    const board = signumTable([signumHero()]);
    try {
      settleSync(
        endless,
        board,
        { modelId: "hero", action: "move", path: line(10, 1) },
        () => ({ dice: [1] }),
        {
          maxSteps: 5,
        },
      );
      throw new Error("no error");
    } catch (e) {
      expect(isRulesError(e) && [e.key, e.data]).toEqual(["TTM.Error.SettleLoop", { count: 5 }]);
    }
  });

  it("bad input is refused before anything is asked", () => {
    const board = signumTable([signumHero()]);
    expect(() =>
      settleSync(signum, board, { modelId: "nobody", action: "move", path: line(10, 1) }, () => {
        throw new Error("asked");
      }),
    ).toThrow(/UnknownModel/);
  });
});
