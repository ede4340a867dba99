import { describe, expect, it } from "vitest";
import { isRulesError } from "../../src/engine/errors";
import { readFields } from "../../src/engine/profile";
import type { Declarations, Prompt } from "../../src/engine/ruleset";
import { mumg } from "../../src/rulesets/mumg";
import { readMumgDeclarations } from "../../src/rulesets/mumg/declarations";
import { fallEffect } from "../../src/rulesets/mumg/fall";
import { fallOutcome, fallPrompt } from "../../src/rulesets/mumg/falls";
import { choosePower } from "../../src/rulesets/mumg/powers";
import { PROFILE_FIELDS, parsePowers, toMumgProfile } from "../../src/rulesets/mumg/profile";
import { activeEnsnare, currentRound, ledgerAfter, readRound } from "../../src/rulesets/mumg/round";
import { ensnared, maxReach, parseMovement, powFor } from "../../src/rulesets/mumg/tiers";
import { hero, judge, pts, rect, request, table } from "./helpers";

/*
 * The pure parts of the MUMG rules, whole answers (issue 14, mutation testing): the tiers, the
 * profile's powers, the round's ledger, the fall table and the fall's prompt and outcome.
 */

const U = "TTM.Unit.in";

/** A card's profile as the ruleset reads it from a token. */
const card = (raw: Record<string, unknown>) => toMumgProfile(readFields(PROFILE_FIELDS, raw, "o"), "o");

/** The RulesError a call throws, as { key, data }, or "none". */
const refusal = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return isRulesError(e) ? { key: e.key, data: e.data } : "other";
  }
  return "none";
};

describe("MUMG tiers, exactly", () => {
  it("MUMG-MOVE-1: two or three finite, positive, rising values; equal values are a dearer tier going no further", () => {
    expect(parseMovement("4/4/14", "x")).toEqual([4, 4, 14]);
    expect(parseMovement("0.5/1", "x")).toEqual([0.5, 1]);
    for (const bad of ["4/Infinity", "4/7/-1", "4/7/14/20", "4", "7/4", "4/7/6"]) {
      expect(refusal(() => parseMovement(bad, "Hulk"))).toEqual({
        key: "TTM.Error.ProfileField",
        data: { id: "Hulk", field: "movement", value: JSON.stringify(bad) },
      });
    }
    // The cheapest tier that covers the path: of two equal values, the first.
    expect(powFor(4, [4, 4, 14])).toBe(1);
  });

  it("MUMG-MOVE-1: a length within the tolerance of a tier's value is on it; a tier at 0 is never bought, not even for no length", () => {
    expect(powFor(4 + 1e-7, [4, 7])).toBe(1);
    expect(powFor(4 + 1e-6, [4, 7])).toBe(2);
    // MUMG-ENSNARE-1: a tier reduced to 0 is unavailable.
    expect(powFor(0, [0, 3])).toBe(2);
    expect(powFor(0, [0, 0])).toBeNull();
    expect(powFor(2, [4, 7, 14], 3)).toBe(3);
    expect(powFor(2, [4, 7], 3)).toBeNull();
  });

  it("MUMG-MOVE-2: the reach of a declared tier the card does not have is 0; of no values at all, 0", () => {
    expect(maxReach([4, 7], 3)).toBe(0);
    expect(maxReach([4, 7], 2)).toBe(7);
    expect(maxReach([])).toBe(0);
    expect(maxReach([0, 0])).toBe(0);
  });

  it("MUMG-ENSNARE-1: a negative Ensnare reduces nothing; a value never goes below 0", () => {
    expect(ensnared([4, 7, 14], -3)).toEqual([4, 7, 14]);
    expect(ensnared([4, 7, 14], 5)).toEqual([0, 2, 9]);
    expect(ensnared([4, 7], 0)).toEqual([4, 7]);
  });
});

describe("MUMG profile: special movement powers", () => {
  it("MUMG-OTHER-1: each entry is name: distance: POW, trimmed; POW 0 to 3, distance above 0", () => {
    expect(parsePowers(" Web swing : 2.5 : 0 ;X:1:3", "o")).toEqual([
      { id: "power:web-swing", name: "Web swing", distance: 2.5, pow: 0 },
      { id: "power:x", name: "X", distance: 1, pow: 3 },
    ]);
    expect(parsePowers("   ", "o")).toEqual([]);
    expect(parsePowers("", "o")).toEqual([]);
    for (const bad of [
      "A: 0: 1",
      "A: -1: 1",
      "A: Infinity: 1",
      "A: x: 1",
      "A: 1: 4",
      "A: 1: -1",
      "A: 1: 1.5",
      ": 1: 1",
      "A: 1",
    ]) {
      expect(refusal(() => parsePowers(`Ok: 2: 1; ${bad} `, "Spidey"))).toEqual({
        key: "TTM.Error.ProfileField",
        data: { id: "Spidey", field: "powers", value: JSON.stringify(bad) },
      });
    }
  });

  it("MUMG-OTHER-1: a power's id is its name in lower case, runs of other characters one hyphen, none at the ends, accents dropped", () => {
    expect(
      parsePowers("--Web  Swing!--: 2: 1; Súper Salto: 8: 1; SALTO 2: 3: 1", "o").map((p) => p.id),
    ).toEqual(["power:web-swing", "power:super-salto", "power:salto-2"]);
  });

  it("MUMG-OTHER-1: the power asked for by id, by slug or by name in any case; else the first, assumed", () => {
    const profile = card({ movement: "4/7", powers: "Súper Salto: 8: 1; Web-swing: 10: 2" });
    const salto = { id: "power:super-salto", name: "Súper Salto", distance: 8, pow: 1 };
    const web = { id: "power:web-swing", name: "Web-swing", distance: 10, pow: 2 };
    expect(choosePower(profile, { power: "super-salto" })).toEqual({
      power: salto,
      assumed: false,
      wanted: "super-salto",
    });
    expect(choosePower(profile, { power: " power:web-swing " })).toEqual({
      power: web,
      assumed: false,
      wanted: "power:web-swing",
    });
    expect(choosePower(profile, { power: "WEB-SWING" }).power).toEqual(web);
    expect(choosePower(profile, { power: "súper salto" }).power).toEqual(salto);
    expect(choosePower(profile, { power: "Teleport" })).toEqual({
      power: null,
      assumed: false,
      wanted: "Teleport",
    });
    expect(choosePower(profile, {})).toEqual({ power: salto, assumed: true, wanted: null });
    expect(choosePower(card({ movement: "4/7" }), undefined)).toEqual({
      power: null,
      assumed: true,
      wanted: null,
    });
  });

  it("MUMG-MOVE-1: a profile read whole, each field from its own key", () => {
    expect(
      card({
        movement: "3/6/9",
        height: 2.5,
        agile: true,
        fly: false,
        wallCrawler: true,
        ensnare: 2,
        ensnareRound: 4,
        powers: "Jet: 6: 1",
      }),
    ).toEqual({
      movement: [3, 6, 9],
      height: 2.5,
      agile: true,
      fly: false,
      wallCrawler: true,
      ensnare: 2,
      ensnareRound: 4,
      powers: [{ id: "power:jet", name: "Jet", distance: 6, pow: 1 }],
    });
    expect(card({ movement: "4/7", fly: true, agile: false })).toMatchObject({
      agile: false,
      fly: true,
      wallCrawler: false,
    });
  });
});

describe("MUMG round and ledger", () => {
  it("MUMG-MOVE-3: the host's round is a whole number of 0 or more; empty or absent means not given", () => {
    expect(currentRound(undefined)).toBeNull();
    expect(currentRound({})).toBeNull();
    expect(currentRound({ round: "" })).toBeNull();
    // A JSON null from a scenario or a host is no round either (Number(null) would be 0).
    expect(currentRound(JSON.parse('{"round": null}') as Declarations)).toBeNull();
    expect(currentRound({ round: 0 })).toBe(0);
    expect(currentRound({ round: "3" })).toBe(3);
    for (const v of [true, false, 2.5, -1, "x"]) {
      expect(refusal(() => currentRound({ round: v }))).toEqual({
        key: "TTM.Mumg.Error.Declaration",
        data: { name: "round", value: String(v) },
      });
    }
  });

  it("MUMG-MOVE-3: an empty round does not reset a ledger written in round 3", () => {
    const b = table({ models: [hero("iron", 2, 18)] });
    const v = judge(b, "iron", pts([2, 18], [3, 18]), {
      ledger: { round: 3, moves: 1, powSpent: 1 },
      declarations: { round: "" },
    });
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-3",
        key: "TTM.Mumg.Reason.AlreadyMoved",
        severity: "illegal",
        data: { name: "iron" },
      },
    ]);
    expect(v.effects).toEqual([]);
  });

  it("MUMG-MOVE-3: a ledger key counts only as a finite number above 0; a ledger of another round is empty", () => {
    expect(readRound({ moves: Infinity, powSpent: -2, powerUses: "1" }, undefined)).toEqual({
      round: null,
      moves: 0,
      powSpent: 0,
      powerUses: 0,
    });
    expect(readRound({ moves: NaN, powSpent: 2.5, powerUses: 1 }, {})).toEqual({
      round: null,
      moves: 0,
      powSpent: 2.5,
      powerUses: 1,
    });
    const spent = { round: 2, moves: 1, powSpent: 3, powerUses: 1 };
    expect(readRound(spent, { round: 3 })).toEqual({ round: 3, moves: 0, powSpent: 0, powerUses: 0 });
    expect(readRound(spent, { round: 2 })).toEqual({ round: 2, moves: 1, powSpent: 3, powerUses: 1 });
    // A round written as text is no round the ledger can be compared with: taken as it is.
    expect(readRound({ ...spent, round: "2" }, { round: 3 })).toEqual({
      round: 3,
      moves: 1,
      powSpent: 3,
      powerUses: 1,
    });
    expect(readRound(undefined, { round: 1 })).toEqual({ round: 1, moves: 0, powSpent: 0, powerUses: 0 });
  });

  it("MUMG-MOVE-3, MUMG-OTHER-1: the ledger after a move holds absolute values, the round when known, power uses only when one is used", () => {
    const state = { round: null, moves: 1, powSpent: 2, powerUses: 1 };
    expect(ledgerAfter(state, { moves: 1, pow: 3 })).toEqual({ moves: 2, powSpent: 5 });
    expect(ledgerAfter(state, { pow: 1, powerUses: 1 })).toEqual({ moves: 1, powSpent: 3, powerUses: 2 });
    expect(ledgerAfter({ ...state, round: 0 }, { pow: 0 })).toEqual({ round: 0, moves: 1, powSpent: 2 });
  });

  it("MUMG-ENSNARE-1: an Ensnare lasts through its round, ends after it, and applies when no round is known", () => {
    const held = (ensnare: number, ensnareRound: number) => card({ movement: "4/7", ensnare, ensnareRound });
    expect(activeEnsnare(held(0, 2), 1)).toBe(0);
    expect(activeEnsnare(held(3, 2), 2)).toBe(3);
    expect(activeEnsnare(held(3, 2), 3)).toBe(0);
    expect(activeEnsnare(held(3, 2), null)).toBe(3);
    // ensnareRound 0: the round it was put on, which the host clears.
    expect(activeEnsnare(held(3, 0), 9)).toBe(3);
  });

  it("MUMG-MOVE-1, MUMG-OTHER-1: the player's declarations: auto or a tier, the power trimmed or none", () => {
    expect(readMumgDeclarations({ pow: "auto", power: "  Web  " })).toEqual({ pow: null, power: "Web" });
    expect(readMumgDeclarations({ pow: 2, power: "   " })).toEqual({ pow: 2, power: null });
    expect(readMumgDeclarations({ pow: "3" })).toEqual({ pow: 3, power: null });
    expect(readMumgDeclarations(undefined)).toEqual({ pow: null, power: null });
  });
});

describe("MUMG fall table, exactly", () => {
  it.each([
    [-1, false, 0, false, 0],
    [3 - 1e-10, false, 1, false, 1],
    [3 - 1e-8, false, 0, false, 0],
    [6 + 1e-10, false, 1, false, 1],
    [6 + 1e-8, false, 2, true, 2],
    [9, false, 2, true, 2],
    [12, false, 3, true, 3],
    [12.5, false, 5, true, 4],
    [40, false, 7, true, 5],
    [3, true, 0, false, 0],
    [9, true, 1, false, 1],
    [9.5, true, 2, true, 2],
    [40, true, 5, true, 4],
  ])(
    "MUMG-FALL-1, MUMG-FALL-2: a fall of %d (voluntary: %s) does %d damage, knocked down %s: row %d",
    (h, voluntary, damage, knockedDown, row) => {
      expect(fallEffect(h, voluntary)).toEqual({ damage, knockedDown, row });
    },
  );
});

describe("MUMG fall prompts and outcomes", () => {
  const U2 = U;

  it("MUMG-FALL-1: a fall with no effect asks, but its outcome has no damage and no condition", () => {
    const fall = { id: "fall:1", ruleId: "MUMG-FALL-1", height: 2, voluntary: false, at: 1.5 };
    expect(fallPrompt(fall, "Hero")).toEqual({
      id: "fall:1",
      ruleId: "MUMG-FALL-1",
      kind: "choice",
      choices: ["TTM.Mumg.Choice.Fall"],
      key: "TTM.Mumg.Prompt.Fall",
      data: { name: "Hero", height: "2.0", unit: U2, effect: "TTM.Mumg.Fall.Row0" },
      at: 1.5,
    });
    expect(fallOutcome(fall, "h", "Hero")).toEqual({
      effects: [],
      key: "TTM.Mumg.Outcome.Fall",
      data: { name: "Hero", height: "2.0", unit: U2, effect: "TTM.Mumg.Fall.Row0" },
    });
  });

  it("MUMG-FALL-2: a jump into the void of 12.5 takes row 3 of the table: 3 damage and Knocked Down, both under MUMG-FALL-2", () => {
    const fall = { id: "void-jump", ruleId: "MUMG-VOID-1", height: 12.5, voluntary: true, at: 0.5 };
    expect(fallPrompt(fall, "Hero")).toEqual({
      id: "void-jump",
      ruleId: "MUMG-VOID-1",
      kind: "choice",
      choices: ["TTM.Mumg.Choice.Jump"],
      key: "TTM.Mumg.Prompt.VoidJump",
      data: { name: "Hero", height: "12.5", unit: U2, effect: "TTM.Mumg.Fall.Row3" },
      at: 0.5,
    });
    expect(fallOutcome(fall, "h", "Hero")).toEqual({
      effects: [
        { type: "damage", modelId: "h", amount: 3, damageKind: "physical-blunt", ruleId: "MUMG-FALL-2" },
        { type: "condition", modelId: "h", condition: "knocked-down", ruleId: "MUMG-FALL-2" },
      ],
      key: "TTM.Mumg.Outcome.Fall",
      data: { name: "Hero", height: "12.5", unit: U2, effect: "TTM.Mumg.Fall.Row3" },
    });
  });

  // An 8" roof to y = 10, a 3" ledge to y = 14, the street beyond: two edges, two falls.
  const steps = () =>
    table({
      models: [hero("hero", 25, 7, {}, { elevation: 8, name: "Hero" })],
      terrain: [
        { id: "roof", name: "Roof", kind: "platform", polygon: rect(20, 0, 30, 10), height: 8 },
        { id: "ledge", name: "Ledge", kind: "platform", polygon: rect(20, 10, 30, 14), height: 3 },
      ],
    });
  const fall = (id: string, height: string, effect: string, at: number) => ({
    id,
    ruleId: "MUMG-FALL-1",
    kind: "choice",
    choices: ["TTM.Mumg.Choice.Fall"],
    key: "TTM.Mumg.Prompt.Fall",
    data: { name: "Hero", height, unit: U2, effect },
    at,
  });

  it("MUMG-FALL-1: walking off a roof onto a ledge and off the ledge: two falls, each its own height, asked in order", () => {
    const path = pts([25, 7], [25, 17]);
    const v = judge(steps(), "hero", path);
    expect(v.reasons).toEqual([]);
    expect(v.prompts).toEqual([
      fall("fall:1", "5.0", "TTM.Mumg.Fall.Row1", 3),
      fall("fall:2", "3.0", "TTM.Mumg.Fall.Row1", 7),
    ]);
    expect(v.effects).toEqual([
      { type: "ledger", modelId: "hero", changes: { moves: 1, powSpent: 3 }, ruleId: "MUMG-MOVE-3" },
      { type: "elevation", modelId: "hero", elevation: 0, ruleId: "MUMG-FALL-1" },
    ]);
    // Stopped on the ledge: one fall only.
    expect(judge(steps(), "hero", pts([25, 7], [25, 12])).prompts).toEqual([
      fall("fall:1", "5.0", "TTM.Mumg.Fall.Row1", 3),
    ]);
    // Each prompt resolves to its own fall.
    const second = mumg.resolve(steps(), request("hero", path), v.prompts[1]!, {
      choice: "TTM.Mumg.Choice.Fall",
    });
    expect(second).toEqual({
      effects: [
        { type: "damage", modelId: "hero", amount: 1, damageKind: "physical-blunt", ruleId: "MUMG-FALL-1" },
      ],
      key: "TTM.Mumg.Outcome.Fall",
      data: { name: "Hero", height: "3.0", unit: U2, effect: "TTM.Mumg.Fall.Row1" },
    });
  });

  it("MUMG-FALL-1: resolve refuses a prompt the move does not ask, or an answer it does not offer, naming them", () => {
    const path = pts([25, 7], [25, 17]);
    const req = request("hero", path);
    const v = judge(steps(), "hero", path);
    const asked: Prompt = v.prompts[0]!;
    expect(
      refusal(() =>
        mumg.resolve(steps(), req, { ...asked, id: "fall:3" }, { choice: "TTM.Mumg.Choice.Fall" }),
      ),
    ).toEqual({
      key: "TTM.Error.UnknownPrompt",
      data: { id: "fall:3" },
    });
    for (const answer of [{}, { choice: "TTM.Mumg.Choice.Jump" }]) {
      expect(refusal(() => mumg.resolve(steps(), req, asked, answer))).toEqual({
        key: "TTM.Mumg.Error.Choice",
        data: { id: "fall:1", choices: "TTM.Mumg.Choice.Fall" },
      });
    }
    // A move stopped before the second edge does not ask the second fall.
    const short = request("hero", pts([25, 7], [25, 12]));
    expect(
      refusal(() => mumg.resolve(steps(), short, v.prompts[1]!, { choice: "TTM.Mumg.Choice.Fall" })),
    ).toEqual({
      key: "TTM.Error.UnknownPrompt",
      data: { id: "fall:2" },
    });
  });
});
