// The file the sandbox's browser test imports as "a scenario exported from Foundry"
// (tests/fixtures/foundry-export.scenario.json) is what the Foundry export code path writes for
// a fake scene: this test rebuilds it with sceneToScenario, under each Foundry generation, and
// compares the two (as JSON: the committed file is laid out by Prettier). Regenerate it with UPDATE_FIXTURES=1 after a deliberate change.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseScenarioText, runScenario } from "../../../src/engine/scenario";
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

const FIXTURE = join(import.meta.dirname, "../../fixtures/foundry-export.scenario.json");
/** A name a player could type into Foundry; the sandbox must show it as text. */
const HOSTILE_NAME = '<img src=x onerror="window.__ttmPwned=1">';

/** 100 px = 2 cm; a warrior walks 6 cm down through a marsh named like an HTML tag. */
function scene() {
  const s = fakeScene({ distance: 2, units: "cm" });
  s.tokens.push(
    fakeToken("warrior", {
      name: HOSTILE_NAME,
      x: 1400,
      y: 1000,
      flags: profileFlags({ fields: { move: "M" }, baseMm: 30 }),
    }),
    fakeToken("goblin", {
      name: "Goblin",
      x: 400,
      y: 400,
      disposition: -1,
      flags: profileFlags({ baseMm: 25 }),
    }),
  );
  s.walls.push(fakeWall("w1", [1000, 800, 1000, 1700]));
  const marsh = fakeRegion(
    "marsh",
    [{ type: "rectangle", hole: false, x: 1300, y: 1200, width: 400, height: 200, rotation: 0 }],
    [terrainBehavior("b", { kind: "difficult" })],
  );
  s.regions.push({ ...marsh, name: `${HOSTILE_NAME} marsh` });
  return s;
}

describe("the sandbox's Foundry export fixture", () => {
  it("is what sceneToScenario writes for the fake scene, and replays legal with the marsh on its path", () => {
    const { settings } = registeredSettings();
    const file = sceneToScenario(scene(), signum, {
      tokenId: "warrior",
      waypoints: [
        { x: 1400, y: 1000, elevation: 0 },
        { x: 1400, y: 1300, elevation: 0 },
      ],
      settings,
      options: readRulesetOptions(settings, signum),
      title: "Exported from Foundry",
    });
    const text = `${JSON.stringify(file, null, 2)}\n`;
    if (process.env.UPDATE_FIXTURES === "1") writeFileSync(FIXTURE, text);
    expect(JSON.parse(text)).toEqual(JSON.parse(readFileSync(FIXTURE, "utf8")));
    const step = runScenario(parseScenarioText(text), builtinRulesets()).steps[0]!;
    expect(step.verdict?.legal).toBe(true);
    expect(file.board.models.map((m) => m.name)).toEqual([HOSTILE_NAME, "Goblin"]);
    expect(file.board.terrain?.map((x) => [x.name, x.kind])).toEqual([
      [`${HOSTILE_NAME} marsh`, "difficult"],
    ]);
  });
});
