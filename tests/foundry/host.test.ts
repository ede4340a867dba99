// The host layer's view of v13 and v14 (src/foundry/host/generation.ts), written from the
// public docs of each generation. The adapters are shown for both generations here; the rest of
// the Foundry-side suite runs once per generation through the fakes (vitest.config.ts).
import { afterEach, describe, expect, it } from "vitest";
import {
  arrival,
  generation,
  GENERATIONS,
  isPlannedMovement,
  levelOf,
  onLevel,
  pathSearchConstraints,
  putBackWaypoint,
  regionRange,
  useGeneration,
} from "../../src/foundry/host/generation";
import { realMovementParts } from "../../src/foundry/host/globals";
import { MODULE_ID } from "../../src/foundry/ids";
import { operationDataFor } from "../../src/foundry/movement/share";
import { planMovementActions } from "../../src/foundry/config/movement-actions";
import { signum } from "../../src/rulesets/signum";
import { GEN } from "./core-fakes";

afterEach(() => useGeneration(GEN));

const levels = new Map([
  ["ground", { id: "ground", elevation: { bottom: 0, top: 10 } }],
  ["upper", { id: "upper", elevation: { bottom: 10, top: 20 } }],
]);
const levelById = (id: string) => levels.get(id);

describe("the generation", () => {
  it("is the one the test project runs, and the one game.release names otherwise", () => {
    expect(generation()).toBe(GEN);
    useGeneration(null);
    const g = globalThis as { game?: unknown };
    g.game = { release: { generation: 14, build: 369 } };
    expect(generation()).toBe(14);
    g.game = { release: { generation: 13, build: 351 } };
    expect(generation()).toBe(13);
    delete g.game;
    expect(generation()).toBe(13);
  });
});

describe.each(GENERATIONS)("v%i", (g) => {
  it("a region's extent: v13 bottom/top; v14 a surface elevation over its level's floor", () => {
    useGeneration(g);
    const v13Region = { elevation: { bottom: 2, top: 5 } };
    const v14Roof = { elevation: 14, levels: ["upper"] };
    const v14Flat = { elevation: 10, levels: ["upper"] };
    const v14Ground = { elevation: 3, levels: null };
    if (g === 13) {
      expect(regionRange(v13Region, levelById)).toEqual({ bottom: 2, top: 5, levels: null });
      // A v14 field on a v13 world is no range at all: open both ways.
      expect(regionRange(v14Roof, levelById)).toEqual({ bottom: null, top: null, levels: null });
    } else {
      expect(regionRange(v14Roof, levelById)).toEqual({ bottom: 10, top: 14, levels: ["upper"] });
      expect(regionRange(v14Flat, levelById)).toEqual({ bottom: 10, top: null, levels: ["upper"] });
      expect(regionRange(v14Ground, levelById)).toEqual({ bottom: null, top: 3, levels: null });
      // A build that serves the bottom/top range (RegionElevationData) is read as such.
      expect(regionRange({ elevation: { bottom: 2, top: 5 }, levels: ["ground"] }, levelById)).toEqual({
        bottom: 2,
        top: 5,
        levels: ["ground"],
      });
    }
  });

  it("levels: tokens and waypoints carry one in v14 only; what stands on every level counts everywhere", () => {
    useGeneration(g);
    expect(levelOf({ level: "upper" })).toBe(g === 14 ? "upper" : null);
    expect(levelOf({})).toBeNull();
    expect(onLevel(null, "upper")).toBe(true);
    expect(onLevel(["ground"], "upper")).toBe(false);
    expect(onLevel(["ground", "upper"], "upper")).toBe(true);
    expect(onLevel(["ground"], null)).toBe(true);
  });

  it("the GM's put-back is a displacement to the origin, on the origin's level in v14", async () => {
    useGeneration(g);
    const calls: unknown[][] = [];
    const doc = { move: (...args: unknown[]) => Promise.resolve(void calls.push(args)) };
    const origin = { x: 200, y: 300, elevation: 5, level: "upper", width: 1, height: 1 };
    await realMovementParts().putBack(doc, origin, operationDataFor("a", { revertOf: "mv1" }));
    expect(calls).toEqual([
      [
        [{ x: 200, y: 300, elevation: 5, action: "displace", ...(g === 14 ? { level: "upper" } : {}) }],
        {
          method: "api",
          autoRotate: false,
          showRuler: false,
          [MODULE_ID]: { tokens: { a: { revertOf: "mv1" } } },
        },
      ],
    ]);
    expect(putBackWaypoint({ x: 1, y: 2, elevation: 0 })).toEqual({
      x: 1,
      y: 2,
      elevation: 0,
      action: "displace",
    });
  });

  it("a path search's constraints: v13 at the top of the options, v14 in constrainOptions", () => {
    useGeneration(g);
    const v13 = { preview: true, ignoreCost: true, ignoreWalls: false };
    const v14 = { preview: true, constrainOptions: { ignoreCost: true, ignoreWalls: true } };
    expect(pathSearchConstraints(g === 13 ? v13 : v14)).toEqual({ ignoreCost: true, ignoreWalls: g === 14 });
    // The other generation's shape asks for nothing.
    expect(pathSearchConstraints(g === 13 ? v14 : v13)).toEqual({ ignoreCost: false, ignoreWalls: false });
    expect(pathSearchConstraints(undefined)).toEqual({ ignoreCost: false, ignoreWalls: false });
  });

  it("planned movement (Token#planMovement, `planned` instruction) exists in v14 only", () => {
    useGeneration(g);
    const op = { movement: { a: { planned: true }, b: {} } };
    expect(isPlannedMovement(op, "a")).toBe(g === 14);
    expect(isPlannedMovement(op, "b")).toBe(false);
    expect(isPlannedMovement(null, "a")).toBe(false);
  });

  it("arrival: v14 waits for movement.finished (false when stopped); v13 has arrived when moveToken fires", async () => {
    useGeneration(g);
    let settled = false;
    let finish: (v: boolean) => void = () => undefined;
    const waiting = arrival({ finished: new Promise<boolean>((r) => (finish = r)) }).then((v) => {
      settled = true;
      return v;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(g === 13);
    finish(false);
    expect(await waiting).toBe(g === 13 ? true : false);
    const failed = Promise.reject(new Error("stopped"));
    failed.catch(() => undefined); // v13 never looks at it
    expect(await arrival({ finished: failed })).toBe(g === 13);
    expect(await arrival({})).toBe(true);
  });

  it("movement actions: v14's descriptor multiplier is set to 1 beside the cost function", () => {
    useGeneration(g);
    const walk = {
      label: "walk",
      icon: "",
      order: 0,
      canSelect: () => true,
      getCostFunction: () => (c: number) => c,
    };
    const plan = planMovementActions(signum, { walk: walk, displace: walk });
    const own = plan.actions.walk as unknown as Record<string, unknown>;
    expect(own.costMultiplier).toBe(g === 14 ? 1 : undefined);
    expect(typeof own.getCostFunction).toBe("function");
    expect(typeof own.canSelect).toBe("function");
  });
});
