// CONFIG.Token.movement.actions from a ruleset, on a fake of core's v13 configuration (entries
// shaped as the docs' TokenMovementActionConfig; no Foundry runs here).
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/ruleset";
import {
  MovementActions,
  foundryActionIds,
  rulesetActionFor,
  type ActionConfig,
  type MovementConfig,
} from "../../../src/foundry/config/movement-actions";
import { builtinRulesets } from "../../../src/rulesets";
import { signum } from "../../../src/rulesets/signum";

const double = () => (cost: number) => cost * 2;
const same = () => (cost: number) => cost;
const entry = (label: string, extra: Partial<Record<string, unknown>> = {}) =>
  ({
    label,
    icon: `fa-${label}`,
    img: undefined,
    order: 0,
    teleport: false,
    measure: true,
    walls: "move",
    visualize: true,
    getAnimationOptions: () => ({}),
    canSelect: () => true,
    deriveTerrainDifficulty: null,
    getCostFunction: same,
    ...extra,
  }) as unknown as ActionConfig;

/** Core's v13 defaults as the docs list them (crawl, climb, jump cost double). */
function coreMovement(): MovementConfig {
  return {
    defaultAction: "walk",
    actions: {
      walk: entry("walk"),
      fly: entry("fly"),
      swim: entry("swim"),
      burrow: entry("burrow"),
      crawl: entry("crawl", { getCostFunction: double }),
      climb: entry("climb", { getCostFunction: double }),
      jump: entry("jump", { getCostFunction: double }),
      blink: entry("blink", { teleport: true }),
      displace: entry("displace", { teleport: true, measure: false, walls: null, canSelect: () => false }),
    },
  };
}

const climber: Ruleset = {
  ...signum,
  id: "climber",
  actions: [
    { id: "move", labelKey: "A.Move", core: "walk", icon: "fa-walk" },
    { id: "climb", labelKey: "A.Climb", core: "climb", icon: "fa-climb" },
    { id: "leap", labelKey: "A.Leap", core: "jump", icon: "fa-leap" },
    { id: "void-jump", labelKey: "A.Void", core: "jump", icon: "fa-void" },
    { id: "run", labelKey: "A.Run", icon: "fa-run" },
  ],
};
const tok = {} as never;
const seg = {} as never;
/** What an action charges for 3 units of distance. */
const costOf = (c: ActionConfig | undefined): number | undefined =>
  c?.getCostFunction?.(tok, {})(3, seg, seg, 3, seg);
const selectable = (c: ActionConfig | undefined): boolean | undefined => c?.canSelect?.(tok);

describe("movement actions from the ruleset", () => {
  it("maps ruleset actions to core ones where they say so, first come first served", () => {
    expect([...foundryActionIds(climber)]).toEqual([
      ["move", "walk"],
      ["climb", "climb"],
      ["leap", "jump"],
      ["void-jump", "void-jump"],
      ["run", "run"],
    ]);
    expect(rulesetActionFor(climber, "jump")).toBe("leap");
    expect(rulesetActionFor(climber, "run")).toBe("run");
    expect(rulesetActionFor(climber, "fly")).toBeNull();
    expect(rulesetActionFor(climber, null)).toBeNull();
  });

  it("never gives two actions one Foundry id: a later clash is namespaced by the module", () => {
    const clash: Ruleset = {
      ...signum,
      actions: [
        { id: "hop", labelKey: "A.Hop", core: "jump", icon: "fa-hop" },
        { id: "jump", labelKey: "A.Jump", icon: "fa-jump" },
      ],
    };
    expect([...foundryActionIds(clash)]).toEqual([
      ["hop", "jump"],
      ["jump", "tabletop-movement.jump"],
    ]);
    expect(rulesetActionFor(clash, "jump")).toBe("hop");
    expect(rulesetActionFor(clash, "tabletop-movement.jump")).toBe("jump");
  });

  it("reuses core entries with the ruleset's labels, icons and order; adds the game's own", () => {
    const config = coreMovement();
    const walk = config.actions.walk;
    new MovementActions().apply(config, climber);
    expect(config.actions.walk).toMatchObject({ label: "A.Move", icon: "fa-walk", order: 0 });
    expect(config.actions.run).toMatchObject({
      label: "A.Run",
      icon: "fa-run",
      order: 4,
      teleport: false,
      walls: "move",
    });
    expect(config.actions["void-jump"]).toMatchObject({ label: "A.Void", order: 3 });
    expect(config.actions.walk).not.toBe(walk); // core's object is never mutated
    expect(walk).toMatchObject({ label: "walk" });
    expect(config.defaultAction).toBe("walk");
  });

  it("replaces core's doubling for climb and jump: the ruleset's verdict is the cost", () => {
    const config = coreMovement();
    expect(costOf(config.actions.climb)).toBe(6);
    new MovementActions().apply(config, climber);
    for (const id of ["climb", "jump", "run", "walk"]) {
      expect(costOf(config.actions[id])).toBe(3);
    }
  });

  it("hides actions the game does not have, keeps them defined, and leaves displace alone", () => {
    const config = coreMovement();
    const displace = config.actions.displace;
    new MovementActions().apply(config, signum);
    expect(Object.keys(config.actions).sort()).toEqual(
      ["blink", "burrow", "climb", "crawl", "displace", "fly", "jump", "run", "swim", "walk"].sort(),
    );
    expect(selectable(config.actions.fly)).toBe(false);
    expect(selectable(config.actions.climb)).toBe(false);
    expect(selectable(config.actions.walk)).toBe(true);
    expect(selectable(config.actions.run)).toBe(true);
    expect(config.actions.displace).toBe(displace);
  });

  it("switching rulesets starts again from core's configuration", () => {
    const config = coreMovement();
    const actions = new MovementActions();
    actions.apply(config, climber);
    actions.apply(config, signum);
    expect(config.actions["void-jump"]).toBeUndefined();
    expect(selectable(config.actions.climb)).toBe(false);
    expect(config.actions.climb?.label).toBe("climb");
    expect(costOf(config.actions.climb)).toBe(6);
    expect(config.actions.walk?.label).toBe("TTM.Signum.Action.Move");
  });

  it("every built-in ruleset gets one selectable action per ruleset action", () => {
    for (const ruleset of builtinRulesets().all()) {
      const config = coreMovement();
      new MovementActions().apply(config, ruleset);
      const ids = [...foundryActionIds(ruleset).values()];
      expect(new Set(ids).size).toBe(ruleset.actions.length);
      for (const [own, id] of foundryActionIds(ruleset)) {
        expect(selectable(config.actions[id])).toBe(true);
        expect(rulesetActionFor(ruleset, id)).toBe(own);
      }
    }
  });
});
