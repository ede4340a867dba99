// Unit moves in Foundry, over fakes of core's token updates (core-scene.ts): a drag of one of a
// unit's tokens (alone, or core's group drag of several) is the unit's move, the rest shown as
// ghosts, accepted, moved by hand, cancelled; the whole unit moves in one operation that one
// undo takes back; casualties go only once the player confirms; Out of Coherency is marked.
// The rules are the real sctmg ruleset's.
import { describe, expect, it } from "vitest";
import { MODULE_ID } from "../../../src/foundry/ids";
import { checkPlayerMove, RevertedMoves } from "../../../src/foundry/movement/gm-check";
import { judge } from "../../../src/foundry/movement/judge";
import type { Ghost } from "../../../src/foundry/units/plan";
import { coreMovement, GEN, GROUND } from "../core-fakes";
import { fakeRegion, profileFlags, terrainBehavior } from "../scene/fake-scene";
import { FakeActor, translator, wp } from "../movement/fakes";
import { topLeft, unitTable } from "./unit-fakes";

const R32 = 16 / 25.4;
const t = translator();

/** The ghost the test expects: a Marine token of 1 space. */
const ghost = (
  id: string,
  from: [number, number],
  to: { x: number; y: number },
  status: Ghost["status"],
  placed = false,
): Ghost => ({
  tokenId: id,
  name: id,
  from: topLeft(...from),
  to,
  width: 1,
  height: 1,
  status,
  placed,
  elevation: 0,
  ...(GEN === 14 ? { level: GROUND } : {}),
});

/** Three Marines in a triangle, the leader m1 at (5, 10). */
function squad(o: Parameters<typeof unitTable>[0] = {}) {
  const s = unitTable(o);
  s.add("m1", 5, 10);
  s.add("m2", 6.5, 10);
  s.add("m3", 5, 11.5);
  return s;
}

const positions = (s: ReturnType<typeof unitTable>, ids: string[]) => ids.map((id) => s.at(id));
const START = [topLeft(5, 10), topLeft(6.5, 10), topLeft(5, 11.5)];
const MOVED = [topLeft(8, 10), topLeft(9.5, 10), topLeft(8, 11.5)];

describe("unit moves in Foundry", () => {
  it("SCTMG-LEAD-1, SCTMG-COH-1: core's group drag of a unit moves nobody by the drag's offset; the ghosts show the rest, and accepting moves the whole unit in one operation", async () => {
    const s = squad();
    expect(await s.core.drag(["m1", "m2", "m3"], 300, 0)).toEqual([]);
    // Core wrote nothing: every member's _preUpdateMovement said no.
    expect(positions(s, ["m1", "m2", "m3"])).toEqual(START);
    expect(s.core.history).toEqual([]);
    expect(s.view.shown).toHaveLength(1);
    expect(s.view.ghosts).toEqual([
      ghost("m2", [6.5, 10], topLeft(9.5, 10), "coherent"),
      ghost("m3", [5, 11.5], topLeft(8, 11.5), "coherent"),
    ]);
    expect(s.view.shown[0]!.summary).toEqual({
      title: "Unit move: m1 leads",
      leader: "m1 is the Leading Model. Proposed places of the rest of the unit:",
      models: [
        { name: "m2", status: "in coherency", css: "ok" },
        { name: "m3", status: "in coherency", css: "ok" },
      ],
      unitStatus: "The unit ends in coherency.",
      outOfCoherency: false,
      hint: t("TTM.UnitMove.Hint"),
    });
    s.view.answer("accept");
    expect(await s.runtime.units!.done).toBe("moved");
    expect(positions(s, ["m1", "m2", "m3"])).toEqual(MOVED);
    // One operation, so one history event: the leader walked, the others were placed.
    expect(s.core.history).toEqual([
      {
        type: "update",
        data: ["m1", "m2", "m3"].map((id, i) => ({ _id: id, ...START[i], elevation: 0 })),
        options: {},
      },
    ]);
    const commit = s.core.operations[1]!;
    const movement = commit.operation.movement as Record<string, { waypoints: { action: string }[] }>;
    expect(Object.keys(movement)).toEqual(["m1", "m2", "m3"]);
    expect(Object.values(movement).map((m) => m.waypoints.map((w) => w.action))).toEqual([
      ["walk"],
      ["displace"],
      ["displace"],
    ]);
    expect((commit.operation[MODULE_ID] as { tokens: Record<string, unknown> }).tokens).toEqual({
      m1: { declared: { values: {} }, unit: { leaderId: "m1", unitId: "squad", placements: {} } },
      m2: { unit: { leaderId: "m1", unitId: "squad", placements: {} } },
      m3: { unit: { leaderId: "m1", unitId: "squad", placements: {} } },
    });
    expect(s.world.notices).toEqual([]);
    expect(s.view.closed).toBe(1);
    // In coherency: no marker registered, none set.
    expect(s.added).toEqual([]);
    expect(["m1", "m2", "m3"].map((id) => (s.core.doc(id).actor as FakeActor).statuses)).toEqual([
      [],
      [],
      [],
    ]);
  });

  it("SCTMG-COH-1: a ghost dropped Out of Coherency is refused and snaps back; one dropped in coherency is kept and committed as the player's place", async () => {
    const s = squad();
    await s.core.drag(["m1", "m2", "m3"], 300, 0);
    const before = s.view.ghosts;
    s.view.onMove!("m2", topLeft(14, 10));
    expect(s.runtime.units!.active!.current.ghosts).toEqual(before);
    expect(s.view.ghosts).toEqual(before);
    expect(s.world.notices).toEqual([
      {
        level: "warn",
        text: t("TTM.Notify.RefusedWhy", {
          name: "m2",
          reasons: `${t("TTM.Sctmg.Reason.PlacedOutOfCoherency", { name: "m2" })} (SCTMG-COH-1)`,
        }),
      },
    ]);
    s.view.onMove!("m2", topLeft(8, 8.5));
    expect(s.view.ghosts).toEqual([
      ghost("m2", [6.5, 10], topLeft(8, 8.5), "coherent", true),
      ghost("m3", [5, 11.5], topLeft(8, 11.5), "coherent"),
    ]);
    s.view.answer("accept");
    expect(await s.runtime.units!.done).toBe("moved");
    expect(positions(s, ["m1", "m2", "m3"])).toEqual([topLeft(8, 10), topLeft(8, 8.5), topLeft(8, 11.5)]);
    const data = s.core.operations[1]!.operation[MODULE_ID] as {
      tokens: Record<string, { unit: { placements: Record<string, { x: number; y: number }> } }>;
    };
    const placed = data.tokens.m1!.unit.placements;
    expect(Object.keys(placed)).toEqual(["m2"]);
    expect(placed.m2!.x).toBeCloseTo(8, 9);
    expect(placed.m2!.y).toBeCloseTo(8.5, 9);
    expect(s.world.notices).toHaveLength(1);
  });

  it("cancelling the ghosts leaves every model where it stood and spends nothing", async () => {
    const s = squad();
    s.runtime.store.setMine({ action: "run", values: {} });
    await s.core.drag(["m1", "m2", "m3"], 300, 0);
    s.view.answer("cancel");
    expect(await s.runtime.units!.done).toBe("cancelled");
    expect(positions(s, ["m1", "m2", "m3"])).toEqual(START);
    expect(s.core.history).toEqual([]);
    expect(s.core.operations).toHaveLength(1); // the drag core was refused; nothing after it
    expect(["m1", "m2", "m3"].map((id) => s.core.doc(id).updates)).toEqual([[], [], []]);
    expect(s.runtime.store.mine()).toEqual({ action: "run", values: {} }); // still declared
    expect(s.world.notices).toEqual([
      { level: "info", text: "m1's unit move was cancelled; nothing moved and nothing was spent." },
    ]);
    expect(s.view.closed).toBe(1);
  });

  it("one undo puts every model of the unit back", async () => {
    const s = squad();
    await s.core.drag(["m1", "m2", "m3"], 300, 0);
    s.view.answer("accept");
    await s.runtime.units!.done;
    expect(positions(s, ["m1", "m2", "m3"])).toEqual(MOVED);
    await s.core.undo();
    expect(positions(s, ["m1", "m2", "m3"])).toEqual(START);
    expect(s.core.history).toEqual([]);
    // The undo was core's own operation: no ghosts, no new session, nothing refused.
    expect(s.view.shown).toHaveLength(1);
    expect(s.runtime.units!.active).toBeNull();
    expect(s.world.notices).toEqual([]);
  });

  it("SCTMG-LEAD-1: a member dragged alone leads its unit: the others are placed after it", async () => {
    const s = squad();
    expect(await s.core.drag(["m2"], 300, 0)).toEqual([]);
    expect(positions(s, ["m1", "m2", "m3"])).toEqual(START);
    expect(s.view.ghosts).toEqual([
      ghost("m1", [5, 10], topLeft(8, 10), "coherent"),
      ghost("m3", [5, 11.5], topLeft(8, 11.5), "coherent"),
    ]);
    expect(s.view.shown[0]!.summary.leader).toBe(
      "m2 is the Leading Model. Proposed places of the rest of the unit:",
    );
    s.view.answer("accept");
    expect(await s.runtime.units!.done).toBe("moved");
    expect(positions(s, ["m1", "m2", "m3"])).toEqual([topLeft(8, 10), topLeft(9.5, 10), topLeft(8, 11.5)]);
    expect(Object.keys(s.core.operations[1]!.operation.movement as object)).toEqual(["m2", "m1", "m3"]);
    expect(s.core.history).toHaveLength(1);
  });

  it("SCTMG-LEAD-1: a group drag whose leader goes too far is refused for the whole unit: nobody moves by the offset", async () => {
    const s = squad();
    expect(await s.core.drag(["m1", "m2", "m3"], 900, 0)).toEqual([]);
    expect(positions(s, ["m1", "m2", "m3"])).toEqual(START);
    expect(s.core.history).toEqual([]);
    expect(s.view.shown).toEqual([]);
    expect(s.world.notices).toEqual([
      {
        level: "warn",
        text: t("TTM.Notify.RefusedWhy", {
          name: "m1",
          reasons: `${t("TTM.Sctmg.Reason.TooFar", { length: "9.0", allowance: "6.0", unit: t("TTM.Unit.in") })} (SCTMG-LEAD-1)`,
        }),
      },
    ]);
  });

  it("a game without units ignores the unit id: core's group drag moves each token by the offset", async () => {
    const s = unitTable({ ruleset: "signum" });
    const flags = profileFlags({ fields: { move: "M" }, unitId: "squad" });
    s.add("a", 5, 10, "squad", { flags });
    s.add("b", 6.5, 10, "squad", { flags });
    expect(await s.core.drag(["a", "b"], 300, 0)).toEqual(["a", "b"]);
    expect(positions(s, ["a", "b"])).toEqual([topLeft(8, 10), topLeft(9.5, 10)]);
    expect(s.view.shown).toEqual([]);
    expect(s.core.history).toHaveLength(1);
  });

  it("another unit near the squad stays out of its move", async () => {
    const s = squad();
    s.add("x", 5, 14, "other");
    s.add("y", 6.5, 14, "other");
    await s.core.drag(["m1", "m2", "m3"], 300, 0);
    s.view.answer("accept");
    await s.runtime.units!.done;
    // The other unit stayed out of it.
    expect(positions(s, ["x", "y"])).toEqual([topLeft(5, 14), topLeft(6.5, 14)]);
    expect(Object.keys(s.core.operations[1]!.operation.movement as object)).toEqual(["m1", "m2", "m3"]);
  });

  it("the GM judges the committed leader with the places in the operation: the accepted ones pass, forged ones are put back", async () => {
    const s = squad();
    await s.core.drag(["m1", "m2", "m3"], 300, 0);
    s.view.onMove!("m2", topLeft(8, 8.5));
    s.view.answer("accept");
    await s.runtime.units!.done;
    const { operation } = s.core.operations[1]!;
    // The GM's client judges the move from where it started.
    await s.core.undo();
    const env = s.runtime.env();
    const player = { id: "player", name: "Player", isGM: false };
    const check = async (op: unknown) => {
      const putBack: string[] = [];
      const host = {
        putBack: (tk: { id: string | null }) => {
          putBack.push(tk.id!);
          return Promise.resolve();
        },
        whisper: () => Promise.resolve(),
      };
      const mv = coreMovement({
        id: "mvx",
        origin: wp(START[0]!.x, START[0]!.y),
        waypoints: [wp(MOVED[0]!.x, MOVED[0]!.y, { action: "walk" })],
        method: "api",
      });
      const leader = s.core.doc("m1");
      const done = await checkPlayerMove(
        env,
        host,
        leader,
        mv as never,
        op,
        player,
        new RevertedMoves(() => "sctmg"),
      );
      return { done, putBack };
    };
    expect(await check(operation)).toEqual({ done: false, putBack: [] });
    const forged = structuredClone(operation) as {
      [MODULE_ID]: { tokens: Record<string, { unit: { placements: object } }> };
    };
    forged[MODULE_ID].tokens.m1!.unit.placements = { m2: { x: 14, y: 10 } };
    expect(await check(forged)).toEqual({ done: true, putBack: ["m1"] });
  });
});

describe("casualties and Out of Coherency", () => {
  /** A walled pocket with room for two Marines, far from the squad. */
  function pocket(confirm: boolean[]) {
    const s = squad({ confirm });
    const [x0, y0, w, h] = [15, 4, 4 * R32 + 0.3, 2 * R32 + 0.3];
    const box = (id: string, ax: number, ay: number, bx: number, by: number) =>
      fakeRegion(
        id,
        [
          {
            type: "rectangle",
            hole: false,
            x: 200 + ax * 100,
            y: 200 + ay * 100,
            width: (bx - ax) * 100,
            height: (by - ay) * 100,
            rotation: 0,
          },
        ],
        [terrainBehavior(`${id}-b`, { kind: "impassable", direction: 0 })],
      );
    s.scene.regions.push(
      box("w", 11, 0, x0, 10),
      box("e", x0 + w, 0, 23, 10),
      box("n", x0, 0, x0 + w, y0),
      box("s", x0, y0 + h, x0 + w, 10),
    );
    s.runtime.store.setMine({ action: "deploy", values: {} });
    return { s, to: topLeft(x0 + R32, y0 + R32 + 0.15) };
  }

  it("SCTMG-COH-3, SCTMG-COH-4: a casualty is taken off only once the player confirms; saying no goes back to the ghosts", async () => {
    const { s, to } = pocket([false, true]);
    await s.core.drag(["m1", "m2", "m3"], to.x - START[0]!.x, to.y - START[0]!.y);
    expect(s.view.ghosts.map((g) => [g.tokenId, g.status])).toEqual([
      ["m2", "coherent"],
      ["m3", "casualty"],
    ]);
    // A casualty's ghost stays where the model stands.
    expect(s.view.ghosts[1]!.to).toEqual(START[2]);
    s.view.answer("accept");
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    // Declined: nothing moved, nothing removed, the ghosts are still up.
    expect(s.confirms).toHaveLength(1);
    expect(s.core.has("m3")).toBe(true);
    expect(s.core.history).toEqual([]);
    expect(s.runtime.units!.active).not.toBeNull();
    s.view.answer("accept");
    expect(await s.runtime.units!.done).toBe("moved");
    expect(s.confirms).toHaveLength(2);
    expect(s.confirms[1]!.title).toBe("Remove casualties?");
    expect(s.confirms[1]!.content).toContain(
      "1 model(s) have no legal place with a Coherency Link and are removed as casualties:",
    );
    expect(s.confirms[1]!.content).toContain("<li>m3</li>");
    // Taken off in the unit's one operation: hidden and flagged where it stood, not deleted.
    const m3 = s.core.doc("m3");
    expect([m3.hidden, (m3.flags[MODULE_ID] as Record<string, unknown>).casualty, s.at("m3")]).toEqual([
      true,
      true,
      START[2],
    ]);
    expect(s.at("m1")).toEqual(to);
    expect(s.core.history.map((e) => e.type)).toEqual(["update"]);
    expect(s.core.operations[1]!.updates.at(-1)).toEqual({
      _id: "m3",
      hidden: true,
      [`flags.${MODULE_ID}.casualty`]: true,
    });
    expect(Object.keys(s.core.operations[1]!.operation.movement as object)).toEqual(["m1", "m2"]);
    // Off the board: the next move of the unit has two models.
    const j = judge(s.runtime.env(), {
      token: s.core.doc("m1"),
      waypoints: [wp(to.x, to.y), wp(to.x, to.y)],
      groupIds: [],
      preview: false,
      declared: { values: {} },
    });
    if (j.kind !== "verdict") throw new Error("expected a verdict");
    expect(j.board.hasModel("m3")).toBe(false);
    expect(j.board.hasModel("m2")).toBe(true);
    expect(s.world.notices).toEqual([]);
  });

  it("SCTMG-COH-3: one undo of a unit move with a casualty puts every model back at its old place, the casualty on the table again", async () => {
    const { s, to } = pocket([true]);
    await s.core.drag(["m1", "m2", "m3"], to.x - START[0]!.x, to.y - START[0]!.y);
    s.view.answer("accept");
    expect(await s.runtime.units!.done).toBe("moved");
    expect(s.core.doc("m3").hidden).toBe(true);
    await s.core.undo();
    expect(positions(s, ["m1", "m2", "m3"])).toEqual(START);
    expect(s.core.history).toEqual([]);
    const m3 = s.core.doc("m3");
    expect(m3.hidden).toBe(false);
    const j = judge(s.runtime.env(), {
      token: s.core.doc("m1"),
      waypoints: [wp(START[0]!.x, START[0]!.y), wp(START[0]!.x, START[0]!.y)],
      groupIds: [],
      preview: false,
      declared: { values: {} },
    });
    if (j.kind !== "verdict") throw new Error("expected a verdict");
    expect(j.board.hasModel("m3")).toBe(true);
    // Core's undo moved back only the tokens the move had moved; no ghosts, nothing refused.
    expect(Object.keys(s.core.operations.at(-1)!.operation.movement as object)).toEqual(["m1", "m2"]);
    expect(s.view.shown).toHaveLength(1);
    expect(s.world.notices).toEqual([]);
  });

  it("SCTMG-COH-3, SCTMG-COH-5: a unit left Out of Coherency is marked on every model and reported", async () => {
    // A corridor 1.4" wide ending in a wall: the leader runs to its end, the squad strung out.
    const s = unitTable();
    const fast = (id: string, x: number, y: number) => {
      const d = s.add(id, x, y);
      (d.flags[MODULE_ID] as { profile: { fields: Record<string, unknown> } }).profile.fields.speed = "12";
    };
    fast("m1", 4, 9);
    fast("m2", 2.5, 9);
    fast("m3", 1, 9);
    fast("m4", 4, 10.5);
    fast("m5", 2.5, 10.5);
    const box = (id: string, ax: number, ay: number, bx: number, by: number) =>
      fakeRegion(
        id,
        [
          {
            type: "rectangle",
            hole: false,
            x: 200 + ax * 100,
            y: 200 + ay * 100,
            width: (bx - ax) * 100,
            height: (by - ay) * 100,
            rotation: 0,
          },
        ],
        [terrainBehavior(`${id}-b`, { kind: "impassable", direction: 0 })],
      );
    s.scene.regions.push(box("n", 10, 0, 17, 8.3), box("s", 10, 9.7, 17, 18), box("end", 16, 8.3, 17, 9.7));
    const end = topLeft(16 - R32 - 0.01, 9);
    await s.core.drag(["m1"], Math.round(end.x - topLeft(4, 9).x), 0);
    expect(s.view.ghosts.map((g) => [g.tokenId, g.status])).toEqual([
      ["m2", "coherent"],
      ["m3", "out-of-coherency"],
      ["m4", "coherent"],
      ["m5", "out-of-coherency"],
    ]);
    expect(s.view.shown[0]!.summary).toMatchObject({
      unitStatus: "The unit ends Out of Coherency: it cannot control or contest Mission Markers.",
      outOfCoherency: true,
    });
    s.view.answer("accept");
    expect(await s.runtime.units!.done).toBe("moved");
    const status = "tabletop-movement.out-of-coherency";
    expect(s.added).toEqual([{ id: status, name: "Out of Coherency", img: "icons/svg/falling.svg" }]);
    expect(["m1", "m2", "m3", "m4", "m5"].map((id) => (s.core.doc(id).actor as FakeActor).statuses)).toEqual([
      [status],
      [status],
      [status],
      [status],
      [status],
    ]);
    expect(s.world.notices).toEqual([
      { level: "warn", text: "m1's unit is Out of Coherency: it cannot control or contest Mission Markers." },
    ]);
  });
});

describe("the GM's check of a unit move (two clients)", () => {
  const PLAYER = { id: "player", name: "Player", isGM: false };
  const GM = { id: "gm", name: "GM", isGM: true, isActiveGM: true };
  /** The server: the operation as data, as the GM's client receives it. */
  const overTheWire = (operation: object): object => JSON.parse(JSON.stringify(operation)) as object;

  /** The player's accepted unit move (m2 placed by hand), and its operation as the GM gets it. */
  async function playerMove() {
    const player = squad();
    await player.core.drag(["m1", "m2", "m3"], 300, 0);
    player.view.onMove!("m2", topLeft(8, 8.5));
    player.view.answer("accept");
    expect(await player.runtime.units!.done).toBe("moved");
    return player.core.operations[1]!.operation;
  }

  /** The GM's client: core's moveToken for each token of the operation, the leader first. */
  async function gmSees(operation: object) {
    const gm = squad({ user: GM });
    const ends = [MOVED[0]!, topLeft(8, 8.5), MOVED[2]!];
    ["m1", "m2", "m3"].forEach((id, i) => {
      const mv = coreMovement({
        id: `mv-${id}`,
        origin: wp(START[i]!.x, START[i]!.y),
        waypoints: [wp(ends[i]!.x, ends[i]!.y, { action: i === 0 ? "walk" : "displace" })],
        method: "api",
      });
      gm.hooks.callAll("moveToken", gm.core.doc(id), mv, operation, PLAYER);
    });
    await gm.hooks.settle();
    return gm;
  }

  it("SCTMG-COH-1: a unit move the GM finds illegal (the player's client bypassed) goes back whole, every model from its own origin", async () => {
    const operation = await playerMove();
    const forged = structuredClone(operation) as {
      [MODULE_ID]: { tokens: Record<string, { unit: { placements: object } }> };
    };
    forged[MODULE_ID].tokens.m1!.unit.placements = { m2: { x: 14, y: 10 } };
    const gm = await gmSees(overTheWire(forged));
    expect(gm.putBack).toEqual(
      ["m1", "m2", "m3"].map((id, i) => ({ id, x: START[i]!.x, y: START[i]!.y, revertOf: `mv-${id}` })),
    );
  });

  it("SCTMG-COH-1: the accepted unit move passes the GM's check: nobody is put back", async () => {
    const gm = await gmSees(overTheWire(await playerMove()));
    expect(gm.putBack).toEqual([]);
    // The members noted for the leader's check were taken by it: a later move starts afresh.
    expect(gm.runtime.reverted.takeFollowers("m1")).toEqual([]);
  });
});
