// Faults on the way of a move: a dialog closed or torn down, a roll that throws, the token
// deleted while its dialog is open, a document that refuses an effect, and core's undo after a
// move whose effects partly failed. The gate (TokenDocument#_preUpdateMovement's work) and the
// moving client's after-move work over fakes written from the public v13/v14 docs: a move the
// gate refuses is one core does not make, so the token stays where it stood.
import { describe, expect, it } from "vitest";
import { rollFormula } from "../../../src/foundry/dialogs/roll";
import { applyActions, type EffectsHost } from "../../../src/foundry/effects/apply";
import { readLedger } from "../../../src/foundry/ledger/store";
import { afterOwnMove, PendingMoves, type AfterMoveHost } from "../../../src/foundry/movement/after-move";
import type { MoveCard } from "../../../src/foundry/movement/cards";
import {
  runGate,
  type DialogAnswer,
  type GateUi,
  type MovementLike,
} from "../../../src/foundry/movement/gate";
import { signum } from "../../../src/rulesets/signum";
import { coreMovement } from "../core-fakes";
import { FakeHooks } from "../fakes";
import {
  FakeActor,
  FakeRoll,
  signumTable,
  testEnv,
  translator,
  wp,
  type FakeTokenDoc,
} from "../movement/fakes";

const OUT = { combatId: null, round: null, turn: null, tokenTurn: null };

/** The gate's UI with scripted answers; each step may also act on the world first. */
class ScriptedUi implements GateUi {
  readonly cards: unknown[] = [];
  rolls = 0;
  constructor(
    private readonly answer: () => Promise<DialogAnswer>,
    private readonly dice: () => number[] = () => [6],
  ) {}
  ask = () => this.answer();
  roll = (f: string) => {
    this.rolls++;
    return rollFormula((x) => new FakeRoll(x, this.dice()), f);
  };
  postPromptCard = (_t: unknown, card: unknown) => {
    this.cards.push(card);
    return Promise.resolve();
  };
  whisperGm = () => Promise.resolve();
}

/** Kira (friendly) in base contact with an orc: walking away asks the backstab and rolls it. */
function backstab() {
  const table = signumTable();
  const a = table.add("a", 200, 200, { name: "Kira" });
  a.actor = new FakeActor({ id: "k", name: "Kira", system: { hp: { value: 3 } } });
  table.add("e", 300, 200, { disposition: -1, name: "Orc" });
  const movement = {
    ...(coreMovement({
      origin: wp(200, 200),
      waypoints: [wp(200, 400, { action: "walk" })],
      constrainOptions: { ignoreCost: false },
    }) as unknown as MovementLike),
    id: "mv1",
  };
  return { ...table, a, movement };
}

/** What must not change when a move is refused: where the token is, its flags, its actor. */
const snapshot = (t: FakeTokenDoc) => ({
  x: t.x,
  y: t.y,
  flags: structuredClone(t.flags),
  updates: t.updates.length,
  actor: structuredClone(t.actor?.system),
});

describe("faults before the move: the token stays where it was, the ledger as it was", () => {
  it("a dialog closed without an answer", async () => {
    const { a, movement } = backstab();
    const before = snapshot(a);
    const env = testEnv();
    const ui = new ScriptedUi(() => Promise.resolve(null));
    expect(await runGate(env, ui, a, movement, [])).toEqual({ allowed: false });
    expect(ui.rolls).toBe(0);
    expect(ui.cards).toEqual([]);
    expect(snapshot(a)).toEqual(before);
    expect(readLedger(a, signum, OUT)).toEqual({});
    expect(env.notices.map((n) => n.text)).toEqual(["Kira's move was cancelled; nothing was spent."]);
  });

  it("a dialog torn down (its promise rejects) counts as closed", async () => {
    const { a, movement } = backstab();
    const before = snapshot(a);
    const env = testEnv();
    const ui = new ScriptedUi(() => Promise.reject(new Error("application closed")));
    expect(await runGate(env, ui, a, movement, [])).toEqual({ allowed: false });
    expect(ui.cards).toEqual([]);
    expect(snapshot(a)).toEqual(before);
    expect(env.notices.map((n) => n.text)).toEqual(["Kira's move was cancelled; nothing was spent."]);
  });

  it("a roll that throws cancels the move and says so", async () => {
    const { a, movement } = backstab();
    const before = snapshot(a);
    const env = testEnv();
    const ui = new ScriptedUi(
      () => Promise.resolve({ roll: true }),
      () => {
        throw new Error("dice module failed");
      },
    );
    expect(await runGate(env, ui, a, movement, [])).toEqual({ allowed: false });
    expect(ui.cards).toEqual([]);
    expect(snapshot(a)).toEqual(before);
    expect(readLedger(a, signum, OUT)).toEqual({});
    expect(env.notices).toEqual([
      {
        level: "error",
        text: "Kira's move was cancelled: the roll of 1d6 failed, so nothing was rolled or spent.",
      },
      { level: "info", text: "Kira's move was cancelled; nothing was spent." },
    ]);
  });

  it("the token deleted while its dialog is open: nothing is rolled, posted or written", async () => {
    const { a, scene, movement } = backstab();
    const before = snapshot(a);
    const env = testEnv();
    const ui = new ScriptedUi(() => {
      // The GM deletes the token while the player reads the dialog, then the player rolls.
      scene.tokens.splice(
        scene.tokens.findIndex((t) => t.id === "a"),
        1,
      );
      return Promise.resolve({ roll: true });
    });
    expect(await runGate(env, ui, a, movement, [])).toEqual({ allowed: false });
    expect(ui.rolls).toBe(0);
    expect(ui.cards).toEqual([]);
    expect(snapshot(a)).toEqual(before);
    expect(readLedger(a, signum, OUT)).toEqual({});
  });

  it("the same move with nothing going wrong is allowed, rolled and carded (the faults are what stop it)", async () => {
    const { a, movement } = backstab();
    const ui = new ScriptedUi(() => Promise.resolve({ roll: true }));
    const result = await runGate(testEnv(), ui, a, movement, []);
    expect(result.allowed).toBe(true);
    expect(ui.rolls).toBe(1);
    expect(ui.cards).toHaveLength(1);
  });
});

/** The after-move host over fakes (as tests/foundry/movement/effects.test.ts builds it). */
function afterHost(tokens: FakeTokenDoc[]) {
  const hooks = new FakeHooks();
  const calls: string[] = [];
  const cards: { card: MoveCard; whisper: boolean }[] = [];
  const notices: { level: string; text: string }[] = [];
  for (const h of ["tabletopMovement.verdict", "tabletopMovement.effectsApplied"])
    hooks.on(h, () => void calls.push(h));
  const effects: EffectsHost = {
    t: translator(),
    tokenById: (id) => tokens.find((t) => t.id === id),
    statusEffects: () => [{ id: "prone" }],
    addStatusEffect: () => {},
    notify: (level, text) => void notices.push({ level, text }),
    isTokensTurn: () => false,
  };
  const host: AfterMoveHost = {
    ...effects,
    ruleset: () => signum,
    combatNow: () => OUT,
    damagePath: () => "system.hp.value",
    callAll: (hook, ...args) => hooks.callAll(hook, ...args),
    postCard: (_t, card, whisper) => {
      cards.push({ card, whisper });
      return Promise.resolve();
    },
    sendToGm: () => Promise.resolve(true),
  };
  return { host, calls, cards, notices };
}

describe("faults after the move: an effect a document refuses", () => {
  async function woundedMove() {
    const { a, movement } = backstab();
    const ui = new ScriptedUi(() => Promise.resolve({ roll: true }));
    const gate = await runGate(testEnv(), ui, a, movement, []);
    const pending = new PendingMoves();
    if (gate.allowed && gate.committed) pending.add(gate.committed);
    // The server rejects the actor's update (another module's preUpdateActor, a lost connection).
    a.actor!.update = () => Promise.reject(new Error("update rejected"));
    return { a, pending, movement };
  }

  it("is named to the mover and whispered to the GM; the rest of the move applies, the ledger is written", async () => {
    const { a, pending, movement } = await woundedMove();
    const h = afterHost([a]);
    await afterOwnMove(h.host, pending, a, movement);
    const failed =
      "Could not apply to Kira: 1 damage. The move's other effects were applied; apply this one by hand.";
    expect(h.notices).toEqual([
      { level: "info", text: "Having moved, the model may still fight in melee but not shoot this turn." },
      { level: "warn", text: failed },
    ]);
    // No public card claims the wound; the GM's whisper holds exactly the failed effect.
    expect(h.cards).toEqual([
      {
        whisper: true,
        card: {
          kind: "gm",
          title: "For the Gamemaster: Kira's move",
          lines: [{ text: failed, ruleId: "SIGNUM-BACKSTAB-1" }],
        },
      },
    ]);
    expect((a.actor!.system as { hp: { value: number } }).hp.value).toBe(3);
    // The move was made: what it spent is recorded, and the hooks fire as for any move.
    expect(readLedger(a, signum, OUT)).toEqual({ moved: true, ran: false });
    expect(h.calls).toEqual(["tabletopMovement.verdict", "tabletopMovement.effectsApplied"]);
  });

  it("core's undo of that move gives the ledger back as it was before it", async () => {
    const { a, pending, movement } = await woundedMove();
    const h = afterHost([a]);
    await afterOwnMove(h.host, pending, a, movement);
    await afterOwnMove(h.host, pending, a, { id: "undo1", method: "undo", chain: [] });
    expect(readLedger(a, signum, OUT)).toEqual({});
  });

  it("applyActions goes on past a failure and names each failed effect once, in order", async () => {
    const { add } = signumTable();
    const a = add("a", 200, 200, { name: "Kira" });
    a.actor = new FakeActor({ id: "k", name: "Kira", system: { hp: { value: 3 } } });
    a.actor.toggleStatusEffect = () => Promise.reject(new Error("no"));
    const h = afterHost([a]);
    const applied = await applyActions(h.host, [
      { kind: "status", tokenId: "a", condition: "knocked-down", ruleId: "R-1" },
      { kind: "damage", tokenId: "a", amount: 2, path: "system.hp.value", ruleId: "R-2" },
      { kind: "elevation", tokenId: "a", elevation: 3, ruleId: "R-3" },
    ]);
    expect(applied.failed).toEqual([
      {
        text: "Could not apply to Kira: the condition Knocked Down. The move's other effects were applied; apply this one by hand.",
        ruleId: "R-1",
      },
    ]);
    expect(applied.card.map((l) => l.ruleId)).toEqual(["R-2", "R-3"]);
    expect((a.actor.system as { hp: { value: number } }).hp.value).toBe(1);
    expect(a.elevation).toBe(3);
  });
});
