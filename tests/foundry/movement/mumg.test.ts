// The same Foundry code with MUMG (inches, POW tiers, falls as choice prompts, absolute ledger
// values): nothing in src/foundry knows the game, so this is the generic path checked with a
// second ruleset. A fake scene with a roof region; no Foundry runs here.
import { describe, expect, it } from "vitest";
import { applyActions } from "../../../src/foundry/effects/apply";
import { planEffects } from "../../../src/foundry/effects/plan";
import {
  applyCommand,
  describeDeclarations,
  NO_DECLARATIONS,
} from "../../../src/foundry/movement/declarations";
import { runGate, type GateUi } from "../../../src/foundry/movement/gate";
import { judge } from "../../../src/foundry/movement/judge";
import { declarationKeybindings } from "../../../src/foundry/movement/keybindings";
import { foundryTranslator } from "../../../src/foundry/movement/world";
import { mumg } from "../../../src/rulesets/mumg";
import { lookup } from "../../../src/overlay/i18n";
import { fakeRegion, fakeScene, profileFlags, terrainBehavior } from "../scene/fake-scene";
import { dictionary, FakeActor, fakeTokenDoc, testEnv, translator, wp } from "./fakes";

/** A 4-inch roof (a platform region) with a MUMG model on it, 100 px to the inch. */
function roof() {
  const scene = fakeScene({ type: 0 });
  scene.regions.push(
    fakeRegion(
      "roof",
      [{ type: "rectangle", hole: false, x: 200, y: 200, width: 400, height: 400, rotation: 0 }],
      [terrainBehavior("b", { kind: "platform" })],
      { bottom: 0, top: 4 },
    ),
  );
  const a = fakeTokenDoc("a", {
    x: 300,
    y: 300,
    elevation: 4,
    name: "Spidey",
    flags: profileFlags({ fields: { movement: "4/7/14" } }),
  });
  a.parent = scene;
  a.actor = new FakeActor({ id: "s", name: "Spidey", system: { hp: { value: 5 } } });
  scene.tokens.push(a as never);
  return a;
}

const walkOff = {
  id: "mv1",
  chain: [],
  method: "dragging" as const,
  origin: wp(300, 300, { elevation: 4 }),
  passed: { waypoints: [wp(800, 300, { elevation: 0, action: "walk" })] },
  pending: { waypoints: [] },
  constrainOptions: {},
};

describe("MUMG through the generic gate", () => {
  it("walking off a roof asks to confirm the fall, with the numbers localised", async () => {
    const asked: { text: string; choices: readonly { value: string; label: string }[] }[] = [];
    const ui: GateUi = {
      ask: (c) => {
        asked.push(c);
        return Promise.resolve({ choice: c.choices[0]!.value });
      },
      roll: () => Promise.reject(new Error("MUMG falls roll no dice here")),
      postPromptCard: () => Promise.resolve(),
      whisperGm: () => Promise.resolve(),
    };
    const env = testEnv({ ruleset: mumg, lang: "es" });
    const result = await runGate(env, ui, roof(), walkOff, []);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.text).not.toMatch(/TTM\./);
    expect(asked[0]!.text).toContain("4.0");
    expect(asked[0]!.choices[0]!.label).not.toMatch(/TTM\./);
    expect(result.allowed).toBe(true);
    if (!result.allowed || !result.committed) throw new Error("expected a committed move");
    const kinds = result.committed.effects.map((e) => e.type);
    expect(kinds).toContain("elevation");
    expect(kinds).toContain("ledger");
  });

  it("the fall's effects land on the token: elevation in scene units, the ledger as absolute values", async () => {
    const a = roof();
    const ui: GateUi = {
      ask: (c) => Promise.resolve({ choice: c.choices[0]!.value }),
      roll: () => Promise.reject(new Error("no dice")),
      postPromptCard: () => Promise.resolve(),
      whisperGm: () => Promise.resolve(),
    };
    const result = await runGate(testEnv({ ruleset: mumg }), ui, a, walkOff, []);
    if (!result.allowed || !result.committed) throw new Error("expected a committed move");
    const { scale } = result.committed.judgement;
    const actions = planEffects(result.committed.effects, {
      damagePath: "system.hp.value",
      elevationToScene: (e) => scale.elevationToScene(e),
    });
    expect(actions.find((x) => x.kind === "ledger")).toMatchObject({ changes: { moves: 1 } });
    await applyActions(
      {
        t: translator(),
        tokenById: () => a,
        statusEffects: () => [{ id: "prone" }],
        addStatusEffect: () => undefined,
        notify: () => undefined,
        isTokensTurn: () => false,
      },
      actions,
    );
    expect(a.elevation).toBe(0);
  });
});

describe("MUMG declarations through the generic keys", () => {
  it("Alt+1 pays 1 POW: the judge gets it, 6 inches stop at the first value, the label says so", () => {
    const scene = fakeScene({ type: 0 });
    const a = fakeTokenDoc("a", {
      x: 300,
      y: 300,
      name: "Cap",
      flags: profileFlags({ fields: { movement: "4/7" } }),
    });
    a.parent = scene;
    scene.tokens.push(a as never);
    const key = declarationKeybindings([mumg]).find((k) => k.action === "declare-mumg-pow-1")!;
    const declared = applyCommand(NO_DECLARATIONS, key.command, mumg)!;
    const input = { token: a, waypoints: [wp(300, 300), wp(900, 300)], groupIds: [], preview: false };
    const paid = judge(testEnv({ ruleset: mumg }), { ...input, declared });
    const free = judge(testEnv({ ruleset: mumg }), { ...input, declared: NO_DECLARATIONS });
    if (paid.kind !== "verdict" || free.kind !== "verdict") throw new Error("expected verdicts");
    expect(paid.request.declarations).toEqual({ pow: "1" });
    expect([paid.verdict.legal, paid.verdict.allowance, paid.verdict.cost.amount]).toEqual([false, 4, 1]);
    expect([free.verdict.legal, free.verdict.cost.amount]).toEqual([true, 2]);
    expect(describeDeclarations(declared, mumg, translator("es"))).toEqual(["POW pagados: 1 POW"]);
  });
});

describe("foundryTranslator", () => {
  it("localises data values that are keys, and formats numbers, as Foundry's format takes strings", () => {
    const en = dictionary("en");
    const seen: Record<string, string>[] = [];
    const t = foundryTranslator({
      localize: (k) => lookup(en, k) ?? k,
      format: (k, d) => {
        seen.push(d);
        return (lookup(en, k) ?? k).replace(/\{(\w+)\}/g, (w, n: string) => d[n] ?? w);
      },
      has: (k) => lookup(en, k) !== undefined,
    });
    expect(t("TTM.Overlay.Left", { distance: 2, unit: "TTM.Overlay.Unit.cm" })).toBe("2 cm left");
    expect(seen[0]).toEqual({ distance: "2", unit: "cm" });
    expect(t("TTM.Ledger.Title")).toBe("Movement spent");
    expect(t("TTM.Overlay.Left", { distance: "1", unit: "TTM.No.Such" })).toBe("1 TTM.No.Such left");
  });
});
