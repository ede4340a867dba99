/*
 * Rolls that decide the move, in the sandbox in real headless Chromium: the same settle loop as
 * Foundry's gate asks each prompt in the page's dialog (typed dice here, so the answers are
 * known), declare rolls before the drag, path rolls on the drop in path order, after-rolls once
 * the model stands where it ends. Carnevale's climbs on the Venice board; Dungeon Universalis'
 * corner rule, reachable squares and run on the dungeon board. Screenshots: artifacts/rolls-*.png.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import ru from "../../lang/ru.json";
import { PALETTE } from "../../src/overlay/colors";
import { makeTranslator } from "../../src/overlay/i18n";
import { BOARD, REACHABLE } from "../../src/sandbox/palette";
import { near, nextFrames, pixelsAt, share } from "./browser";
import { ARTIFACTS, SandboxPage } from "./sandbox-page";

const tEn = makeTranslator(en, en);
const tRu = makeTranslator(ru, en);
const sb = new SandboxPage();
const shot = (name: string) => sb.page.screenshot({ path: join(ARTIFACTS, `rolls-${name}.png`) });

/** Carnevale dice, the Destiny die last (CARN-DICE-1), as helpers in tests/carnevale use them. */
const FAIL5 = [2, 3, 4, 5, 6];
const SUCCESS5 = [2, 3, 4, 7, 5];
const FUMBLE4 = [2, 3, 4, 1];

/** A colour mixed over another, as the canvas blends a translucent fill. */
const mix = (under: number, over: number, alpha: number): number => {
  const ch = (c: number, s: number) => (c >> s) & 255;
  const m = (s: number) => Math.round(ch(under, s) * (1 - alpha) + ch(over, s) * alpha);
  return (m(16) << 16) | (m(8) << 8) | m(0);
};

describe("rolls that decide the move, in headless Chromium", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await sb.open("?seed=7");
  }, 900_000);

  afterAll(async () => {
    await sb.close();
  });

  it("the dice seed comes from the URL and is shown on the page", async () => {
    expect(await sb.probe.seed()).toBe(7);
    expect(await sb.page.textContent("[data-testid=seed]")).toBe(tEn("TTM.Sandbox.Seed", { seed: 7 }));
  });

  it("CARN-CLIMB-1: Lucia's climb asks its first test on the drop; a Fail stops her at the balcony's face and loses the rest", async () => {
    await sb.chooseDemo("carnevale");
    expect(await sb.probe.model("lucia")).toMatchObject({ x: 29, y: 15, elevation: 0 });
    await sb.drag("lucia", [[29, 11.2]], false);
    // Unanswered, both tests are listed where they come and the path is judged as if they succeed.
    const live = (await sb.probe.verdict())!;
    expect(live.legal).toBe(true);
    expect(live.prompts.map((p) => [p.id, p.phase, Number(p.at?.toFixed(2))])).toEqual([
      ["climb:1", "path", 1.5],
      ["climb:2", "path", 3],
    ]);
    expect(await sb.panel.prompts()).toContain(
      tEn("TTM.Sandbox.Prompt.PhasePath", { distance: "1.5", unit: tEn("TTM.Overlay.Unit.in") }),
    );
    await shot("climb-live");
    await sb.page.mouse.up();
    expect(await sb.dialogPrompt()).toEqual({ id: "climb:1", phase: "path" });
    expect(await sb.panel.phase()).toBe("settling");
    // The module's dialog template, in the page.
    expect(await sb.page.textContent("[data-testid=prompt-dialog] .ttm-prompt__rule")).toBe("CARN-CLIMB-1");
    expect(await sb.page.textContent("[data-testid=prompt-dialog] .ttm-prompt__formula")).toBe("5d10");
    await shot("climb-dialog");
    await sb.typeDice(FAIL5);
    // A Fail ends the move: the second test is no longer asked.
    expect(await sb.dialogPrompt()).toBeNull();
    expect(await sb.panel.phase()).toBe("done");
    const v = (await sb.probe.verdict())!;
    const failed = await sb.reasonFor("CARN-CLIMB-1", "TTM.Carnevale.Reason.ClimbFailed");
    expect(failed.data).toEqual({ distance: "0.91", unit: "TTM.Unit.in" });
    expect(v.prompts.map((p) => p.id)).toEqual(["climb:1"]);
    expect(await sb.panel.reasons()).toContain(tEn(failed.key, failed.data));
    expect(await sb.panel.prompts()).toContain(tEn("TTM.Sandbox.Prompt.Rolled", { dice: FAIL5.join(", ") }));
    const lucia = (await sb.probe.model("lucia"))!;
    expect(lucia.x).toBeCloseTo(29, 6);
    expect(lucia.y).toBeCloseTo(15 - 0.91, 2);
    expect(lucia.elevation).toBe(0);
    // The ruler stays as the dice left it: the way on to the roof is lost (the over colour, dashed).
    const lost = await pixelsAt(sb.page, await sb.down(29, 11.4, 13.3));
    expect(share(lost, PALETTE.over)).toBeGreaterThan(0.3);
    expect(share(lost, PALETTE.ok)).toBe(0);
    await shot("climb-fail");
    expect(sb.problems).toEqual([]);
  });

  it("CARN-CLIMB-1: with a Success at the balcony the second test comes at the palazzo's face; cancelling it puts Lucia back", async () => {
    await sb.reset();
    await sb.drag("lucia", [[29, 11.2]], true);
    await sb.typeDice(SUCCESS5);
    expect(await sb.dialogPrompt()).toEqual({ id: "climb:2", phase: "path" });
    // While asked, the ruler goes on past the balcony in the ok colour.
    const on = await pixelsAt(sb.page, await sb.down(29, 12.2, 13.3));
    expect(share(on, PALETTE.ok)).toBeGreaterThan(0.6);
    await sb.page.click("[data-testid=prompt-cancel]");
    await nextFrames(sb.page);
    expect(await sb.dialogPrompt()).toBeNull();
    expect(await sb.panel.phase()).toBe("cancelled");
    expect(await sb.probe.model("lucia")).toMatchObject({ x: 29, y: 15, elevation: 0 });
    expect(sb.problems).toEqual([]);
  });

  it("CARN-CLIMB-1, CARN-FALL-1: a Fumble climbing down the palazzo falls 4 inches; the fall's Fumble costs 4 and leaves Marco Dazed", async () => {
    await sb.reset();
    expect(await sb.probe.model("marco")).toMatchObject({ x: 25, y: 6, elevation: 4 });
    await sb.drag("marco", [[21, 6]], false);
    expect((await sb.probe.verdict())!.prompts.map((p) => [p.id, p.phase])).toEqual([["climb:1", "path"]]);
    await sb.page.mouse.up();
    expect(await sb.dialogPrompt()).toEqual({ id: "climb:1", phase: "path" });
    await sb.typeDice(FUMBLE4);
    // The fall's test is an after-roll: Marco already lies at the foot of the wall.
    expect(await sb.dialogPrompt()).toEqual({ id: "fall", phase: "after" });
    expect(await sb.probe.model("marco")).toMatchObject({ x: 24, y: 6, elevation: 0 });
    await sb.typeDice(FUMBLE4);
    expect(await sb.panel.phase()).toBe("done");
    const fumbled = await sb.reasonFor("CARN-CLIMB-1", "TTM.Carnevale.Reason.ClimbFumbled");
    expect(fumbled.data).toEqual({ distance: "1.0", height: "4.0", unit: "TTM.Unit.in" });
    expect(await sb.panel.reasons()).toContain(tEn(fumbled.key, fumbled.data));
    const marco = (await sb.probe.model("marco"))!;
    expect(marco).toMatchObject({ x: 24, y: 6, elevation: 0, counters: { dazed: 1 } });
    const verdict = await sb.page.textContent("#verdict");
    expect(verdict).toContain(
      tEn("TTM.Sandbox.Effect.Damage", { name: tEn("TTM.Sandbox.Board.Carnevale.Marco"), amount: 4 }),
    );
    expect(verdict).toContain(
      tEn("TTM.Sandbox.Effect.CounterAdd", {
        name: tEn("TTM.Sandbox.Board.Carnevale.Marco"),
        counter: tEn("TTM.Sandbox.Counter.Dazed"),
        count: 1,
      }),
    );
    // The way he meant to go on is lost: dashed, the over colour, from the face to his goal.
    const lost = await pixelsAt(sb.page, await sb.along(6, 21.2, 23.3));
    expect(share(lost, PALETTE.over)).toBeGreaterThan(0.3);
    expect(share(lost, PALETTE.ok)).toBe(0);
    // Dazed is shown on the model: its card and a chip under its base.
    const at = await sb.probe.client(24, 6);
    await sb.page.mouse.move(at.x, at.y);
    expect(await sb.page.textContent("[data-testid=model-counters]")).toBe(
      tEn("TTM.Sandbox.ModelCard.Counter", { counter: tEn("TTM.Sandbox.Counter.Dazed"), count: 1 }),
    );
    await shot("fall-dazed");
    expect(sb.problems).toEqual([]);
  });

  it("CARN-DIVE-2: the Rat's activation begins with its Submerged counter: surfacing removes it, as its card shows", async () => {
    await sb.reset();
    expect(await sb.probe.model("rat")).toMatchObject({ x: 16, y: 16, counters: { submerged: 1 } });
    const at = await sb.probe.client(16, 16);
    await sb.page.mouse.move(at.x, at.y);
    expect(await sb.page.textContent("[data-testid=model-counters]")).toBe(
      tEn("TTM.Sandbox.ModelCard.Counter", { counter: tEn("TTM.Sandbox.Counter.Submerged"), count: 1 }),
    );
    await sb.page.mouse.down();
    await sb.page.mouse.up();
    expect(await sb.dialogPrompt()).toEqual({ id: "surface", phase: "declare" });
    await shot("surface-dialog");
    await sb.page.click('[data-testid=prompt-dialog] [data-value="TTM.Carnevale.Choice.Surface"]');
    expect(await sb.dialogPrompt()).toBeNull();
    expect(await sb.probe.model("rat")).toMatchObject({ x: 16, y: 16, counters: {} });
    expect(await sb.probe.declared("rat")).toEqual({ surface: { choice: "TTM.Carnevale.Choice.Surface" } });
    // What surfacing allows, as the activation's start says it, kept with the choice.
    const kept = await sb.page.textContent("[data-testid=declared]");
    expect(kept).toContain(tEn("TTM.Sandbox.Prompt.Chose", { choice: tEn("TTM.Carnevale.Choice.Surface") }));
    expect(kept).not.toContain(tEn("TTM.Error.UnknownPrompt", { id: "surface" }));
    await sb.page.mouse.move(at.x, at.y + 1);
    await sb.page.mouse.move(at.x, at.y);
    expect(await sb.page.locator("[data-testid=model-counters]").count()).toBe(0);
    expect(sb.problems).toEqual([]);
  });

  it("the Venice board's names and the dialog are localised in Russian", async () => {
    await sb.reset();
    await sb.page.selectOption("[data-testid=lang]", "ru");
    expect(await sb.page.locator("[data-testid=demo] option:checked").textContent()).toBe(
      tRu("TTM.Sandbox.Scenario.CarnevaleDemo"),
    );
    await sb.drag("lucia", [[29, 11.2]], true);
    expect(await sb.page.textContent("#verdict")).toContain(tRu("TTM.Sandbox.Board.Carnevale.Lucia"));
    expect(await sb.page.textContent("[data-testid=prompt-when]")).toBe(
      tRu("TTM.Sandbox.Dialog.WhenPath", { distance: "1.5", unit: tRu("TTM.Overlay.Unit.in") }),
    );
    await sb.page.fill("[data-testid=prompt-dice]", "2 3");
    await sb.page.click("[data-testid=prompt-use]");
    expect(await sb.page.textContent("[data-testid=prompt-error]")).toBe(
      tRu("TTM.Sandbox.Dialog.DiceCount", { count: 5, sides: 10, formula: "5d10" }),
    );
    await shot("ru-dialog");
    await sb.page.keyboard.press("Escape");
    expect(await sb.dialogPrompt()).toBeNull();
    expect(await sb.probe.model("lucia")).toMatchObject({ x: 29, y: 15 });
    await sb.page.selectOption("[data-testid=lang]", "en");
    expect(sb.problems).toEqual([]);
  });

  it("DU-MOVE-2: Taeral's diagonal into the door past the wall's corner is refused; the squares he can reach are highlighted", async () => {
    await sb.chooseDemo("dungeon-universalis");
    expect(await sb.probe.model("taeral")).toMatchObject({ x: 12.5, y: 6.5 });
    await sb.drag("taeral", [[11.5, 5.5]], false);
    const v = (await sb.probe.verdict())!;
    expect(v.legal).toBe(false);
    expect(v.reach).toBe(0);
    expect(v.reasons).toEqual([{ ruleId: "DU-MOVE-2", key: "TTM.Du.Reason.Corner" }]);
    expect(await sb.panel.reasons()).toContain(tEn("TTM.Du.Reason.Corner"));
    // The whole diagonal is beyond what he may do: the over colour.
    const a = await sb.probe.client(12.3, 6.3);
    const b = await sb.probe.client(11.8, 5.8);
    const diagonal = Array.from({ length: 8 }, (_, i) => ({
      x: a.x + ((b.x - a.x) * i) / 7,
      y: a.y + ((b.y - a.y) * i) / 7,
    }));
    expect(share(await pixelsAt(sb.page, diagonal), PALETTE.over)).toBeGreaterThan(0.3);
    // Movement 5 from (12, 6): (17, 5) costs 5 and is reachable, (18, 5) costs 6 and is not.
    const cells = new Map(v.reachable!.map((c) => [`${c.x},${c.y}`, c.cost]));
    expect(cells.get("17.5,5.5")).toBe(5);
    expect(cells.has("18.5,5.5")).toBe(false);
    expect(cells.has("11.5,6.5")).toBe(false); // a wall square
    expect(cells.get("11.5,5.5")).toBe(2); // the door, the long way round
    const [lit, unlit] = await pixelsAt(sb.page, [
      await sb.probe.client(17.2, 5.2),
      await sb.probe.client(18.2, 5.2),
    ]);
    expect(near(lit!, mix(BOARD.table, REACHABLE.color, REACHABLE.alpha), 10)).toBe(true);
    expect(near(unlit!, BOARD.table, 10)).toBe(true);
    await shot("du-corner");
    await sb.page.keyboard.press("Escape");
    await sb.page.mouse.up();
    expect(await sb.probe.model("taeral")).toMatchObject({ x: 12.5, y: 6.5 });
    expect(sb.problems).toEqual([]);
  });

  it("DU-RUN-1: declaring a run asks its 2D6 before the drag; 3 + 4 gives Movement 5 a run of 10, shown on the ruler", async () => {
    await sb.reset();
    expect(await sb.probe.selected()).toBe("taeral");
    await sb.chooseAction("run");
    expect(await sb.dialogPrompt()).toEqual({ id: "run", phase: "declare" });
    expect(await sb.page.textContent("[data-testid=prompt-when]")).toBe(
      tEn("TTM.Sandbox.Dialog.WhenDeclare"),
    );
    await sb.typeDice([3, 4]);
    expect(await sb.dialogPrompt()).toBeNull();
    expect(await sb.probe.declared("taeral")).toEqual({ run: { dice: [3, 4] } });
    const outcome = tEn("TTM.Du.Outcome.Run", {
      name: tEn("TTM.Sandbox.Board.Du.Taeral"),
      dice: "3 + 4",
      allowance: 10,
    });
    expect(await sb.page.textContent("[data-testid=declared]")).toContain(outcome);
    await sb.drag("taeral", [[20.5, 6.5]], false);
    const v = (await sb.probe.verdict())!;
    expect(v).toMatchObject({ legal: true, allowance: 10, reach: 8, facing: 0 });
    expect(v.cost).toEqual({ key: "TTM.Du.Cost", data: { cost: 8, allowance: 10 } });
    const label = await sb.probe.label();
    expect(label[0]).toBe(tEn(v.cost.key, v.cost.data));
    expect(label[1]).toBe(tEn("TTM.Sandbox.Label.Declared", { text: outcome }));
    // Board x: the start base spans 12-13, the ghost 20-21: the run between is the ok colour.
    const run = await pixelsAt(sb.page, await sb.along(6.5, 13.3, 19.7));
    expect(share(run, PALETTE.ok)).toBeGreaterThan(0.9);
    expect(share(run, PALETTE.over)).toBe(0);
    await shot("du-run");
    await sb.page.mouse.up();
    // The run was answered before the drag: nothing more to ask.
    expect(await sb.dialogPrompt()).toBeNull();
    expect(await sb.panel.phase()).toBe("done");
    expect(await sb.probe.model("taeral")).toMatchObject({ x: 20.5, y: 6.5 });
    expect(sb.problems).toEqual([]);
  });

  it("DU-SWIM-1: Borgron's swim roll is asked when he is picked up; cancelled, nothing is kept; 3 + 5 lets him swim 2 and walk 2", async () => {
    await sb.reset();
    const borgron = (await sb.probe.model("borgron"))!;
    const at = await sb.probe.client(borgron.x, borgron.y);
    await sb.page.mouse.move(at.x, at.y);
    await sb.page.mouse.down();
    await sb.page.mouse.up();
    expect(await sb.dialogPrompt()).toEqual({ id: "swim", phase: "declare" });
    await sb.page.click("[data-testid=prompt-cancel]");
    expect(await sb.probe.declared("borgron")).toEqual({});
    await sb.page.mouse.move(at.x, at.y);
    await sb.page.mouse.down();
    await sb.page.mouse.up();
    await sb.typeDice([3, 5]);
    expect(await sb.probe.declared("borgron")).toEqual({ swim: { dice: [3, 5] } });
    await sb.drag("borgron", [[9.5, 8.5]], false);
    expect((await sb.probe.verdict())!).toMatchObject({ legal: true, allowance: 4, reach: 4 });
    await sb.page.mouse.up();
    expect(await sb.probe.model("borgron")).toMatchObject({ x: 9.5, y: 8.5 });
    await shot("du-swim");
    await sb.chooseDemo("signum");
    expect(sb.problems).toEqual([]);
  });
});
