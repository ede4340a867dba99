// Compile-time check that Foundry's v13 documents (as fvtt-types declares them) fit the narrow
// interfaces the scene adapter reads; the runtime assertion only keeps vitest happy.
import { describe, expect, it } from "vitest";
import type {
  RegionSource,
  SceneSource,
  TokenSource,
  ViewerSource,
  WallSource,
} from "../../../src/foundry/scene/sources";

type Fits<A, B> = A extends B ? true : false;

describe("scene source interfaces", () => {
  it("real document types are assignable to the narrow interfaces (checked by tsc)", () => {
    const checks: [
      Fits<Scene.Implementation, SceneSource>,
      Fits<TokenDocument.Implementation, TokenSource>,
      Fits<WallDocument.Implementation, WallSource>,
      Fits<RegionDocument.Implementation, RegionSource>,
      Fits<User.Implementation, ViewerSource>,
    ] = [true, true, true, true, true];
    expect(checks.every(Boolean)).toBe(true);
  });
});
