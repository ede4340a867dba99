// Foundry waypoints to the engine's path and back (src/foundry/movement/path.ts). Pure: no
// Foundry runs here; the scale is the scene adapter's real one.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centreOf,
  toEnginePath,
  truncateAtReach,
  type PixelWaypoint,
} from "../../../src/foundry/movement/path";
import { scaleFor } from "../../../src/foundry/scene/scale";

// 100 px squares of 2.5 cm; the scene rectangle starts at (200, 200).
const scale = scaleFor(
  { size: 100, distance: 2.5, units: "cm", type: 0 },
  { sceneX: 200, sceneY: 200, sceneWidth: 2400, sceneHeight: 1800 },
  "cm",
);
const UPP = scale.unitsPerPixel; // 0.025 cm per pixel
const wp = (x: number, y: number, over: Partial<PixelWaypoint> = {}): PixelWaypoint => ({
  x,
  y,
  width: 1,
  height: 1,
  elevation: 0,
  ...over,
});

describe("toEnginePath", () => {
  it("measures the base centre, from the scene rectangle's corner, in the ruleset's unit", () => {
    expect(centreOf(wp(200, 200), 100)).toEqual({ x: 250, y: 250 });
    expect(centreOf(wp(200, 200, { width: 2, height: 3 }), 100)).toEqual({ x: 300, y: 350 });
    const path = toEnginePath([wp(200, 200), wp(600, 200, { elevation: 5 })], 100, scale);
    expect(path[0]).toEqual({ x: 1.25, y: 1.25, elevation: 0 });
    expect(path[1]!.x).toBeCloseTo(11.25);
    expect(path[1]!.elevation).toBeCloseTo(5); // scene units are cm here
  });

  it("keeps NaN so the engine reports the waypoint instead of a crash here", () => {
    const path = toEnginePath([wp(200, 200), wp(Number.NaN, 200)], 100, scale);
    expect(Number.isNaN(path[1]!.x)).toBe(true);
  });
});

describe("truncateAtReach", () => {
  const cut = (ws: PixelWaypoint[], reach: number) =>
    truncateAtReach(ws, toEnginePath(ws, 100, scale), reach, 100, UPP);

  it("leaves a path within the reach alone", () => {
    const ws = [wp(200, 200), wp(600, 200)]; // 400 px = 10 cm
    expect(cut(ws, 10)).toEqual({ waypoints: ws, constrained: false });
    expect(cut(ws, 10 + 1e-9).constrained).toBe(false);
  });

  it("cuts a straight drag at the reach, on a whole pixel", () => {
    const ws = [wp(200, 200), wp(800, 200)]; // 15 cm
    const out = cut(ws, 10);
    expect(out.constrained).toBe(true);
    expect(out.waypoints).toHaveLength(2);
    expect(out.waypoints[1]).toMatchObject({ x: 600, y: 200 });
  });

  it("keeps the waypoints before the cut and copies the one beyond (its action, size)", () => {
    const ws = [wp(200, 200), wp(400, 200), wp(400, 600, { action: "run", width: 1 })];
    const out = cut(ws, 7.5); // 5 cm then 2.5 cm down the second leg
    expect(out.waypoints.slice(0, 2)).toEqual(ws.slice(0, 2));
    expect(out.waypoints[2]).toMatchObject({ x: 400, y: 300, action: "run" });
  });

  it("interpolates the elevation of the cut waypoint", () => {
    const ws = [wp(200, 200, { elevation: 0 }), wp(600, 200, { elevation: 10 })];
    expect(cut(ws, 5).waypoints[1]!.elevation).toBeCloseTo(5);
  });

  it("a reach of nothing leaves only the start: the token does not move", () => {
    const ws = [wp(200, 200), wp(600, 200)];
    expect(cut(ws, 0)).toEqual({ waypoints: [ws[0]], constrained: true });
  });

  it("never places the cut beyond the reach, whatever the angle (rounding goes back)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -800, max: 800 }),
        fc.integer({ min: -800, max: 800 }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        (dx, dy, frac) => {
          fc.pre(Math.hypot(dx, dy) > 20);
          const ws = [wp(1000, 1000), wp(1000 + dx, 1000 + dy)];
          const path = toEnginePath(ws, 100, scale);
          const length = Math.hypot(dx, dy) * UPP;
          const reach = length * frac;
          const out = truncateAtReach(ws, path, reach, 100, UPP);
          const last = out.waypoints[out.waypoints.length - 1]!;
          expect(Number.isInteger(last.x) && Number.isInteger(last.y)).toBe(true);
          const travelled = Math.hypot(last.x - 1000, last.y - 1000) * UPP;
          expect(travelled).toBeLessThanOrEqual(reach + 1e-9);
          // …and not much short of it: within two pixels.
          if (out.waypoints.length === 2) expect(reach - travelled).toBeLessThan(2 * UPP + 1e-9);
        },
      ),
    );
  });

  it("a path and waypoints of different lengths are returned untouched", () => {
    const ws = [wp(200, 200), wp(600, 200)];
    expect(truncateAtReach(ws, [{ x: 0, y: 0 }], 1, 100, UPP)).toEqual({ waypoints: ws, constrained: false });
  });
});
