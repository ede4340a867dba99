import { signum } from "../../../src/rulesets/signum";
// Engine effects as Foundry document updates (src/foundry/effects) and what the moving client
// does once core reports a move done (after-move.ts): ledger with undo, damage through the
// damage attribute, conditions as status effects, elevation, end of turn, chat, the hooks.
// Fake documents and hooks; no Foundry runs here.
import { describe, expect, it } from "vitest";
import type { Effect } from "../../../src/engine/ruleset";
import { applyActions, effectsCard, gmCard, type EffectsHost } from "../../../src/foundry/effects/apply";
import { statusFor } from "../../../src/foundry/effects/conditions";
import { damageUpdate, mergedLedgerChanges, planEffects } from "../../../src/foundry/effects/plan";
import type { StatusEntry } from "../../../src/foundry/effects/conditions";
import { readLedger } from "../../../src/foundry/ledger/store";
import { afterOwnMove, PendingMoves, type AfterMoveHost } from "../../../src/foundry/movement/after-move";
import type { MoveCard } from "../../../src/foundry/movement/cards";
import { runGate, type GateUi } from "../../../src/foundry/movement/gate";
import { rollFormula } from "../../../src/foundry/dialogs/roll";
import { FakeHooks } from "../fakes";
import { FakeActor, FakeRoll, signumTable, testEnv, translator, wp, type FakeTokenDoc } from "./fakes";

const OUT = { combatId: null, round: null, turn: null, tokenTurn: null };

describe("planEffects", () => {
  const env = { damagePath: " system.hp.value ", elevationToScene: (e: number) => e * 2 };
  const effects: Effect[] = [
    { type: "damage", modelId: "a", amount: 2, ruleId: "R-1" },
    { type: "damage", modelId: "a", amount: 0, ruleId: "R-0" },
    { type: "condition", modelId: "a", condition: "knocked-down", ruleId: "R-2" },
    { type: "elevation", modelId: "a", elevation: 1.234, ruleId: "R-3" },
    { type: "ledger", modelId: "a", changes: { moved: true }, ruleId: "R-4" },
    { type: "ledger", modelId: "a", changes: { ran: true }, ruleId: "R-4" },
    { type: "end-turn", modelId: "a", ruleId: "R-5" },
    { type: "message", key: "TTM.Signum.Reason.MeleeOnly", ruleId: "R-6" },
  ];

  it("turns each effect into one action; no damage is no action; elevation in scene units", () => {
    const actions = planEffects(effects, env);
    expect(actions.map((a) => a.kind)).toEqual([
      "damage",
      "status",
      "elevation",
      "ledger",
      "ledger",
      "end-turn",
      "message",
    ]);
    expect(actions[0]).toMatchObject({ path: "system.hp.value", amount: 2 });
    expect(actions[2]).toMatchObject({ elevation: 2.47 });
    expect(mergedLedgerChanges(actions, "a")).toEqual({ moved: true, ran: true });
    expect(mergedLedgerChanges(actions, "b")).toBeNull();
  });

  it("a blank or malformed damage attribute means: show the GM", () => {
    expect(planEffects([effects[0]!], { ...env, damagePath: "" })[0]).toMatchObject({ path: null });
    expect(planEffects([effects[0]!], { ...env, damagePath: "system..hp" })[0]).toMatchObject({ path: null });
  });

  it("damage is subtracted from a number (or numeric text) at the path, never written elsewhere", () => {
    expect(damageUpdate({ system: { hp: { value: 7 } } }, "system.hp.value", 2)).toEqual({
      "system.hp.value": 5,
    });
    expect(damageUpdate({ system: { hp: { value: "7" } } }, "system.hp.value", 2)).toEqual({
      "system.hp.value": 5,
    });
    expect(damageUpdate({ system: { hp: {} } }, "system.hp.value", 2)).toBeNull();
    expect(damageUpdate({ system: { hp: { value: "lots" } } }, "system.hp.value", 2)).toBeNull();
  });

  it("conditions use core's status when it has one, else the module adds its own, labelled", () => {
    const core: StatusEntry[] = [{ id: "dead" }, { id: "prone" }];
    expect(statusFor("knocked-down", core, "Knocked Down")).toEqual({ statusId: "prone" });
    expect(statusFor("knocked-down", [{ id: "dead" }], "Derribado")).toEqual({
      statusId: "tabletop-movement.knocked-down",
      create: { id: "tabletop-movement.knocked-down", name: "Derribado", img: "icons/svg/falling.svg" },
    });
    expect(statusFor("knocked-down", [{ id: "tabletop-movement.knocked-down" }], "x")).toEqual({
      statusId: "tabletop-movement.knocked-down",
    });
  });
});

function effectsHost(tokens: FakeTokenDoc[], statuses: StatusEntry[] = [{ id: "prone" }], turnOf = "") {
  const notices: string[] = [];
  const host: EffectsHost = {
    t: translator(),
    tokenById: (id) => tokens.find((t) => t.id === id),
    statusEffects: () => statuses,
    addStatusEffect: (e) => void statuses.push(e),
    notify: (_l, text) => void notices.push(text),
    isTokensTurn: (id) => id === turnOf,
  };
  return { host, notices, statuses };
}

describe("applyActions", () => {
  const { add } = signumTable();
  const mover = (hp: unknown = 7) => {
    const a = add("a", 200, 200, { name: "Kira" });
    a.actor = new FakeActor({ id: "actor", name: "Kira", system: { hp: { value: hp } } });
    return a;
  };

  it("damage, status, elevation and end of turn land on the documents and the cards; messages are notices", async () => {
    const a = mover();
    const { host, notices } = effectsHost([a], [{ id: "prone" }], "a");
    const actions = planEffects(
      [
        { type: "damage", modelId: "a", amount: 2, ruleId: "R-1" },
        { type: "condition", modelId: "a", condition: "knocked-down", ruleId: "R-2" },
        { type: "elevation", modelId: "a", elevation: 0, ruleId: "R-3" },
        { type: "end-turn", modelId: "a", ruleId: "R-5" },
        { type: "message", key: "TTM.Signum.Reason.MeleeOnly", ruleId: "R-6" },
      ],
      { damagePath: "system.hp.value", elevationToScene: (e) => e },
    );
    const applied = await applyActions(host, actions);
    expect((a.actor!.system as { hp: { value: number } }).hp.value).toBe(5);
    expect(a.actor!.statuses).toEqual(["prone"]);
    expect(a.elevation).toBe(0);
    expect(applied.card.map((l) => l.ruleId)).toEqual(["R-1", "R-2", "R-3", "R-5"]);
    expect(applied.card[0]!.text).toBe("Kira takes 2 damage.");
    expect(applied.card[1]!.text).toBe("Kira is now Knocked Down.");
    expect(applied.gm).toEqual([
      { text: "It is Kira's turn: advance the combat tracker when you are ready.", ruleId: "R-5" },
    ]);
    expect(notices).toEqual([
      "Kira's turn ends.",
      "Having moved, the model may still fight in melee but not shoot this turn.",
    ]);
    expect(effectsCard(applied, "Kira", translator())).toMatchObject({
      kind: "effects",
      title: "Kira moves",
    });
    expect(gmCard(applied, "Kira", translator())).toMatchObject({ kind: "gm" });
  });

  it("damage with no attribute, or no number there, is shown to the GM, not written", async () => {
    const a = mover("lots");
    const { host } = effectsHost([a]);
    const damage = planEffects([{ type: "damage", modelId: "a", amount: 1, ruleId: "R-1" }], {
      damagePath: "system.hp.value",
      elevationToScene: (e) => e,
    });
    const applied = await applyActions(host, damage);
    expect(a.actor!.updates).toEqual([]);
    expect(applied.gm[0]!.text).toMatch(/^Kira takes 1 damage: apply it by hand/);
    expect(applied.card).toEqual([]);
  });

  it("a condition core lacks is added to the status list with its label, then set", async () => {
    const a = mover();
    const { host, statuses } = effectsHost([a], [{ id: "dead" }]);
    await applyActions(host, [{ kind: "status", tokenId: "a", condition: "knocked-down", ruleId: "R" }]);
    expect(statuses.at(-1)).toMatchObject({ id: "tabletop-movement.knocked-down", name: "Knocked Down" });
    expect(a.actor!.statuses).toEqual(["tabletop-movement.knocked-down"]);
  });

  it("documents this user may not change are handed back for the GM", async () => {
    const b = add("b", 600, 200, { name: "Orc" });
    b.actor = new FakeActor({ id: "orc", name: "Orc", system: { hp: { value: 3 } } });
    b.actor.isOwner = false;
    b.isOwner = false;
    const { host } = effectsHost([b]);
    const applied = await applyActions(host, [
      { kind: "damage", tokenId: "b", amount: 1, path: "system.hp.value", ruleId: "R" },
      { kind: "status", tokenId: "b", condition: "knocked-down", ruleId: "R" },
      { kind: "elevation", tokenId: "b", elevation: 0, ruleId: "R" },
    ]);
    expect(applied.forGm.map((a) => a.kind)).toEqual(["damage", "status", "elevation"]);
    expect(b.actor.updates).toEqual([]);
  });
});

/** An after-move host over fakes, recording hooks, cards and what went to the GM. */
function afterHost(tokens: FakeTokenDoc[], gmThere = true) {
  const hooks = new FakeHooks();
  const calls: string[] = [];
  const cards: { card: MoveCard; whisper: boolean }[] = [];
  const sent: unknown[] = [];
  for (const h of ["tabletopMovement.verdict", "tabletopMovement.effectsApplied"]) {
    hooks.on(h, (...args) => void calls.push(`${h}:${(args[0] as { id: string }).id}`));
  }
  const { host: effects, notices } = effectsHost(tokens);
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
    sendToGm: (_s, actions) => {
      sent.push(...actions);
      return Promise.resolve(gmThere);
    },
  };
  return { host, calls, cards, sent, notices };
}

class RollingUi implements GateUi {
  constructor(private readonly dice: number[]) {}
  ask = () => Promise.resolve({ roll: true } as const);
  roll = (f: string) => rollFormula((x) => new FakeRoll(x, this.dice), f);
  postPromptCard = () => Promise.resolve();
  whisperGm = () => Promise.resolve();
}

describe("afterOwnMove", () => {
  async function committedBackstab(die: number) {
    const { add } = signumTable();
    const a = add("a", 200, 200, { name: "Kira" });
    a.actor = new FakeActor({ id: "k", name: "Kira", system: { hp: { value: 3 } } });
    add("e", 300, 200, { disposition: -1, name: "Orc" });
    const env = testEnv();
    const movement = {
      id: "mv1",
      chain: [],
      method: "dragging" as const,
      origin: wp(200, 200),
      passed: { waypoints: [wp(200, 400)] },
      pending: { waypoints: [] },
      constrainOptions: {},
    };
    const gate = await runGate(env, new RollingUi([die]), a, movement, []);
    const pending = new PendingMoves();
    if (gate.allowed && gate.committed) pending.add(gate.committed);
    return { a, pending, movement };
  }

  it("fires the verdict hook, writes the ledger, applies the wound, posts the card, then effectsApplied", async () => {
    const { a, pending, movement } = await committedBackstab(6);
    const h = afterHost([a]);
    await afterOwnMove(h.host, pending, a, movement);
    expect(h.calls).toEqual(["tabletopMovement.verdict:a", "tabletopMovement.effectsApplied:a"]);
    expect(readLedger(a, signum, OUT)).toEqual({ moved: true, ran: false });
    expect((a.actor!.system as { hp: { value: number } }).hp.value).toBe(2);
    expect(h.cards).toHaveLength(1);
    expect(h.cards[0]!.whisper).toBe(false);
    expect(h.cards[0]!.card.lines.map((l) => l.ruleId)).toEqual(["SIGNUM-BACKSTAB-1"]);
    expect(h.notices).toContain("Having moved, the model may still fight in melee but not shoot this turn.");
    // Reported once: a second report of the same movement finds nothing pending.
    await afterOwnMove(h.host, pending, a, movement);
    expect(h.calls).toHaveLength(2);
  });

  it("core's undo gives back what the move spent (the wound stays: it was rolled)", async () => {
    const { a, pending, movement } = await committedBackstab(1);
    const h = afterHost([a]);
    await afterOwnMove(h.host, pending, a, movement);
    expect(readLedger(a, signum, OUT)).toEqual({ moved: true, ran: false });
    await afterOwnMove(h.host, pending, a, { id: "undo1", method: "undo", chain: [] });
    expect(readLedger(a, signum, OUT)).toEqual({});
  });

  it("a move never judged still marks its place, so undo gives back only what it spent", async () => {
    const { a, pending, movement } = await committedBackstab(1);
    const h = afterHost([a]);
    await afterOwnMove(h.host, pending, a, movement);
    await afterOwnMove(h.host, pending, a, { id: "tele", method: "api", chain: [] });
    await afterOwnMove(h.host, pending, a, { id: "u1", method: "undo", chain: [] });
    expect(readLedger(a, signum, OUT)).toEqual({ moved: true, ran: false });
    await afterOwnMove(h.host, pending, a, { id: "u2", method: "undo", chain: [] });
    expect(readLedger(a, signum, OUT)).toEqual({});
  });

  it("effects on tokens this user may not change go to the GM; with no GM the user is told", async () => {
    const { a, pending, movement } = await committedBackstab(6);
    a.actor!.isOwner = false;
    const h = afterHost([a], false);
    await afterOwnMove(h.host, pending, a, movement);
    expect(h.sent).toMatchObject([{ kind: "damage", tokenId: "a" }]);
    expect(h.notices).toEqual([
      "Having moved, the model may still fight in melee but not shoot this turn.",
      "No Gamemaster is connected to apply what Kira's move does to documents you do not own.",
    ]);
  });
});
