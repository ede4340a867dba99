import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec } from "../../../src/engine/board/types";
import { linkBlock, unitCoherency, type CoherencyRules } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

const RULES: CoherencyRules = { range: 3, gapWidth: 1 };
const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { baseMm: 32, unitId: "squad", ...extra });

function check(board: Board, rules: CoherencyRules = RULES) {
  const unit = board.models.filter((m) => m.unitId === "squad");
  const [leader, ...members] = unit;
  const ids = new Set(unit.map((m) => m.id));
  return unitCoherency(board, leader!, members, ids, rules);
}

const sorted = (s: ReadonlySet<string>): string[] => [...s].sort();

describe("coherency (unit module)", () => {
  it('SCTMG-COH-1: two 32 mm models with centres 3.00" apart are in coherency, 3.01" are not', () => {
    const at = check(table({ models: [squad("lead", 10, 10), squad("m2", 13, 10)] }));
    expect(at).toEqual({
      inCoherency: true,
      within: new Set(["lead", "m2"]),
      linked: new Set(["lead", "m2"]),
    });
    const past = check(table({ models: [squad("lead", 10, 10), squad("m2", 13.01, 10)] }));
    expect(past).toEqual({ inCoherency: false, within: new Set(["lead"]), linked: new Set(["lead", "m2"]) });
  });

  it("SCTMG-COH-1: Wholly Within 3\" is measured from the Leading Model's base edge to the far edge of the other base", () => {
    // A 40 mm leader (r 0.787") and a 32 mm model (r 0.630"): the far edge of the model is 3"
    // from the leader's near edge when the centres are 3 - 0.630 + 0.787 = 3.157" apart.
    const limit = 3 - 16 / 25.4 + 20 / 25.4;
    expect(limit).toBeCloseTo(3.157, 3);
    const inside = check(
      table({ models: [squad("lead", 10, 10, { baseMm: 40 }), squad("m2", 10 + limit, 10)] }),
    );
    expect(inside.inCoherency).toBe(true);
    const outside = check(
      table({ models: [squad("lead", 10, 10, { baseMm: 40 }), squad("m2", 10 + limit + 0.01, 10)] }),
    );
    expect(outside).toEqual({
      inCoherency: false,
      within: new Set(["lead"]),
      linked: new Set(["lead", "m2"]),
    });
  });

  it("SCTMG-COH-2: a link blocked by a third unit's model breaks coherency even within 3\"", () => {
    const board = table({
      models: [
        squad("lead", 10, 10),
        squad("m2", 13, 10),
        model("civ", "terran", 11.5, 10, { baseMm: 25, unitId: "other" }),
      ],
    });
    const [lead, m2] = [board.model("lead"), board.model("m2")];
    expect(linkBlock(board, lead, m2, new Set(["lead", "m2"]), RULES)).toEqual({ kind: "model", id: "civ" });
    expect(check(board)).toEqual({
      inCoherency: false,
      within: new Set(["lead", "m2"]),
      linked: new Set(["lead"]),
    });
  });

  it("SCTMG-COH-2: a line touching another base without entering it is not blocked by it", () => {
    // The 25 mm base's edge is exactly on the line y = 10.
    const board = table({
      models: [
        squad("lead", 10, 10),
        squad("m2", 13, 10),
        model("civ", "terran", 11.5, 10 + 12.5 / 25.4, { baseMm: 25 }),
      ],
    });
    // The two bases beside the line are no gap: nothing else is near.
    expect(check(board).inCoherency).toBe(true);
  });

  it("SCTMG-COH-2: links may cross the enemy models the unit is engaged with", () => {
    const board = table({
      models: [
        squad("lead", 10, 10),
        squad("m2", 13, 10),
        model("zerg", "zerg", 11.5, 10, { baseMm: 25, unitId: "brood" }),
      ],
    });
    expect(check(board).inCoherency).toBe(false);
    expect(check(board, { ...RULES, crossable: new Set(["zerg"]) })).toEqual({
      inCoherency: true,
      within: new Set(["lead", "m2"]),
      linked: new Set(["lead", "m2"]),
    });
  });

  it("SCTMG-COH-2: a chain may pass through another model of the unit", () => {
    // lead -> m3 is blocked by the rock; lead -> m2 -> m3 goes round it.
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 11.5, 11.8), squad("m3", 13, 10)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(11.2, 9, 11.8, 10.9) }],
    });
    const [lead, m3] = [board.model("lead"), board.model("m3")];
    expect(linkBlock(board, lead, m3, new Set(["lead", "m2", "m3"]), RULES)).toEqual({
      kind: "terrain",
      id: "rock",
    });
    const c = check(board);
    expect(c.inCoherency).toBe(true);
    expect(sorted(c.linked)).toEqual(["lead", "m2", "m3"]);
  });

  it("SCTMG-COH-2: terrain and walls stop links; an Access Point lets a link cross a platform's face", () => {
    const platform = { id: "deck", kind: "platform" as const, polygon: rect(12, 0, 20, 20), height: 2 };
    const up = (extra: Partial<ModelSpec>) => squad("m2", 13, 10, { elevation: 2, ...extra });
    const blocked = check(table({ models: [squad("lead", 10.5, 10), up({})], terrain: [platform] }));
    expect(blocked.linked).toEqual(new Set(["lead"]));
    const ladder = { id: "ladder", kind: "access-point" as const, polygon: rect(11.5, 9, 12.5, 11) };
    const viaLadder = check(
      table({ models: [squad("lead", 10.5, 10), up({})], terrain: [platform, ladder] }),
    );
    expect(viaLadder.inCoherency).toBe(true);
    // Both on the deck: its face is not crossed.
    const onTop = check(
      table({ models: [squad("lead", 14, 10, { elevation: 2 }), up({ x: 16 })], terrain: [platform] }),
    );
    expect(onTop.inCoherency).toBe(true);
    const walled = table({
      models: [squad("lead", 10, 10), squad("m2", 12, 10)],
      walls: [{ id: "w", a: { x: 11, y: 0 }, b: { x: 11, y: 20 } }],
    });
    expect(
      linkBlock(walled, walled.model("lead"), walled.model("m2"), new Set(["lead", "m2"]), RULES),
    ).toEqual({
      kind: "wall",
      id: "w",
    });
  });

  it("SCTMG-COH-2, SCTMG-GAP-1: a link may not pass through a gap the Leading Model could not pass", () => {
    // Two rocks 0.9" apart across the line, each clear of it.
    const rocks = [
      { id: "n", kind: "impassable" as const, polygon: rect(11.3, 7, 11.7, 9.55) },
      { id: "s", kind: "impassable" as const, polygon: rect(11.3, 10.45, 11.7, 13) },
    ];
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 13, 10)], terrain: rocks });
    const [lead, m2] = [board.model("lead"), board.model("m2")];
    const ids = new Set(["lead", "m2"]);
    expect(linkBlock(board, lead, m2, ids, RULES)).toEqual({ kind: "gap", id: "n" });
    expect(linkBlock(board, lead, m2, ids, { ...RULES, gapWidth: 0.9 })).toBeNull();
    expect(check(board).inCoherency).toBe(false);
  });

  it("SCTMG-COH-2: a flying unit's links ignore terrain and other units' models", () => {
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 13, 10), model("civ", "terran", 11.5, 10, { baseMm: 25 })],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(11, 11, 12, 12) }],
      walls: [{ id: "w", a: { x: 12.2, y: 0 }, b: { x: 12.2, y: 20 } }],
    });
    expect(check(board).inCoherency).toBe(false);
    expect(check(board, { ...RULES, flying: true }).inCoherency).toBe(true);
  });

  it("SCTMG-COH-1: a unit of one is in coherency", () => {
    expect(check(table({ models: [squad("lead", 10, 10)] }))).toEqual({
      inCoherency: true,
      within: new Set(["lead"]),
      linked: new Set(["lead"]),
    });
  });
});
