// The commit gate (TokenDocument#_preUpdateMovement's work): refusals, warnings, prompts asked
// in order with a dialog each, dice from a fake Roll, the ruleset's outcome, cancelling. Fake
// UI and a fake Signum table; no Foundry runs here.
import { describe, expect, it } from "vitest";
import type { Prompt, Ruleset } from "../../../src/engine/ruleset";
import { RulesError } from "../../../src/engine/errors";
import type { PromptCardContext, PromptDialogContext } from "../../../src/overlay/prompt-context";
import { rollFormula } from "../../../src/foundry/dialogs/roll";
import type { MoveCard } from "../../../src/foundry/movement/cards";
import {
  runGate,
  type DialogAnswer,
  type GateUi,
  type MovementLike,
} from "../../../src/foundry/movement/gate";
import { signum } from "../../../src/rulesets/signum";
import { isPlannedMovement } from "../../../src/foundry/host/generation";
import { coreMovement, GEN } from "../core-fakes";
import { FakeRoll, signumTable, testEnv, translator, wp, type TestEnvOptions } from "./fakes";

class FakeUi implements GateUi {
  readonly asked: PromptDialogContext[] = [];
  readonly cards: { card: PromptCardContext; roll: unknown }[] = [];
  readonly whispers: MoveCard[] = [];
  constructor(
    private readonly answers: DialogAnswer[],
    private readonly dice: number[] = [],
  ) {}
  ask(context: PromptDialogContext) {
    this.asked.push(context);
    return Promise.resolve(this.answers.shift() ?? null);
  }
  roll(formula: string) {
    return rollFormula((f) => new FakeRoll(f, this.dice), formula);
  }
  postPromptCard(_token: unknown, card: PromptCardContext, roll: unknown) {
    this.cards.push({ card, roll });
    return Promise.resolve();
  }
  whisperGm(_token: unknown, card: MoveCard) {
    this.whispers.push(card);
    return Promise.resolve();
  }
}

/** Core's movement operation for a drag from (200, 200), in the running generation's shape. */
const movement = (to: [number, number], over: Partial<MovementLike> = {}): MovementLike => ({
  ...(coreMovement({
    origin: wp(200, 200),
    waypoints: [wp(to[0], to[1], { action: "walk" })],
    constrainOptions: { ignoreCost: false },
  }) as unknown as MovementLike),
  ...over,
});

/** a (friendly) stands in base contact with e (hostile): moving away draws a backstab. */
function backstabTable() {
  const { add } = signumTable();
  const a = add("a", 200, 200, { name: "Elf <b>" });
  add("e", 300, 200, { disposition: -1, name: "Orc" });
  return a;
}

const run = (o: TestEnvOptions, ui: FakeUi, to: [number, number], over: Partial<MovementLike> = {}) => {
  const env = testEnv(o);
  const a = backstabTable();
  return { env, done: runGate(env, ui, a, movement(to, over), []) };
};

describe("prompts", () => {
  it("asks the backstab, rolls 1d6 with a Foundry-like Roll, resolves and posts the card", async () => {
    const ui = new FakeUi([{ roll: true }], [5]);
    const { env, done } = run({}, ui, [200, 400]);
    const result = await done;
    expect(ui.asked).toHaveLength(1);
    expect(ui.asked[0]).toMatchObject({
      ruleId: "SIGNUM-BACKSTAB-1",
      kind: "roll",
      formula: "1d6",
      mover: "Elf <b>",
      source: "Orc",
      index: 1,
      total: 1,
      text: "Backstab from Orc: one attack die, it cannot be defended.",
    });
    expect(ui.cards).toHaveLength(1);
    expect(ui.cards[0]!.card).toMatchObject({
      formula: "1d6",
      dice: "5",
      total: 5,
      ruleId: "SIGNUM-BACKSTAB-1",
    });
    expect(ui.cards[0]!.card.outcome).toMatch(/Orc backstabs Elf <b> \(rolled 5\)/);
    expect((ui.cards[0]!.roll as FakeRoll).evaluated).toBe(true);
    expect(result.allowed).toBe(true);
    if (!result.allowed || !result.committed) throw new Error("expected a committed move");
    // The verdict's effects, then the outcome's: the wound is for after the move.
    expect(result.committed.effects.map((e) => e.type)).toEqual(["ledger", "message", "damage"]);
    expect(result.committed.effects[2]).toMatchObject({ type: "damage", modelId: "a", amount: 1 });
    expect(env.notices).toEqual([]);
  });

  it("a miss costs nothing more", async () => {
    const ui = new FakeUi([{ roll: true }], [2]);
    const result = await run({}, ui, [200, 400]).done;
    expect(result.allowed && result.committed?.effects.map((e) => e.type)).toEqual(["ledger", "message"]);
  });

  it("cancelling the dialog cancels the move: nothing rolled, nothing posted, nothing to apply", async () => {
    const ui = new FakeUi([null]);
    const { env, done } = run({}, ui, [200, 400]);
    expect(await done).toEqual({ allowed: false });
    expect(ui.cards).toEqual([]);
    expect(env.notices).toEqual([
      { level: "info", text: "Elf <b>'s move was cancelled; nothing was spent." },
    ]);
  });

  it("asks several prompts in order and stops at the first cancel", async () => {
    const twice: Ruleset = {
      ...signum,
      id: "twice",
      evaluate: (board, request) => {
        const v = signum.evaluate(board, request);
        const p = v.prompts[0]!;
        return { ...v, prompts: [p, { ...p, id: "backstab:e2" }] };
      },
    };
    const ui = new FakeUi([{ roll: true }, null], [6]);
    const result = await run({ ruleset: twice }, ui, [200, 400]).done;
    expect(ui.asked.map((c) => [c.index, c.total])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(ui.cards).toHaveLength(1); // the first roll was made and shown; the move is still off
    expect(result).toEqual({ allowed: false });
  });

  it("a choice prompt offers the ruleset's choices and passes the chosen one to resolve", async () => {
    const chosen: string[] = [];
    const choosy: Ruleset = {
      ...signum,
      id: "choosy",
      evaluate: (board, request) => ({
        ...signum.evaluate(board, request),
        prompts: [
          {
            id: "side",
            ruleId: "X-1",
            kind: "choice",
            choices: ["TTM.Ledger.Yes", "plain"],
            key: "TTM.Ledger.Title",
          } satisfies Prompt,
        ],
      }),
      resolve: (_b, _r, _p, answer) => {
        chosen.push(answer.choice ?? "");
        return { effects: [], key: "TTM.Ledger.Nothing" };
      },
    };
    const ui = new FakeUi([{ choice: "plain" }]);
    const result = await run({ ruleset: choosy }, ui, [200, 400]).done;
    expect(ui.asked[0]!.choices).toEqual([
      { value: "TTM.Ledger.Yes", label: "yes" },
      { value: "plain", label: "plain" },
    ]);
    // Resolved for the card when chosen, and by the settle loop for the move's effects.
    expect(chosen.length).toBeGreaterThan(0);
    expect(new Set(chosen)).toEqual(new Set(["plain"]));
    expect(ui.cards[0]!.card).toMatchObject({ choice: "plain", formula: null, outcome: "Nothing yet" });
    expect(result.allowed).toBe(true);
  });

  it("dice the ruleset refuses cancel the move with its message", async () => {
    const strict: Ruleset = {
      ...signum,
      id: "strict",
      resolve: () => {
        throw new RulesError("TTM.Error.DiceAnswer", { id: "backstab:e", expected: "1d6" });
      },
    };
    const ui = new FakeUi([{ roll: true }], [3]);
    const { env, done } = run({ ruleset: strict }, ui, [200, 400]);
    expect(await done).toEqual({ allowed: false });
    expect(env.notices[0]!.level).toBe("error");
  });
});

describe("illegal moves", () => {
  it("enforce: refused with the reasons, no dialog opens", async () => {
    const ui = new FakeUi([{ roll: true }], [5]);
    const { env, done } = run({}, ui, [200, 800]); // 15 cm for an M model
    expect(await done).toEqual({ allowed: false });
    expect(ui.asked).toEqual([]);
    const why = translator()("TTM.Signum.Reason.TooFar", {
      length: "15.0",
      allowance: "10.0",
      category: "M",
    });
    expect(env.notices).toEqual([
      { level: "warn", text: `Elf <b> cannot move there: ${why} (SIGNUM-MOVE-1)` },
    ]);
  });

  it("enforce without showReasons: refused without the why, unless the mover is a GM", async () => {
    const quiet = run({ showReasons: false }, new FakeUi([]), [200, 800]);
    await quiet.done;
    expect(quiet.env.notices[0]!.text).toBe("Elf <b> cannot move there.");
    const gm = run({ showReasons: false, gmExempt: false, user: { isGM: true } }, new FakeUi([]), [200, 800]);
    await gm.done;
    expect(gm.env.notices[0]!.text).toMatch(/SIGNUM-MOVE-1/);
  });

  it("warn: the move goes ahead, the mover is told and the GM gets a whisper", async () => {
    const ui = new FakeUi([{ roll: true }], [1]);
    const { env, done } = run({ mode: "warn" }, ui, [200, 800]);
    const result = await done;
    expect(result.allowed).toBe(true);
    expect(env.notices[0]!.text).toMatch(/^Elf <b>'s move breaks the movement rules: 15.0 cm/);
    expect(ui.whispers).toEqual([
      {
        kind: "warn",
        title: "Player moved Elf <b> against the movement rules",
        lines: [
          {
            text: translator()("TTM.Signum.Reason.TooFar", {
              length: "15.0",
              allowance: "10.0",
              category: "M",
            }),
            ruleId: "SIGNUM-MOVE-1",
          },
        ],
      },
    ]);
    expect(ui.asked).toHaveLength(1); // the prompts still come
  });

  it("a GM under 'move freely' is neither refused nor reported, but still asked", async () => {
    const ui = new FakeUi([{ roll: true }], [1]);
    const { env, done } = run({ user: { isGM: true } }, ui, [200, 800]);
    expect((await done).allowed).toBe(true);
    expect(env.notices).toEqual([]);
    expect(ui.whispers).toEqual([]);
    expect(ui.asked).toHaveLength(1);
  });
});

describe("moves the gate lets through unjudged", () => {
  it("undo, paste, continuations, teleports, Unconstrained Movement and enforcement off", async () => {
    const cases: [TestEnvOptions, Partial<MovementLike>][] = [
      [{}, { method: "undo" }],
      [{}, { method: "paste" }],
      [{}, { chain: ["mv0"] }],
      [{}, { passed: { waypoints: [wp(200, 800, { action: "displace" })] } }],
      [{ user: { isGM: true }, gmExempt: false }, { constrainOptions: { ignoreCost: true } }],
      [{ mode: "off" }, {}],
    ];
    for (const [o, over] of cases) {
      const ui = new FakeUi([]);
      expect(await run(o, ui, [200, 800], over).done).toEqual({ allowed: true, committed: null });
      expect(ui.asked).toEqual([]);
    }
  });

  it("a scene the rules cannot measure: allowed, one notice", async () => {
    const { scene, add } = signumTable();
    Object.assign(scene.grid, { units: "furlongs" });
    const a = add("zz", 200, 200);
    const env = testEnv();
    expect(await runGate(env, new FakeUi([]), a, movement([200, 800]), [])).toEqual({
      allowed: true,
      committed: null,
    });
    expect(env.notices).toHaveLength(1);
  });
});

describe("planned movement (v14 Token#planMovement: waits for the user to confirm)", () => {
  const plannedOp = { movement: { a: { planned: true } } };

  it(`v${GEN}: ${GEN === 14 ? "a planned move is judged like a drag: nothing is asked until it starts" : "there is no planned movement: the move is gated as any"}`, async () => {
    const ui = new FakeUi([{ roll: true }], [5]);
    const env = testEnv();
    const a = backstabTable();
    const result = await runGate(env, ui, a, movement([200, 400]), [], {
      planned: isPlannedMovement(plannedOp, "a"),
    });
    expect(result.allowed).toBe(true);
    if (GEN === 14) {
      expect(ui.asked).toEqual([]);
      expect(result).toEqual({ allowed: true, committed: null });
    } else {
      expect(ui.asked.map((c) => c.ruleId)).toEqual(["SIGNUM-BACKSTAB-1"]);
    }
  });

  it("a planned move the rules forbid is refused like a committed one", async () => {
    const ui = new FakeUi([]);
    const env = testEnv();
    const a = backstabTable();
    const result = await runGate(env, ui, a, movement([200, 1000]), [], {
      planned: isPlannedMovement(plannedOp, "a"),
    });
    expect(result).toEqual({ allowed: false });
    expect(ui.asked).toEqual([]);
    expect(env.notices.map((n) => n.level)).toEqual(["warn"]);
  });
});
