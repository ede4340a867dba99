import { describe, expect, it } from "vitest";
import { analysePath } from "../../src/engine/path/analyse";
import {
  type CostWeights,
  changeCost,
  costUpTo,
  distanceAtCost,
  pieceWeight,
  reachWithin,
  weighPieces,
} from "../../src/engine/path/cost";
import type { LevelChange } from "../../src/engine/path/levels";
import { truncate } from "../../src/engine/path/truncate";
import { model, pts, rect, table } from "./helpers";

/*
 * Whole answers of truncate and the cost walk (issue 14, mutation testing): when two causes
 * stop one path the first along it wins, a tie goes to contact, then collision, gap, cost, and
 * nothing but that stop is reported. Bases are 1" across (r = 0.5).
 */

const MUMG: CostWeights = { kinds: { difficult: 2, gap: 2 }, climbUp: 2, climbDown: 2 };
const budget = (amount: number, weights: CostWeights = MUMG) => ({ amount, weights, ruleId: "MUMG-MOVE-1" });
const near = (n: number): number => expect.closeTo(n, 9) as number;

describe("truncate: the first cause along the path wins, and only it is reported", () => {
  // Along y = 10 from x = 5: a friend whose base the mover meets at 3", an enemy it touches at 8".
  const board = table({
    models: [
      model("m", "a", 5, 10),
      model("f", "a", 9, 10),
      model("e", "b", 14, 10),
      model("e2", "b", 40, 10),
    ],
  });
  const m = board.model("m");

  it("MUMG-MOVE-5: a collision before the contact stops the path, with the friend's id, and no contact at the end", () => {
    const a = analysePath(board, m, pts([5, 10], [20, 10]), { contact: { tolerance: 0 } });
    expect(truncate(a, { contact: "SIGNUM-CONTACT-1", collision: "SIGNUM-MOVE-2" })).toEqual({
      distance: near(3),
      point: { x: near(8), y: 10 },
      elevation: 0,
      cost: 0,
      stop: { cause: "collision", ruleId: "SIGNUM-MOVE-2", at: near(3), id: "f" },
      stops: [{ cause: "collision", ruleId: "SIGNUM-MOVE-2", at: near(3), id: "f" }],
      contacts: [],
    });
  });

  it("SIGNUM-CONTACT-1: a contact before the collision stops the path, with the enemy's id and the contact at the end", () => {
    const flipped = table({
      models: [model("m", "a", 5, 10), model("e", "b", 9, 10), model("f", "a", 14, 10)],
    });
    const a = analysePath(flipped, flipped.model("m"), pts([5, 10], [20, 10]), { contact: { tolerance: 0 } });
    const t = truncate(a, { contact: "SIGNUM-CONTACT-1", collision: "SIGNUM-MOVE-2" });
    expect(t.stops).toEqual([{ cause: "contact", ruleId: "SIGNUM-CONTACT-1", at: near(3), id: "e" }]);
    expect(t.stop).toBe(t.stops[0]);
    expect(t.contacts.map((x) => x.id)).toEqual(["e"]);
  });

  it("MUMG-MOVE-1: a budget that runs out before the collision stops the path as a budget stop, with its cost", () => {
    const a = analysePath(board, m, pts([5, 10], [20, 10]));
    expect(truncate(a, { collision: "MUMG-MOVE-5", budget: budget(2) })).toEqual({
      distance: near(2),
      point: { x: near(7), y: 10 },
      elevation: 0,
      cost: near(2),
      stop: { cause: "budget", ruleId: "MUMG-MOVE-1", at: near(2) },
      stops: [{ cause: "budget", ruleId: "MUMG-MOVE-1", at: near(2) }],
      contacts: [],
    });
  });

  it("MUMG-MOVE-5: a collision before the budget runs out stops the path; the cost is what it travelled", () => {
    const a = analysePath(board, m, pts([5, 10], [20, 10]));
    const t = truncate(a, { collision: "MUMG-MOVE-5", budget: budget(10) });
    expect(t.stops).toEqual([{ cause: "collision", ruleId: "MUMG-MOVE-5", at: near(3), id: "f" }]);
    expect(t.cost).toBeCloseTo(3, 9);
  });

  it("MUMG-MOVE-5: a collision and a budget at the same point: the collision is the reason", () => {
    const a = analysePath(board, m, pts([5, 10], [20, 10]));
    expect(truncate(a, { collision: "MUMG-MOVE-5", budget: budget(3) }).stops).toEqual([
      { cause: "collision", ruleId: "MUMG-MOVE-5", at: near(3), id: "f" },
    ]);
  });

  it("a collision exactly at the path's end does not stop it; neither does a budget that is exactly enough", () => {
    const a = analysePath(board, m, pts([5, 10], [8, 10]));
    const t = truncate(a, { collision: "MUMG-MOVE-5", budget: budget(3) });
    expect(t).toEqual({
      distance: 3,
      point: { x: 8, y: 10 },
      elevation: 0,
      cost: near(3),
      stop: null,
      stops: [],
      contacts: [],
    });
  });

  it("a constraint the options leave out is not applied, and with no budget the cost is 0", () => {
    const a = analysePath(board, m, pts([5, 10], [20, 10]), { contact: { tolerance: 0 } });
    const t = truncate(a, {});
    expect(t.distance).toBe(15);
    expect(t.stop).toBeNull();
    expect(t.cost).toBe(0);
  });

  it("contacts are not looked for when the analysis did not ask for them", () => {
    const a = analysePath(board, m, pts([5, 10], [5, 12], [37.5, 12], [39, 10]));
    expect(truncate(a, {}).contacts).toEqual([]);
    const looked = analysePath(board, m, pts([5, 10], [5, 12], [37.5, 12], [39, 10]), {
      contact: { tolerance: 0 },
    });
    expect(truncate(looked, {}).contacts.map((x) => x.id)).toEqual(["e2"]);
  });

  it("MUMG-MOVE-1: terrain priced Infinity stops at its edge under its own rule when one is given", () => {
    const marsh = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "mud", kind: "difficult", polygon: rect(8, 0, 10, 20) }],
    });
    const a = analysePath(marsh, marsh.model("m"), pts([5, 10], [15, 10]));
    const weights: CostWeights = { kinds: { difficult: Infinity } };
    const own = truncate(a, {
      budget: { amount: 20, weights, ruleId: "X-MOVE", terrainRuleId: "X-TERRAIN" },
    });
    expect(own.stops).toEqual([{ cause: "terrain", ruleId: "X-TERRAIN", at: near(3), kind: "difficult" }]);
    expect(own.cost).toBeCloseTo(3, 9);
    // A budget that runs out before the terrain is the budget's rule, even with a terrain rule given.
    const short = truncate(a, {
      budget: { amount: 2, weights, ruleId: "X-MOVE", terrainRuleId: "X-TERRAIN" },
    });
    expect(short.stops).toEqual([{ cause: "budget", ruleId: "X-MOVE", at: near(2) }]);
    const shared = truncate(a, { budget: { amount: 20, weights, ruleId: "X-MOVE" } });
    expect(shared.stops).toEqual([{ cause: "terrain", ruleId: "X-MOVE", at: near(3), kind: "difficult" }]);
  });

  it("MUMG-CLIMB-1: a climb that cannot be paid stops at its foot, naming the climb and the terrain", () => {
    const towered = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "tower", kind: "vertical", polygon: rect(10, 0, 14, 20), height: 3 }],
    });
    const a = analysePath(towered, towered.model("m"), pts([5, 10], [12, 10]));
    const t = truncate(a, { budget: budget(10) });
    expect(t.stops).toHaveLength(1);
    expect(t.stop).toMatchObject({ cause: "budget", ruleId: "MUMG-MOVE-1", at: 5, id: "tower" });
    expect(t.stop?.change).toMatchObject({ type: "climb-up", height: 3, terrainId: "tower" });
    expect(t.cost).toBe(5);
  });

  it("MUMG-MOVE-6: after a budget stop, the fit moves the end back and both stops are listed in order", () => {
    const gap = table({
      models: [model("m", "a", 15, 10, { elevation: 6 })],
      terrain: [
        { id: "roofA", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 },
        { id: "roofB", kind: "platform", polygon: rect(22, 0, 30, 20), height: 6 },
      ],
    });
    const a = analysePath(gap, gap.model("m"), pts([15, 10], [25, 10]));
    const t = truncate(a, { budget: budget(7), fit: { ruleId: "MUMG-MOVE-6" } });
    expect(t.stops).toEqual([
      { cause: "budget", ruleId: "MUMG-MOVE-1", at: near(6) },
      { cause: "fit", ruleId: "MUMG-MOVE-6", at: expect.closeTo(4.5, 6) as number },
    ]);
    expect(t.stop).toBe(t.stops[1]);
    expect(t.distance).toBeCloseTo(4.5, 6);
    expect(t.elevation).toBe(6);
    expect(t.cost).toBeCloseTo(4.5, 6);
  });

  it("MUMG-MOVE-6: where the base fits at the limit the fit adds no stop", () => {
    const a = analysePath(board, m, pts([5, 10], [20, 10]));
    const t = truncate(a, { collision: "MUMG-MOVE-5", fit: "MUMG-MOVE-6" });
    expect(t.stops).toEqual([{ cause: "collision", ruleId: "MUMG-MOVE-5", at: near(3), id: "f" }]);
  });

  it("MUMG-MOVE-6: the fit's own options are used: without walls a base may end on one", () => {
    const walled = table({
      models: [model("m", "a", 5, 10)],
      walls: [{ id: "w", a: { x: 10, y: 0 }, b: { x: 10, y: 20 } }],
    });
    const a = analysePath(walled, walled.model("m"), pts([5, 10], [10, 10]));
    const strict = truncate(a, { fit: "MUMG-MOVE-6" });
    expect(strict.stops).toEqual([
      { cause: "fit", ruleId: "MUMG-MOVE-6", at: expect.closeTo(4.5, 6) as number },
    ]);
    const loose = truncate(a, { fit: { ruleId: "MUMG-MOVE-6", options: { walls: false } } });
    expect(loose.stops).toEqual([]);
    expect(loose.distance).toBe(5);
  });

  it("a negative or NaN budget, or a bad weight, is refused; an endless budget is allowed", () => {
    const a = analysePath(board, m, pts([5, 10], [7, 10]));
    expect(() => truncate(a, { budget: budget(-1) })).toThrow(
      expect.objectContaining({ key: "TTM.Error.PathOption", data: { name: "budget", value: "-1" } }),
    );
    expect(() => truncate(a, { budget: budget(Number.NaN) })).toThrow(
      expect.objectContaining({ key: "TTM.Error.PathOption" }),
    );
    expect(() => truncate(a, { budget: budget(5, { ground: -2 }) })).toThrow(
      expect.objectContaining({ key: "TTM.Error.CostWeight", data: { name: "ground", value: "-2" } }),
    );
    expect(truncate(a, { budget: budget(Infinity) }).distance).toBe(2);
    expect(truncate(a, { budget: budget(0) }).stops).toEqual([
      { cause: "budget", ruleId: "MUMG-MOVE-1", at: 0 },
    ]);
    expect(truncate(a, { budget: { amount: 5, ruleId: "X" } }).cost).toBe(2);
  });
});

describe("the cost walk on made-up pieces", () => {
  const piece = (from: number, to: number, ...kinds: LevelChange["type"][] | string[]) => ({
    from,
    to,
    kinds: kinds as never[],
  });
  const change = (
    type: LevelChange["type"],
    at: number,
    height: number,
    via: LevelChange["via"] = null,
  ): LevelChange => ({
    type,
    at,
    end: at,
    width: 0,
    height,
    fromLevel: 0,
    toLevel: type === "climb-up" ? height : -height,
    terrainId: "t",
    via,
    viaId: null,
  });

  it("MUMG-ROUGH-1: a piece takes its largest named multiplier, ground when none is named", () => {
    const w: CostWeights = { kinds: { difficult: 2, gap: 3 }, ground: 1.5 };
    expect(pieceWeight(piece(0, 1), w)).toBe(1.5);
    expect(pieceWeight(piece(0, 1, "difficult", "gap"), w)).toBe(3);
    expect(pieceWeight(piece(0, 1, "gap", "difficult"), w)).toBe(3);
    expect(pieceWeight(piece(0, 1, "water"), w)).toBe(1.5);
    expect(pieceWeight(piece(0, 1, "difficult"), { kinds: { difficult: 0 } })).toBe(0);
    expect(pieceWeight(piece(0, 1), {})).toBe(1);
  });

  it("MUMG-CLIMB-1: a climb costs height times its weight; ladders and stairs may be priced apart; other changes cost nothing here", () => {
    const w: CostWeights = { climbUp: 2, climbDown: 3, drop: 0.5, ladder: 1 };
    expect(changeCost(change("climb-up", 1, 2), w)).toBe(4);
    expect(changeCost(change("climb-down", 1, 2), w)).toBe(6);
    expect(changeCost(change("drop", 1, 2), w)).toBe(1);
    expect(changeCost(change("climb-up", 1, 2, "ladder"), w)).toBe(2);
    expect(changeCost(change("climb-up", 1, 2, "stairs"), w)).toBe(4);
    expect(changeCost(change("climb-up", 1, 2, "stairs"), { ...w, stairs: 0.25 })).toBe(0.5);
    expect(changeCost(change("climb-up", 1, 0), w)).toBe(0);
    expect(changeCost(change("climb-up", 1, 2), {})).toBe(0);
    expect(changeCost(change("gap", 1, 2), w)).toBe(0);
  });

  it("MUMG-CLIMB-1: costUpTo pays a climb only once the model is past its foot", () => {
    const pieces = [piece(0, 2), piece(2, 4, "difficult")];
    const climbs = [change("climb-up", 2, 1)];
    expect(costUpTo(pieces, climbs, MUMG)).toBe(2 + 2 + 4);
    expect(costUpTo(pieces, climbs, MUMG, 2)).toBe(2);
    expect(costUpTo(pieces, climbs, MUMG, 3)).toBe(2 + 2 + 2);
    expect(costUpTo(pieces, climbs, MUMG, 0)).toBe(0);
    expect(costUpTo(pieces, climbs, MUMG, 1)).toBe(1);
  });

  it("MUMG-MOVE-1: reachWithin stops inside a piece, at a climb's foot, or at a kind priced Infinity", () => {
    const pieces = [piece(0, 2), piece(2, 4, "difficult"), piece(4, 6, "water")];
    const climbs = [change("climb-up", 4, 1)];
    const w: CostWeights = { ...MUMG, kinds: { difficult: 2, water: Infinity } };
    expect(reachWithin(pieces, climbs, w, 3, 6)).toEqual({
      distance: 2.5,
      cost: 3,
      stop: { cause: "budget" },
    });
    expect(reachWithin(pieces, climbs, w, 6, 6)).toEqual({
      distance: 4,
      cost: 6,
      stop: { cause: "budget", change: climbs[0] },
    });
    expect(reachWithin(pieces, climbs, w, 9, 6)).toEqual({
      distance: 4,
      cost: 8,
      stop: { cause: "terrain", kind: "water" },
    });
    expect(reachWithin(pieces.slice(0, 2), [], w, 6, 4)).toEqual({ distance: 4, cost: 6, stop: null });
    // A climb at the very end is still paid.
    expect(reachWithin(pieces.slice(0, 2), climbs, w, 7, 4)).toEqual({
      distance: 4,
      cost: 6,
      stop: { cause: "budget", change: climbs[0] },
    });
    expect(reachWithin(pieces.slice(0, 2), climbs, w, 8, 4)).toEqual({ distance: 4, cost: 8, stop: null });
    // A free piece is crossed whole whatever is left.
    expect(reachWithin([piece(0, 3, "difficult")], [], { kinds: { difficult: 0 } }, 0, 3)).toEqual({
      distance: 3,
      cost: 0,
      stop: null,
    });
    // Infinity on the ground forbids the whole table: the stop names no kind.
    expect(reachWithin([piece(0, 3)], [], { ground: Infinity }, 10, 3)).toEqual({
      distance: 0,
      cost: 0,
      stop: { cause: "terrain" },
    });
    // Exact budgets within rounding are enough.
    expect(reachWithin([piece(0, 0.3)], [], {}, 0.1 + 0.2, 0.3).stop).toBeNull();
  });

  it("MUMG-MOVE-1: weighPieces prices each piece and each climb in order, the running cost continuous", () => {
    const pieces = [piece(0, 2), piece(2, 2), piece(2, 4, "difficult")];
    const climbs = [change("climb-up", 2, 1), change("gap", 3, 1), change("drop", 4, 2)];
    expect(weighPieces(pieces, climbs, { ...MUMG, drop: 1 })).toEqual([
      { from: 0, to: 2, weight: 1, costFrom: 0, costTo: 2 },
      { from: 2, to: 2, weight: 2, costFrom: 2, costTo: 4, change: climbs[0] },
      { from: 2, to: 2, weight: 1, costFrom: 4, costTo: 4 },
      { from: 2, to: 4, weight: 2, costFrom: 4, costTo: 8 },
      { from: 4, to: 4, weight: 1, costFrom: 8, costTo: 10, change: climbs[2] },
    ]);
  });

  it("MUMG-MOVE-1: distanceAtCost maps thresholds to distances: inside a piece, at a face, at a forbidden kind's edge", () => {
    const pieces = [piece(0, 2), piece(2, 4, "difficult"), piece(4, 6, "water"), piece(6, 8)];
    const climbs = [change("climb-up", 2, 1)];
    const w: CostWeights = { ...MUMG, kinds: { difficult: 2, water: Infinity } };
    const weighed = weighPieces(pieces, climbs, w);
    expect(distanceAtCost(weighed, 1)).toEqual({ distance: 1, change: null, paidOfChange: 0 });
    expect(distanceAtCost(weighed, 3)).toEqual({ distance: 2, change: climbs[0], paidOfChange: 1 });
    expect(distanceAtCost(weighed, 2)).toEqual({ distance: 2, change: climbs[0], paidOfChange: 0 });
    expect(distanceAtCost(weighed, 5)).toEqual({ distance: 2.5, change: null, paidOfChange: 0 });
    expect(distanceAtCost(weighed, 100)).toEqual({ distance: 4, change: null, paidOfChange: 0 });
    const free = weighPieces([piece(0, 2, "difficult")], [], { kinds: { difficult: 0 } });
    expect(distanceAtCost(free, 0)).toEqual({ distance: 2, change: null, paidOfChange: 0 });
    expect(distanceAtCost(weighPieces([piece(0, 2)], [], {}), 5)).toEqual({
      distance: 2,
      change: null,
      paidOfChange: 0,
    });
    expect(distanceAtCost([], 5)).toEqual({ distance: 0, change: null, paidOfChange: 0 });
  });
});
