// What reaches the other clients. Two simulated clients, the moving player's and the active
// GM's, each a movement side over fakes (runtime-fakes.ts). Foundry sends an update operation to
// the server and on to every client as data (JSON over its socket); each client's moveToken hook
// receives that operation (v13 and v14 docs: hookEvents.moveToken `operation`, "the update
// operation that contains the movement"). The "server" below is that JSON round trip, so only
// what survives it reaches the GM: the declarations written onto the operation in
// TokenDocument#_preUpdateMovement, per token of a group drag.
import { describe, expect, it } from "vitest";
import { MODULE_ID } from "../../../src/foundry/ids";
import { readLedger } from "../../../src/foundry/ledger/store";
import { moveOperationData } from "../../../src/foundry/movement/share";
import { signum } from "../../../src/rulesets/signum";
import { coreMovement, GEN } from "../core-fakes";
import { wp } from "./fakes";
import { OUT, RUN, playerDocument, setup } from "./runtime-fakes";

const PLAYER = { id: "player", name: "Player", isGM: false };

/** The server: the operation as data, as every other client receives it. */
const overTheWire = (operation: object): object => JSON.parse(JSON.stringify(operation)) as object;

/** A group drag of a and b, 15 cm down each: legal only for a run (Signum: M 10 cm, run L). */
function groupDrag() {
  const player = setup({ controlled: ["a", "b"] });
  const b = player.add("b", 400, 200, { name: "Bex" });
  player.hooks.callAll("init");
  const moves = {
    a: coreMovement({ id: "mv-a", origin: wp(200, 200), waypoints: [wp(200, 800)] }),
    b: coreMovement({ id: "mv-b", origin: wp(400, 200), waypoints: [wp(400, 800)] }),
  };
  // One update operation moves the whole group; core keys its movement by token id.
  const operation: Record<string, unknown> = { movement: { a: {}, b: {} } };
  return { player, b, moves, operation };
}

function gmClient() {
  const gm = setup({ user: { id: "gm", name: "GM", isGM: true, isActiveGM: true } });
  const b = gm.add("b", 400, 200, { name: "Bex" });
  return { gm, b };
}

describe("the declarations a move was judged with reach the GM's client", () => {
  it("a declared run travels on the update operation: the GM judges the same move and leaves it", async () => {
    const { player, b, moves, operation } = groupDrag();
    expect(player.runtime.declare(RUN)).toBe(true);
    for (const [token, m] of [
      [player.a, moves.a],
      [b, moves.b],
    ] as const)
      expect(await playerDocument(player, token)._preUpdateMovement(m, operation)).toBeUndefined();

    const wire = overTheWire(operation);
    const { gm, b: gmB } = gmClient();
    gm.hooks.callAll("moveToken", gm.a, moves.a, wire, PLAYER);
    gm.hooks.callAll("moveToken", gmB, moves.b, wire, PLAYER);
    await gm.hooks.settle();
    expect(gm.putBack).toEqual([]);
    expect(gm.messages).toEqual([]);
  });

  it("without them the GM would put the run back: the check depends on what arrived", async () => {
    const { moves } = groupDrag();
    const { gm } = gmClient();
    gm.hooks.callAll("moveToken", gm.a, moves.a, overTheWire({ movement: { a: {}, b: {} } }), PLAYER);
    await gm.hooks.settle();
    expect(gm.putBack).toEqual([{ id: "a", x: 200, y: 200, revertOf: "mv-a" }]);
  });

  it("in a group drag each token keeps its own declarations", async () => {
    const { player, b, operation } = groupDrag();
    const moves = {
      a: coreMovement({ id: "mv-a", origin: wp(200, 200), waypoints: [wp(200, 800)] }), // 15 cm: a run
      b: coreMovement({ id: "mv-b", origin: wp(400, 200), waypoints: [wp(400, 500)] }), // 7.5 cm: a walk
    };
    player.runtime.declare(RUN);
    await playerDocument(player, player.a)._preUpdateMovement(moves.a, operation);
    // The player clears the declaration before b's gate runs (a key between the two checks).
    player.runtime.declare({ kind: "clear" });
    await playerDocument(player, b)._preUpdateMovement(moves.b, operation);
    const wire = overTheWire(operation);
    expect(moveOperationData(wire, "a")).toEqual({ declared: { action: "run", values: {} } });
    expect(moveOperationData(wire, "b")).toEqual({ declared: { values: {} } });
    expect(Object.keys((wire as Record<string, { tokens: object }>)[MODULE_ID]!.tokens)).toEqual(["a", "b"]);

    const { gm, b: gmB } = gmClient();
    gm.hooks.callAll("moveToken", gm.a, moves.a, wire, PLAYER);
    gm.hooks.callAll("moveToken", gmB, moves.b, wire, PLAYER);
    await gm.hooks.settle();
    // b's data did not replace a's: a is judged as the run it was, b as its walk.
    expect(gm.putBack).toEqual([]);
  });
});

describe("effects once the token has arrived", () => {
  it(`v${GEN}: the ledger is written ${GEN === 14 ? "when movement.finished resolves" : "when moveToken fires"}; the declarations are spent at once`, async () => {
    const s = setup({ controlled: ["a"] });
    s.hooks.callAll("init");
    s.runtime.declare(RUN);
    let finish: (done: boolean) => void = () => undefined;
    const finished = new Promise<boolean>((resolve) => (finish = resolve));
    const m = coreMovement({ origin: wp(200, 200), waypoints: [wp(200, 800)], finished });
    // The gate ran on this client and kept the move (its _preUpdateMovement).
    await playerDocument(s, s.a)._preUpdateMovement(m, { movement: { a: {} } });
    s.hooks.callAll("moveToken", s.a, m, {}, PLAYER);
    await new Promise((r) => setTimeout(r, 0));
    expect(s.runtime.store.mine()).toEqual({ values: {} });
    expect(readLedger(s.a, signum, OUT)).toEqual(GEN === 14 ? {} : { moved: true, ran: true });
    finish(true);
    await s.hooks.settle();
    expect(readLedger(s.a, signum, OUT)).toEqual({ moved: true, ran: true });
  });

  it(`v${GEN}: the GM puts an illegal move back ${GEN === 14 ? "once the token has arrived" : "when moveToken fires"}`, async () => {
    const { gm } = gmClient();
    let finish: (done: boolean) => void = () => undefined;
    const finished = new Promise<boolean>((resolve) => (finish = resolve));
    const m = coreMovement({ id: "mv-a", origin: wp(200, 200), waypoints: [wp(200, 800)], finished });
    gm.hooks.callAll("moveToken", gm.a, m, {}, PLAYER);
    await new Promise((r) => setTimeout(r, 0));
    expect(gm.putBack).toHaveLength(GEN === 14 ? 0 : 1);
    finish(true);
    await gm.hooks.settle();
    expect(gm.putBack).toEqual([{ id: "a", x: 200, y: 200, revertOf: "mv-a" }]);
  });
});
