import { signum } from "../../../src/rulesets/signum";
// installMovement over fake hooks and fake Foundry pieces (MovementDeps): which classes it puts
// in CONFIG.Token and when, the keys, the socket, and what the hooks do after a move, at a
// combat turn and for the GM. No Foundry runs here: the "other clients" are calls to the hooks.
import { describe, expect, it } from "vitest";
import { INIT_HOOK, MODULE_ID } from "../../../src/foundry/ids";
import { readLedger, recordMove } from "../../../src/foundry/ledger/store";
import { APPLY_EFFECTS_QUERY, SOCKET } from "../../../src/foundry/wiring/movement";
import { runGate } from "../../../src/foundry/movement/gate";
import { declareMessage } from "../../../src/foundry/movement/share";
import { builtinRulesets } from "../../../src/rulesets";
import { installModule } from "../../../src/foundry/install";
import { fakeHost } from "../fakes";
import { CoreDocument, CoreRuler, CoreToken, movement, OUT, RUN, setup } from "./runtime-fakes";

describe("installMovement: classes, keys, socket", () => {
  it("init: the document class and the keys; setup: the token and ruler classes over what is there", () => {
    const s = setup();
    expect(s.config.documentClass).toBe(CoreDocument);
    s.hooks.callAll("init");
    expect(Object.getPrototypeOf(s.config.documentClass)).toBe(CoreDocument);
    // The keys wait for the module's own init hook, where other modules add their rulesets.
    expect(s.keys).toEqual([]);
    s.hooks.callAll(INIT_HOOK);
    expect(s.keys).toEqual([
      "declare-signum-run",
      "declare-mumg-pow-1",
      "declare-mumg-pow-2",
      "declare-mumg-pow-3",
      "declare-carnevale-controlledLanding",
      "declare-carnevale-chained",
      "declare-carnevale-objective",
      "declare-dungeon-universalis-run",
      "declare-dungeon-universalis-fly",
      "clearDeclarations",
    ]);
    expect(typeof s.queries[APPLY_EFFECTS_QUERY]).toBe("function");
    expect(s.config.objectClass).toBe(CoreToken);
    s.hooks.callAll("setup");
    expect(Object.getPrototypeOf(s.config.objectClass)).toBe(CoreToken);
    expect(Object.getPrototypeOf(s.config.rulerClass)).toBe(CoreRuler);
  });

  it("a system's ruler class is kept underneath", () => {
    const s = setup();
    class SystemRuler {}
    s.config.rulerClass = SystemRuler;
    s.hooks.callAll("setup");
    expect(Object.getPrototypeOf(s.config.rulerClass)).toBe(SystemRuler);
  });

  it("a declaration key needs a token in hand; it is shared by socket and the rulers redraw", () => {
    const idle = setup();
    expect(idle.runtime.declare(RUN)).toBe(false);
    const s = setup({ controlled: ["a"] });
    // The world plays Signum: MUMG's POW key does nothing and is left to other bindings.
    expect(s.runtime.declare({ kind: "choose", rulesetId: "mumg", key: "pow", value: "1" })).toBe(false);
    expect(s.emitted).toEqual([]);
    expect(s.runtime.declare(RUN)).toBe(true);
    expect(s.runtime.store.mine()).toEqual({ action: "run", values: {} });
    expect(s.emitted).toEqual([
      { channel: SOCKET, data: declareMessage("player", ["a"], { action: "run", values: {} }) },
    ]);
    expect(s.redrawn).toEqual([["a"]]);
    expect(s.world.notices).toEqual([{ level: "info", text: "Declared for the next move: Run" }]);
  });

  it("ready: other users' declarations arrive by socket", () => {
    const s = setup();
    s.hooks.callAll("ready");
    s.socketListeners[0]!(declareMessage("p2", ["a"], { values: { pow: "3" } }));
    expect(s.runtime.store.get("a", "p2")).toEqual({ values: { pow: "3" } });
    expect(s.redrawn).toEqual([["a"]]);
  });
});

describe("installMovement: after a move", () => {
  it("this user's move: the ledger is written and the declarations are spent", async () => {
    const s = setup({ controlled: ["a"] });
    s.runtime.declare(RUN);
    const m = movement("mv1", 400);
    // The gate ran on this client and kept the move, as _preUpdateMovement does.
    const ui = {
      ask: () => Promise.resolve(null),
      roll: () => Promise.reject(new Error("no prompt here")),
      postPromptCard: () => Promise.resolve(),
      whisperGm: () => Promise.resolve(),
    };
    const result = await runGate(s.runtime.env(), ui, s.a, m as never, []);
    if (result.allowed && result.committed) s.runtime.pending.add(result.committed);
    s.hooks.callAll("moveToken", s.a, m, {}, { id: "player", name: "Player", isGM: false });
    await s.hooks.settle();
    // The declared run reached the judge, and is spent with the move.
    expect(readLedger(s.a, signum, OUT)).toEqual({ moved: true, ran: true });
    expect(s.runtime.store.mine()).toEqual({ values: {} });
    // A run ends the turn (SIGNUM-RUN-1), and the card says so.
    expect(s.messages[0]!.content).toContain("SIGNUM-RUN-1");
  });

  it("the active GM puts back a player's illegal move and reports it; a plain GM client does nothing", async () => {
    const gm = setup({ user: { id: "gm", name: "GM", isGM: true, isActiveGM: true } });
    gm.hooks.callAll("moveToken", gm.a, movement("mv1", 800), {}, { id: "p1", name: "Ana", isGM: false });
    await gm.hooks.settle();
    expect(gm.putBack).toEqual([{ id: "a", x: 200, y: 200, revertOf: "mv1" }]);
    expect(gm.messages[0]!.whisper).toEqual(["gm", "p1"]);
    const other = setup({ user: { id: "gm2", name: "GM2", isGM: true, isActiveGM: false } });
    other.hooks.callAll(
      "moveToken",
      other.a,
      movement("mv1", 800),
      {},
      { id: "p1", name: "Ana", isGM: false },
    );
    await other.hooks.settle();
    expect(other.putBack).toEqual([]);
  });

  it("the GM gives back a reverted move's charge when the player's ledger write arrives", async () => {
    const gm = setup({ user: { id: "gm", name: "GM", isGM: true, isActiveGM: true } });
    gm.hooks.callAll("moveToken", gm.a, movement("mv1", 800), {}, { id: "p1", name: "Ana", isGM: false });
    await gm.hooks.settle();
    await recordMove(gm.a, signum, { moved: true }, "mv1", OUT);
    gm.hooks.callAll("updateToken", gm.a, {}, {}, "p1");
    await gm.hooks.settle();
    expect(readLedger(gm.a, signum, OUT)).toEqual({});
  });

  it("a combat turn: the active GM resets the ledgers that went stale", async () => {
    const combat = {
      id: "c1",
      started: true,
      round: 2,
      turn: 0,
      turns: [{ tokenId: "a", sceneId: "scene1" }],
    };
    const s = setup({ user: { id: "gm", name: "GM", isGM: true, isActiveGM: true }, combats: [combat] });
    await recordMove(s.a, signum, { moved: true }, "m1", {
      combatId: "c1",
      round: 1,
      turn: 0,
      tokenTurn: 0,
    });
    s.hooks.callAll("combatTurnChange", combat, {}, {});
    await s.hooks.settle();
    expect(s.a.flags[MODULE_ID]).toMatchObject({ ledger: { signum: { values: {}, round: 2, turn: 0 } } });
  });

  it("the HUD hook ignores a HUD without a token; listeners never throw into Foundry", async () => {
    const s = setup();
    expect(() => s.hooks.callAll("renderTokenHUD", { object: null }, {})).not.toThrow();
    s.hooks.callAll("moveToken", { id: null }, movement("x", 400), {}, { id: "player" });
    await s.hooks.settle();
  });
});

describe("the GM applies what a player may not", () => {
  it("the applyEffects query writes the ledger and the wound on the GM's client, with a card", async () => {
    const s = setup({ user: { id: "gm", name: "GM", isGM: true, isActiveGM: true } });
    s.hooks.callAll("init");
    const { FakeActor } = await import("./fakes");
    s.a.actor = new FakeActor({ id: "k", name: "Kira", system: { hp: { value: 4 } } });
    const handler = s.queries[APPLY_EFFECTS_QUERY] as (d: unknown) => Promise<boolean>;
    expect(
      await handler({
        sceneId: "scene1",
        actions: [
          { kind: "ledger", tokenId: "a", changes: { moved: true }, ruleId: "R" },
          { kind: "damage", tokenId: "a", amount: 1, path: "system.hp.value", ruleId: "R" },
        ],
      }),
    ).toBe(true);
    expect(readLedger(s.a, signum, OUT)).toEqual({ moved: true });
    expect((s.a.actor.system as { hp: { value: number } }).hp.value).toBe(3);
    expect(s.messages[0]!.content).toContain("Kira takes 1 damage.");
  });
});

describe("the api's ledger", () => {
  it("installModule wires the movement side into the published api", async () => {
    const s = setup();
    const { host, hooks, game } = fakeHost();
    const api = installModule({ ...host, movement: s.deps }, builtinRulesets());
    hooks.callAll("init");
    expect(game.modules.get(MODULE_ID)?.api).toBe(api);
    await recordMove(s.a, signum, { ran: true }, "m1", OUT);
    expect(api.getLedger(s.a)).toEqual({ ran: true });
    // Without Foundry and without fakes there is no movement side: the api says so plainly.
    const bare = installModule(fakeHost().host, builtinRulesets());
    expect(() => bare.getLedger(s.a)).toThrow(/without the movement side/);
  });

  it("getLedger reads the current ledger; resetLedger forgets it", async () => {
    const s = setup();
    await recordMove(s.a, signum, { moved: true }, "m1", OUT);
    expect(s.runtime.api.getLedger(s.a)).toEqual({ moved: true });
    await s.runtime.api.resetLedger(s.a);
    expect(s.runtime.api.getLedger(s.a)).toEqual({});
  });
});
