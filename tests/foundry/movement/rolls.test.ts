// Rolls that decide the move, in Foundry, for any ruleset (src/foundry/movement/settle-gate.ts,
// declare-rolls.ts, the gate): a declare roll made before the drag and kept with the ledger, path
// prompts asked at the drop in path order, a move an outcome ends short made again as the
// outcome left it, cancelling losing nothing; Carnevale's Basic test with its Destiny die;
// counters and placements after arrival. Fake scene, fake Roll, real rulesets; no Foundry runs.
import { describe, expect, it } from "vitest";
import { carnevale } from "../../../src/rulesets/carnevale";
import { applyActions, type EffectsHost } from "../../../src/foundry/effects/apply";
import { planEffects } from "../../../src/foundry/effects/plan";
import { readCounters } from "../../../src/foundry/effects/counters";
import { rollFormula, formulaWithMarkedDie } from "../../../src/foundry/dialogs/roll";
import { readEntry } from "../../../src/foundry/ledger/ledger";
import { ledgerFlag } from "../../../src/foundry/ledger/update";
import { recordAnswer, recordMove, refundLastMove, resetLedger } from "../../../src/foundry/ledger/store";
import { rollDeclared, type DeclareRollHost } from "../../../src/foundry/movement/declare-rolls";
import { runGate, type DialogAnswer, type GateUi } from "../../../src/foundry/movement/gate";
import type { PromptCardContext, PromptDialogContext } from "../../../src/overlay/prompt-context";
import { judge } from "../../../src/foundry/movement/judge";
import { PendingMoves } from "../../../src/foundry/movement/after-move";
import { createRulesTokenDocument } from "../../../src/foundry/movement/document";
import { MODULE_ID } from "../../../src/foundry/ids";
import { labelContext } from "../../../src/foundry/ruler/label";
import { rulerPlan } from "../../../src/foundry/ruler/plan";
import { coreMovement } from "../core-fakes";
import { fakeRegion, fakeScene, profileFlags, terrainBehavior } from "../scene/fake-scene";
import { FakeActor, FakeRoll, fakeTokenDoc, renderTemplate, testEnv, translator, wp } from "./fakes";

const OUT = { combatId: null, round: null, turn: null, tokenTurn: null };

class Ui implements GateUi {
  readonly asked: PromptDialogContext[] = [];
  readonly cards: PromptCardContext[] = [];
  readonly rolls: FakeRoll[] = [];
  private readonly queue: number[];
  constructor(
    private readonly answers: DialogAnswer[],
    dice: readonly number[] = [],
  ) {
    this.queue = [...dice];
  }
  ask(c: PromptDialogContext) {
    this.asked.push(c);
    return Promise.resolve(this.answers.length > 0 ? this.answers.shift()! : null);
  }
  roll(formula: string, marked?: { label: string } | null) {
    return rollFormula(
      (f) => {
        // A copy: the fake Roll takes its dice off the queue it is given.
        const r = new FakeRoll(f, this.queue);
        this.rolls.push(r);
        return r;
      },
      formula,
      marked,
    );
  }
  postPromptCard(_t: unknown, card: PromptCardContext) {
    this.cards.push(card);
    return Promise.resolve();
  }
  whisperGm() {
    return Promise.resolve();
  }
}

/**
 * A gridless Venice scene, 100 px to the inch (the table's corner at 200, 200): a palazzo 2"
 * tall whose south face runs along y = 6" (800 px). Each character: Dexterity 5, MOVE 6, 30 mm.
 */
function venice(at: { x: number; y: number; elevation?: number } = { x: 450, y: 550 }) {
  const scene = fakeScene({ type: 0 });
  scene.regions.push(
    fakeRegion(
      "palazzo",
      [{ type: "rectangle", hole: false, x: 200, y: 800, width: 2400, height: 400, rotation: 0 }],
      [terrainBehavior("b", { kind: "vertical" })],
      { bottom: 0, top: 2 },
    ),
  );
  const g = fakeTokenDoc("g", {
    ...at,
    name: "Guest",
    flags: profileFlags({ fields: {}, baseMm: 30 }),
  });
  g.parent = scene;
  g.actor = new FakeActor({ id: "ga", name: "Guest", system: { hp: { value: 5 } } });
  scene.tokens.push(g as never);
  return g;
}

/** Keeps declare answers in this token's ledger, as the wiring does for the token rolled for. */
const recordOn = (token: Parameters<typeof recordAnswer>[0]): DeclareRollHost => ({
  record: (_t, id, answer) => recordAnswer(token, carnevale, id, answer, OUT),
});

const move = (from: ReturnType<typeof wp>, to: ReturnType<typeof wp>) =>
  coreMovement({ origin: from, waypoints: [to], constrainOptions: {} }) as never;

const SUCCESS = [2, 3, 4, 7, 5];
const FAIL = [2, 3, 4, 5, 6];
const FUMBLE = [2, 3, 4, 5, 1];

describe("declare rolls before the drag", () => {
  it("CARN-JUMP-1: the jump's test is asked before the drag, kept with the ledger, and the ruler shows the rolled distance", async () => {
    const env = testEnv({ ruleset: carnevale });
    const g = venice();
    const ui = new Ui([{ roll: true }], SUCCESS);
    const result = await rollDeclared(env, ui, Object.assign(g, { movementAction: "jump" }), recordOn(g));
    expect(result).toBe("rolled");
    expect(ui.asked.map((c) => [c.promptId, c.ruleId, c.formula])).toEqual([
      ["jump:1", "CARN-JUMP-1", "5d10"],
    ]);
    // The Destiny die rolled as its own term, last.
    expect(ui.rolls.map((r) => r.formula)).toEqual(["4d10 + 1d10[Destiny die]"]);
    expect(ui.cards).toEqual([
      expect.objectContaining({
        dice: "2, 3, 4, 7, 5",
        markedDie: { label: "Destiny die", value: 5 },
        result: { text: "Success", tone: "success" },
        outcome: "Guest jumps 3.0 in: Success (Aces: 1).",
      }),
    ]);
    expect(readEntry(ledgerFlag(g), "carnevale")).toEqual({
      values: {},
      combatId: null,
      round: null,
      turn: null,
      undo: [],
      answers: { "jump:1": { dice: SUCCESS } },
    });
    // The drag: judged with the kept answer, the allowance is the rolled 3".
    const path = [wp(450, 550), wp(450, 350, { action: "jump" })];
    const j = judge(env, {
      token: g,
      waypoints: path,
      groupIds: [],
      preview: true,
      declared: { values: {} },
    });
    if (j.kind !== "verdict") throw new Error("expected a verdict");
    expect(j.request.answers).toEqual({ "jump:1": { dice: SUCCESS } });
    expect([j.verdict.legal, j.verdict.allowance, j.verdict.reach.distance]).toEqual([true, 3, 2]);
    const plan = rulerPlan(j.path, j.verdict, translator(), {
      unit: "in",
      declared: [],
      explain: true,
      ...(j.request.answers ? { answers: j.request.answers } : {}),
    });
    const label = labelContext(plan, { from: 0, to: 2, last: true }, translator());
    expect(label.cost).toBe("Jump of 3.0 in · 1 AP");
    expect(label.budgetLeft).toBe("1.0 in");
    expect(label.prompts).toEqual([
      {
        icon: "fa-solid fa-dice-d6",
        ruleId: "CARN-JUMP-1",
        text: "Guest jumps: Dexterity test (5d10) for the distance.: rolled 2, 3, 4, 7, 5",
      },
    ]);
    // Asked again, nothing waits: the roll is the activation's.
    expect(
      await rollDeclared(env, new Ui([]), Object.assign(g, { movementAction: "jump" }), recordOn(g)),
    ).toBe("none");
  });

  it("CARN-JUMP-1: the kept roll goes with the ledger: a reset forgets it, an undo of the move keeps it", async () => {
    const g = venice();
    await recordAnswer(g, carnevale, "jump:1", { dice: SUCCESS }, OUT);
    await recordMove(g, carnevale, { actions: 1, apSpent: 1 }, "mv1", OUT);
    expect(readEntry(ledgerFlag(g), "carnevale")?.answers).toEqual({ "jump:1": { dice: SUCCESS } });
    await refundLastMove(g, "carnevale");
    expect(readEntry(ledgerFlag(g), "carnevale")).toMatchObject({
      values: {},
      answers: { "jump:1": { dice: SUCCESS } },
    });
    await resetLedger(g, "carnevale", { combatId: "c", round: 1, turn: 0, tokenTurn: 0 });
    expect(readEntry(ledgerFlag(g), "carnevale")).toEqual({
      values: {},
      combatId: "c",
      round: 1,
      turn: 0,
      undo: [],
    });
  });

  it("CARN-JUMP-1: a cancelled dialog before the drag leaves the token and its ledger as they were", async () => {
    const env = testEnv({ ruleset: carnevale });
    const g = venice();
    const ui = new Ui([null], SUCCESS);
    expect(await rollDeclared(env, ui, Object.assign(g, { movementAction: "jump" }), recordOn(g))).toBe(
      "cancelled",
    );
    expect(ui.rolls).toEqual([]);
    expect(g.updates).toEqual([]);
  });

  it("CARN-JUMP-1: unrolled at the drop, the gate asks it first, then judges the jump with it (and keeps it once made)", async () => {
    const env = testEnv({ ruleset: carnevale });
    const g = venice();
    const ui = new Ui([{ roll: true }], SUCCESS);
    const r = await runGate(env, ui, g, move(wp(450, 550), wp(450, 350, { action: "jump" })), []);
    expect(ui.asked.map((c) => c.promptId)).toEqual(["jump:1"]);
    // 2" dragged, 3" rolled: the whole jump is made, and the roll waits for the move to be kept.
    expect(r.allowed).toBe(true);
    if (!r.allowed || !r.committed) throw new Error("expected a committed move");
    expect(r.committed.declareAnswers).toEqual({ "jump:1": { dice: SUCCESS } });
    expect(r.committed.answers).toEqual({ "jump:1": { dice: SUCCESS } });
    expect(g.updates).toEqual([]);
  });
});

describe("path prompts at the drop", () => {
  it("CARN-CLIMB-1: a Fail stops the committed move at the face: refused and made again to the face", async () => {
    const env = testEnv({ ruleset: carnevale });
    const g = venice();
    const ui = new Ui([{ roll: true }], FAIL);
    const r = await runGate(env, ui, g, move(wp(450, 550), wp(450, 850, { action: "walk" })), []);
    expect(ui.asked.map((c) => [c.promptId, c.index, c.total])).toEqual([["climb:1", 1, 1]]);
    expect(ui.cards.map((c) => c.result)).toEqual([{ text: "Fail", tone: "fail" }]);
    if (r.allowed || !r.reissue) throw new Error("expected the move made again, shorter");
    // From the token's place to the foot of the face (y 6" less the 30 mm base's radius).
    expect(r.reissue.waypoints.map((w) => [w.x, w.y])).toEqual([
      [450, 550],
      [450, 690],
    ]);
    expect(r.reissue.committed.judgement.verdict.reasons).toEqual([
      {
        ruleId: "CARN-CLIMB-1",
        key: "TTM.Carnevale.Reason.ClimbFailed",
        severity: "stop",
        data: { distance: "1.41", unit: "TTM.Unit.in" },
      },
    ]);
    expect(r.reissue.committed.effects).toEqual([
      {
        type: "ledger",
        modelId: "g",
        changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
        ruleId: "CARN-MOVE-1",
      },
    ]);
    expect(g.updates).toEqual([]);
  });

  it("CARN-CLIMB-1: a Success goes on: the move is committed whole, the climb's elevation with it", async () => {
    const env = testEnv({ ruleset: carnevale });
    const g = venice();
    const r = await runGate(env, new Ui([{ roll: true }], SUCCESS), g, move(wp(450, 550), wp(450, 850)), []);
    if (!r.allowed || !r.committed) throw new Error("expected a committed move");
    expect(r.committed.effects.map((e) => e.type)).toEqual(["ledger", "elevation"]);
  });

  it("CARN-CLIMB-1: a Fumble climbing down falls from the face: cut there, the fall test asked after, its damage applied", async () => {
    const env = testEnv({ ruleset: carnevale });
    const g = venice({ x: 450, y: 850, elevation: 2 });
    const ui = new Ui([{ roll: true }, { roll: true }], [...FUMBLE, ...FAIL]);
    const r = await runGate(
      env,
      ui,
      g,
      move(wp(450, 850, { elevation: 2 }), wp(450, 550, { elevation: 0 })),
      [],
    );
    expect(ui.asked.map((c) => c.promptId)).toEqual(["climb:1", "fall"]);
    expect(ui.cards.map((c) => c.result?.tone)).toEqual(["fumble", "fail"]);
    if (r.allowed || !r.reissue) throw new Error("expected the move made again, shorter");
    expect(r.reissue.waypoints.map((w) => [w.x, w.y])).toEqual([
      [450, 850],
      [450, 750],
    ]);
    expect(r.reissue.committed.effects).toEqual([
      {
        type: "ledger",
        modelId: "g",
        changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
        ruleId: "CARN-MOVE-1",
      },
      { type: "elevation", modelId: "g", elevation: 0, ruleId: "CARN-CLIMB-1" },
      { type: "damage", modelId: "g", amount: 2, ruleId: "CARN-FALL-1" },
    ]);
  });

  it("CARN-CLIMB-1: cancelling the climb's dialog cancels the move: nothing rolled, token and ledger unchanged", async () => {
    const env = testEnv({ ruleset: carnevale });
    const g = venice();
    const ui = new Ui([null], FAIL);
    expect(await runGate(env, ui, g, move(wp(450, 550), wp(450, 850)), [])).toEqual({ allowed: false });
    expect([ui.rolls, ui.cards, g.updates]).toEqual([[], [], []]);
    expect(env.notices).toEqual([{ level: "info", text: "Guest's move was cancelled; nothing was spent." }]);
  });

  it("CARN-CLIMB-1: the ruler marks where the climb test comes, on the leg that reaches the face", () => {
    const env = testEnv({ ruleset: carnevale });
    const g = venice();
    const path = [wp(450, 550), wp(450, 650), wp(450, 850)];
    const j = judge(env, {
      token: g,
      waypoints: path,
      groupIds: [],
      preview: true,
      declared: { values: {} },
    });
    if (j.kind !== "verdict") throw new Error("expected a verdict");
    const plan = rulerPlan(j.path, j.verdict, translator(), { unit: "in", declared: [], explain: true });
    const prompt = {
      icon: "fa-solid fa-dice-d6",
      ruleId: "CARN-CLIMB-1",
      text: "Guest climbs 2.0 in: Dexterity test (5d10). (at 2.0 in)",
    };
    expect(labelContext(plan, { from: 0, to: 1, last: false }, translator()).prompts).toEqual([]);
    expect(labelContext(plan, { from: 1, to: 3, last: false }, translator()).prompts).toEqual([prompt]);
    expect(labelContext(plan, { from: 1, to: 3, last: true }, translator()).prompts).toEqual([prompt]);
  });
});

describe("the TokenDocument makes the cut move again", () => {
  class CoreDoc {
    readonly moves: { waypoints: unknown[]; options: Record<string, unknown> }[] = [];
    constructor(data: object) {
      Object.assign(this, data);
    }
    _preUpdateMovement(): Promise<boolean | void> {
      return Promise.resolve(undefined);
    }
    move(waypoints: unknown[], options: Record<string, unknown>): Promise<boolean> {
      this.moves.push({ waypoints, options });
      return Promise.resolve(true);
    }
  }
  type Doc = CoreDoc & {
    id: string;
    _preUpdateMovement(m: unknown, o: Record<string, unknown>): Promise<boolean | void>;
  };

  it("CARN-CLIMB-1: a Fail refuses the drag, moves the token to the face, and commits that move as settled, asking nothing more", async () => {
    const env = testEnv({ ruleset: carnevale });
    const g = venice();
    const pending = new PendingMoves();
    const ui = new Ui([{ roll: true }], FAIL);
    const Rules = createRulesTokenDocument(CoreDoc as never, () => ({ env, ui, pending })) as unknown as new (
      d: object,
    ) => Doc;
    const doc = new Rules({ ...g, parent: g.parent });
    const first: Record<string, unknown> = { movement: { g: {} } };
    expect(await doc._preUpdateMovement(move(wp(450, 550), wp(450, 850)), first)).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(doc.moves).toHaveLength(1);
    const again = doc.moves[0]!;
    expect(again.waypoints.map((w) => [(w as { x: number }).x, (w as { y: number }).y])).toEqual([
      [450, 690],
    ]);
    expect(again.options).toEqual({ method: "api", [MODULE_ID]: { tokens: { g: { settled: true } } } });
    // Core runs the gate for that move: committed as settled, nothing asked again.
    const second: Record<string, unknown> = { movement: { g: {} }, ...again.options };
    const cut = coreMovement({ origin: wp(450, 550), waypoints: [wp(450, 690)], constrainOptions: {} });
    expect(await doc._preUpdateMovement({ ...(cut as object), id: "mv2" }, second)).toBeUndefined();
    expect(ui.asked).toHaveLength(1);
    const committed = pending.take("mv2");
    expect(committed?.effects.map((e) => e.type)).toEqual(["ledger"]);
    // The operation's data is merged per token (units/ add theirs), so the GM also sees it was settled.
    expect(second[MODULE_ID]).toEqual({
      tokens: { g: { settled: true, declared: { values: {} }, answers: { "climb:1": { dice: FAIL } } } },
    });
  });
});

describe("the marked die", () => {
  it("CARN-DICE-1: Nd10 rolls its last die as a term of its own, flavoured and coloured for dice modules", async () => {
    expect(formulaWithMarkedDie("5d10", { label: "Dado del Destino" })).toBe("4d10 + 1d10[Dado del Destino]");
    expect(formulaWithMarkedDie("1d10", { label: "D[x]" })).toBe("1d10[Dx]");
    expect(formulaWithMarkedDie("5d10", null)).toBe("5d10");
    expect(formulaWithMarkedDie("2d6+1", { label: "x" })).toBe("2d6+1");
    let made: FakeRoll | undefined;
    const rolled = await rollFormula((f) => (made = new FakeRoll(f, [1, 2, 10])), "3d10", {
      label: "Destiny die",
    });
    expect(rolled).toMatchObject({
      formula: "2d10 + 1d10[Destiny die]",
      dice: [1, 2, 10],
      total: 13,
      marked: "Destiny die",
    });
    expect(made!.dice.map((d) => [d.flavor, d.options])).toEqual([
      [null, {}],
      [
        "Destiny die",
        {
          appearance: {
            colorset: "custom",
            foreground: "#ffd700",
            background: "#7a0019",
            outline: "#000000",
            edge: "#7a0019",
          },
        },
      ],
    ]);
  });

  it("CARN-DICE-1: the card names the Destiny die and the ruleset's result, in en, es and ru", () => {
    const card = {
      ruleId: "CARN-CLIMB-1",
      text: "<b>Guest</b> climbs",
      mover: "Guest",
      formula: "4d10 + 1d10[Destiny die]",
      dice: "2, 3, 4, 7, 10",
      total: 26,
      choice: null,
      outcome: "Guest climbs: Critical (Aces: 2).",
      markedDie: { label: "Destiny die", value: 10 },
      result: { text: "Critical", tone: "critical" },
    };
    const en = renderTemplate("prompt-card.hbs", card, "en");
    expect(en).toContain('<p class="ttm-card__marked-die">Destiny die: 10</p>');
    expect(en).toContain('<p class="ttm-card__result ttm-card__result--critical">Critical</p>');
    expect(en).toContain("&lt;b&gt;Guest&lt;/b&gt;");
    for (const lang of ["es", "ru"] as const) {
      const t = translator(lang);
      const localised = {
        ...card,
        markedDie: { label: t("TTM.Carnevale.DestinyDie"), value: 10 },
        result: { text: t("TTM.Carnevale.Result.Fumble"), tone: "fumble" },
      };
      const html = renderTemplate("prompt-card.hbs", localised, lang);
      expect(html).not.toMatch(/TTM\./);
      expect(html).toContain(lang === "es" ? "Dado del Destino: 10" : "Кубик судьбы: 10");
      expect(html).toContain(lang === "es" ? ">Pifia</p>" : ">Роковой провал</p>");
    }
  });
});

describe("counters and placements after arrival", () => {
  const host = (
    g: ReturnType<typeof venice>,
    placed: unknown[],
  ): EffectsHost & { statuses: { id: string }[] } => {
    const statuses: { id: string; name?: string }[] = [{ id: "prone" }];
    return {
      statuses,
      t: translator("es"),
      tokenById: (id) => (id === "g" ? g : undefined),
      statusEffects: () => statuses,
      addStatusEffect: (e) => void statuses.push(e),
      notify: () => undefined,
      isTokensTurn: () => false,
      place: (tokenId, centre, elevation) => {
        placed.push({ tokenId, centre, elevation });
        return Promise.resolve();
      },
    };
  };

  it("CARN-FALL-1: a Dazed counter is counted in the token's flag and marked with a status; Submerged counters come and go", async () => {
    const g = venice();
    const h = host(g, []);
    const actions = planEffects(
      [
        { type: "counter", modelId: "g", counter: "dazed", delta: 1, ruleId: "CARN-FALL-1" },
        { type: "counter", modelId: "g", counter: "submerged", delta: 2, ruleId: "CARN-DIVE-1" },
      ],
      { damagePath: "", elevationToScene: (e) => e },
    );
    const applied = await applyActions(h, actions);
    expect(readCounters(g)).toEqual({ dazed: 1, submerged: 2 });
    expect(g.actor!.statuses).toEqual([
      "tabletop-movement.counter.dazed",
      "tabletop-movement.counter.submerged",
    ]);
    expect(h.statuses.slice(1)).toEqual([
      { id: "tabletop-movement.counter.dazed", name: "Atontado", img: "icons/svg/daze.svg" },
      { id: "tabletop-movement.counter.submerged", name: "Sumergido", img: "icons/svg/daze.svg" },
    ]);
    expect(applied.card).toEqual([
      { text: "Guest tiene ahora 1 contadores de Atontado.", ruleId: "CARN-FALL-1" },
      { text: "Guest tiene ahora 2 contadores de Sumergido.", ruleId: "CARN-DIVE-1" },
    ]);
    await applyActions(
      h,
      planEffects(
        [{ type: "counter", modelId: "g", counter: "submerged", delta: -2, ruleId: "CARN-DIVE-1" }],
        {
          damagePath: "",
          elevationToScene: (e) => e,
        },
      ),
    );
    expect(readCounters(g)).toEqual({ dazed: 1 });
  });

  it("CARN-FALL-1: a model put elsewhere (a fall straight down) is placed after arrival, in scene pixels and units", async () => {
    const g = venice();
    const placed: unknown[] = [];
    const actions = planEffects(
      [
        { type: "place", modelId: "g", x: 3, y: 5, elevation: 0, ruleId: "CARN-FALL-1" },
        { type: "place", modelId: "other", x: 1, y: 1, ruleId: "SCTMG-LEAD-1" },
      ],
      {
        damagePath: "",
        elevationToScene: (e) => e * 2,
        toScene: (p) => ({ x: p.x * 100 + 200, y: p.y * 100 + 200 }),
        moverId: "g",
      },
    );
    expect(actions).toEqual([
      { kind: "place", tokenId: "g", centre: { x: 500, y: 700 }, elevation: 0, ruleId: "CARN-FALL-1" },
    ]);
    const applied = await applyActions(host(g, placed), actions);
    expect(placed).toEqual([{ tokenId: "g", centre: { x: 500, y: 700 }, elevation: 0 }]);
    expect(applied.card).toEqual([
      { text: "Guest se coloca donde indican las reglas.", ruleId: "CARN-FALL-1" },
    ]);
  });

  it("CARN-FALL-1: the token HUD's ledger panel lists the counters with their numbers, in en, es and ru", () => {
    const words = {
      en: ["Counters", "Dazed: 1"],
      es: ["Contadores", "Atontado: 1"],
      ru: ["Жетоны", "Оглушён: 1"],
    };
    for (const lang of ["en", "es", "ru"] as const) {
      const counters = [{ label: translator(lang)("TTM.Rolls.Counter.dazed"), value: "1" }];
      const html = renderTemplate(
        "ledger-hud.hbs",
        { spent: [], left: "-", canReset: false, declarations: [], canDeclare: false, counters },
        lang,
      );
      expect(html).not.toMatch(/TTM\./);
      for (const w of words[lang]) expect(html).toContain(w);
    }
    const none = renderTemplate("ledger-hud.hbs", {
      spent: [],
      left: "-",
      canReset: false,
      declarations: [],
    });
    expect(none).not.toContain("ttm-ledger__counters");
  });
});
