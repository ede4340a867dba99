// Token profiles: the flag, the attribute paths setting, api.getProfile (fake settings; no Foundry).
import { describe, expect, it } from "vitest";
import { isRulesError } from "../../../src/engine/errors";
import { createApi } from "../../../src/foundry/api";
import {
  parseAttributePaths,
  readPath,
  readProfileFlag,
  readTokenProfile,
} from "../../../src/foundry/scene/profile";
import { builtinRulesets } from "../../../src/rulesets";
import { signum } from "../../../src/rulesets/signum";
import { fakeToken, profileFlags, registeredSettings } from "./fake-scene";

describe("profile flag", () => {
  it("keeps well-typed values and drops the rest (flags can be edited by anyone's macro)", () => {
    expect(
      readProfileFlag({
        flags: profileFlags({ fields: { move: "S" }, baseMm: 40, height: 0, unitId: " a " }),
      }),
    ).toEqual({
      fields: { move: "S" },
      baseMm: 40,
      height: 0,
      unitId: "a",
    });
    expect(
      readProfileFlag({ flags: profileFlags({ fields: [], baseMm: -1, height: "2", unitId: "", side: 3 }) }),
    ).toEqual({
      fields: {},
    });
    expect(readProfileFlag({ flags: null })).toEqual({ fields: {} });
    expect(readProfileFlag({ flags: { other: { profile: { baseMm: 1 } } } })).toEqual({ fields: {} });
  });
});

describe("attribute paths", () => {
  it("parses field=path pairs separated by commas, semicolons or lines; skips malformed ones", () => {
    expect([
      ...parseAttributePaths(
        "move=system.a.b, slow = system.slow;\nflight=system.fly; bad; =x; y=not a path",
      ),
    ]).toEqual([
      ["move", "system.a.b"],
      ["slow", "system.slow"],
      ["flight", "system.fly"],
    ]);
  });

  it("readPath follows a dotted path and stops at anything that is not an object", () => {
    const actor = { system: { a: { b: 3 }, s: "x" } };
    expect(readPath(actor, "system.a.b")).toBe(3);
    expect(readPath(actor, "system.s.length")).toBeUndefined();
    expect(readPath(actor, "system.missing.b")).toBeUndefined();
  });

  it("only the ruleset's fields are read, and actor values win over the token's", async () => {
    const s = registeredSettings();
    await s.fake.set(
      "tabletop-movement",
      "attributePaths",
      "move=system.speed, other=system.x, slow=system.none",
    );
    const token = fakeToken("t", {
      flags: profileFlags({ fields: { move: "S", slow: true, junk: 1 } }),
      actor: { id: "a", name: "A", system: { speed: "XL", x: 1 } },
    });
    expect(readTokenProfile(token, signum, s.settings)).toEqual({ move: "XL", slow: true });
    expect(readTokenProfile({ ...token, actor: null }, signum, s.settings)).toEqual({
      move: "S",
      slow: true,
    });
  });
});

describe("api.getProfile", () => {
  it("gives the checked profile with defaults, and the physical values of the tab", () => {
    const s = registeredSettings();
    const api = createApi(builtinRulesets(), { settings: () => s.settings, save: () => undefined });
    const token = fakeToken("t", { flags: profileFlags({ fields: { move: "L" }, baseMm: 40, side: "red" }) });
    expect(api.getProfile(token)).toEqual({
      rulesetId: "signum",
      fields: { move: "L", slow: false, flight: false },
      baseMm: 40,
      side: "red",
    });
  });

  it("throws the engine's localisable error for a bad value", () => {
    const s = registeredSettings();
    const api = createApi(builtinRulesets(), { settings: () => s.settings, save: () => undefined });
    const token = fakeToken("t", { name: "Orc", flags: profileFlags({ fields: { move: "fast" } }) });
    let error: unknown = null;
    try {
      api.getProfile(token);
    } catch (e) {
      error = e;
    }
    expect(isRulesError(error) && error.key).toBe("TTM.Error.ProfileField");
    expect(isRulesError(error) && error.data).toMatchObject({ id: "Orc", field: "move" });
  });

  it("an api made without Foundry says so instead of guessing", () => {
    expect(() => createApi(builtinRulesets()).getProfile(fakeToken("t"))).toThrow(/without Foundry/);
  });
});
