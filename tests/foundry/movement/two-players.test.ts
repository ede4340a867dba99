// Two players at once, and a player who goes round the ruler. Each client is a movement side
// over fakes (runtime-fakes.ts) with its own copy of the scene, as each browser holds one; the
// "server" relays an update operation as JSON to every client's moveToken hook (v13/v14 docs:
// hookEvents.moveToken(document, movement, operation, user)). userConnected(user, connected)
// fires on the other clients when a user joins or leaves (hookEvents.userConnected, v13/v14).
import { describe, expect, it } from "vitest";
import { readLedger } from "../../../src/foundry/ledger/store";
import { signum } from "../../../src/rulesets/signum";
import { coreMovement } from "../core-fakes";
import { wp, type FakeTokenDoc } from "./fakes";
import { OUT, playerDocument, setup } from "./runtime-fakes";

const ANA = { id: "ana", name: "Ana", isGM: false };
const BO = { id: "bo", name: "Bo", isGM: false };
const GM = { id: "gm", name: "GM", isGM: true };

/** One client: the user, the world as they see it (Kira "a" at 200,200 and Bex "b" at 900,900). */
function client(user: typeof ANA | typeof GM, active = user.isGM) {
  const s = setup({ mode: "enforce", user: { ...user, isActiveGM: active } });
  const b = s.add("b", 900, 900, { name: "Bex" });
  s.hooks.callAll("init");
  return { ...s, b, token: (id: string): FakeTokenDoc => (id === "a" ? s.a : b) };
}

/** A direct move of a token 300 px (7.5 cm, a walk) or 900 px (22.5 cm, too far) down. */
const down = (id: string, from: [number, number], px: number, over: object = {}) =>
  coreMovement({
    id: `mv-${id}`,
    origin: wp(from[0], from[1]),
    waypoints: [wp(from[0], from[1] + px)],
    ...over,
  });

/** Signum's reminder after any move (SIGNUM: melee but no shooting), a notice to the mover. */
const MELEE = {
  level: "info",
  text: "Having moved, the model may still fight in melee but not shoot this turn.",
};

const wire = (o: object): object => JSON.parse(JSON.stringify(o)) as object;

describe("two players moving different tokens at once", () => {
  it("each move is judged on its own client, each reaches every client, nothing is lost", async () => {
    const ana = client(ANA);
    const bo = client(BO);
    const gm = client(GM);
    const moves = { a: down("a", [200, 200], 300), b: down("b", [900, 900], 300) };
    const ops = { a: { movement: { a: {} } }, b: { movement: { b: {} } } };
    // Both gates run at the same time, each on its own player's client.
    const [aOk, bOk] = await Promise.all([
      playerDocument(ana, ana.a)._preUpdateMovement(moves.a, ops.a),
      playerDocument(bo, bo.b)._preUpdateMovement(moves.b, ops.b),
    ]);
    expect([aOk, bOk]).toEqual([undefined, undefined]);
    // The server relays both updates to every client, interleaved.
    for (const c of [ana, bo, gm]) {
      c.hooks.callAll("moveToken", c.token("a"), moves.a, wire(ops.a), ANA);
      c.hooks.callAll("moveToken", c.token("b"), moves.b, wire(ops.b), BO);
    }
    await Promise.all([ana.hooks.settle(), bo.hooks.settle(), gm.hooks.settle()]);
    // Each mover's client wrote its own token's ledger, and only that one.
    expect(readLedger(ana.a, signum, OUT)).toEqual({ moved: true, ran: false });
    expect(readLedger(ana.b, signum, OUT)).toEqual({});
    expect(readLedger(bo.b, signum, OUT)).toEqual({ moved: true, ran: false });
    expect(readLedger(bo.a, signum, OUT)).toEqual({});
    // The GM judged both again and left both; each mover got their own move's reminder, once.
    expect(gm.putBack).toEqual([]);
    expect([ana.messages, bo.messages, gm.messages]).toEqual([[], [], []]);
    expect([ana.world.notices, bo.world.notices, gm.world.notices]).toEqual([[MELEE], [MELEE], []]);
  });

  it("one illegal move stops only itself: the other player's move at the same time goes through", async () => {
    const ana = client(ANA);
    const bo = client(BO);
    const moves = { a: down("a", [200, 200], 300), b: down("b", [900, 900], 900) };
    const [aOk, bOk] = await Promise.all([
      playerDocument(ana, ana.a)._preUpdateMovement(moves.a, { movement: { a: {} } }),
      playerDocument(bo, bo.b)._preUpdateMovement(moves.b, { movement: { b: {} } }),
    ]);
    expect([aOk, bOk]).toEqual([undefined, false]);
    ana.hooks.callAll("moveToken", ana.a, moves.a, { movement: { a: {} } }, ANA);
    await ana.hooks.settle();
    expect(readLedger(ana.a, signum, OUT)).toEqual({ moved: true, ran: false });
    expect(readLedger(bo.b, signum, OUT)).toEqual({});
    expect(bo.world.notices.map((n) => n.level)).toEqual(["warn"]);
    expect(ana.world.notices).toEqual([MELEE]);
  });
});

describe("a player calling TokenDocument#move directly with an illegal move, in enforce mode", () => {
  const api = () => down("a", [200, 200], 900, { method: "api" });

  it("SIGNUM-MOVE-1: the player's own client refuses it, as it refuses a drag", async () => {
    const ana = client(ANA);
    expect(await playerDocument(ana, ana.a)._preUpdateMovement(api(), { movement: { a: {} } })).toBe(false);
    expect(ana.world.notices).toEqual([
      {
        level: "warn",
        text: "Kira cannot move there: 22.5 cm is more than the 10.0 cm of movement M. (SIGNUM-MOVE-1)",
      },
    ]);
    expect(readLedger(ana.a, signum, OUT)).toEqual({});
  });

  it("should it reach the server anyway (a client without the module), the active GM's client puts it back and reports it", async () => {
    const gm = client(GM);
    const plainGm = client({ ...GM, id: "gm2" }, false);
    for (const c of [gm, plainGm])
      c.hooks.callAll("moveToken", c.a, api(), wire({ movement: { a: {} } }), ANA);
    await Promise.all([gm.hooks.settle(), plainGm.hooks.settle()]);
    expect(gm.putBack).toEqual([{ id: "a", x: 200, y: 200, revertOf: "mv-a" }]);
    expect(gm.messages.map((m) => m.whisper)).toEqual([["gm", "ana"]]);
    expect(gm.messages[0]!.content).toContain(
      "Kira was put back: the move Ana made breaks the movement rules.",
    );
    // Only the active GM acts.
    expect(plainGm.putBack).toEqual([]);
    expect(plainGm.messages).toEqual([]);
  });

  it("with no GM connected it is judged on the mover's client, and the GM is told when they connect", async () => {
    const ana = client(ANA);
    let connected = false;
    ana.deps.gmConnected = () => connected;
    expect(await playerDocument(ana, ana.a)._preUpdateMovement(api(), { movement: { a: {} } })).toBe(false);
    expect(ana.messages).toEqual([]);
    // Another player joining, or a GM leaving, tells nobody.
    ana.hooks.callAll("userConnected", BO, true);
    ana.hooks.callAll("userConnected", GM, false);
    await ana.hooks.settle();
    expect(ana.messages).toEqual([]);
    connected = true;
    ana.hooks.callAll("userConnected", GM, true);
    await ana.hooks.settle();
    expect(ana.messages.map((m) => m.whisper)).toEqual([["gm"]]);
    const content = ana.messages[0]!.content;
    expect(content).toContain(
      "While no Gamemaster was connected, Ana tried to move Kira against the movement rules; the move was refused.",
    );
    expect(content).toContain("SIGNUM-MOVE-1");
    // Told once: a second GM connecting later finds nothing left to tell.
    ana.hooks.callAll("userConnected", { ...GM, id: "gm2" }, true);
    await ana.hooks.settle();
    expect(ana.messages).toHaveLength(1);
    expect(readLedger(ana.a, signum, OUT)).toEqual({});
  });

  it("with a GM connected the refusal is not queued: that GM's own check covers what reaches the server", async () => {
    const ana = client(ANA);
    ana.deps.gmConnected = () => true;
    expect(await playerDocument(ana, ana.a)._preUpdateMovement(api(), { movement: { a: {} } })).toBe(false);
    ana.hooks.callAll("userConnected", GM, true);
    await ana.hooks.settle();
    expect(ana.messages).toEqual([]);
  });
});
