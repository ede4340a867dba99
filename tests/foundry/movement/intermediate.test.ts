// Square-grid scenes: core's committed movement holds an `intermediate` waypoint for every
// space crossed (TokenMeasuredMovementWaypoint.intermediate; core-fakes.ts builds them the way
// TokenDocument#getCompleteMovementPath documents). The commit gate, the GM's check, the path
// constraint and the ruler judge the line the ruler showed, not the staircase through them.
// Runs for v13 and v14 (vitest projects).
import { describe, expect, it } from "vitest";
import { constrainByRules } from "../../../src/foundry/movement/constrain";
import { runGate, type GateUi, type MovementLike } from "../../../src/foundry/movement/gate";
import { checkPlayerMove, RevertedMoves } from "../../../src/foundry/movement/gm-check";
import { judge } from "../../../src/foundry/movement/judge";
import { distanceAlong, judgedPrevious, type RulerPoint } from "../../../src/foundry/ruler/plan";
import { coreMovement, GEN, GROUND, squareDirectPath } from "../core-fakes";
import { fakeScene, profileFlags, type FakeScene } from "../scene/fake-scene";
import { fakeTokenDoc, testEnv, wp } from "./fakes";

/**
 * A Signum table on a square grid of 2.7 cm spaces: an M model's 10 cm is 3.70 spaces. The move
 * 3 spaces right and 2 down is 3.61 spaces in a line (9.74 cm, legal) and 3.83 spaces through
 * core's grid steps (10.34 cm, too far).
 */
function squareTable() {
  const scene = fakeScene({ distance: 2.7, units: "cm", type: 1 });
  const a = fakeTokenDoc("a", { x: 200, y: 200, flags: profileFlags({ fields: { move: "M" } }) });
  a.parent = scene;
  scene.tokens.push(a as unknown as FakeScene["tokens"][number]);
  const movement = coreMovement({
    origin: wp(200, 200),
    waypoints: [wp(500, 400, { action: "walk" })],
    grid: scene.grid,
  }) as unknown as MovementLike;
  return { scene, a, movement };
}

const silentUi: GateUi = {
  ask: () => Promise.resolve(null),
  roll: () => Promise.reject(new Error("no roll expected")),
  postPromptCard: () => Promise.resolve(),
  whisperGm: () => Promise.resolve(),
};

describe("core's intermediate grid steps (square grid)", () => {
  it("the fake commits them as core does: one per space crossed, not explicit, no checkpoint", () => {
    const { movement } = squareTable();
    expect(squareDirectPath([2, 2], [4, 5])).toEqual([
      [2, 2],
      [3, 3],
      [3, 4],
      [4, 5],
    ]);
    const passed = movement.passed.waypoints as unknown as readonly Record<string, unknown>[];
    expect(passed.map((w) => [w.x, w.y, w.intermediate, w.explicit])).toEqual([
      [300, 300, true, false],
      [400, 300, true, false],
      [500, 400, false, true],
    ]);
    if (GEN === 14) expect(passed.every((w) => w.level === GROUND && w.depth === 1)).toBe(true);
  });

  it("measured through the steps the move is too long: the staircase the bug judged", () => {
    const { a, movement } = squareTable();
    const staircase = judge(testEnv(), {
      token: a,
      waypoints: [movement.origin, ...movement.passed.waypoints],
      groupIds: [],
      preview: false,
      declared: { values: {} },
    });
    expect(staircase.kind === "verdict" && staircase.verdict.legal).toBe(false);
  });

  it("the commit gate lets the move the ruler showed as legal through", async () => {
    const { a, movement } = squareTable();
    const env = testEnv();
    const result = await runGate(env, silentUi, a, movement, []);
    expect(result.allowed).toBe(true);
    expect(env.notices).toEqual([]);
    if (!result.allowed || !result.committed) throw new Error("expected a committed move");
    expect(result.committed.judgement.verdict.legal).toBe(true);
    expect(result.committed.judgement.path).toHaveLength(2);
  });

  it("the GM does not put the player's legal move back", async () => {
    const { a, movement } = squareTable();
    const env = testEnv({ user: { id: "gm", name: "GM", isGM: true } });
    const putBack: unknown[] = [];
    const host = {
      putBack: (...args: unknown[]) => Promise.resolve(void putBack.push(args)),
      whisper: () => Promise.resolve(),
    };
    const player = { id: "p1", name: "Ana", isGM: false };
    expect(await checkPlayerMove(env, host, a, movement, {}, player, new RevertedMoves(() => "signum"))).toBe(
      false,
    );
    expect(putBack).toEqual([]);
  });

  it("the path constraint keeps the whole path core gave, steps and all", () => {
    const { a, movement } = squareTable();
    const path = [movement.origin, ...movement.passed.waypoints];
    expect(constrainByRules(testEnv(), a, [path, false], {}, [])).toEqual([path, false]);
  });

  it("a step's distance along the ruler is measured from the last real waypoint, never up the staircase", () => {
    const centres: [number, number, boolean][] = [
      [250, 250, false],
      [350, 350, true],
      [450, 350, true],
      [550, 450, false],
    ];
    const points: RulerPoint[] = [];
    for (const [x, y, intermediate] of centres)
      points.push({ center: { x, y }, stage: "planned", previous: points.at(-1) ?? null, intermediate });
    const upp = 2.7 / 100;
    expect(distanceAlong(points[3]!, upp)).toBeCloseTo(Math.hypot(300, 200) * upp, 9);
    expect(distanceAlong(points[2]!, upp)).toBeCloseTo(Math.hypot(200, 100) * upp, 9);
    expect(judgedPrevious(points[3]!)).toBe(points[0]);
  });
});
