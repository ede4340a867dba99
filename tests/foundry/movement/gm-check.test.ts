import { signum } from "../../../src/rulesets/signum";
// The active GM's check of players' committed moves (gm-check.ts): an illegal move is put back
// and reported, and what the player's client charged for it is given back whenever it lands.
// Fake documents; no Foundry, no second client: the "player's client" is simulated by calls.
import { describe, expect, it } from "vitest";
import { MODULE_ID } from "../../../src/foundry/ids";
import { readLedger, recordMove } from "../../../src/foundry/ledger/store";
import type { MoveCard } from "../../../src/foundry/movement/cards";
import type { MovementLike } from "../../../src/foundry/movement/gate";
import { checkPlayerMove, RevertedMoves, type RevertHost } from "../../../src/foundry/movement/gm-check";
import { moveOperationData, operationDataFor, operationGroup } from "../../../src/foundry/movement/share";
import type { PixelWaypoint } from "../../../src/foundry/movement/path";
import { coreMovement } from "../core-fakes";
import { signumTable, testEnv, wp, type TestEnvOptions } from "./fakes";

const OUT = { combatId: null, round: null, turn: null, tokenTurn: null };
const player = { id: "p1", name: "Ana", isGM: false };

/** Core's movement operation as the GM's moveToken hook receives it (running generation). */
const movement = (toX: number, over: Partial<MovementLike> = {}): MovementLike => ({
  ...(coreMovement({ origin: wp(200, 200), waypoints: [wp(toX, 200)] }) as unknown as MovementLike),
  ...over,
});

function setup(o: TestEnvOptions = {}) {
  const { add } = signumTable();
  const a = add("a", 200, 200, { name: "Kira" });
  const env = testEnv({ user: { id: "gm", name: "GM", isGM: true }, ...o });
  const putBack: { origin: PixelWaypoint; revertOf: string }[] = [];
  const whispers: { card: MoveCard; to: readonly string[] }[] = [];
  const host: RevertHost = {
    putBack: (_t, origin, revertOf) => {
      putBack.push({ origin, revertOf });
      return Promise.resolve();
    },
    whisper: (_t, card, to) => {
      whispers.push({ card, to });
      return Promise.resolve();
    },
  };
  const reverted = new RevertedMoves(() => "signum");
  return { a, env, host, putBack, whispers, reverted };
}

describe("checkPlayerMove", () => {
  it("puts an illegal move back where it started and whispers why to the GMs and the player", async () => {
    const s = setup();
    expect(await checkPlayerMove(s.env, s.host, s.a, movement(800), {}, player, s.reverted)).toBe(true);
    expect(s.putBack).toEqual([{ origin: movement(800).origin, revertOf: "mv1" }]);
    expect(s.whispers[0]!.to).toEqual(["p1"]);
    expect(s.whispers[0]!.card).toMatchObject({
      kind: "revert",
      title: "Kira was put back: the move Ana made breaks the movement rules.",
      lines: [{ ruleId: "SIGNUM-MOVE-1" }],
    });
  });

  it("judges with the declarations the player's update carried", async () => {
    const s = setup();
    const operation = { [MODULE_ID]: operationDataFor("a", { declared: { action: "run", values: {} } }) };
    expect(await checkPlayerMove(s.env, s.host, s.a, movement(800), operation, player, s.reverted)).toBe(
      false,
    );
  });

  it("leaves legal moves, GMs' moves, undo, paste, continuations and its own reverts alone", async () => {
    const s = setup();
    const cases: [MovementLike, unknown, typeof player][] = [
      [movement(500), {}, player],
      [movement(800), {}, { ...player, isGM: true }],
      [movement(800, { method: "undo" }), {}, player],
      [movement(800, { method: "paste" }), {}, player],
      [movement(800, { chain: ["mv0"] }), {}, player],
      [movement(800), { [MODULE_ID]: operationDataFor("a", { revertOf: "mv0" }) }, player],
    ];
    for (const [m, op, who] of cases)
      expect(await checkPlayerMove(s.env, s.host, s.a, m, op, who, s.reverted)).toBe(false);
    expect(s.putBack).toEqual([]);
  });

  it("only in enforce mode", async () => {
    for (const mode of ["warn", "off"] as const) {
      const s = setup({ mode });
      expect(await checkPlayerMove(s.env, s.host, s.a, movement(800), {}, player, s.reverted)).toBe(false);
    }
  });

  it("gives back the ledger the player's client charged, before or after the revert", async () => {
    // Charged before the GM looked.
    const s = setup();
    await recordMove(s.a, signum, { moved: true }, "mv1", OUT);
    await checkPlayerMove(s.env, s.host, s.a, movement(800), {}, player, s.reverted);
    expect(readLedger(s.a, signum, OUT)).toEqual({});
    // Charged after: the GM gives it back when the flag update arrives (updateToken).
    const t = setup();
    await checkPlayerMove(t.env, t.host, t.a, movement(800), {}, player, t.reverted);
    await recordMove(t.a, signum, { moved: true }, "mv1", OUT);
    expect(await t.reverted.refundIfCharged(t.a)).toBe(true);
    expect(readLedger(t.a, signum, OUT)).toEqual({});
    // …once: a later legal move is not refunded.
    await recordMove(t.a, signum, { moved: true }, "mv2", OUT);
    expect(await t.reverted.refundIfCharged(t.a)).toBe(false);
  });

  it("reads the module's data and the moving group from an update operation", () => {
    expect(operationGroup({ movement: { a: {}, b: {} } })).toEqual(["a", "b"]);
    expect(operationGroup(null)).toEqual([]);
    expect(moveOperationData({ [MODULE_ID]: operationDataFor("a", { revertOf: "x" }) }, "a")).toEqual({
      revertOf: "x",
    });
    expect(moveOperationData({ [MODULE_ID]: operationDataFor("a", { revertOf: "x" }) }, "b")).toEqual({});
    expect(moveOperationData({}, "a")).toEqual({});
  });
});
