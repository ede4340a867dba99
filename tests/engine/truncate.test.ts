import { describe, expect, it } from "vitest";
import { analysePath } from "../../src/engine/path/analyse";
import type { CostWeights } from "../../src/engine/path/cost";
import { truncate } from "../../src/engine/path/truncate";
import { model, pts, rect, table } from "./helpers";

const MUMG: CostWeights = { kinds: { difficult: 2, gap: 2 }, climbUp: 2, climbDown: 2 };
const budget = (amount: number, weights: CostWeights = MUMG) => ({ amount, weights, ruleId: "MUMG-MOVE-1" });

describe("truncation", () => {
  it("MUMG-MOVE-1: the furthest point within the budget, and the rule that stopped it", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "mud", kind: "difficult", polygon: rect(8, 0, 10, 20) }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10]));
    const t = truncate(a, { budget: budget(6) });
    // 3" open, then 3" of budget buys 1.5" of mud.
    expect(t.distance).toBeCloseTo(4.5, 9);
    expect(t.point.x).toBeCloseTo(9.5, 9);
    expect(t.cost).toBeCloseTo(6, 9);
    expect(t.stop).toMatchObject({ cause: "budget", ruleId: "MUMG-MOVE-1" });
    // Exactly enough: the whole path, no stop.
    const all = truncate(a, { budget: budget(12) });
    expect(all.distance).toBe(10);
    expect(all.stop).toBeNull();
    expect(all.stops).toEqual([]);
  });

  it("MUMG-CLIMB-1: a model that cannot pay a climb stops at its foot", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "tower", kind: "vertical", polygon: rect(10, 0, 14, 20), height: 3 }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [12, 10]));
    const t = truncate(a, { budget: budget(10) });
    expect(t.distance).toBe(5);
    expect(t.elevation).toBe(0);
    expect(t.stop?.change).toMatchObject({ type: "climb-up", terrainId: "tower" });
    expect(t.stop?.id).toBe("tower");
    expect(truncate(a, { budget: budget(13) }).elevation).toBe(3);
  });

  it("MUMG-MOVE-5: a collision stops the path where the bases touch, named by the ruleset's rule", () => {
    const board = table({ models: [model("m", "a", 5, 10), model("e", "b", 12, 10)] });
    const a = analysePath(board, board.model("m"), pts([5, 10], [20, 10]));
    const t = truncate(a, { collision: "MUMG-MOVE-5", budget: budget(14) });
    expect(t.distance).toBeCloseTo(6, 9);
    expect(t.stop).toMatchObject({ cause: "collision", ruleId: "MUMG-MOVE-5", id: "e" });
    // Without the collision rule, only the budget applies.
    expect(truncate(a, { budget: budget(14) }).stop?.cause).toBe("budget");
  });

  it("SIGNUM-CONTACT-1: contact stops the move at the first touch; a path ending in contact is not cut", () => {
    const board = table({ models: [model("m", "a", 5, 10), model("e", "b", 12, 10)] });
    const m = board.model("m");
    const through = analysePath(board, m, pts([5, 10], [20, 10]), { contact: { tolerance: 0 } });
    const t = truncate(through, { contact: "SIGNUM-CONTACT-1", collision: "SIGNUM-MOVE-2" });
    // Contact and collision meet at the same point: contact wins the tie.
    expect(t.stop).toMatchObject({ cause: "contact", ruleId: "SIGNUM-CONTACT-1", id: "e" });
    expect(t.contacts.map((x) => x.id)).toEqual(["e"]);
    const ending = analysePath(board, m, pts([5, 10], [11, 10]), { contact: { tolerance: 0 } });
    const e = truncate(ending, { contact: "SIGNUM-CONTACT-1", collision: "SIGNUM-MOVE-2" });
    expect(e.distance).toBe(6);
    expect(e.stop).toBeNull();
    expect(e.contacts.map((x) => x.id)).toEqual(["e"]);
  });

  it("MUMG-JUMP-1: a budget that runs out over a gap goes back to where the base stands wholly on the roof", () => {
    const board = table({
      models: [model("m", "a", 15, 10, { elevation: 6 })],
      terrain: [
        { id: "roofA", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 },
        { id: "roofB", kind: "platform", polygon: rect(22, 0, 30, 20), height: 6 },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([15, 10], [25, 10]));
    // 5" to the edge + 4" over the gap + 0.5" to get the base across = 9.5.
    const short = truncate(a, { budget: budget(9.4), fit: "MUMG-MOVE-6" });
    expect(short.distance).toBeCloseTo(4.5, 6);
    expect(short.stops.map((s) => s.cause)).toEqual(["budget", "fit"]);
    expect(short.stop).toMatchObject({ cause: "fit", ruleId: "MUMG-MOVE-6" });
    const enough = truncate(a, { budget: budget(9.5), fit: "MUMG-MOVE-6" });
    expect(enough.distance).toBeCloseTo(7.5, 9);
    expect(enough.stop?.cause).toBe("budget");
    expect(enough.elevation).toBe(6);
  });

  it("SIGNUM-FLIGHT-1: where the end does not fit, the nearest point back along the path where it does", () => {
    const board = table({
      models: [model("m", "a", 5, 10), model("e", "b", 15, 10)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(20, 0, 30, 20) }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15.5, 10]), {
      flying: true,
      collision: { models: "none" },
    });
    const t = truncate(a, { fit: "SIGNUM-FLIGHT-1", collision: "SIGNUM-MOVE-2" });
    expect(t.distance).toBeCloseTo(9, 6);
    expect(t.stop).toMatchObject({ cause: "fit", ruleId: "SIGNUM-FLIGHT-1" });
  });

  it("DU-SWIM-1: a kind priced Infinity cannot be entered: the stop names the kind and its rule", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "lake", kind: "deep-water", polygon: rect(8, 0, 10, 20) }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10]));
    const t = truncate(a, {
      budget: {
        amount: 50,
        weights: { kinds: { "deep-water": Infinity } },
        ruleId: "X-MOVE",
        terrainRuleId: "DU-SWIM-1",
      },
    });
    expect(t.distance).toBe(3);
    expect(t.stop).toMatchObject({ cause: "terrain", ruleId: "DU-SWIM-1", kind: "deep-water" });
  });

  it("SCTMG-GAP-1: a gap too narrow stops the path before it", () => {
    const board = table({
      models: [model("m", "a", 5, 10, { baseMm: 20 })],
      terrain: [
        { id: "n", kind: "impassable", polygon: rect(10, 0, 12, 9.55) },
        { id: "s", kind: "impassable", polygon: rect(10, 10.45, 12, 20) },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10]), { clearance: { width: 1 } });
    expect(a.collision).toBeNull();
    const t = truncate(a, { clearance: "SCTMG-GAP-1", collision: "SCTMG-GAP-2" });
    expect(t.distance).toBeCloseTo(5, 9);
    expect(t.stop).toMatchObject({ cause: "clearance", ruleId: "SCTMG-GAP-1" });
  });
});
