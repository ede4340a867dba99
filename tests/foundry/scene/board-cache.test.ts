// The board memo as Foundry uses it: install.ts asks boardFromScene with game.settings on every
// drag move, the memo's hooks (FakeHooks, called with the update hooks' (document, changed,
// options, userId) arguments of the v13/v14 docs) drop it when something the board holds
// changes. Rebuilds are counted by the memo itself (boardCache.builds).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FoundryHost } from "../../../src/foundry/host/types";
import { MODULE_ID } from "../../../src/foundry/ids";
import type { MovementEnv } from "../../../src/foundry/movement/env";
import { judge } from "../../../src/foundry/movement/judge";
import { boardCache, boardFromScene } from "../../../src/foundry/scene/board";
import { changedPaths, holdsChange } from "../../../src/foundry/scene/cache";
import { PROFILE_SETTING } from "../../../src/foundry/settings";
import { FakeHooks } from "../fakes";
import { signumTable, testEnv, wp } from "../movement/fakes";
import { fakeRegion, fakeWall, registeredSettings, terrainBehavior } from "./fake-scene";

beforeEach(() => boardCache.reset());
afterEach(() => boardCache.reset());

function world(attributePaths = "") {
  const hooks = new FakeHooks();
  const { fake, settings } = registeredSettings();
  void fake.set(MODULE_ID, PROFILE_SETTING.attributePaths, attributePaths);
  // As wiring/scene.ts installs it, with the attribute paths read from the settings.
  boardCache.install(hooks as unknown as FoundryHost["hooks"], {
    attributePaths: () =>
      attributePaths
        .split(";")
        .map((p) => p.split("=")[1]?.trim() ?? "")
        .filter(Boolean),
  });
  const table = signumTable();
  const a = table.add("a", 200, 200);
  table.add("b", 900, 900);
  table.scene.walls.push(fakeWall("w1", [700, 100, 700, 600]));
  // The movement env as install.ts builds it: boardFromScene with the world's settings.
  const env: MovementEnv = {
    ...testEnv({ user: { id: "gm", isGM: true } }),
    board: (scene, r, opts) => boardFromScene(scene, r, { ...opts, settings }),
  };
  let step = 0;
  /** One drag move (the ruler's refresh judges the path to where the cursor is). */
  const drag = (): void => {
    step++;
    const j = judge(env, {
      token: a,
      waypoints: [wp(200, 200), wp(200 + 10 * step, 260)],
      groupIds: [],
      preview: true,
      declared: { values: {} },
    });
    expect(j.kind).toBe("verdict");
  };
  /** A document update as the server's reply fires it on every client. */
  const update = (hook: string, changed: object): void => hooks.callAll(hook, {}, changed, {}, "u1");
  const board = () => boardFromScene(table.scene, env.ruleset(), { settings });
  return { hooks, table, a, drag, update, board };
}

describe("board memo: rebuilt only when something the board holds changes", () => {
  it("builds once for a drag of many moves, the ruler's refreshes and the commit's checks", () => {
    const w = world();
    for (let i = 0; i < 20; i++) w.drag();
    expect(boardCache.builds).toBe(1);
  });

  it("keeps the board through unrelated updates: chat, an actor's hit points, a token's bars, a wall's sight, darkness", () => {
    const w = world("move=system.attributes.move");
    w.drag();
    w.hooks.callAll("createChatMessage", {}, {}, "u1");
    w.update("updateActor", { _id: "actor1", system: { attributes: { hp: { value: 3 } } } });
    w.update("updateActor", { name: "Renamed actor", img: "x.webp" });
    w.update("updateToken", {
      _id: "a",
      bar1: { attribute: "hp" },
      light: { dim: 30 },
      texture: { src: "t.webp" },
    });
    w.update("updateToken", { _id: "a", flags: { [MODULE_ID]: { ledger: { signum: {} } } } });
    w.update("updateToken", { _id: "a", _movementHistory: [] });
    w.update("updateToken", { _id: "a", delta: { system: { attributes: { hp: { value: 1 } } } } });
    w.update("updateWall", { _id: "w1", sight: 0, light: 0 });
    w.update("updateScene", { _id: "scene1", environment: { darknessLevel: 0.6 } });
    w.drag();
    w.drag();
    expect(boardCache.builds).toBe(1);
  });

  it.each([
    ["a token's position", "updateToken", { _id: "a", x: 300 }],
    ["a token's elevation", "updateToken", { _id: "a", elevation: 2 }],
    ["a token's base (profile flag)", "updateToken", { flags: { [MODULE_ID]: { profile: { baseMm: 40 } } } }],
    ["a token's counters", "updateToken", { "flags.tabletop-movement.counters.wounds": 1 }],
    ["a token's name (reasons print it)", "updateToken", { _id: "a", name: "Sir A" }],
    ["a wall's position", "updateWall", { _id: "w1", c: [700, 100, 700, 900] }],
    ["a door opening", "updateWall", { _id: "w1", ds: 1 }],
    ["a region's shapes", "updateRegion", { _id: "r1", shapes: [] }],
    ["a terrain behaviour", "updateRegionBehavior", { _id: "b1", system: { kind: "difficult" } }],
    ["the fed actor field", "updateActor", { system: { attributes: { move: "L" } } }],
    ["an unlinked token's fed field", "updateToken", { delta: { system: { attributes: { move: "L" } } } }],
    ["the scene's grid", "updateScene", { grid: { size: 50 } }],
  ])("rebuilds once after a change to %s (%s)", (_what, hook, changed) => {
    const w = world("move=system.attributes.move");
    w.drag();
    w.update(hook, changed);
    w.drag();
    w.drag();
    w.drag();
    expect(boardCache.builds).toBe(2);
  });

  it.each([
    ["a token created", "createToken"],
    ["a token deleted", "deleteToken"],
    ["a wall created", "createWall"],
    ["a wall deleted", "deleteWall"],
    ["a region created", "createRegion"],
    ["a region deleted", "deleteRegion"],
    ["a setting changed", "updateSetting"],
    ["the canvas drawn again", "canvasReady"],
  ])("rebuilds once after %s", (_what, hook) => {
    const w = world();
    w.drag();
    w.hooks.callAll(hook, {}, {}, "u1");
    w.drag();
    w.drag();
    expect(boardCache.builds).toBe(2);
  });

  it("a rebuilt board holds the change: a moved wall, a new terrain region", () => {
    const w = world();
    const before = w.board();
    w.table.scene.walls[0]!.c = [700, 100, 700, 1200];
    w.table.scene.regions.push(
      fakeRegion(
        "r1",
        [{ type: "rectangle", hole: false, x: 400, y: 400, width: 200, height: 200, rotation: 0 }],
        [terrainBehavior("b1", { kind: "difficult" })],
      ),
    );
    expect(w.board()).toBe(before); // nothing told the memo yet
    w.update("updateWall", { _id: "w1", c: [700, 100, 700, 1200] });
    w.hooks.callAll("createRegion", {}, {}, "u1");
    const after = w.board();
    expect(boardCache.builds).toBe(2);
    expect(before.spec.terrain).toHaveLength(0);
    expect(after.spec.terrain?.map((t) => t.kind)).toEqual(["difficult"]);
    expect(after.spec.walls?.[0]!.b.y).toBeGreaterThan(before.spec.walls?.[0]!.b.y ?? Infinity);
  });
});

describe("holdsChange", () => {
  it("reads nested and dotted changes and Foundry's -= deletions as paths", () => {
    expect(changedPaths({ flags: { [MODULE_ID]: { "-=profile": null } }, "a.b": 1 }).sort()).toEqual([
      "a.b",
      `flags.${MODULE_ID}.profile`,
    ]);
    expect(holdsChange("updateToken", { flags: { [MODULE_ID]: { "-=profile": null } } }, [])).toBe(true);
    expect(holdsChange("updateToken", { flags: { "-=tabletop-movement": null } }, [])).toBe(true);
    expect(holdsChange("updateToken", { flags: { other: { x: 1 } } }, [])).toBe(false);
    // An actor path is held when the change is on it, inside it or replaces a part holding it.
    expect(
      holdsChange("updateActor", { system: { attributes: { move: 6 } } }, ["system.attributes.move"]),
    ).toBe(true);
    expect(holdsChange("updateActor", { system: { attributes: null } }, ["system.attributes.move"])).toBe(
      true,
    );
    expect(
      holdsChange("updateActor", { system: { attributes: { movement: 6 } } }, ["system.attributes.move"]),
    ).toBe(false);
    // An update without its difference (a caller's own hook call) is taken as a change.
    expect(holdsChange("updateWall", undefined, [])).toBe(true);
  });
});
