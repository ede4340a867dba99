// Refusals made while no GM is connected reach the GM even when the player has gone (issue 14,
// "with no GM connected the move is judged on the mover's client and the GM is told when they
// connect"). Each client is a movement side over fakes (runtime-fakes.ts); the fake "server"
// below holds the User documents' flags the way core does: a client's `User#update` is sent to
// the server, which applies it and fires `updateUser(user, changed, options, userId)` on every
// connected client, the writer included (v13/v14 docs: hookEvents.updateDocument, `changed`
// being the differential data with the document's `_id`). No Foundry runs here.
import { describe, expect, it } from "vitest";
import { MODULE_ID, UNTOLD_FLAG } from "../../../src/foundry/ids";
import { readLedger } from "../../../src/foundry/ledger/store";
import {
  readUntold,
  UNTOLD_KEPT,
  UntoldTeller,
  untoldSpeaker,
  withUntold,
  type UntoldEntry,
  type UntoldStore,
} from "../../../src/foundry/movement/untold";
import { signum } from "../../../src/rulesets/signum";
import { coreMovement } from "../core-fakes";
import { wp } from "./fakes";
import { OUT, playerDocument, setup } from "./runtime-fakes";

const ANA = { id: "ana", name: "Ana", isGM: false };
const GM = { id: "gm", name: "GM", isGM: true };
const GM2 = { id: "gm2", name: "Second GM", isGM: true };

type Client = ReturnType<typeof setup>;

/** The server's User documents (their flags) and the clients connected to it. */
class FakeUserServer {
  readonly flags = new Map<string, Record<string, unknown>>();
  readonly clients = new Set<Client>();
  readonly updates: { userId: string; by: string }[] = [];
  failWrites = false;

  constructor(readonly users: readonly { id: string }[]) {
    for (const u of users) this.flags.set(u.id, {});
  }

  /** The store a client's host layer gives the movement side, writing as `writer`. */
  store(writer: string): UntoldStore {
    let n = 0;
    return {
      read: (userId) =>
        (this.flags.get(userId)?.[MODULE_ID] as Record<string, unknown> | undefined)?.[UNTOLD_FLAG],
      write: (userId, entries) => this.update(userId, writer, entries),
      userIds: () => this.users.map((u) => u.id),
      newId: () => `${writer}-${++n}`,
    };
  }

  private update(userId: string, by: string, entries: readonly UntoldEntry[]): Promise<void> {
    if (this.failWrites) return Promise.reject(new Error(`${by} lacks permission to update User ${userId}`));
    // As JSON, the way an update travels and is stored.
    const value = JSON.parse(JSON.stringify(entries)) as unknown;
    const user = this.flags.get(userId)!;
    user[MODULE_ID] = { ...(user[MODULE_ID] as object | undefined), [UNTOLD_FLAG]: value };
    this.updates.push({ userId, by });
    const changed = { _id: userId, flags: { [MODULE_ID]: { [UNTOLD_FLAG]: value } } };
    for (const c of this.clients)
      c.hooks.callAll("updateUser", { id: userId, flags: user }, changed, { diff: true }, by);
    return Promise.resolve();
  }

  /** A client joining: its movement side over this server's users; `ready` fires once it is set up. */
  connect(user: typeof ANA, active = user.isGM): Client {
    const c = setup({ mode: "enforce", user: { ...user, isActiveGM: active } });
    c.deps.untold = this.store(user.id);
    c.hooks.callAll("init");
    this.clients.add(c);
    c.hooks.callAll("ready");
    return c;
  }

  leave(c: Client): void {
    this.clients.delete(c);
  }
}

/** A direct move of Kira 900 px (22.5 cm) down: more than her 10 cm of movement M. */
const tooFar = () =>
  coreMovement({ id: "mv-a", origin: wp(200, 200), waypoints: [wp(200, 1100)], method: "api" });

const REFUSED_TITLE =
  "While no Gamemaster was connected, Ana tried to move Kira against the movement rules; the move was refused.";

async function refuse(ana: Client): Promise<void> {
  expect(await playerDocument(ana, ana.a)._preUpdateMovement(tooFar(), { movement: { a: {} } })).toBe(false);
  await ana.hooks.settle();
}

describe("refusals kept for a GM who is not connected", () => {
  it("SIGNUM-MOVE-1: kept on the player's user, told by the GM's client when it starts, after the player has left", async () => {
    const server = new FakeUserServer([ANA, GM]);
    const ana = server.connect(ANA);
    ana.deps.gmConnected = () => false;
    await refuse(ana);
    // Nothing in chat yet: the refusal is on Ana's own user, written by her client.
    expect(ana.messages).toEqual([]);
    expect(server.updates).toEqual([{ userId: "ana", by: "ana" }]);
    const kept = readUntold(server.store("x").read("ana"));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.id).toBe("ana-1");
    expect(kept[0]!.speaker).toEqual({ alias: "Kira" });
    expect(kept[0]!.card.kind).toBe("revert");
    expect(kept[0]!.card.title).toBe(REFUSED_TITLE);
    expect(kept[0]!.card.lines.map((l) => l.ruleId)).toEqual(["SIGNUM-MOVE-1"]);
    server.leave(ana);

    const gm = server.connect(GM);
    await gm.hooks.settle();
    expect(gm.messages.map((m) => [m.speaker, m.whisper])).toEqual([[{ alias: "Kira" }, ["gm"]]]);
    expect(gm.messages[0]!.content).toContain(REFUSED_TITLE);
    expect(gm.messages[0]!.content).toContain("SIGNUM-MOVE-1");
    // Told once: the GM's client cleared the flag, and a second GM starting finds nothing.
    expect(server.updates).toEqual([
      { userId: "ana", by: "ana" },
      { userId: "ana", by: "gm" },
    ]);
    expect(readUntold(server.store("x").read("ana"))).toEqual([]);
    const gm2 = server.connect(GM2, false);
    await gm2.hooks.settle();
    await gm.hooks.settle();
    expect(gm2.messages).toEqual([]);
    expect(gm.messages).toHaveLength(1);
    expect(readLedger(ana.a, signum, OUT)).toEqual({});
  });

  it("a refusal kept while the GM's client is already running is told at once, by the active GM only", async () => {
    const server = new FakeUserServer([ANA, GM, GM2]);
    const gm = server.connect(GM);
    const other = server.connect(GM2, false);
    const ana = server.connect(ANA);
    // Ana's client had not yet seen the GM arrive.
    ana.deps.gmConnected = () => false;
    await refuse(ana);
    await Promise.all([gm.hooks.settle(), other.hooks.settle(), ana.hooks.settle()]);
    expect(gm.messages.map((m) => m.whisper)).toEqual([["gm"]]);
    expect(gm.messages[0]!.content).toContain(REFUSED_TITLE);
    expect(other.messages).toEqual([]);
    expect(ana.messages).toEqual([]);
    // The GM's clearing write fired updateUser too; it found nothing more to tell.
    expect(server.updates).toEqual([
      { userId: "ana", by: "ana" },
      { userId: "ana", by: "gm" },
    ]);
  });

  it("with a GM connected nothing is kept: that GM's own check covers what reaches the server", async () => {
    const server = new FakeUserServer([ANA, GM]);
    const ana = server.connect(ANA);
    ana.deps.gmConnected = () => true;
    await refuse(ana);
    expect(server.updates).toEqual([]);
    expect(ana.world.notices.map((n) => n.level)).toEqual(["warn"]);
  });

  it("when the flag cannot be written the refusal stays in the client's memory and goes to the first GM who connects", async () => {
    const server = new FakeUserServer([ANA, GM]);
    const ana = server.connect(ANA);
    let connected = false;
    ana.deps.gmConnected = () => connected;
    server.failWrites = true;
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...a: unknown[]) => void errors.push(a);
    try {
      await refuse(ana);
    } finally {
      console.error = original;
    }
    expect(errors.map((e) => e[0])).toEqual([`${MODULE_ID} | keeping a refusal for the GM`]);
    expect(server.updates).toEqual([]);
    connected = true;
    ana.hooks.callAll("userConnected", GM, true);
    await ana.hooks.settle();
    expect(ana.messages.map((m) => [m.speaker, m.whisper])).toEqual([[{ alias: "Kira" }, ["gm"]]]);
    expect(ana.messages[0]!.content).toContain(REFUSED_TITLE);
  });

  it("a player's hand-written flag is read as untrusted: bad entries dropped, text escaped, the speaker's strings only", async () => {
    const server = new FakeUserServer([ANA, GM]);
    const good = {
      id: "x1",
      speaker: { alias: "<img src=x onerror=alert(1)>", token: "a", actor: 7, extra: "dropped", scene: "" },
      card: {
        kind: "revert",
        title: "<script>alert(1)</script>",
        lines: [{ text: "<b>bold</b>", ruleId: 3 }, 5],
      },
    };
    const hostile: unknown[] = [
      null,
      "text",
      { id: "", card: good.card },
      { id: "x2", card: { ...good.card, kind: "nuke" } },
      { id: "x3", card: { ...good.card, title: 5 } },
      { id: "x4", card: { ...good.card, lines: "none" } },
      JSON.parse('{"id":"x5","__proto__":{"polluted":true},"card":{"kind":"gm","title":"T","lines":[]}}'),
      good,
    ];
    server.flags.get("ana")![MODULE_ID] = { [UNTOLD_FLAG]: hostile };
    const gm = server.connect(GM);
    await gm.hooks.settle();
    expect(gm.messages.map((m) => m.speaker)).toEqual([
      {},
      { alias: "<img src=x onerror=alert(1)>", token: "a" },
    ]);
    const html = gm.messages[1]!.content;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(readUntold(server.store("x").read("ana"))).toEqual([]);
  });
});

describe("the kept entries (movement/untold.ts)", () => {
  const card = (n: number) => ({ kind: "revert" as const, title: `T${n}`, lines: [{ text: `L${n}` }] });
  const entry = (n: number): UntoldEntry => ({ id: `e${n}`, speaker: { alias: `A${n}` }, card: card(n) });

  it(`keeps the last ${UNTOLD_KEPT}, the oldest dropped, and cuts long text`, () => {
    let raw: unknown = undefined;
    for (let n = 1; n <= UNTOLD_KEPT + 3; n++) raw = withUntold(raw, entry(n));
    const kept = readUntold(raw);
    expect(kept.map((e) => e.id)).toEqual(Array.from({ length: UNTOLD_KEPT }, (_, i) => `e${i + 4}`));
    const long = readUntold([{ id: "l", card: { kind: "gm", title: "x".repeat(5000), lines: [] } }]);
    expect(long[0]!.card.title).toHaveLength(2000);
    expect(readUntold({ 0: entry(1) })).toEqual([]);
    expect(untoldSpeaker(["alias"])).toEqual({});
  });

  it("a GM tells each entry once; one added while posting stays for next time; a card chat refuses is kept and the others still go", async () => {
    let stored: unknown = [entry(1), entry(2), entry(3)];
    const writes: string[][] = [];
    const store: UntoldStore = {
      read: () => stored,
      write: (_u, entries) => {
        writes.push(entries.map((e) => e.id));
        stored = entries;
        return Promise.resolve();
      },
      userIds: () => ["ana"],
      newId: () => "n",
    };
    const posted: string[] = [];
    const teller = new UntoldTeller(store, (e) => {
      if (e.id === "e3") return Promise.reject(new Error("chat refused"));
      posted.push(e.id);
      // The player's client keeps another refusal while the GM posts.
      if (e.id === "e1") stored = withUntold(stored, entry(4));
      return Promise.resolve();
    });
    await expect(Promise.all([teller.tellAll(), teller.tell("ana")])).rejects.toThrow("chat refused");
    await teller.tell("ana").catch(() => undefined);
    // e1, e2 told once; e3's post fails each time and is kept; e4, added meanwhile, is told by the second run.
    expect(posted).toEqual(["e1", "e2", "e4"]);
    expect(writes).toEqual([["e3", "e4"], ["e3"]]);
  });
});
