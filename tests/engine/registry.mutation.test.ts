// The rulesets a host can choose from (src/engine/registry.ts) and the error every refusal is
// (src/engine/errors.ts): a key every language file has, its data, an English fallback for logs.
import { describe, expect, it } from "vitest";
import { RulesError, isRulesError } from "../../src/engine/errors";
import { RulesetRegistry } from "../../src/engine/registry";
import type { Ruleset } from "../../src/engine/ruleset";
import { mumg } from "../../src/rulesets/mumg";
import { signum } from "../../src/rulesets/signum";
import { refusal } from "../refusal";

const named = (id: string): Ruleset => ({ ...signum, id });

describe("RulesetRegistry", () => {
  it("takes ids of lower-case letters, digits and hyphens not starting with a hyphen", () => {
    const r = new RulesetRegistry();
    const good = ["a", "7", "signum", "dungeon-universalis", "x1-", "a--b", "9lives"];
    for (const id of good) r.register(named(id));
    expect(r.ids()).toEqual(good);
    for (const id of ["", "-x", "Signum", "a_b", "ab ", " ab", "ab\nc", "ñ", "a.b", "x-Y"]) {
      const e = refusal(() => r.register(named(id)));
      expect([e.key, e.data]).toEqual(["TTM.Error.RulesetId", { id }]);
    }
    expect(r.ids()).toEqual(good);
  });

  it("refuses a second ruleset under a taken id and keeps the first", () => {
    const r = new RulesetRegistry();
    r.register(signum);
    const e = refusal(() => r.register({ ...mumg, id: signum.id }));
    expect([e.key, e.data]).toEqual(["TTM.Error.RulesetTaken", { id: "signum" }]);
    expect(r.get("signum")).toBe(signum);
    expect(r.all()).toEqual([signum]);
  });

  it("gives a registered ruleset back, says which it has, and names the known ids for an unknown one", () => {
    const r = new RulesetRegistry();
    expect([r.ids(), r.all(), r.has("signum")]).toEqual([[], [], false]);
    expect(refusal(() => r.get("signum")).data).toEqual({ id: "signum", known: "" });
    r.register(signum);
    r.register(mumg);
    expect([r.get("mumg"), r.get("signum")]).toEqual([mumg, signum]);
    expect(r.get("mumg")).toBe(mumg);
    expect([r.has("signum"), r.has("mumg"), r.has("carnevale")]).toEqual([true, true, false]);
    expect(r.ids()).toEqual(["signum", "mumg"]);
    expect(r.all()).toEqual([signum, mumg]);
    const e = refusal(() => r.get("carnevale"));
    expect([e.key, e.data]).toEqual(["TTM.Error.UnknownRuleset", { id: "carnevale", known: "signum, mumg" }]);
    // The lists handed out are copies: changing one does not change the registry.
    r.ids().pop();
    r.all().pop();
    expect([r.ids().length, r.all().length]).toEqual([2, 2]);
  });
});

describe("RulesError", () => {
  it("carries its key and data, is named RulesError, and falls back to the key and data as its message", () => {
    const e = new RulesError("TTM.Error.Waypoint", { index: 2, id: "m" });
    expect([e.key, e.data, e.name, e.message]).toEqual([
      "TTM.Error.Waypoint",
      { index: 2, id: "m" },
      "RulesError",
      'TTM.Error.Waypoint {"index":2,"id":"m"}',
    ]);
    expect(e).toBeInstanceOf(Error);
    const bare = new RulesError("TTM.Error.EmptyPath");
    expect([bare.data, bare.message]).toEqual([{}, "TTM.Error.EmptyPath {}"]);
    expect(new RulesError("K", { a: 1 }, "said").message).toBe("said");
  });

  it("isRulesError tells a RulesError from other errors and from look-alikes", () => {
    expect(isRulesError(new RulesError("K"))).toBe(true);
    const lookalike = Object.assign(new Error("x"), { key: "K", data: {}, name: "RulesError" });
    expect([isRulesError(new Error("K")), isRulesError(lookalike), isRulesError(null)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
