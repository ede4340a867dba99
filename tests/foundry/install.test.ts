import { describe, expect, it } from "vitest";
import type { TabletopMovementApi } from "../../src/foundry/api";
import { INIT_HOOK, MODULE_ID } from "../../src/foundry/ids";
import { installModule } from "../../src/foundry/install";
import type { Ruleset } from "../../src/engine/ruleset";
import { builtinRulesets } from "../../src/rulesets";
import { signum } from "../../src/rulesets/signum";
import { fakeHost } from "./fakes";

const board = {
  unit: "cm" as const,
  width: 60,
  height: 60,
  models: [{ id: "a", side: "x", x: 10, y: 30, profile: { move: "M" } }],
};
const move = (toX: number) => ({
  modelId: "a",
  action: "move",
  path: [
    { x: 10, y: 30 },
    { x: toX, y: 30 },
  ],
});

function installed() {
  const f = fakeHost();
  const api = installModule(f.host, builtinRulesets());
  return { ...f, api };
}

describe("module init", () => {
  it("registers nothing before init fires, and only once after", () => {
    const { hooks, game } = installed();
    expect(game.settings.settings.size).toBe(0);
    hooks.callAll("init");
    // 4 module settings, 2 actor attribute settings, and one per option of each built-in ruleset.
    const options = builtinRulesets()
      .all()
      .reduce((n, r) => n + r.options.length, 0);
    expect(game.settings.settings.size).toBe(4 + 2 + options);
    expect(hooks.count("init")).toBe(0);
  });

  it("registers the world settings with their choices and defaults", () => {
    const { hooks, game } = installed();
    hooks.callAll("init");
    const s = (key: string) => game.settings.settings.get(`${MODULE_ID}.${key}`);

    expect(s("ruleset")).toMatchObject({
      scope: "world",
      config: true,
      type: String,
      choices: { signum: "TTM.Signum.Name", mumg: "TTM.Mumg.Name" },
      default: "signum",
      name: "TTM.Settings.Ruleset.Name",
      hint: "TTM.Settings.Ruleset.Hint",
    });
    expect(s("enforcement")).toMatchObject({ scope: "world", type: String, default: "enforce" });
    expect(Object.keys(s("enforcement")?.choices ?? {})).toEqual(["enforce", "warn", "off"]);
    expect(s("gmExempt")).toMatchObject({ scope: "world", type: Boolean, default: true });
    expect(s("showReasons")).toMatchObject({ scope: "world", type: Boolean, default: true });

    expect(game.settings.get(MODULE_ID, "ruleset")).toBe("signum");
    expect(game.settings.get(MODULE_ID, "enforcement")).toBe("enforce");
  });

  it("publishes the api on game.modules and returns the same object", () => {
    const { hooks, game, api } = installed();
    hooks.callAll("init");
    expect(game.modules.get(MODULE_ID)?.api).toBe(api);
    expect(api.rulesets).toEqual(["signum", "mumg", "carnevale", "sctmg", "dungeon-universalis"]);
  });

  it("a ruleset registered from the module's init hook is offered in the setting", () => {
    const { hooks, game } = installed();
    const homebrew: Ruleset = { ...signum, id: "homebrew", nameKey: "HOMEBREW.Name" };
    hooks.once(INIT_HOOK, (api) => (api as TabletopMovementApi).registerRuleset(homebrew));
    hooks.callAll("init");
    const api = game.modules.get(MODULE_ID)?.api as TabletopMovementApi;
    expect(api.rulesets).toEqual(["signum", "mumg", "carnevale", "sctmg", "dungeon-universalis", "homebrew"]);
    expect(game.settings.settings.get(`${MODULE_ID}.ruleset`)?.choices).toEqual({
      signum: "TTM.Signum.Name",
      mumg: "TTM.Mumg.Name",
      carnevale: "TTM.Carnevale.Name",
      sctmg: "TTM.Sctmg.Name",
      "dungeon-universalis": "TTM.Du.Name",
      homebrew: "HOMEBREW.Name",
    });
  });
});

describe("api.evaluate", () => {
  it("evaluates a Signum move: 10 cm with M is legal, 12 cm is not", () => {
    const { hooks, game } = installed();
    hooks.callAll("init");
    const api = game.modules.get(MODULE_ID)?.api as TabletopMovementApi;

    const ok = api.evaluate("signum", board, move(20));
    expect(ok.ok).toBe(true);
    if (ok.ok) {
      expect(ok.verdict.legal).toBe(true);
      expect(ok.verdict.length).toBeCloseTo(10);
    }
    const far = api.evaluate("signum", board, move(22));
    expect(far.ok && far.verdict.legal).toBe(false);
  });

  it("answers an unknown ruleset or model with a localisable error, not an exception", () => {
    const { api } = installed();
    const r = api.evaluate("nope", board, move(20));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.key).toBe("TTM.Error.UnknownRuleset");
    const m = api.evaluate("signum", board, { ...move(20), modelId: "ghost" });
    expect(!m.ok && m.error.key).toBe("TTM.Error.UnknownModel");
  });

  it("refuses a second ruleset with a taken id", () => {
    const { api } = installed();
    expect(() => api.registerRuleset(signum)).toThrow(/RulesetTaken/);
  });
});
