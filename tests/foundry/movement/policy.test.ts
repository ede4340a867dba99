// Which moves are cut, gated, warned about or left alone (src/foundry/movement/policy.ts and
// action.ts). Pure.
import { describe, expect, it } from "vitest";
import { onlyPlacing, pathAction, rulesetAction } from "../../../src/foundry/movement/action";
import { gates, handlingFor, truncates, type HandlingInput } from "../../../src/foundry/movement/policy";
import { signum } from "../../../src/rulesets/signum";
import type { Ruleset } from "../../../src/engine/ruleset";

const base: HandlingInput = { mode: "enforce", isGM: false, gmExempt: true, unconstrained: false };

describe("handlingFor", () => {
  it("a player's move is blocked in enforce mode, warned about in warn mode, measured when off", () => {
    expect(handlingFor(base)).toBe("block");
    expect(handlingFor({ ...base, mode: "warn" })).toBe("warn");
    expect(handlingFor({ ...base, mode: "off" })).toBe("measure");
  });

  it("a GM is exempt when the world says so, and judged like a player when not", () => {
    expect(handlingFor({ ...base, isGM: true })).toBe("exempt");
    expect(handlingFor({ ...base, isGM: true, gmExempt: false })).toBe("block");
    expect(handlingFor({ ...base, isGM: true, gmExempt: false, mode: "warn" })).toBe("warn");
  });

  it("core's undo, paste, teleports and Unconstrained Movement are not judged at all", () => {
    expect(handlingFor({ ...base, method: "undo" })).toBe("skip");
    expect(handlingFor({ ...base, method: "paste" })).toBe("skip");
    expect(handlingFor({ ...base, placing: true })).toBe("skip");
    expect(handlingFor({ ...base, isGM: true, gmExempt: false, unconstrained: true })).toBe("skip");
    for (const method of ["api", "config", "dragging", "keyboard"] as const) {
      expect(handlingFor({ ...base, method })).toBe("block");
    }
  });

  it("only block truncates; block, warn and exempt run the gate; measure and skip do not", () => {
    expect(["block", "warn", "exempt", "measure", "skip"].map((h) => truncates(h as never))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(["block", "warn", "exempt", "measure", "skip"].map((h) => gates(h as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("rulesetAction", () => {
  const withJump: Ruleset = {
    ...signum,
    actions: [...signum.actions, { id: "leap", labelKey: "X", core: "jump", icon: "fa-solid fa-x" }],
  };

  it("maps core actions through the ruleset's ActionSpecs, its own ids directly", () => {
    expect(rulesetAction(signum, "walk")).toBe("move");
    expect(rulesetAction(signum, "run")).toBe("run");
    expect(rulesetAction(signum, "tabletop-movement.run")).toBe("run");
    expect(rulesetAction(withJump, "jump")).toBe("leap");
  });

  it("an action the game does not have, or none, is its first action; a declared one wins", () => {
    expect(rulesetAction(signum, "swim")).toBe("move");
    expect(rulesetAction(signum, undefined)).toBe("move");
    expect(rulesetAction(signum, "walk", "run")).toBe("run");
    expect(rulesetAction(signum, "walk", "fly")).toBe("move"); // not one of Signum's
  });

  it("a path is judged with its last non-placing action; teleports alone are placements", () => {
    const teleport = (a: string) => a === "blink";
    expect(pathAction([{}, { action: "walk" }, { action: "run" }], teleport)).toBe("run");
    expect(pathAction([{}, { action: "run" }, { action: "displace" }], teleport)).toBe("run");
    expect(pathAction([{}], teleport)).toBeUndefined();
    expect(onlyPlacing([{}, { action: "displace" }, { action: "blink" }], teleport)).toBe(true);
    expect(onlyPlacing([{}, { action: "displace" }, { action: "walk" }], teleport)).toBe(false);
    expect(onlyPlacing([{}], teleport)).toBe(false);
  });
});
