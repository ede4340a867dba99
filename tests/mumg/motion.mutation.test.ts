import { describe, expect, it } from "vitest";
import type { Model } from "../../src/engine/board/types";
import {
  CLIMBABLE,
  FLY_WEIGHTS,
  WALK_WEIGHTS,
  WALL_CRAWL_WEIGHTS,
  levelOptions,
  moveOptions,
  voidOptions,
  weightsFor,
} from "../../src/rulesets/mumg/motion";
import type { MumgProfile } from "../../src/rulesets/mumg/profile";

/*
 * The data MUMG measures a path with (issue 14, mutation testing): every weight and option
 * stated whole, so a changed multiplier or a dropped option fails here and not only on the
 * one board that happens to show it.
 */

const profile = (over: Partial<MumgProfile> = {}): MumgProfile => ({
  movement: [4, 7, 14],
  height: 1.5,
  agile: false,
  fly: false,
  wallCrawler: false,
  ensnare: 0,
  ensnareRound: 0,
  powers: [],
  ...over,
});
const mover = { id: "m", x: 5, y: 5, r: 0.6, elevation: 3 } as Model;

describe("MUMG path weights and analysis options", () => {
  it("MUMG-ROUGH-1, MUMG-JUMP-1, MUMG-CLIMB-1: a walker pays rough ground, gaps, barriers and climbs double; stairs are floor", () => {
    expect(WALK_WEIGHTS).toEqual({
      kinds: { difficult: 2, gap: 2, "low-obstacle": 2 },
      climbUp: 2,
      climbDown: 2,
      stairs: 0,
    });
    expect(weightsFor(profile())).toBe(WALK_WEIGHTS);
  });

  it("MUMG-WALLCRAWL-1: a Wall-Crawler pays the vertical distance once, and the rest like a walker", () => {
    expect(WALL_CRAWL_WEIGHTS).toEqual({
      kinds: { difficult: 2, gap: 2, "low-obstacle": 2 },
      climbUp: 1,
      climbDown: 1,
      stairs: 0,
    });
    expect(weightsFor(profile({ wallCrawler: true }))).toBe(WALL_CRAWL_WEIGHTS);
  });

  it("MUMG-FLY-1: a flyer pays only the length, even when it is also a Wall-Crawler", () => {
    expect(FLY_WEIGHTS).toEqual({});
    expect(weightsFor(profile({ fly: true }))).toBe(FLY_WEIGHTS);
    expect(weightsFor(profile({ fly: true, wallCrawler: true }))).toBe(FLY_WEIGHTS);
  });

  it("MUMG-JUMP-1: a barrier no taller than half the model is jumped; vertical, platform and barrier pieces are climbable", () => {
    expect(CLIMBABLE).toEqual(["vertical", "platform", "low-obstacle"]);
    expect(levelOptions(profile({ height: 3 }))).toEqual({ lowObstacleMaxHeight: 1.5, climbable: CLIMBABLE });
  });

  it("MUMG-CLIMB-1, MUMG-FALL-1: a walker collides with everything, climbs down climbable faces and falls off the rest", () => {
    const path = [
      { x: 5, y: 5, elevation: 6 },
      { x: 9, y: 5 },
    ];
    expect(moveOptions(profile(), mover, path)).toEqual({
      startElevation: 6,
      lowObstacleMaxHeight: 0.75,
      climbable: CLIMBABLE,
      flying: false,
      descend: "auto",
      collision: { models: "all" },
    });
    // Without a level on the first waypoint the model's own is used.
    expect(moveOptions(profile(), mover, [{ x: 5, y: 5 }]).startElevation).toBe(3);
    expect(moveOptions(profile(), mover, []).startElevation).toBe(3);
  });

  it("MUMG-WALLCRAWL-1: a Wall-Crawler climbs down every edge", () => {
    expect(moveOptions(profile({ wallCrawler: true }), mover, []).descend).toBe("climb");
  });

  it("MUMG-FLY-1: a flyer passes over bases, terrain and walls", () => {
    const o = moveOptions(profile({ fly: true }), mover, []);
    expect(o.flying).toBe(true);
    expect(o.descend).toBe("auto");
    const collision = o.collision;
    expect(collision).not.toBe(false);
    if (collision === false || collision === undefined) return;
    expect(collision.models).toBe("none");
    expect(collision.walls).toBe(false);
    expect(collision.blocks?.({ id: "rock", kind: "impassable" } as never)).toBe(false);
  });

  it("MUMG-VOID-1: a jump into the void drops from every edge, whatever the traits, and collides with everything", () => {
    const path = [{ x: 5, y: 5, elevation: 9 }];
    for (const p of [profile(), profile({ wallCrawler: true }), profile({ fly: true })]) {
      expect(voidOptions(p, mover, path)).toEqual({
        startElevation: 9,
        lowObstacleMaxHeight: 0.75,
        climbable: CLIMBABLE,
        descend: "drop",
        collision: { models: "all" },
      });
    }
    expect(voidOptions(profile(), mover, []).startElevation).toBe(3);
  });
});
