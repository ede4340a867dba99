import { describe, expect, it } from "vitest";
import type { OverlayPlan } from "../../src/overlay/plan";
import { drawOverlay, type OverlayPixi } from "../../src/overlay/draw";

/*
 * drawOverlay is checked in real Chromium by the sandbox e2e test; here a recording stand-in
 * for PIXI checks what it asks the Graphics to draw, without WebGL.
 */
type Call = { readonly target: string; readonly method: string; readonly args: unknown[] };

function recordingPixi(): { pixi: OverlayPixi; calls: Call[] } {
  const calls: Call[] = [];
  const recorder = (target: string): unknown => {
    const fn = (): void => undefined;
    return new Proxy(fn, {
      get: (_t, prop) => {
        if (prop === Symbol.toPrimitive) return () => 0;
        if (typeof prop !== "string") return undefined;
        return new Proxy(fn, {
          apply: (_f, _this, args: unknown[]) => {
            calls.push({ target, method: prop, args });
            return recorder(target);
          },
          get: () => recorder(target),
        });
      },
      set: () => true,
    });
  };
  const make = (target: string) =>
    function (this: unknown) {
      return recorder(target);
    };
  const pixi = {
    Graphics: make("graphics"),
    Text: make("text"),
    Container: make("container"),
  } as unknown as OverlayPixi;
  return { pixi, calls };
}

const plan = (marks: OverlayPlan["marks"]): OverlayPlan =>
  ({
    legal: true,
    length: 4,
    pieces: [
      {
        from: 0,
        to: 4,
        points: [
          { x: 0, y: 0 },
          { x: 4, y: 0 },
        ],
        style: "ok",
        color: 0x00ff00,
        dashed: false,
        text: "",
      },
    ],
    marks,
    waypoints: [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
    ],
    reach: null,
    contacts: [],
    prompts: [],
    label: { at: { x: 4, y: 0 }, lines: [] },
  }) as unknown as OverlayPlan;

describe("drawOverlay", () => {
  it("MUMG-CLIMB-1: a climb mark is a bar across the path at the face, in its band colour", () => {
    const { pixi, calls } = recordingPixi();
    const parent = { addChild: () => undefined } as unknown as PIXI.Container;
    const mark = {
      at: 2,
      point: { x: 2, y: 0 },
      direction: { x: 1, y: 0 },
      style: "double" as const,
      color: 0xabcdef,
      text: "",
    };
    drawOverlay(pixi, parent, plan([mark]), 10);
    const colourAt = calls.findIndex((c) => c.method === "lineStyle" && c.args[1] === 0xabcdef);
    expect(colourAt).toBeGreaterThan(-1);
    const [move, line] = calls.slice(colourAt + 1, colourAt + 3);
    expect(move?.method).toBe("moveTo");
    expect(line?.method).toBe("lineTo");
    // Across a path heading +x at (20, 0) on screen: the bar is vertical through x = 20.
    expect(move?.args[0]).toBeCloseTo(20);
    expect(line?.args[0]).toBeCloseTo(20);
    expect(Math.abs((move?.args[1] as number) - (line?.args[1] as number))).toBeGreaterThan(0);
  });

  it("draws no bar when there is no mark", () => {
    const { pixi, calls } = recordingPixi();
    const parent = { addChild: () => undefined } as unknown as PIXI.Container;
    drawOverlay(pixi, parent, plan([]), 10);
    expect(calls.some((c) => c.method === "lineStyle" && c.args[1] === 0xabcdef)).toBe(false);
  });
});
