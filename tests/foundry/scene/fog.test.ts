// canvasCanSee against a fake `canvas` shaped after the v13 docs (Canvas#ready, #scene,
// CanvasVisibility#tokenVision and #testVisibility, FogManager#isPointExplored). The real fog
// texture is not modelled: the fake answers from rectangles.
import { afterEach, describe, expect, it } from "vitest";
import { canvasCanSee } from "../../../src/foundry/host/fog";
import { fakeScene } from "./fake-scene";

const g = globalThis as { canvas?: unknown };
afterEach(() => {
  delete g.canvas;
});

function fakeCanvas(tokenVision: boolean, sceneId = "scene1") {
  return {
    ready: true,
    scene: { id: sceneId },
    visibility: {
      tokenVision,
      testVisibility: (p: { x: number; y: number }) => p.x < 100, // in sight now
    },
    fog: { isPointExplored: (p: { x: number; y: number }) => p.x >= 100 && p.x < 200 }, // seen before
  };
}

describe("what the local player can see (fake canvas)", () => {
  it("explored or visible points are known; others are not", () => {
    g.canvas = fakeCanvas(true);
    const see = canvasCanSee(fakeScene());
    expect([50, 150, 250].map((x) => see({ x, y: 0 }))).toEqual([true, true, false]);
  });

  it("a scene without token vision hides nothing", () => {
    g.canvas = fakeCanvas(false);
    expect(canvasCanSee(fakeScene())({ x: 999, y: 0 })).toBe(true);
  });

  it("a scene not on the canvas, or no canvas at all, reveals nothing", () => {
    g.canvas = fakeCanvas(true, "elsewhere");
    expect(canvasCanSee(fakeScene())({ x: 50, y: 0 })).toBe(false);
    delete g.canvas;
    expect(canvasCanSee(fakeScene())({ x: 50, y: 0 })).toBe(false);
  });
});
