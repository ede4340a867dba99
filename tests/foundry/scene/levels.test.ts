// Scene levels (v14): a token is judged against what stands on its level. The fake scene is in
// the shape of the generation the project runs (core-fakes.ts): in v14 tokens stand on a level
// and regions on one or more, in v13 there are no levels and everything is on the one table.
import { describe, expect, it } from "vitest";
import { boardFromScene } from "../../../src/foundry/scene/board";
import { judge } from "../../../src/foundry/movement/judge";
import { GEN, GROUND } from "../core-fakes";
import { testEnv, wp } from "../movement/fakes";
import {
  fakeRegion,
  fakeScene,
  fakeToken,
  profileFlags,
  registeredSettings,
  terrainBehavior,
} from "./fake-scene";
import { signum } from "../../../src/rulesets/signum";

const { settings } = registeredSettings();

/** Two storeys: the mover and a friend on the ground, an enemy and a roof region upstairs. */
function twoStoreys() {
  const scene = fakeScene({ distance: 2.5, units: "cm", type: 0 });
  const upstairs = GEN === 14 ? { level: "upper" } : {};
  scene.tokens.push(
    fakeToken("me", { flags: profileFlags({ fields: { move: "M" } }) }),
    fakeToken("friend", { x: 600 }),
    fakeToken("enemy", { x: 400, disposition: -1, ...upstairs }),
  );
  const roof = fakeRegion(
    "roof",
    [{ type: "rectangle", hole: false, x: 300, y: 150, width: 200, height: 200, rotation: 0 }],
    [terrainBehavior("t", { kind: "impassable" })],
  );
  scene.regions.push(GEN === 14 ? { ...roof, levels: ["upper"] } : roof);
  return scene;
}

describe("what stands on the mover's level", () => {
  it(`v${GEN}: ${GEN === 14 ? "tokens and regions of another level are left off the board" : "everything is on the one table"}`, () => {
    const scene = twoStoreys();
    const { spec } = boardFromScene(scene, signum, { settings, level: GEN === 14 ? GROUND : null });
    if (GEN === 14) {
      expect(spec.models.map((m) => m.id)).toEqual(["me", "friend"]);
      expect(spec.terrain).toEqual([]);
    } else {
      expect(spec.models.map((m) => m.id)).toEqual(["me", "friend", "enemy"]);
      expect(spec.terrain?.map((t) => t.id)).toEqual(["roof.t.0"]);
    }
    // Without a level the whole scene counts, on both generations.
    expect(boardFromScene(scene, signum, { settings }).spec.models).toHaveLength(3);
  });

  it(`v${GEN}: a move is judged on its own level: ${GEN === 14 ? "the ground floor's path is clear" : "the enemy and the wall of the roof stop it"}`, () => {
    const scene = twoStoreys();
    const me = [...scene.tokens].find((t) => t.id === "me")!;
    const token = { ...me, parent: scene };
    const j = judge(testEnv(), {
      token,
      waypoints: [wp(200, 200), wp(450, 200)],
      groupIds: [],
      preview: false,
      declared: { values: {} },
    });
    if (j.kind !== "verdict") throw new Error(j.problem.key);
    expect(j.verdict.legal).toBe(GEN === 14);
    expect(j.board.hasModel("enemy")).toBe(GEN === 13);
  });
});
