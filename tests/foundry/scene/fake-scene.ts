// A fake scene for the scene adapter's tests, shaped after the public API docs (Scene,
// BaseGrid, TokenDocument, WallDocument, RegionDocument, RegionBehavior; v14 also Level): plain
// objects with the members src/foundry/scene/sources.ts names, nothing else, in the shape of the
// generation the test project runs (core-fakes.ts): v14 tokens stand on a level and regions
// store a surface elevation over a level. It has no canvas, no fog and no database: documents
// are arrays, changed by the tests directly.
import type {
  RegionBehaviorSource,
  RegionSource,
  SceneSource,
  ShapeSource,
  TokenSource,
  WallSource,
} from "../../../src/foundry/scene/sources";
import { MODULE_ID } from "../../../src/foundry/ids";
import { GEN, GROUND, levelsFor, regionElevation } from "../core-fakes";
import { FakeSettings } from "../fakes";
import { registerSettings } from "../../../src/foundry/settings";
import { builtinRulesets } from "../../../src/rulesets";
import type { FoundrySettings } from "../../../src/foundry/settings";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface FakeScene extends SceneSource {
  readonly tokens: Mutable<TokenSource>[];
  readonly walls: Mutable<WallSource>[];
  readonly regions: RegionSource[];
}

/** 100 px squares of 1 inch by default; the scene rectangle is offset by a 200 px padding. */
export function fakeScene(grid: Partial<SceneSource["grid"]> = {}, id = "scene1"): FakeScene {
  return {
    id,
    name: "Test scene",
    grid: { size: 100, distance: 1, units: "in", type: 1, ...grid },
    dimensions: { sceneX: 200, sceneY: 200, sceneWidth: 2400, sceneHeight: 1800 },
    tokens: [],
    walls: [],
    regions: [],
    // v14: the ground level and one level per raised region floor (none in v13).
    get levels() {
      const floors = this.regions.flatMap((r) =>
        [...(r.levels ?? [])].map((l) => Number(/^level-(.+)$/.exec(l)?.[1] ?? 0)),
      );
      return levelsFor(floors);
    },
  };
}

export function fakeToken(id: string, over: Partial<TokenSource> = {}): Mutable<TokenSource> {
  return {
    id,
    name: id,
    x: 200,
    y: 200,
    width: 1,
    height: 1,
    elevation: 0,
    disposition: 1,
    hidden: false,
    actor: null,
    flags: {},
    ...(GEN === 14 ? { level: GROUND } : {}),
    ...over,
  };
}

/** A token's flags holding a Movement tab profile. */
export const profileFlags = (profile: Record<string, unknown>): unknown => ({ [MODULE_ID]: { profile } });

export function fakeWall(
  id: string,
  c: [number, number, number, number],
  over: Partial<WallSource> = {},
): Mutable<WallSource> {
  return { id, c, move: 20, door: 0, ds: 0, ...over };
}

export function fakeRegion(
  id: string,
  shapes: ShapeSource[],
  behaviors: RegionBehaviorSource[],
  elevation: { bottom: number | null; top: number | null } = { bottom: null, top: null },
): RegionSource {
  return { id, name: `Region ${id}`, shapes, ...regionElevation(elevation), behaviors };
}

export const terrainBehavior = (id: string, system: unknown, disabled = false): RegionBehaviorSource => ({
  id,
  type: `${MODULE_ID}.terrain`,
  disabled,
  system,
});

/** Fake settings with the module's settings registered, as after init. */
export function registeredSettings(systemId?: string): { fake: FakeSettings; settings: FoundrySettings } {
  const fake = new FakeSettings();
  const settings = fake as unknown as FoundrySettings;
  registerSettings(settings, builtinRulesets(), systemId);
  return { fake, settings };
}
