// The scene side wired through installModule on the fakes (FakeHooks, FakeSettings, a fake
// CONFIG.Token.movement). Foundry's TypeDataModel classes are not available here, so the terrain
// behaviour's registration is tested on its own (region-behavior.test.ts).
import { afterEach, describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/ruleset";
import type { TabletopMovementApi } from "../../../src/foundry/api";
import { EXPORT_TOOL } from "../../../src/foundry/config/export-tool";
import { INIT_HOOK, MODULE_ID } from "../../../src/foundry/ids";
import { installModule } from "../../../src/foundry/install";
import { builtinRulesets } from "../../../src/rulesets";
import { signum } from "../../../src/rulesets/signum";
import { fakeHost } from "../fakes";

const g = globalThis as { CONFIG?: unknown; game?: unknown };
afterEach(() => {
  delete g.CONFIG;
  delete g.game;
});

const action = (label: string) => ({
  label,
  icon: "",
  order: 0,
  canSelect: () => true,
  getCostFunction: () => (c: number) => c,
});
const flyer: Ruleset = {
  ...signum,
  id: "flyer",
  actions: [{ id: "soar", labelKey: "TTM.Signum.Action.Move", core: "fly", icon: "fa-feather" }],
};

function setup() {
  const movement: { defaultAction: string; actions: Record<string, ReturnType<typeof action>> } = {
    defaultAction: "walk",
    actions: { walk: action("walk"), fly: action("fly"), displace: action("displace") },
  };
  g.CONFIG = { Token: { movement } };
  const f = fakeHost();
  installModule(f.host, builtinRulesets());
  f.hooks.once(INIT_HOOK, (api) => (api as TabletopMovementApi).registerRuleset(flyer));
  f.hooks.callAll("init");
  return { ...f, movement };
}

describe("scene side at init (fakes; no Foundry)", () => {
  it("sets the world ruleset's movement actions at init", () => {
    const { movement } = setup();
    expect(Object.keys(movement.actions).sort()).toEqual(["displace", "fly", "run", "walk"]);
    expect(movement.actions.walk?.label).toBe("TTM.Signum.Action.Move");
  });

  it("re-applies them when the ruleset setting changes (updateSetting hook)", async () => {
    const { movement, hooks, game } = setup();
    await game.settings.set(MODULE_ID, "ruleset", "flyer");
    hooks.callAll("updateSetting", { key: "core.other" }, {}, {}, "u");
    expect(movement.actions.fly?.label).toBe("fly");
    hooks.callAll("updateSetting", { key: `${MODULE_ID}.ruleset` }, {}, {}, "u");
    expect(movement.actions.fly?.label).toBe("TTM.Signum.Action.Move");
    expect(movement.actions.run).toBeUndefined();
    expect(movement.defaultAction).toBe("fly");
  });

  it("edits no rendered sheet (the Movement tab is a part of the sheet class) and adds the GM export button", () => {
    const { hooks } = setup();
    expect(hooks.count("renderTokenConfig")).toBe(0);
    expect(hooks.count("renderPrototypeTokenConfig")).toBe(0);
    g.game = { user: { isGM: false } };
    const controls = { tokens: { tools: { select: {} } } as { tools: Record<string, unknown> } };
    hooks.callAll("getSceneControlButtons", controls);
    expect(controls.tokens.tools[EXPORT_TOOL]).toMatchObject({
      name: EXPORT_TOOL,
      title: "TTM.Export.Button",
      button: true,
      visible: false, // players do not see it
      order: 1,
    });
  });
});
