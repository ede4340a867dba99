// A Dungeon Universalis table on a fake square-grid scene: 100 px squares (one square a grid
// space), the scene rectangle at (200, 200) inside the padding, so square (x, y) has its top-left
// corner at (200 + 100x, 200 + 100y). Real ruleset, real board builder.
import { dungeonUniversalis } from "../../../src/rulesets/dungeon-universalis";
import {
  fakeRegion,
  fakeScene,
  fakeWall,
  profileFlags,
  terrainBehavior,
  type FakeScene,
} from "../scene/fake-scene";
import { fakeTokenDoc, testEnv, type FakeTokenDoc } from "../movement/fakes";

export const SIZE = 100;
export const ORIGIN = 200;

/** Top-left pixel of square (x, y). */
export const px = (x: number, y: number) => ({ x: ORIGIN + x * SIZE, y: ORIGIN + y * SIZE });

export function duTable() {
  const scene = fakeScene({ distance: 1, units: "in", type: 1 });
  const add = (
    id: string,
    x: number,
    y: number,
    fields: Record<string, unknown> = {},
    over: Record<string, unknown> = {},
  ): FakeTokenDoc => {
    const big = Number(fields.size ?? 2) >= 3;
    const t = fakeTokenDoc(id, {
      ...px(x, y),
      name: id,
      ...(big ? { width: 2, height: 2 } : {}),
      flags: profileFlags({ fields: { movement: 5, agility: 3, ...fields } }),
      ...over,
    });
    t.parent = scene;
    scene.tokens.push(t as unknown as FakeScene["tokens"][number]);
    return t;
  };
  const difficult = (x: number, y: number): void => {
    const { x: left, y: top } = px(x, y);
    scene.regions.push(
      fakeRegion(
        `d${x}-${y}`,
        [{ type: "rectangle", hole: false, x: left, y: top, width: SIZE, height: SIZE, rotation: 0 }],
        [terrainBehavior(`b${x}-${y}`, { kind: "difficult", direction: 0 })],
      ),
    );
  };
  /** A wall along square edges, in square coordinates (vertices). */
  const wall = (x0: number, y0: number, x1: number, y1: number): void => {
    const a = px(x0, y0);
    const b = px(x1, y1);
    scene.walls.push(fakeWall(`w${scene.walls.length}`, [a.x, a.y, b.x, b.y]));
  };
  const env = (o: Parameters<typeof testEnv>[0] = {}) => testEnv({ ruleset: dungeonUniversalis, ...o });
  return { scene, add, difficult, wall, env };
}
