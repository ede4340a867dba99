// Scene → scenario export on a fake scene (no Foundry runs here): the file parses as format 2,
// and replaying it (parseScenarioText → runScenario, and the CLI's checkFile) gives the verdict
// that judging the scene directly gives.
import { describe, expect, it } from "vitest";
import { checkFile } from "../../../src/cli/check-file";
import { evaluateMove } from "../../../src/engine/evaluate";
import { parseScenarioText, runScenario } from "../../../src/engine/scenario";
import { createApi, scenarioFileName } from "../../../src/foundry/api";
import { lastMoveOf } from "../../../src/foundry/config/export-tool";
import { boardFromScene } from "../../../src/foundry/scene/board";
import { sceneToScenario } from "../../../src/foundry/scene/export";
import { readRulesetOptions } from "../../../src/foundry/settings";
import { builtinRulesets } from "../../../src/rulesets";
import { signum } from "../../../src/rulesets/signum";
import {
  fakeRegion,
  fakeScene,
  fakeToken,
  fakeWall,
  profileFlags,
  registeredSettings,
  terrainBehavior,
} from "./fake-scene";

/** 100 px = 2 cm; a warrior between two goblins, difficult terrain ahead and a wall to the side. */
function table() {
  const scene = fakeScene({ distance: 2, units: "cm" });
  scene.tokens.push(
    fakeToken("warrior", {
      name: "Warrior <b>",
      x: 1400,
      y: 1400,
      flags: profileFlags({ fields: { move: "M" }, baseMm: 30 }),
    }),
    fakeToken("goblinA", {
      x: 1551,
      y: 1400,
      disposition: -1,
      flags: profileFlags({ fields: {}, baseMm: 30 }),
    }),
    fakeToken("goblinB", {
      x: 1249,
      y: 1400,
      disposition: -1,
      flags: profileFlags({ fields: {}, baseMm: 30 }),
    }),
  );
  scene.walls.push(fakeWall("w1", [1000, 1000, 1000, 1900]));
  scene.regions.push(
    fakeRegion(
      "mud",
      [{ type: "rectangle", hole: false, x: 1300, y: 1700, width: 400, height: 300, rotation: 0 }],
      [terrainBehavior("b", { kind: "difficult" })],
    ),
  );
  return scene;
}

// Top-left token positions, as Foundry's movement waypoints give them: 6 cm down (300 px).
const waypoints = [
  { x: 1400, y: 1400, elevation: 0 },
  { x: 1400, y: 1700, elevation: 0 },
];

describe("scene → scenario export", () => {
  const { settings } = registeredSettings();
  const options = readRulesetOptions(settings, signum);

  it("round trip: export → parse → run gives the verdict of judging the scene directly", () => {
    const scene = table();
    const file = sceneToScenario(scene, signum, { tokenId: "warrior", waypoints, settings, options });
    const text = JSON.stringify(file, null, 2);
    const replayed = runScenario(parseScenarioText(text), builtinRulesets()).steps[0]!;

    const { spec, scale } = boardFromScene(scene, signum, { settings });
    const path = waypoints.map((w) => scale.toEngine({ x: w.x + 50, y: w.y + 50 }));
    const direct = evaluateMove(signum, spec, { modelId: "warrior", action: "move", path, options });
    expect(direct.ok).toBe(true);
    if (!direct.ok) return;
    expect(replayed.verdict?.legal).toBe(direct.verdict.legal);
    expect(replayed.verdict?.reach.distance).toBeCloseTo(direct.verdict.reach.distance, 5);
    expect(replayed.verdict?.reasons.map((r) => r.ruleId)).toEqual(
      direct.verdict.reasons.map((r) => r.ruleId),
    );
    expect(replayed.verdict?.prompts.map((p) => p.id)).toEqual(direct.verdict.prompts.map((p) => p.id));
    // The situation is a real one: two backstabs, difficult terrain on the way.
    expect(direct.verdict.prompts.map((p) => p.id).sort()).toEqual(["backstab:goblinA", "backstab:goblinB"]);
    expect(file.board.terrain).toHaveLength(1);
    expect(file.board.walls).toEqual([{ id: "w1", a: [16, 16], b: [16, 34] }]);
    expect(file.steps[0]).toMatchObject({ kind: "move", model: "warrior", action: "move" });
    expect(file.steps[0]?.kind === "move" && file.steps[0].path).toEqual([
      [25, 25, 0],
      [25, 31, 0],
    ]);
    expect(file.board.models[0]?.name).toBe("Warrior <b>"); // raw in data; escaped where shown
  });

  it("the file carries the verdict as `expect`, which the CLI's check confirms", async () => {
    const scene = table();
    const file = sceneToScenario(scene, signum, {
      tokenId: "warrior",
      waypoints,
      settings,
      options,
      withExpect: true,
    });
    expect(file.steps[0]?.kind === "move" && file.steps[0].expect?.prompts?.length).toBe(2);
    const outcome = await checkFile("x.json", () => Promise.resolve(JSON.stringify(file)), builtinRulesets());
    expect(outcome.status).not.toBe("error");
    if (outcome.status === "error") return;
    expect(outcome.mismatches).toEqual([]);
  });

  it("the moving token stands at the path's start, even when it has moved since", () => {
    const scene = table();
    scene.tokens[0]!.y = 1700; // the token already made the move
    const file = sceneToScenario(scene, signum, { tokenId: "warrior", waypoints, settings });
    expect(file.board.models[0]).toMatchObject({ x: 25, y: 25 });
    expect(file.board.models[1]).toMatchObject({ id: "goblinA" });
  });

  it("an unknown token or a scene in feet is refused with a RulesError", () => {
    expect(() => sceneToScenario(table(), signum, { tokenId: "nobody", waypoints, settings })).toThrow(
      /UnknownModel/,
    );
    const feet = fakeScene({ distance: 5, units: "ft" });
    feet.tokens.push(fakeToken("a"));
    expect(() => sceneToScenario(feet, signum, { tokenId: "a", waypoints, settings })).toThrow(/UnitFeet/);
  });
});

describe("api.exportScenario and the GM button's move", () => {
  it("exports with the world's options and offers the file for download", async () => {
    const s = registeredSettings();
    await s.fake.set("tabletop-movement", "signum.backstabHitsOn", 6);
    const saved: { json: string; name: string }[] = [];
    const api = createApi(builtinRulesets(), {
      settings: () => s.settings,
      save: (json, name) => saved.push({ json, name }),
    });
    const file = api.exportScenario(table(), "warrior", waypoints);
    expect(file.options?.backstabHitsOn).toBe(6);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe("Test-scene-warrior.scenario.json");
    expect(parseScenarioText(saved[0]?.json ?? "").steps[0]).toMatchObject({ model: "warrior" });
    api.exportScenario(table(), "warrior", waypoints, { download: false });
    expect(saved).toHaveLength(1);
  });

  it("file names keep only safe characters", () => {
    expect(scenarioFileName({ name: "Crypt / Level 2: <b>", id: "s" }, "tok.1")).toBe(
      "Crypt-Level-2-b-tok-1.scenario.json",
    );
    expect(scenarioFileName({ name: "", id: null }, "")).toBe("scene-token.scenario.json");
  });

  it("the button exports the token's last movement, or standing still", () => {
    const still = { id: "t", x: 10, y: 20, elevation: 1, movement: null };
    expect(lastMoveOf(still)).toEqual([{ x: 10, y: 20, elevation: 1 }]);
    const moved = {
      ...still,
      movement: {
        origin: { x: 0, y: 0, elevation: 0 },
        passed: { waypoints: [{ x: 5, y: 5, elevation: 0 }] },
      },
    };
    expect(lastMoveOf(moved)).toEqual([
      { x: 0, y: 0, elevation: 0 },
      { x: 5, y: 5, elevation: 0 },
    ]);
  });
});
