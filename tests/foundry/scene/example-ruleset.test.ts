// docs/examples/steps-ruleset.js, the minimal third-party ruleset of docs/api.md: registered
// through the module's init hook on the fakes (no Foundry) and evaluated through the api.
import { describe, expect, it } from "vitest";
import { stepsRuleset } from "../../../docs/examples/steps-ruleset.js";
import type { TabletopMovementApi } from "../../../src/foundry/api";
import { INIT_HOOK, MODULE_ID } from "../../../src/foundry/ids";
import { installModule } from "../../../src/foundry/install";
import { builtinRulesets } from "../../../src/rulesets";
import { fakeHost } from "../fakes";

const board = {
  unit: "in" as const,
  width: 24,
  height: 24,
  models: [{ id: "scout", side: "blue", x: 2, y: 2, profile: { speed: 5 } }],
};
const walk = (toX: number, options?: Record<string, number>) => ({
  modelId: "scout",
  action: "walk",
  path: [
    { x: 2, y: 2 },
    { x: 2, y: 5 },
    { x: toX, y: 5 },
  ],
  ...(options ? { options } : {}),
});

function installed() {
  const f = fakeHost();
  installModule(f.host, builtinRulesets());
  f.hooks.once(INIT_HOOK, (api) => (api as TabletopMovementApi).registerRuleset(stepsRuleset));
  f.hooks.callAll("init");
  const api = f.game.modules.get(MODULE_ID)?.api as TabletopMovementApi;
  return { ...f, api };
}

describe("the example third-party ruleset (docs/examples/steps-ruleset.js)", () => {
  it("registers from tabletopMovement.init and is offered in the ruleset setting with its option", () => {
    const { api, game } = installed();
    expect(api.rulesets).toContain("steps");
    expect(game.settings.settings.get(`${MODULE_ID}.ruleset`)?.choices).toMatchObject({
      steps: "STEPS.Name",
    });
    expect(game.settings.settings.get(`${MODULE_ID}.steps.bonus`)).toMatchObject({
      type: Number,
      default: 0,
    });
  });

  it("evaluates a legal and an illegal move through api.evaluate", () => {
    const { api } = installed();
    const ok = api.evaluate("steps", board, walk(4)); // 3 + 2 = 5 inches, speed 5
    expect(ok.ok && ok.verdict.legal).toBe(true);
    const far = api.evaluate("steps", board, walk(6)); // 3 + 4 = 7 inches
    expect(far.ok).toBe(true);
    if (!far.ok) return;
    expect(far.verdict.legal).toBe(false);
    expect(far.verdict.reasons.map((r) => r.ruleId)).toEqual(["STEPS-1"]);
    expect(far.verdict.reach.distance).toBe(5);
    expect(far.verdict.reach.point).toEqual({ x: 4, y: 5 });
    expect(far.verdict.legalPath).toEqual([
      { x: 2, y: 2 },
      { x: 2, y: 5 },
      { x: 4, y: 5 },
    ]);
    const bonus = api.evaluate("steps", board, walk(6, { bonus: 2 }));
    expect(bonus.ok && bonus.verdict.legal).toBe(true);
  });

  it("bad input comes back as the engine's error, not a crash", () => {
    const { api } = installed();
    const r = api.evaluate("steps", board, { ...walk(4), action: "fly" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.key).toBe("TTM.Error.UnknownAction");
  });
});
