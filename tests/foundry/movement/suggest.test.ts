// Route-around suggestions for Token#findMovementPath, on a fake Signum table (real ruleset,
// real board builder and router; fake scene, settings and fog). No Foundry runs here.
import { describe, expect, it } from "vitest";
import { Board } from "../../../src/engine/board/board";
import { constrainByRules } from "../../../src/foundry/movement/constrain";
import type { MovementEnv, UserLike } from "../../../src/foundry/movement/env";
import type { ModelSpec } from "../../../src/engine/board/types";
import { detourWaypoints, fillWaypoints } from "../../../src/foundry/movement/suggest";
import { stitchLegs, suggestLegs } from "../../../src/engine/routing/legs";
import { boardFromScene } from "../../../src/foundry/scene/board";
import { fakeWall, registeredSettings } from "../scene/fake-scene";
import { createRulesToken } from "../../../src/foundry/movement/token";
import { GEN } from "../core-fakes";
import { signumTable, testEnv, wp } from "./fakes";

type Pt = { x: number; y: number };

/** Distance from a point to the segment a–b (pixels). */
function toSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** The centre of a 1×1 waypoint (100 px squares). */
const centre = (w: Pt): Pt => ({ x: w.x + 50, y: w.y + 50 });

/** How close a drawn path of 1×1 waypoints comes to a point. */
function closest(path: readonly Pt[], p: Pt): number {
  let best = Infinity;
  for (let i = 1; i < path.length; i++)
    best = Math.min(best, toSegment(p, centre(path[i - 1]!), centre(path[i]!)));
  return best;
}

/** testEnv, but the player has explored nothing: fog-filtered boards lose every wall. */
function foggyEnv(user: Partial<UserLike> = {}): ReturnType<typeof testEnv> {
  const env = testEnv({ user });
  const { settings } = registeredSettings();
  const board: MovementEnv["board"] = (scene, r, opts) =>
    boardFromScene(scene, r, { ...opts, settings, canSee: () => false });
  return { ...env, board };
}

describe("detourWaypoints (Token#findMovementPath)", () => {
  it("replaces a blocked straight leg by a route round the base in the way", () => {
    const { add } = signumTable();
    const a = add("a", 200, 500);
    add("b", 400, 500);
    const env = testEnv();
    env.store.setMine({ action: "run", values: {} });
    const path = [wp(200, 500), wp(600, 500, { action: "walk", explicit: true, checkpoint: true })];
    const out = detourWaypoints(env, a, path, ["a"]);
    expect(out).not.toBeNull();
    expect(out![0]).toEqual(path[0]);
    expect(out![out!.length - 1]).toEqual(path[1]);
    expect(out!.length).toBeGreaterThan(2);
    // Corners are copies of the leg's end (its action), moved aside.
    // The corners are the route's, not the player's: never explicit, never a checkpoint.
    for (const w of out!.slice(1, -1)) {
      expect(w).toMatchObject({ action: "walk", explicit: false, checkpoint: false });
    }
    // The centres of the two 25 mm bases (50 px radius) stay apart all the way.
    expect(closest(out!, { x: 450, y: 550 })).toBeGreaterThanOrEqual(100 - 1e-6);
    // And the rules accept the whole suggested path, as committed.
    expect(constrainByRules(env, a, [out!, false], {}, ["a"])).toEqual([out, false]);
  });

  it("a player's route ignores a wall they have not explored; the committed move still stops at it", () => {
    const { add, scene } = signumTable();
    const a = add("a", 200, 500);
    // A wall across the leg at x = 450, from y = 450 to 650 (the centres run along y = 550).
    scene.walls.push(fakeWall("w", [450, 450, 450, 650]));
    const path = [wp(200, 500), wp(600, 500)];

    const player = foggyEnv();
    player.store.setMine({ action: "run", values: {} });
    // Nothing on the player's board blocks the leg: the suggestion keeps it straight through
    // where the unseen wall stands, so the ruler gives nothing away.
    expect(detourWaypoints(player, a, path, ["a"])).toBeNull();
    // The committed move is judged on the full board: it stops short of the wall.
    const [cut, constrained] = constrainByRules(player, a, [path, false], {}, ["a"]);
    expect(constrained).toBe(true);
    expect(centre(cut[cut.length - 1]!).x).toBeLessThan(450);

    // The GM sees the wall, and is routed round its end.
    const gm = foggyEnv({ id: "gm", isGM: true });
    gm.store.setMine({ action: "run", values: {} });
    const routed = detourWaypoints(gm, a, path, ["a"]);
    expect(routed).not.toBeNull();
    expect(routed!.some((w) => centre(w).y < 450 || centre(w).y > 650)).toBe(true);
  });

  it("leaves clear legs exactly as dragged and bends only the blocked one", () => {
    const { add } = signumTable();
    const a = add("a", 200, 500);
    add("b", 400, 650);
    const env = testEnv();
    env.store.setMine({ action: "run", values: {} });
    const clear = [wp(200, 500), wp(400, 500), wp(700, 500)];
    expect(detourWaypoints(env, a, clear, ["a"])).toBeNull();
    const mixed = [wp(200, 500), wp(400, 500), wp(400, 800)];
    const out = detourWaypoints(env, a, mixed, ["a"])!;
    expect(out.slice(0, 2)).toEqual(mixed.slice(0, 2));
    expect(out[out.length - 1]).toEqual(mixed[2]);
    expect(out.length).toBeGreaterThan(3);
  });

  it("keeps the path unchanged when no route exists within the allowance", () => {
    const { add, scene } = signumTable();
    const a = add("a", 200, 500);
    // A wall across the whole scene (scene pixels 200 to 2600 wide): no way round.
    scene.walls.push(fakeWall("w", [450, 0, 450, 2400]));
    const env = testEnv();
    expect(detourWaypoints(env, a, [wp(200, 500), wp(600, 500)], ["a"])).toBeNull();
  });

  it("does nothing with enforcement off or for teleports", () => {
    const { add } = signumTable();
    const a = add("a", 200, 500);
    add("b", 400, 500);
    const path = [wp(200, 500), wp(600, 500)];
    expect(detourWaypoints(testEnv({ mode: "off" }), a, path, ["a"])).toBeNull();
    expect(detourWaypoints(testEnv(), a, [path[0]!, { ...path[1]!, action: "blink" }], ["a"])).toBeNull();
    expect(detourWaypoints(testEnv(), a, path, ["a"], { ignoreWalls: true })).toBeNull();
  });
});

describe("suggestLegs (pure)", () => {
  const board = (x: Partial<ModelSpec> = {}): Board =>
    new Board(
      {
        width: 20,
        height: 10,
        unit: "in",
        models: [
          { id: "m", side: "a", x: 1, y: 5, baseMm: 25, unitId: "u" },
          { id: "x", side: "b", x: 5, y: 5, baseMm: 25, ...x },
        ],
      },
      25,
    );
  const path = [
    { x: 1, y: 5 },
    { x: 9, y: 5 },
  ];

  it("routes round a base, ignores the mover's unit and what it is told to, and respects the budget", () => {
    const b = board();
    const m = b.model("m");
    const s = suggestLegs(b, m, path, { budget: 20 });
    expect(s.changed).toBe(true);
    expect(s.legs[0]!.length).toBeGreaterThan(0);
    expect(stitchLegs(path, s.legs)).toEqual([path[0], ...s.legs[0]!, path[1]]);
    expect(suggestLegs(b, m, path, { budget: 20, ignore: new Set(["x"]) }).changed).toBe(false);
    const mate = board({ unitId: "u" });
    expect(suggestLegs(mate, mate.model("m"), path, { budget: 20 }).changed).toBe(false);
    // Straight is 8; no detour fits in 8.01.
    expect(suggestLegs(b, m, path, { budget: 8.01 })).toEqual({ legs: [[]], changed: false });
  });

  it("fills the fields core leaves out from the waypoint before", () => {
    const origin = { x: 1, y: 2, width: 1, height: 1, elevation: 3 };
    expect(fillWaypoints([{ x: 5 }, { y: 7, elevation: 0 }], origin)).toEqual([
      { x: 5, y: 2, width: 1, height: 1, elevation: 3 },
      { x: 5, y: 7, width: 1, height: 1, elevation: 0 },
    ]);
  });
});

describe("RulesToken#findMovementPath: the search's constraints as each generation passes them", () => {
  class FakeCoreToken {
    searched: unknown[][] = [];
    constructor(readonly document: unknown) {}
    constrainMovementPath(waypoints: unknown[]): [unknown[], boolean] {
      return [waypoints, false];
    }
    findMovementPath(waypoints: unknown[], _options?: unknown): { result: unknown[] } {
      this.searched.push(waypoints);
      return { result: waypoints };
    }
  }

  function blockedDrag() {
    const { add } = signumTable();
    const a = add("a", 200, 500);
    add("b", 400, 500);
    const env = testEnv();
    env.store.setMine({ action: "run", values: {} });
    const Token = createRulesToken(FakeCoreToken as never, () => env) as unknown as new (
      d: unknown,
    ) => FakeCoreToken;
    return { token: new Token(a), path: [wp(200, 500), wp(600, 500)] };
  }

  it("a blocked leg is searched through the detour's corners", () => {
    const { token, path } = blockedDrag();
    token.findMovementPath(path, { preview: true });
    expect(token.searched[0]!.length).toBeGreaterThan(2);
  });

  it(`v${GEN}: a GM's Unconstrained Movement (${GEN === 14 ? "constrainOptions.ignoreCost" : "ignoreCost"}) searches the path as dragged`, () => {
    const { token, path } = blockedDrag();
    const unconstrained =
      GEN === 14
        ? { preview: true, constrainOptions: { ignoreCost: true } }
        : { preview: true, ignoreCost: true };
    token.findMovementPath(path, unconstrained);
    expect(token.searched).toEqual([path]);
  });
});
