import { describe, expect, it } from "vitest";
import { evaluateMove } from "../../src/engine/evaluate";
import { formatLength } from "../../src/engine/format";
import type { MoveRequest, Verdict } from "../../src/engine/ruleset";
import { mumg } from "../../src/rulesets/mumg";
import { R, hero, pts, rect, table, villain } from "./helpers";

/*
 * MUMG forced moves (forced.ts), whole verdicts (issue 14, mutation testing): pushes that stop
 * at a base, terrain or a wall, pushes shorter than the path, pushed over an edge or to where the
 * base does not fit, and a fall where the model stands. Numbers are compared to six decimals.
 */

const U = "TTM.Unit.in";
const r6 = <T>(x: T): T => {
  if (typeof x === "number") return (Math.round(x * 1e6) / 1e6 + 0) as T;
  if (Array.isArray(x)) return x.map(r6) as T;
  if (x && typeof x === "object")
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, r6(v)])) as T;
  return x;
};
const judgeForced = (
  b: ReturnType<typeof table>,
  path: MoveRequest["path"],
  forced: MoveRequest["forced"],
): Verdict => {
  const out = evaluateMove(mumg, b, { modelId: "h", action: "move", path, forced });
  if (!out.ok) throw out.error;
  return out.verdict;
};
/** A push's verdict: legal, free, one "ok" band to where it ends. */
const pushed = (
  path: MoveRequest["path"],
  to: number,
  end: { x: number; y: number },
  more: Record<string, unknown> = {},
) =>
  r6({
    legal: true,
    reasons: [],
    length: 7,
    allowance: 7,
    cost: { amount: 0, key: "TTM.Mumg.CostForced", data: { distance: formatLength(to), unit: U } },
    reach: { distance: to, point: end },
    legalPath: [path[0], end],
    bands: to > 0 ? [{ from: 0, to, style: "ok", key: "TTM.Mumg.Band.Forced" }] : [],
    prompts: [],
    effects: [],
    contacts: [],
    ...more,
  });
const blocked = (kind: string, name: string, distance: string) => [
  {
    ruleId: "MUMG-MOVE-5",
    key: `TTM.Reason.Blocked.${kind}`,
    severity: "stop",
    data: { name, distance, unit: U },
  },
];

describe("MUMG pushes, whole verdicts", () => {
  const path = pts([5, 5], [12, 5]);

  it("MUMG-MOVE-5: a push stops touching a base, named by its name; the base is in contact", () => {
    const b = table({ models: [hero("h", 5, 5), villain("v", 9, 5, { name: "Bullseye" })] });
    const stop = 4 - 2 * R;
    expect(r6(judgeForced(b, path, { kind: "push" }))).toEqual(
      pushed(
        path,
        stop,
        { x: 5 + stop, y: 5 },
        { reasons: blocked("model", "Bullseye", "2.82"), contacts: ["v"] },
      ),
    );
  });

  it("MUMG-MOVE-5: a push that ends before the base it would meet says nothing of it", () => {
    const b = table({ models: [hero("h", 5, 5), villain("v", 9, 5, { name: "Bullseye" })] });
    expect(r6(judgeForced(b, path, { kind: "push", distance: 2 }))).toEqual(
      pushed(path, 2, { x: 7, y: 5 }, { allowance: 2 }),
    );
    // Exactly as far as the contact: it ends touching the base, stopped by its own distance.
    const touch = 4 - 2 * R;
    const v = judgeForced(b, path, { kind: "push", distance: touch });
    expect([v.reasons, v.contacts]).toEqual([[], ["v"]]);
    expect(v.reach.distance).toBeCloseTo(touch, 6);
  });

  it("MUMG-MOVE-5: impassable terrain stops a push and is named by its name; a wall by its id", () => {
    const b = table({
      models: [hero("h", 5, 5)],
      terrain: [{ id: "car", name: "Car", kind: "impassable", polygon: rect(8, 0, 10, 10) }],
      walls: [{ id: "w", a: { x: 5, y: 8 }, b: { x: 12, y: 8 } }],
    });
    const stop = 3 - R;
    expect(r6(judgeForced(b, path, { kind: "push", distance: 6 }))).toEqual(
      pushed(path, stop, { x: 5 + stop, y: 5 }, { allowance: 6, reasons: blocked("terrain", "Car", "2.41") }),
    );
    const north = pts([5, 5], [5, 12]);
    expect(r6(judgeForced(b, north, { kind: "push", distance: 6 }))).toEqual(
      pushed(north, stop, { x: 5, y: 5 + stop }, { allowance: 6, reasons: blocked("wall", "w", "2.41") }),
    );
  });

  it("MUMG-FALL-1: a push of 0 moves nothing: no band, no effect", () => {
    const b = table({ models: [hero("h", 5, 5)] });
    expect(r6(judgeForced(b, path, { kind: "push", distance: 0 }))).toEqual(
      pushed(path, 0, { x: 5, y: 5 }, { allowance: 0, legalPath: [{ x: 5, y: 5 }] }),
    );
  });

  it("MUMG-MOVE-6: pushed to where the base would hang over a walkway's edge, it stops wholly on it: no fall", () => {
    const b = table({
      models: [hero("h", 20, 5, {}, { elevation: 10 })],
      terrain: [{ id: "walkway", kind: "platform", polygon: rect(14, 0, 26, 8), height: 10 }],
    });
    const south = pts([20, 5], [20, 12]);
    const stop = 3 - R;
    expect(r6(judgeForced(b, south, { kind: "push", distance: 3.2 }))).toEqual(
      pushed(south, stop, { x: 20, y: 5 + stop }, { allowance: 3.2 }),
    );
  });
});

describe("MUMG falls where the model stands, whole verdicts", () => {
  const fallPrompt = (height: string) => ({
    id: "fall:1",
    ruleId: "MUMG-FALL-1",
    kind: "choice",
    choices: ["TTM.Mumg.Choice.Fall"],
    key: "TTM.Mumg.Prompt.Fall",
    data: { name: "h", height, unit: U, effect: "TTM.Mumg.Fall.Row1" },
    at: 0,
  });
  const dropped = (x: number, y: number, more: Record<string, unknown>) => ({
    legal: true,
    reasons: [],
    length: 0,
    allowance: 0,
    cost: { amount: 0, key: "TTM.Mumg.CostForced", data: { distance: "0.0", unit: U } },
    reach: { distance: 0, point: { x, y } },
    legalPath: [{ x, y }],
    bands: [],
    prompts: [],
    effects: [],
    contacts: [],
    ...more,
  });
  // A walkway 10" up over a deck 4" up, both from y = 0 to 8.
  const stacked = () =>
    table({
      models: [hero("h", 20, 6, {}, { elevation: 10 })],
      terrain: [
        { id: "walkway", kind: "platform", polygon: rect(14, 0, 26, 8), height: 10 },
        { id: "deck", kind: "platform", polygon: rect(14, 0, 26, 8), height: 4 },
      ],
    });

  it("MUMG-FALL-1: the walkway gone, it falls the 6 inches to the deck below, not to the street", () => {
    expect(judgeForced(stacked(), pts([20, 6]), { kind: "fall" })).toEqual(
      dropped(20, 6, {
        prompts: [fallPrompt("6.0")],
        effects: [{ type: "elevation", modelId: "h", elevation: 4, ruleId: "MUMG-FALL-1" }],
      }),
    );
  });

  it("MUMG-FALL-1: the level the path starts at is where it falls from: from the deck, 4 inches to the street", () => {
    expect(judgeForced(stacked(), [{ x: 20, y: 6, elevation: 4 }], { kind: "fall" })).toEqual(
      dropped(20, 6, {
        prompts: [fallPrompt("4.0")],
        effects: [{ type: "elevation", modelId: "h", elevation: 0, ruleId: "MUMG-FALL-1" }],
      }),
    );
  });

  it("MUMG-FALL-1: on the street there is nothing below: no fall, no prompt, no effect", () => {
    const b = table({ models: [hero("h", 5, 5)] });
    expect(judgeForced(b, pts([5, 5]), { kind: "fall" })).toEqual(dropped(5, 5, {}));
  });

  it("MUMG-FALL-1: a platform whose outline only boxes the spot is not under it: it falls to the street", () => {
    // A triangle 4" up whose bounding box holds (20, 6) but whose outline does not.
    const b = table({
      models: [hero("h", 20, 6, {}, { elevation: 10 })],
      terrain: [
        { id: "walkway", kind: "platform", polygon: rect(14, 0, 26, 8), height: 10 },
        {
          id: "ramp",
          kind: "platform",
          polygon: [
            { x: 14, y: 0 },
            { x: 26, y: 0 },
            { x: 14, y: 8 },
          ],
          height: 4,
        },
      ],
    });
    const v = judgeForced(b, pts([20, 6]), { kind: "fall" });
    expect([v.prompts.map((p) => p.data), v.effects]).toEqual([
      [{ name: "h", height: "10.0", unit: U, effect: "TTM.Mumg.Fall.Row3" }],
      [{ type: "elevation", modelId: "h", elevation: 0, ruleId: "MUMG-FALL-1" }],
    ]);
  });
});

describe("MUMG pushes that end before what is in the way", () => {
  it("MUMG-MOVE-5, MUMG-MOVE-6: a push that cannot end on a kerb stops before it, short of the base beyond: the base is not what stopped it", () => {
    const b = table({
      models: [hero("h", 5, 5), villain("v", 9.5, 5)],
      terrain: [{ id: "kerb", kind: "platform", polygon: rect(8, 0, 20, 10), height: 0.25 }],
    });
    const path = pts([5, 5], [12, 5]);
    const stop = 3 - R;
    expect(r6(judgeForced(b, path, { kind: "push" }))).toEqual(pushed(path, stop, { x: 5 + stop, y: 5 }));
  });
});
