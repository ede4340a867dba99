import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec } from "../../../src/engine/board/types";
import { type CoherencyRules, linkBlock, linkedTo, unitCoherency } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

const RULES: CoherencyRules = { range: 3, gapWidth: 1 };
const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { baseMm: 32, unitId: "squad", ...extra });

/** The unit's coherency, its first model the Leading Model. */
function check(board: Board, rules: CoherencyRules = RULES) {
  const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
  const ids = new Set([leader!.id, ...members.map((m) => m.id)]);
  return unitCoherency(board, leader!, members, ids, rules);
}

describe("coherency (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1: one model out of range makes the unit Out of Coherency, the others stay in", () => {
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 11.5, 10), squad("m3", 13.5, 10), squad("m4", 10, 12)],
    });
    expect(check(board)).toEqual({
      inCoherency: false,
      within: new Set(["lead", "m2", "m4"]),
      linked: new Set(["lead", "m2", "m3", "m4"]),
    });
    // One model cut off (a third unit's base on its only line) does the same.
    const cut = table({
      models: [
        squad("lead", 10, 10),
        squad("m2", 10, 8.5),
        squad("m3", 10, 12.5),
        model("civ", "terran", 10, 11.25, { baseMm: 25, unitId: "other" }),
      ],
    });
    expect(check(cut, { range: 3, gapWidth: 0 })).toEqual({
      inCoherency: false,
      within: new Set(["lead", "m2", "m3"]),
      linked: new Set(["lead", "m2"]),
    });
  });

  it("SCTMG-COH-2, SCTMG-GAP-1: a gap is found from anything within the gap width of the link, not only what is near the bases", () => {
    // A Size 3 unit (3" gaps). One rock 0.2" below the line, one 2.5" above it: a gap of 2.7".
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 13, 10)],
      terrain: [
        { id: "low", kind: "impassable", polygon: rect(11, 10.2, 12, 11) },
        { id: "high", kind: "impassable", polygon: rect(11, 5, 12, 7.5) },
      ],
    });
    const rules: CoherencyRules = { range: 3, gapWidth: 3 };
    const ids = new Set(["lead", "m2"]);
    expect(linkBlock(board, board.model("lead"), board.model("m2"), ids, rules)).toEqual({
      kind: "gap",
      id: "low",
    });
    expect(check(board, rules)).toEqual({
      inCoherency: false,
      within: new Set(["lead", "m2"]),
      linked: new Set(["lead"]),
    });
    expect(linkedTo(board, board.model("lead"), [board.model("m2")], ids, rules)).toEqual(new Set(["lead"]));
    // A Size 2 unit passes the same gap.
    expect(check(board, { range: 3, gapWidth: 1 }).inCoherency).toBe(true);
  });

  it("SCTMG-COH-2: the chain is found whatever the order of the members, through any of them", () => {
    // lead -> m4 -> m3 -> m2 round a rock: only the chain along the top links m2.
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 12.5, 10), squad("m3", 12.5, 8), squad("m4", 10.5, 8)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(11, 9, 12, 11) }],
    });
    const all = new Set(["lead", "m2", "m3", "m4"]);
    for (const order of [
      ["m2", "m3", "m4"],
      ["m4", "m3", "m2"],
      ["m3", "m2", "m4"],
    ]) {
      const members = order.map((id) => board.model(id));
      expect(linkedTo(board, board.model("lead"), members, all, { gapWidth: 0 })).toEqual(all);
    }
    expect(linkedTo(board, board.model("lead"), [], all, { gapWidth: 0 })).toEqual(new Set(["lead"]));
    expect(linkedTo(board, board.model("lead"), [board.model("m2")], all, { gapWidth: 0 })).toEqual(
      new Set(["lead"]),
    );
  });

  it("linkedTo and unitCoherency leave the members' list as it was given", () => {
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 12.5, 10), squad("m3", 11, 10)] });
    const members = [board.model("m2"), board.model("m3")];
    const ids = new Set(["lead", "m2", "m3"]);
    expect(unitCoherency(board, board.model("lead"), members, ids, RULES).inCoherency).toBe(true);
    expect(linkedTo(board, board.model("lead"), members, ids, RULES)).toEqual(ids);
    expect(members.map((m) => m.id)).toEqual(["m2", "m3"]);
  });
});
