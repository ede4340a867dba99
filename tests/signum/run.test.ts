import { describe, expect, it } from "vitest";
import { hero, judge, line, RED, ruleIds, table } from "./helpers";

describe("Signum run", () => {
  it.each([
    ["S", 10],
    ["M", 15],
    ["L", 25],
  ])("SIGNUM-RUN-1: a run raises %s one step, to %d cm", (move, cm) => {
    const board = table([hero({ profile: { move } })]);
    const v = judge(board, { action: "run", path: line(10, 10 + cm) });
    expect(v.legal).toBe(true);
    expect(v.allowance).toBe(cm);
    expect(judge(board, { action: "run", path: line(10, 10 + cm + 0.01) }).legal).toBe(false);
  });

  it("SIGNUM-RUN-1: declaring the run on a move action works the same", () => {
    const v = judge(table([hero({ profile: { move: "M" } })]), {
      declarations: { run: true },
      path: line(10, 25),
    });
    expect(v.legal).toBe(true);
    expect(v.cost.key).toBe("TTM.Signum.CostRun");
    expect(v.cost.data).toMatchObject({ from: "M", to: "L" });
  });

  it("SIGNUM-RUN-1: the ruler shows the walked part and the run part in different bands", () => {
    const v = judge(table([hero({ profile: { move: "M" } })]), { action: "run", path: line(10, 23) });
    expect(v.bands.map((b) => [b.style, b.from, b.to])).toEqual([
      ["ok", 0, 10],
      ["tier", 10, 13],
    ]);
  });

  it("SIGNUM-RUN-1: a model with XL cannot run", () => {
    const v = judge(table([hero({ profile: { move: "XL" } })]), { action: "run", path: line(10, 15) });
    expect(v.legal).toBe(false);
    expect(ruleIds(v)).toContain("SIGNUM-RUN-1");
    expect(v.reasons[0]!.key).toBe("TTM.Signum.Reason.RunXL");
    expect(v.reach.distance).toBe(0);
  });

  it("SIGNUM-RUN-1: a Slow model cannot run", () => {
    const v = judge(table([hero({ profile: { move: "M", slow: true } })]), {
      action: "run",
      path: line(10, 15),
    });
    expect(v.legal).toBe(false);
    expect(v.reasons[0]!.key).toBe("TTM.Signum.Reason.RunSlow");
  });

  it("SIGNUM-RUN-1: after a run the model's turn ends", () => {
    const v = judge(table([hero({ profile: { move: "M" } })]), { action: "run", path: line(10, 20) });
    expect(v.effects).toContainEqual({ type: "end-turn", modelId: "hero", ruleId: "SIGNUM-RUN-1" });
  });

  it("SIGNUM-RUN-2: a model in contact with an enemy cannot run", () => {
    const enemy = { id: "orc", side: RED, x: 13, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), enemy]), { action: "run", path: line(10, 5) });
    expect(v.legal).toBe(false);
    expect(ruleIds(v)).toContain("SIGNUM-RUN-2");
    expect(v.prompts).toEqual([]);
  });

  it("SIGNUM-RUN-3: a run that touches an enemy stops there and takes a backstab from it", () => {
    const enemy = { id: "orc", name: "Orc", side: RED, x: 22, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), enemy]), { action: "run", path: line(10, 25) });
    expect(v.reach.point.x).toBeCloseTo(19, 6);
    expect(v.contacts).toEqual(["orc"]);
    expect(v.prompts).toHaveLength(1);
    expect(v.prompts[0]).toMatchObject({
      id: "backstab:orc",
      ruleId: "SIGNUM-RUN-3",
      formula: "1d6",
      sourceId: "orc",
    });
    expect(v.prompts[0]!.at).toBeCloseTo(9, 6);
  });

  it("SIGNUM-RUN-3: an ordinary move into contact draws no backstab", () => {
    const enemy = { id: "orc", side: RED, x: 17, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), enemy]), { path: line(10, 14) });
    expect(v.prompts).toEqual([]);
  });
});
