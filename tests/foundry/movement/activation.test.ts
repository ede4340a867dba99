// The start of a model's activation in Foundry (src/foundry/movement/activation.ts, wired to
// core's `combatTurnChange` hook in wiring/movement.ts): the ruleset's startActivation asked on
// the one chosen client, its prompts answered with the gate's dialogs and rolls, declare answers
// kept with the ledger, effects applied as after a move. Hook signature from the v13/v14 docs:
// combatTurnChange(combat, prior, current), prior and current CombatHistoryData
// ({round, turn, tokenId, combatantId}), fired on every client after the Combat's update.
import { describe, expect, it } from "vitest";
import { MODULE_ID } from "../../../src/foundry/ids";
import { readCounters } from "../../../src/foundry/effects/counters";
import { readEntry } from "../../../src/foundry/ledger/ledger";
import { ledgerFlag } from "../../../src/foundry/ledger/update";
import { readLedger, recordMove, refundLastMove } from "../../../src/foundry/ledger/store";
import { activationsBegun } from "../../../src/foundry/movement/activation";
import { carnevale } from "../../../src/rulesets/carnevale";
import { judge } from "../../../src/foundry/movement/judge";
import { activationUserId } from "../../../src/foundry/host/users";
import { SURFACE } from "../../../src/rulesets/carnevale/dive";
import { fakeUser, fakeUsers, OWNERSHIP, testUserPermission, USER_ROLES, type FakeUser } from "../core-fakes";
import { fakeRegion, fakeScene, profileFlags, terrainBehavior, type FakeScene } from "../scene/fake-scene";
import { duTable, px } from "../squares/du-table";
import { FakeActor, fakeTokenDoc, wp, type FakeTokenDoc } from "./fakes";
import { setup, type SetupOptions } from "./runtime-fakes";

type Json = Record<string, unknown>;

const PLAYER = { id: "player", name: "Player", isGM: false, isActiveGM: false };
const GM = { id: "gm", name: "GM", isGM: true, isActiveGM: true };
const OWNED = { default: OWNERSHIP.NONE, player: OWNERSHIP.OWNER };

/** A started combat whose only combatant is `tokenId`, at round 1, turn 0 (its turn). */
const combatOf = (tokenId: string, sceneId = "scene1") => ({
  id: "c1",
  started: true,
  round: 1,
  turn: 0,
  turns: [{ tokenId, sceneId }],
});
/** combatTurnChange's prior and current as a combat starts: round 0 before, round 1 turn 0 now. */
const BEFORE = { round: 0, turn: null, tokenId: null, combatantId: null };
const NOW = (tokenId: string) => ({ round: 1, turn: 0, tokenId, combatantId: `cb-${tokenId}` });

/**
 * A gridless Carnevale table, 100 px to the inch: a canal (water) from 8" to 20" across; Guest
 * (30 mm, default profile) in it with `counters` Submerged counters, owned by the player.
 */
function canalTable(submerged: number) {
  const scene = fakeScene({ type: 0 });
  scene.regions.push(
    fakeRegion(
      "canal",
      [{ type: "rectangle", hole: false, x: 1000, y: 200, width: 1200, height: 1000, rotation: 0 }],
      [terrainBehavior("b", { kind: "water" })],
    ),
  );
  const add = (id: string, x: number, y: number, over: Json = {}): FakeTokenDoc => {
    const t = fakeTokenDoc(id, { x, y, flags: profileFlags({ fields: {}, baseMm: 30 }), ...over });
    t.parent = scene;
    scene.tokens.push(t as unknown as FakeScene["tokens"][number]);
    return t;
  };
  const guest = add("g", 1400, 600, {
    name: "Guest",
    flags: {
      [MODULE_ID]: {
        profile: { fields: {}, baseMm: 30 },
        ...(submerged > 0 ? { counters: { submerged } } : {}),
      },
    },
  });
  guest.actor = new FakeActor({ id: "ga", name: "Guest", ownership: OWNED });
  return { scene, add, guest };
}

/** A client of the Carnevale table; `ruleset` the world's. */
function client(o: SetupOptions & { submerged?: number; ruleset?: string } = {}) {
  const table = canalTable(o.submerged ?? 2);
  const s = setup({ combats: [combatOf("g")], ...o, table });
  void s.world.fakeSettings.set(MODULE_ID, "ruleset", o.ruleset ?? "carnevale");
  return { ...s, guest: table.guest };
}

const turnStarts = async (s: ReturnType<typeof setup>, tokenId = "g") => {
  s.hooks.callAll("combatTurnChange", combatOf(tokenId), BEFORE, NOW(tokenId));
  await s.hooks.settle();
};

/** The text of a chat message's HTML, tags dropped. */
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("Ruleset.startActivation in Foundry", () => {
  it("CARN-DIVE-2: a model with 2 Submerged counters at its turn's start is asked; surfacing removes them, keeps the move in the ledger and posts the cards", async () => {
    const s = client({ dialogs: ["choice-0"] });
    await turnStarts(s);
    expect(s.dialogs).toHaveLength(1);
    expect(s.dialogs[0]!.title).toContain("CARN-DIVE-2");
    expect(text(s.dialogs[0]!.content)).toContain(
      "Guest has 2 Submerged counters: remove them and move up to 8.0 in in water?",
    );
    expect(readCounters(s.guest)).toEqual({});
    // The status that marked the counters is off (Actor#toggleStatusEffect with active: false).
    expect(s.guest.actor!.statuses).toEqual([]);
    expect(readEntry(ledgerFlag(s.guest), "carnevale")).toEqual({
      values: { actions: 0, apSpent: 0, chainReady: false, chainUsed: false, submergedMove: 8 },
      combatId: "c1",
      round: 1,
      turn: 0,
      undo: [],
      answers: { surface: { choice: SURFACE } },
    });
    expect(s.messages.map((m) => text(m.content))).toEqual([
      expect.stringContaining("Guest removes 2 Submerged counters and may move up to 8.0 in in water."),
      expect.stringContaining("Guest now carries 0 Submerged counters."),
    ]);
    expect(s.messages[1]!.content).toContain("CARN-DIVE-2");
    expect(s.messages.every((m) => m.whisper === undefined)).toBe(true);
    expect(s.world.notices).toEqual([
      { level: "info", text: "Guest may move up to 8.0 in staying in water." },
    ]);
    // The drag that follows is judged with what the start allowed: 8" in water, for no AP.
    const j = judge(s.runtime.env(), {
      token: s.guest,
      waypoints: [wp(1400, 600), wp(1400, 600, { action: "submerged-move" })],
      groupIds: [],
      preview: true,
      declared: { values: {} },
    });
    if (j.kind !== "verdict") throw new Error("expected a verdict");
    expect([j.verdict.allowance, j.verdict.cost.amount]).toEqual([8, 0]);
  });

  it("CARN-DIVE-2: core's undo of the activation's first move gives back that move only, not what the start allowed", async () => {
    const s = client({ dialogs: ["choice-0"] });
    await turnStarts(s);
    const now = { combatId: "c1", round: 1, turn: 0, tokenTurn: 0 };
    const spent = { actions: 1, apSpent: 0, chainReady: false, chainUsed: false, submergedMove: 0 };
    await recordMove(s.guest, carnevale, spent, "mv1", now);
    expect(readLedger(s.guest, carnevale, now)).toEqual(spent);
    expect(await refundLastMove(s.guest, "carnevale")).toBe(true);
    expect(readLedger(s.guest, carnevale, now)).toEqual({
      actions: 0,
      apSpent: 0,
      chainReady: false,
      chainUsed: false,
      submergedMove: 8,
    });
    // The start left no snapshot: a second undo has nothing to give back.
    expect(await refundLastMove(s.guest, "carnevale")).toBe(false);
  });

  it("CARN-DIVE-2: staying submerged keeps the counters and the choice, and changes nothing else", async () => {
    const s = client({ dialogs: ["choice-1"] });
    await turnStarts(s);
    expect(readCounters(s.guest)).toEqual({ submerged: 2 });
    expect(readEntry(ledgerFlag(s.guest), "carnevale")).toEqual({
      values: {},
      combatId: "c1",
      round: 1,
      turn: 0,
      undo: [],
      answers: { surface: { choice: "TTM.Carnevale.Choice.Stay" } },
    });
    expect(s.messages.map((m) => text(m.content))).toEqual([
      expect.stringContaining("Guest stays submerged with 2 Submerged counters."),
    ]);
    expect(s.world.notices).toEqual([]);
  });

  it("CARN-DIVE-2: cancelling the dialog leaves the flags and the ledger untouched and posts nothing", async () => {
    const s = client({ dialogs: [null] });
    const flags = structuredClone(s.guest.flags);
    await turnStarts(s);
    expect(s.dialogs).toHaveLength(1);
    expect(s.guest.flags).toEqual(flags);
    expect(s.guest.updates).toEqual([]);
    expect(s.guest.actor!.updates).toEqual([]);
    expect(s.messages).toEqual([]);
    expect(s.world.notices).toEqual([]);
  });

  it("CARN-DIVE-2: a model without Submerged counters is asked nothing and nothing is written", async () => {
    const s = client({ submerged: 0 });
    await turnStarts(s);
    expect([s.dialogs, s.messages, s.guest.updates, s.world.notices]).toEqual([[], [], [], []]);
  });

  it("Signum and MUMG have no startActivation: a turn's start asks nothing and posts nothing", async () => {
    for (const ruleset of ["signum", "mumg"]) {
      const s = setup({ combats: [combatOf("a")] });
      void s.world.fakeSettings.set(MODULE_ID, "ruleset", ruleset);
      s.a.actor = new FakeActor({ id: "aa", name: "Kira", ownership: OWNED });
      await turnStarts(s, "a");
      expect([ruleset, s.dialogs, s.messages, s.a.updates, s.world.notices]).toEqual([
        ruleset,
        [],
        [],
        [],
        [],
      ]);
    }
  });

  it("CARN-DIVE-2: outside the combat tracker, api.startActivation begins it on this client", async () => {
    const s = client({ dialogs: ["choice-0"], combats: [] });
    expect(await s.runtime.api.startActivation(s.guest)).toBe("started");
    expect(readCounters(s.guest)).toEqual({});
    expect(readEntry(ledgerFlag(s.guest), "carnevale")).toEqual({
      values: { actions: 0, apSpent: 0, chainReady: false, chainUsed: false, submergedMove: 8 },
      combatId: null,
      round: null,
      turn: null,
      undo: [],
      answers: { surface: { choice: SURFACE } },
    });
    expect(s.messages).toHaveLength(2);
    // Nothing left to happen: asked again, nothing is asked.
    expect(await s.runtime.api.startActivation(s.guest)).toBe("none");
    expect(s.dialogs).toHaveLength(1);
  });

  it("a GM stepping the tracker back begins no activation", async () => {
    const s = client({ dialogs: ["choice-0"] });
    s.hooks.callAll("combatTurnChange", combatOf("g"), { ...NOW("g"), round: 2 }, NOW("g"));
    await s.hooks.settle();
    expect([s.dialogs, s.messages, s.guest.updates]).toEqual([[], [], []]);
  });
});

describe("DU-SWIM-1: the swim roll when a hero's activation begins in deep water", () => {
  /** Borgron (Agility 4, no shield) at square (3, 3) in a pool three squares wide, the floor beyond. */
  function pool(o: SetupOptions = {}) {
    const t = duTable();
    const { x, y } = px(3, 3);
    t.scene.regions.push(
      fakeRegion(
        "pool",
        [{ type: "rectangle", hole: false, x, y, width: 300, height: 100, rotation: 0 }],
        [terrainBehavior("deep", { kind: "deep-water", direction: 0 })],
      ),
    );
    // setup's own first token (Kira) goes to the far corner, out of the way (and of Safe Zones).
    const add = (id: string, _x: number, _y: number, over: Json = {}) => t.add(id, 23, 17, {}, over);
    const s = setup({ ...o, table: { scene: t.scene, add }, combats: [combatOf("borgron")] });
    void s.world.fakeSettings.set(MODULE_ID, "ruleset", "dungeon-universalis");
    const borgron = t.add("borgron", 3, 3, { agility: 4, hero: true }, { name: "Borgron" });
    borgron.actor = new FakeActor({ id: "ba", name: "Borgron", ownership: OWNED });
    return { ...s, borgron };
  }

  it("DU-SWIM-1: the 2D6 is rolled at the turn's start, kept with the ledger, and the drag then has the swim allowance", async () => {
    const s = pool({ dice: [3, 5] });
    await turnStarts(s, "borgron");
    expect(s.dialogs).toHaveLength(1);
    expect(s.dialogs[0]!.title).toContain("DU-SWIM-1");
    expect(readEntry(ledgerFlag(s.borgron), "dungeon-universalis")).toEqual({
      values: {},
      combatId: "c1",
      round: 1,
      turn: 0,
      undo: [],
      answers: { swim: { dice: [3, 5] } },
    });
    expect(s.messages).toHaveLength(1);
    expect(text(s.messages[0]!.content)).toContain(
      "Rolled 2d6: 3, 5 (total 8) Borgron swims: 3 + 5, 4 squares",
    );
    expect(s.world.notices).toEqual([]);
    // Swims 2 and walks 2: four squares east is the most the drag allows, and nothing is asked.
    const path = (to: number) => [wp(px(3, 3).x, px(3, 3).y), wp(px(to, 3).x, px(3, 3).y)];
    const env = s.runtime.env();
    const four = judge(env, {
      token: s.borgron,
      waypoints: path(7),
      groupIds: [],
      preview: true,
      declared: { values: {} },
    });
    const five = judge(env, {
      token: s.borgron,
      waypoints: path(8),
      groupIds: [],
      preview: true,
      declared: { values: {} },
    });
    if (four.kind !== "verdict" || five.kind !== "verdict") throw new Error("expected verdicts");
    // A hero alone on the board is in no Safe Zone once it moves (DU-SAFE-1's note, for the GM).
    expect([four.verdict.legal, four.verdict.allowance, four.verdict.prompts, four.verdict.reasons]).toEqual([
      true,
      4,
      [expect.objectContaining({ id: "swim", phase: "declare" })],
      [
        {
          ruleId: "DU-SAFE-1",
          key: "TTM.Du.Reason.LeavesSafeZone",
          data: { name: "Borgron" },
          severity: "info",
        },
      ],
    ]);
    expect(five.verdict.reasons).toEqual([
      { ruleId: "DU-SWIM-1", key: "TTM.Du.Reason.TooFar", data: { allowance: 4 }, severity: "illegal" },
      {
        ruleId: "DU-SAFE-1",
        key: "TTM.Du.Reason.LeavesSafeZone",
        data: { name: "Borgron" },
        severity: "info",
      },
    ]);
  });

  it("DU-SWIM-1: on dry floor nothing is rolled", async () => {
    const s = pool();
    await s.borgron.update({ x: px(3, 6).x, y: px(3, 6).y });
    await turnStarts(s, "borgron");
    expect([s.dialogs, s.messages, s.world.notices]).toEqual([[], [], []]);
  });
});

describe("exactly one client starts the activation", () => {
  it("CARN-DIVE-2: with the owning player and the GM connected, only the player's client asks and writes", async () => {
    const player = client({ user: PLAYER, dialogs: ["choice-0"] });
    const gm = client({ user: GM, dialogs: ["choice-0"] });
    await turnStarts(player);
    await turnStarts(gm);
    expect([player.dialogs.length, player.messages.length]).toEqual([1, 2]);
    expect(readCounters(player.guest)).toEqual({});
    expect([gm.dialogs, gm.messages, gm.guest.updates]).toEqual([[], [], []]);
  });

  it("CARN-DIVE-2: with the owner offline the active GM asks; another player does not", async () => {
    const users = [
      fakeUser("player", USER_ROLES.PLAYER, false),
      fakeUser("p2", USER_ROLES.PLAYER),
      fakeUser("gm", USER_ROLES.GAMEMASTER),
    ];
    const other = client({ users, user: { id: "p2", name: "P2", isGM: false }, dialogs: ["choice-0"] });
    const gm = client({ users, user: GM, dialogs: ["choice-0"] });
    await turnStarts(other);
    await turnStarts(gm);
    expect([other.dialogs, other.messages]).toEqual([[], []]);
    expect([gm.dialogs.length, gm.messages.length]).toEqual([1, 2]);
    expect(readCounters(gm.guest)).toEqual({});
  });

  it("the choice: the first active non-GM owner in world order, else the active GM, else nobody", () => {
    const choose = (users: FakeUser[], ownership: Record<string, number>) => {
      const all = fakeUsers(users);
      return activationUserId(
        all.contents,
        (u) => testUserPermission(ownership, u, "OWNER"),
        all.activeGM?.id ?? null,
      );
    };
    const p = (id: string, active = true) => fakeUser(id, USER_ROLES.PLAYER, active);
    const gm = fakeUser("gm", USER_ROLES.GAMEMASTER);
    const assistant = fakeUser("asst", USER_ROLES.ASSISTANT);
    expect(choose([p("a"), p("b"), gm], { b: 3, a: 2 })).toBe("b");
    expect(choose([p("a"), p("b"), gm], { default: 3 })).toBe("a");
    expect(choose([p("a", false), p("b"), gm], { a: 3, b: 3 })).toBe("b");
    expect(choose([p("a", false), assistant, gm], { a: 3 })).toBe("gm");
    expect(choose([p("a", false), assistant], { a: 3 })).toBe("asst");
    expect(choose([p("a", false), fakeUser("gm", USER_ROLES.GAMEMASTER, false)], { a: 3 })).toBeNull();
    // An owner of the token through the INHERIT level falls back to the default.
    expect(choose([p("a"), gm], { a: OWNERSHIP.INHERIT, default: 3 })).toBe("a");
  });
});

describe("whose activation a turn change begins", () => {
  const combat = {
    id: "c1",
    started: true,
    round: 2,
    turn: 1,
    turns: [
      { tokenId: "x", sceneId: "s" },
      { tokenId: "y", sceneId: "s" },
      { tokenId: null, sceneId: "s" },
    ],
  };
  const at = (round: number, turn: number | null, tokenId: string | null) => ({ round, turn, tokenId });

  it("per turn (ledgerResets 'turn'): the token whose turn it now is, going forward only", () => {
    expect(activationsBegun(combat, at(2, 0, "x"), at(2, 1, "y"), "turn")).toEqual([
      { tokenId: "y", sceneId: "s" },
    ]);
    expect(activationsBegun(combat, at(1, 1, "y"), at(2, 0, "x"), "turn")).toEqual([
      { tokenId: "x", sceneId: "s" },
    ]);
    expect(activationsBegun(combat, at(2, 1, "y"), at(2, 0, "x"), "turn")).toEqual([]);
    expect(activationsBegun(combat, at(2, 1, "y"), at(2, 1, "y"), "turn")).toEqual([]);
    expect(activationsBegun({ ...combat, started: false }, at(2, 0, "x"), at(2, 1, "y"), "turn")).toEqual([]);
    // No token id in the state: the combatant at that turn.
    expect(activationsBegun(combat, at(2, 0, "x"), at(2, 1, null), "turn")).toEqual([
      { tokenId: "y", sceneId: "s" },
    ]);
  });

  it("per round (ledgerResets 'round'): every combatant's token when a new round starts, nobody within it", () => {
    expect(activationsBegun(combat, at(1, 1, "y"), at(2, 0, "x"), "round")).toEqual([
      { tokenId: "x", sceneId: "s" },
      { tokenId: "y", sceneId: "s" },
    ]);
    expect(activationsBegun(combat, at(2, 0, "x"), at(2, 1, "y"), "round")).toEqual([]);
  });
});
