// The ledger in token flags (src/foundry/ledger): staleness per game, undo snapshots, the
// update data Foundry merges, and the store over a fake document whose update follows the
// documented merge (objects merge, arrays replace, `-=key` deletes).
import { mumg } from "../../../src/rulesets/mumg";
import { signum } from "../../../src/rulesets/signum";
import { describe, expect, it } from "vitest";
import { combatNowFor, isTokensTurn, type CombatLike } from "../../../src/foundry/ledger/combat";
import {
  currentValues,
  isStale,
  readEntry,
  resetTimingFor,
  undoLast,
  UNDO_DEPTH,
  withChanges,
  type CombatNow,
  type LedgerEntry,
} from "../../../src/foundry/ledger/ledger";
import { readLedger, recordMove, refundLastMove, resetLedger } from "../../../src/foundry/ledger/store";
import { entryRemoval, entryUpdate, ledgerFlag } from "../../../src/foundry/ledger/update";
import { fakeTokenDoc } from "./fakes";

const out: CombatNow = { combatId: null, round: null, turn: null, tokenTurn: null };
const inCombat = (round: number, turn: number, tokenTurn: number | null = 2): CombatNow => ({
  combatId: "c1",
  round,
  turn,
  tokenTurn,
});
const stamp = (round: number | null, turn: number | null, combatId: string | null = "c1") => ({
  combatId,
  round,
  turn,
});

describe("when a ledger resets", () => {
  it("Signum resets at the model's own turn, MUMG and unknown games at each round", () => {
    expect(resetTimingFor(signum)).toBe("turn");
    expect(resetTimingFor(mumg)).toBe("round");
    expect(resetTimingFor({ id: "homebrew" })).toBe("round");
  });

  it("outside combat a ledger lasts until reset; entering or leaving a combat starts afresh", () => {
    expect(isStale(stamp(null, null, null), out, "round")).toBe(false);
    expect(isStale(stamp(null, null, null), inCombat(1, 0), "round")).toBe(true);
    expect(isStale(stamp(1, 0), out, "round")).toBe(true);
    expect(isStale(stamp(1, 0, "other"), inCombat(1, 0), "round")).toBe(true);
  });

  it("round: spent until the round advances", () => {
    expect(isStale(stamp(2, 3), inCombat(2, 0), "round")).toBe(false);
    expect(isStale(stamp(2, 3), inCombat(3, 0), "round")).toBe(true);
  });

  it("turn: spent until the token's own turn starts again", () => {
    // The token acts third (index 2). Moved in its turn of round 1…
    expect(isStale(stamp(1, 2), inCombat(1, 2), "turn")).toBe(false);
    expect(isStale(stamp(1, 2), inCombat(1, 4), "turn")).toBe(false);
    expect(isStale(stamp(1, 2), inCombat(2, 1), "turn")).toBe(false);
    // …and its turn in round 2 starts afresh.
    expect(isStale(stamp(1, 2), inCombat(2, 2), "turn")).toBe(true);
    // Moved out of turn (a reaction at turn 0 of round 2) before its own turn: still spent then.
    expect(isStale(stamp(2, 0), inCombat(2, 1), "turn")).toBe(false);
    expect(isStale(stamp(2, 0), inCombat(2, 2), "turn")).toBe(true);
  });

  it("a stale ledger reads as empty", () => {
    const entry: LedgerEntry = { ...stamp(1, 2), values: { moved: true }, undo: [] };
    expect(currentValues(entry, inCombat(1, 3), "turn")).toEqual({ moved: true });
    expect(currentValues(entry, inCombat(2, 2), "turn")).toEqual({});
    expect(currentValues(null, out, "round")).toEqual({});
  });
});

describe("combatNowFor", () => {
  const combat = (over: Partial<CombatLike> = {}): CombatLike => ({
    id: "c1",
    started: true,
    round: 2,
    turn: 1,
    turns: [
      { tokenId: "x", sceneId: "s" },
      { tokenId: "a", sceneId: "s" },
    ],
    ...over,
  });

  it("finds the started combat the token fights in, and its place in the order", () => {
    expect(combatNowFor("a", "s", [combat()])).toEqual({ combatId: "c1", round: 2, turn: 1, tokenTurn: 1 });
    expect(isTokensTurn(combatNowFor("a", "s", [combat()]))).toBe(true);
    expect(isTokensTurn(combatNowFor("x", "s", [combat()]))).toBe(false);
  });

  it("a token in no started combat, or on another scene, is outside combat", () => {
    expect(combatNowFor("a", "s", [combat({ started: false })])).toEqual(out);
    expect(combatNowFor("a", "other", [combat()])).toEqual(out);
    expect(combatNowFor("zz", "s", [combat()])).toEqual(out);
  });
});

describe("changes and undo", () => {
  it("merges changes over what is current, stamps now and keeps the values before", () => {
    const a = withChanges(null, { moved: true }, inCombat(1, 2), "turn", "m1");
    expect(a).toMatchObject({ values: { moved: true }, combatId: "c1", round: 1, turn: 2 });
    expect(a.undo).toEqual([{ movementId: "m1", values: {} }]);
    const b = withChanges(a, { ran: true }, inCombat(1, 2), "turn", "m2");
    expect(b.values).toEqual({ moved: true, ran: true });
    expect(undoLast(b)).toMatchObject({ values: { moved: true }, undo: [{ movementId: "m1" }] });
    expect(undoLast(undoLast(b))).toMatchObject({ values: {}, undo: [] });
    expect(undoLast(undoLast(undoLast(b)))).toBeNull();
  });

  it("a stale ledger is replaced, not merged into, and its snapshots are dropped", () => {
    const old = withChanges(null, { moved: true, pow: 2 }, inCombat(1, 2), "round", "m1");
    const fresh = withChanges(old, { pow: 1 }, inCombat(2, 0), "round", "m2");
    expect(fresh.values).toEqual({ pow: 1 });
    expect(fresh.undo).toEqual([{ movementId: "m2", values: {} }]);
  });

  it(`keeps at most ${UNDO_DEPTH} snapshots`, () => {
    let e: LedgerEntry | null = null;
    for (let i = 0; i < UNDO_DEPTH + 5; i++) e = withChanges(e, { n: i }, out, "round", `m${i}`);
    expect(e!.undo).toHaveLength(UNDO_DEPTH);
    expect(e!.undo[0]!.movementId).toBe("m5");
  });

  it("reads only well-typed values from a flag (macros may write anything)", () => {
    const flag = {
      signum: {
        values: { moved: true, n: 2, s: "x", bad: { a: 1 }, nan: Number.NaN },
        combatId: 5,
        round: "2",
        turn: 1,
        undo: [{ movementId: "m", values: { a: true } }, { values: {} }, "junk"],
      },
    };
    expect(readEntry(flag, "signum")).toEqual({
      values: { moved: true, n: 2, s: "x" },
      combatId: null,
      round: null,
      turn: 1,
      undo: [{ movementId: "m", values: { a: true } }],
    });
    expect(readEntry(flag, "mumg")).toBeNull();
    expect(readEntry("nonsense", "signum")).toBeNull();
  });
});

describe("update data and the store", () => {
  it("deletes values the new entry lacks with the -= syntax", () => {
    const prev: LedgerEntry = { ...stamp(null, null, null), values: { moved: true, ran: true }, undo: [] };
    const next: LedgerEntry = { ...prev, values: { moved: true } };
    expect(entryUpdate("signum", prev, next)).toEqual({
      "flags.tabletop-movement.ledger.signum": {
        values: { moved: true, "-=ran": null },
        combatId: null,
        round: null,
        turn: null,
        undo: [],
      },
    });
    expect(entryRemoval("signum")).toEqual({ "flags.tabletop-movement.ledger.-=signum": null });
  });

  it("records a move, gives it back on undo, and the flag holds exactly the entry", async () => {
    const doc = fakeTokenDoc("a");
    await recordMove(doc, signum, { moved: true, ran: true }, "m1", out);
    expect(readLedger(doc, signum, out)).toEqual({ moved: true, ran: true });
    await recordMove(doc, signum, { ran: false }, "m2", out);
    expect(readLedger(doc, signum, out)).toEqual({ moved: true, ran: false });
    expect(await refundLastMove(doc, "signum")).toBe(true);
    expect(readLedger(doc, signum, out)).toEqual({ moved: true, ran: true });
    expect(await refundLastMove(doc, "signum")).toBe(true);
    // The keys the first move added are gone from the stored flag, not only from the reading.
    expect((ledgerFlag(doc) as Record<string, { values: object }>).signum!.values).toEqual({});
    expect(await refundLastMove(doc, "signum")).toBe(false);
  });

  it("a move with no changes writes nothing for a token without a ledger, a snapshot otherwise", async () => {
    const doc = fakeTokenDoc("a");
    await recordMove(doc, signum, null, "m0", out);
    expect(doc.updates).toHaveLength(0);
    await recordMove(doc, signum, { moved: true }, "m1", out);
    await recordMove(doc, signum, null, "m2", out);
    expect(doc.updates).toHaveLength(2);
    // Undoing the unjudged move gives back nothing it did not spend…
    await refundLastMove(doc, "signum");
    expect(readLedger(doc, signum, out)).toEqual({ moved: true });
    // …and undoing the one before gives back the move.
    await refundLastMove(doc, "signum");
    expect(readLedger(doc, signum, out)).toEqual({});
  });

  it("a reset removes the entry outside combat and writes an empty, stamped one in combat", async () => {
    const doc = fakeTokenDoc("a");
    await recordMove(doc, signum, { moved: true }, "m1", out);
    await resetLedger(doc, "signum", out);
    expect(ledgerFlag(doc)).toEqual({});
    await recordMove(doc, signum, { moved: true }, "m2", inCombat(1, 2));
    await resetLedger(doc, "signum", inCombat(1, 3));
    expect(readEntry(ledgerFlag(doc), "signum")).toEqual({ ...stamp(1, 3), values: {}, undo: [] });
  });

  it("the ledgers of different rulesets live side by side", async () => {
    const doc = fakeTokenDoc("a");
    await recordMove(doc, signum, { moved: true }, "m1", out);
    await recordMove(doc, mumg, { pow: 2 }, "m2", out);
    expect(readLedger(doc, signum, out)).toEqual({ moved: true });
    expect(readLedger(doc, mumg, out)).toEqual({ pow: 2 });
  });
});
