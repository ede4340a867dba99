import { describe, expect, it } from "vitest";
import type { ModelSpec } from "../../../src/engine/board/types";
import { GEOMETRY_TOLERANCE as T } from "../../../src/engine/geometry/tolerance";
import { linkBlock, unitCoherency } from "../../../src/engine/unit";
import { model, table } from "../helpers";

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { unitId: "squad", ...extra });

describe("links on boards built for one rule each (issue 14, mutation testing)", () => {
  it("SCTMG-COH-2: a level exactly the tolerance below a wall's top is its top: the link passes", () => {
    const board = (la: number) =>
      table({
        models: [squad("a", 10, 10, { elevation: la }), squad("b", 14, 10, { elevation: 1 })],
        walls: [{ id: "w", a: { x: 12, y: 5 }, b: { x: 12, y: 15 }, height: 1 }],
      });
    const block = (la: number) => {
      const b = board(la);
      return linkBlock(b, b.model("a"), b.model("b"), new Set(["a", "b"]), { gapWidth: 0 });
    };
    expect(1 - T >= 1 - T).toBe(true);
    expect(block(1 - T)).toBeNull();
    expect(block(1 - 1.5 * T)).toEqual({ kind: "wall", id: "w" });
  });

  it("SCTMG-COH-1, SCTMG-COH-2: a wall by the unit's easternmost model cuts its link, whichever order the models are given in", () => {
    // m2 stands 3" east of the leader behind a wall at x = 12.5 that also cuts its line to m3.
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 13, 10), squad("m3", 11, 12)],
      walls: [{ id: "w", a: { x: 12.5, y: 9 }, b: { x: 12.5, y: 11 } }],
    });
    const [lead, m2, m3] = ["lead", "m2", "m3"].map((id) => board.model(id));
    const ids = new Set(["lead", "m2", "m3"]);
    const answer = {
      inCoherency: false,
      within: new Set(["lead", "m2", "m3"]),
      linked: new Set(["lead", "m3"]),
    };
    expect(unitCoherency(board, lead!, [m2!, m3!], ids, { range: 3, gapWidth: 0 })).toEqual(answer);
    expect(unitCoherency(board, lead!, [m3!, m2!], ids, { range: 3, gapWidth: 0 })).toEqual(answer);
  });

  it("SCTMG-COH-2: a link that enters another unit's base by exactly the tolerance only touches it", () => {
    // The link runs along y = 1; the 40 mm base's centre lies its radius less the tolerance off it
    // (chosen so that the distance computed is exactly that), and one more tolerance nearer.
    const link = (dy: number) => {
      const civ = model("civ", "terran", 12, 1 + dy, { baseMm: 40, unitId: "other" });
      const board = table({ models: [squad("a", 10, 1), squad("b", 14, 1), civ] });
      return linkBlock(board, board.model("a"), board.model("b"), new Set(["a", "b"]), { gapWidth: 0 });
    };
    const r = 20 / 25.4;
    expect(1 + (r - T) - 1).toBe(r - T);
    expect(link(r - T)).toBeNull();
    expect(link(r - 2 * T)).toEqual({ kind: "model", id: "civ" });
  });
});
