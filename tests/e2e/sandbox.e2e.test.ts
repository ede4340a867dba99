/*
 * The sandbox in real headless Chromium (Debian's, WebGL through SwiftShader): builds the page
 * with Vite into a temporary folder, serves it with `vite preview`, drags models with real mouse
 * events, reads the verdict panel and reads the drawn ruler back from the canvas. This is the
 * sandbox, not Foundry: it proves the shared engine + overlay draw what they should.
 * Screenshots land in artifacts/sandbox-*.png.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import ru from "../../lang/ru.json";
import { PALETTE } from "../../src/overlay/colors";
import { makeTranslator } from "../../src/overlay/i18n";
import { nextFrames, pixelsAt, share } from "./browser";
import { ARTIFACTS, SandboxPage, type Xy } from "./sandbox-page";

const tEn = makeTranslator(en, en);
const tRu = makeTranslator(ru, en);

const sb = new SandboxPage();
let page: Page;
const problems = sb.problems;
const probe = sb.probe;
const panel = sb.panel;
const drag = sb.drag.bind(sb);
const along = sb.along.bind(sb);
const reasonFor = sb.reasonFor.bind(sb);
const reset = sb.reset.bind(sb);
const chooseAction = sb.chooseAction.bind(sb);

type Box = { id: string; x: number; y: number; w: number; h: number };
const meet = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Pairs of name labels whose boxes overlap, as "a/b"; none is the goal. */
async function overlappingNames(): Promise<string[]> {
  const boxes = await probe.names();
  const out: string[] = [];
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) if (meet(a, b)) out.push(`${a.id}/${b.id}`);
  return out;
}

/** Names printed over a terrain piece's name or a counter chip, as "name/mark". */
async function namesOverMarks(): Promise<string[]> {
  const marks = await probe.marks();
  return (await probe.names()).flatMap((n) => marks.filter((m) => meet(n, m)).map((m) => `${n.id}/${m.id}`));
}

describe("sandbox board in headless Chromium", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await sb.open();
    page = sb.page;
  }, 900_000);

  afterAll(async () => {
    await sb.close();
  });

  it("renders the Signum demo board with WebGL and no page errors", async () => {
    const renderer = await page.evaluate(() => {
      const gl = document.createElement("canvas").getContext("webgl2");
      return gl ? "webgl2" : "none";
    });
    expect(renderer).toBe("webgl2");
    expect(await page.textContent("h1")).toContain(tEn("TTM.Sandbox.Title"));
    expect(await page.textContent("[data-testid=verdict-idle]")).toBe(tEn("TTM.Sandbox.Verdict.Idle"));
    expect(await probe.model("aldric")).toMatchObject({ x: 8, y: 22 });
    await page.screenshot({ path: join(ARTIFACTS, "sandbox-board.png") });
    expect(problems).toEqual([]);
  });

  it("a legal 8 cm M move: panel says legal, the ruler is the ok colour, the model moves 8 cm", async () => {
    await drag("aldric", [[16, 22]], false);
    expect(await panel.legal()).toBe("true");
    expect(await panel.phase()).toBe("live");
    const v = (await probe.verdict())!;
    expect(v.length).toBeCloseTo(8, 1);
    expect(v.cost).toMatchObject({ key: "TTM.Signum.Cost", data: { category: "M" } });
    expect(await panel.cost()).toBe(tEn(v.cost.key, v.cost.data));
    // Behind the start there is no ruler; from the start to the reach ghost (radius 1.5 cm) it is ok.
    expect(share(await pixelsAt(page, await along(22, 1.8, 6.2)), PALETTE.ok)).toBe(0);
    const ok = await pixelsAt(page, await along(22, 8.4, 14.3));
    expect(share(ok, PALETTE.ok)).toBeGreaterThan(0.9);
    expect(share(ok, PALETTE.over)).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, "sandbox-legal.png") });
    await page.mouse.up();
    expect(await panel.phase()).toBe("done");
    const m = await probe.model("aldric");
    expect(m?.x).toBeCloseTo(16, 1);
    expect(m?.y).toBeCloseTo(22, 1);
    expect(problems).toEqual([]);
  });

  it("a 16 cm M move is illegal with SIGNUM-MOVE-1; past 10 cm the ruler is the over colour; release stops at 10 cm", async () => {
    await reset();
    await drag("aldric", [[24, 22]], false);
    expect(await panel.legal()).toBe("false");
    const tooFar = await reasonFor("SIGNUM-MOVE-1", "TTM.Signum.Reason.TooFar");
    expect(Number(tooFar.data?.length)).toBeCloseTo(16, 1);
    expect(Number(tooFar.data?.allowance)).toBe(10);
    const reasons = await panel.reasons();
    expect(reasons).toContain("SIGNUM-MOVE-1");
    expect(reasons).toContain(tEn(tooFar.key, tooFar.data));
    // Board x: the path runs 8 -> 24, the reach point is 18 (its ghost base spans 16.5-19.5).
    const ok = await pixelsAt(page, await along(22, 8.4, 16.3));
    expect(share(ok, PALETTE.ok)).toBeGreaterThan(0.9);
    expect(share(ok, PALETTE.over)).toBe(0);
    // Between the reach ghost and the cursor's ghost base (22.5-25.5) the ruler is dashed.
    const over = await pixelsAt(page, await along(22, 19.8, 22.2));
    expect(share(over, PALETTE.over)).toBeGreaterThan(0.35);
    expect(share(over, PALETTE.ok)).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, "sandbox-illegal.png") });
    await page.mouse.up();
    // Never beyond the reach point.
    const m = await probe.model("aldric");
    expect(m?.x).toBeCloseTo(18, 1);
    expect(problems).toEqual([]);
  });

  it("a bent path with a waypoint measures the turns (SIGNUM-MOVE-2)", async () => {
    await reset();
    await drag(
      "aldric",
      [
        [12, 22],
        [12, 26],
      ],
      false,
    );
    expect((await probe.verdict())?.length).toBeCloseTo(8, 1);
    expect(await panel.legal()).toBe("true");
    const down = await probe.client(12, 24);
    const [bend] = await pixelsAt(page, [down]);
    expect(share([bend!], PALETTE.ok)).toBe(1);
    await page.keyboard.press("Escape");
    expect(await probe.model("aldric")).toMatchObject({ x: 8, y: 22 });
  });

  it("a run raises M to L: 14 cm is legal and the run part uses the tier-2 colour", async () => {
    await reset();
    await chooseAction("run");
    await drag("aldric", [[22, 22]], false);
    expect(await panel.legal()).toBe("true");
    const cost = (await probe.verdict())!.cost;
    expect(cost).toMatchObject({ key: "TTM.Signum.CostRun", data: { from: "M", to: "L" } });
    expect(Number(cost.data?.distance)).toBeCloseTo(14, 1);
    expect(await panel.cost()).toBe(tEn(cost.key, cost.data));
    expect(share(await pixelsAt(page, await along(22, 8.4, 17.6)), PALETTE.ok)).toBeGreaterThan(0.9);
    // Board x: walk part 8 -> 18, run part 18 -> 22 (the reach ghost at 22 spans 20.5-23.5).
    const run = await pixelsAt(page, await along(22, 18.3, 20.2));
    expect(share(run, PALETTE.tier2)).toBeGreaterThan(0.9);
    await page.screenshot({ path: join(ARTIFACTS, "sandbox-run.png") });
    await page.mouse.up();
    expect((await probe.model("aldric"))?.x).toBeCloseTo(22, 1);
  });

  it("running into the ghoul stops at contact and asks for a backstab roll (SIGNUM-CONTACT-1, SIGNUM-RUN-3)", async () => {
    await reset();
    await chooseAction("run");
    const ghoul = (await probe.model("ghoul"))!;
    // Dragging on past the ghoul: the engine cuts the path at the touch (17.34 - 3 cm along).
    await drag("aldric", [[ghoul.x + 2, ghoul.y]], false);
    expect(await panel.legal()).toBe("false");
    const stop = await reasonFor("SIGNUM-CONTACT-1", "TTM.Signum.Reason.ContactStops");
    expect(stop.data?.name).toBe("Ghoul");
    expect(Number(stop.data?.distance)).toBeCloseTo(14.3, 0);
    expect(await panel.reasons()).toContain(tEn(stop.key, stop.data));
    expect(await panel.prompts()).toContain("SIGNUM-RUN-3");
    expect(await panel.prompts()).toContain(tEn("TTM.Signum.Prompt.Backstab", { name: "Ghoul" }));
    // The contact ring is drawn 5 px outside the ghoul's base: read its top and bottom.
    const ringR = ghoul.r + 5 / (await probe.scale());
    const ring = await pixelsAt(page, [
      await probe.client(ghoul.x, ghoul.y - ringR),
      await probe.client(ghoul.x, ghoul.y + ringR),
    ]);
    expect(share(ring, PALETTE.contact)).toBe(1);
    // The path's bands up to the stop: walked in the ok colour up to M (10 cm), run in the tier-2
    // colour from there to the reach ghost (radius 1.5 cm) at the touch.
    const v = (await probe.verdict())!;
    const dir = { x: ghoul.x + 2 - 8, y: ghoul.y - 22 };
    const len = Math.hypot(dir.x, dir.y);
    const at = (d: number) => probe.client(8 + (dir.x * d) / len, 22 + (dir.y * d) / len);
    const stretch = async (from: number, to: number) =>
      pixelsAt(
        page,
        await Promise.all(Array.from({ length: 12 }, (_, i) => at(from + ((to - from) * i) / 11))),
      );
    const walked = await stretch(2, 9.6);
    expect(share(walked, PALETTE.ok)).toBeGreaterThan(0.9);
    expect(share(walked, PALETTE.tier2)).toBe(0);
    const ran = await stretch(10.4, v.reach - 1.7);
    expect(share(ran, PALETTE.tier2)).toBeGreaterThan(0.9);
    expect(share(ran, PALETTE.ok)).toBe(0);
    // The ghost's name, next to the ghoul's, is placed where it covers no other name.
    expect((await probe.names()).map((n) => n.id)).toContain("ghost");
    expect(await overlappingNames()).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, "sandbox-contact.png") });
    await page.mouse.up();
    // Base to base with the ghoul, the two names still do not overlap.
    const names = await probe.names();
    expect(names.map((n) => n.id)).not.toContain("ghost");
    const [aldricName, ghoulName] = ["aldric", "ghoul"].map((id) => names.find((n) => n.id === id)!);
    expect(aldricName && ghoulName).toBeTruthy();
    expect(await overlappingNames()).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, "sandbox-contact-after.png") });
    await page.click("[data-roll]");
    expect(await panel.prompts()).toMatch(/Rolled \d/);
    const m = (await probe.model("aldric"))!;
    // Stopped touching the ghoul: centres one base diameter (30 mm) apart, give or take the
    // 0.5 mm that counts as touching (SIGNUM-CONTACT-2); never overlapping it.
    const gap = Math.hypot(m.x - ghoul.x, m.y - ghoul.y) - 3;
    expect(gap).toBeGreaterThanOrEqual(-1e-6);
    expect(gap).toBeLessThanOrEqual(0.05 + 1e-6);
    expect(problems).toEqual([]);
  });

  it("touch drags too: a long press drops a waypoint, a second finger's tap another, lifting moves", async () => {
    await reset();
    await chooseAction("move");
    // Real touch input through the DevTools protocol: Chromium turns it into pointer events of type touch.
    const cdp = await page.context().newCDPSession(page);
    // Chromium presses the points a touchStart lists and lifts the ones a touchEnd lists, by id.
    const touch = async (
      type: "touchStart" | "touchMove" | "touchEnd",
      points: (Xy & { id?: number })[],
    ): Promise<void> => {
      await cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: points.map((p) => ({ x: p.x, y: p.y, id: p.id ?? 0 })),
      });
    };
    const finger = async (x: number, y: number): Promise<Xy> => await probe.client(x, y);
    await touch("touchStart", [await finger(8, 22)]);
    for (const x of [9, 10, 11, 12]) await touch("touchMove", [await finger(x, 22)]);
    await page.waitForTimeout(700);
    for (const y of [23, 24]) await touch("touchMove", [await finger(12, y)]);
    // A second finger taps anywhere: a waypoint where the first finger is, (12, 24).
    const second = { ...(await finger(40, 40)), id: 1 };
    await touch("touchStart", [second]);
    await touch("touchEnd", [second]);
    for (const x of [13, 14]) await touch("touchMove", [await finger(x, 24)]);
    await nextFrames(page);
    // 4 + 2 + 2 cm through both waypoints; without the long press 6.5, without the tap 6.8.
    expect((await probe.verdict())?.length).toBeCloseTo(8, 1);
    expect(await panel.phase()).toBe("live");
    await touch("touchEnd", [await finger(14, 24)]);
    await nextFrames(page);
    expect(await panel.phase()).toBe("done");
    const moved = (await probe.model("aldric"))!;
    expect(moved.x).toBeCloseTo(14, 1);
    expect(moved.y).toBeCloseTo(24, 1);
    await cdp.detach();
    expect(problems).toEqual([]);
  });

  it("switches to Russian: the panel and the ruler label are localised", async () => {
    await reset();
    await chooseAction("move");
    await page.selectOption("[data-testid=lang]", "ru");
    expect(await page.textContent("h1")).toContain(tRu("TTM.Sandbox.Title"));
    await drag("aldric", [[24, 22]], false);
    const tooFar = await reasonFor("SIGNUM-MOVE-1", "TTM.Signum.Reason.TooFar");
    expect(await panel.reasons()).toContain(tRu(tooFar.key, tooFar.data));
    const v = (await probe.verdict())!;
    expect(await probe.label()).toEqual([
      tRu(v.cost.key, v.cost.data),
      tRu("TTM.Overlay.Beyond", { distance: "6.0", unit: tRu("TTM.Overlay.Unit.cm") }),
      tRu(tooFar.key, tooFar.data),
    ]);
    expect(await page.textContent("[data-testid=verdict-status]")).toBe(tRu("TTM.Sandbox.Verdict.Illegal"));
    await page.screenshot({ path: join(ARTIFACTS, "sandbox-ru.png") });
    await page.keyboard.press("Escape");
    await page.selectOption("[data-testid=lang]", "en");
    expect(problems).toEqual([]);
  });

  it("MUMG board: 3 inches cost 1 POW in the ok colour; a jump into the void asks to confirm its fall", async () => {
    await reset();
    await page.selectOption("[data-testid=demo]", "mumg");
    await nextFrames(page);
    expect(await probe.model("cap")).toMatchObject({ x: 3, y: 8 });
    await drag("cap", [[6, 8]], false);
    expect(await panel.legal()).toBe("true");
    const cost = (await probe.verdict())!.cost;
    expect(cost).toMatchObject({ key: "TTM.Mumg.Cost", data: { pow: 1 } });
    expect(await panel.cost()).toBe(tEn(cost.key, cost.data));
    // Board x: the path runs 3 -> 6; the reach ghost (30 mm base) spans 5.41-6.59.
    const ok = await pixelsAt(page, await along(8, 3.7, 5.3));
    expect(share(ok, PALETTE.ok)).toBeGreaterThan(0.9);
    await page.screenshot({ path: join(ARTIFACTS, "sandbox-mumg.png") });
    await page.mouse.up();
    expect((await probe.model("cap"))?.x).toBeCloseTo(6, 1);

    // Spider-Man's base front is at the 2" gap (x = 14-16): landing wholly across counts 5.18
    // and more, 2 POW (dragged a tenth further: a mouse lands on whole pixels).
    const spidey = (await probe.model("spidey"))!;
    await drag("spidey", [[16 + spidey.r + 0.1, spidey.y]], false);
    const jump = (await probe.verdict())!;
    expect(jump.legal).toBe(true);
    expect(jump.cost).toMatchObject({ key: "TTM.Mumg.CostCounted", data: { pow: 2 } });
    expect(Number(jump.cost.data?.counted)).toBeCloseTo(5.28, 1);
    const over = await pixelsAt(page, await along(spidey.y, 14.3, 15.7));
    expect(share(over, PALETTE.double)).toBeGreaterThan(0.9);
    await page.screenshot({ path: join(ARTIFACTS, "sandbox-mumg-jump.png") });
    await page.keyboard.press("Escape");
    await page.mouse.up();

    await chooseAction("void-jump");
    const goblin = (await probe.model("goblin"))!;
    await drag("goblin", [[goblin.x, 12 + goblin.r + 0.02]], false);
    expect(await panel.legal()).toBe("true");
    expect((await probe.verdict())!.prompts.map((p) => p.key)).toEqual(["TTM.Mumg.Prompt.VoidJump"]);
    await page.mouse.up();
    await page.click("[data-choice]");
    const outcome = {
      name: "Green Goblin",
      height: "6.0",
      unit: "TTM.Unit.in",
      effect: "TTM.Mumg.Fall.Row0",
    };
    expect(await panel.prompts()).toContain(tEn("TTM.Mumg.Outcome.Fall", outcome));
    expect((await probe.model("goblin"))?.y).toBeCloseTo(12 + goblin.r, 1);
    await page.selectOption("[data-testid=demo]", "signum");
    expect(problems).toEqual([]);
  });

  it("declarations come from the ruleset: Signum's run is the action switch, MUMG's POW a select that caps the move", async () => {
    await reset();
    // Signum declares only `run`, which is also its action: no second control for it.
    expect(await page.locator("[data-testid=declarations]").count()).toBe(0);
    await page.selectOption("[data-testid=demo]", "mumg");
    await nextFrames(page);
    const pow = "[data-testid=declarations] select[data-declaration=pow]";
    expect(await page.locator(pow).inputValue()).toBe("auto");
    expect(await page.locator(`${pow} option`).allTextContents()).toEqual(
      ["PowAuto", "Pow1", "Pow2", "Pow3"].map((k) => tEn(`TTM.Mumg.Declaration.${k}`)),
    );
    expect(await page.textContent("[data-testid=declarations]")).toContain(tEn("TTM.Mumg.Declaration.Power"));
    expect(await page.locator("[data-testid=declarations] input[data-declaration=power]").count()).toBe(1);

    // 6 inches cost 2 POW; with 1 POW paid the move stops at cap's first value, 4 inches.
    await page.selectOption(pow, "1");
    await drag("cap", [[9, 8]], false);
    const paid = (await probe.verdict())!;
    expect(paid.legal).toBe(false);
    expect(await panel.legal()).toBe("false");
    expect(paid.reach).toBeCloseTo(4, 1);
    expect(paid.cost).toMatchObject({ data: { pow: 1 } });
    await page.keyboard.press("Escape");
    await page.selectOption(pow, "auto");
    await drag("cap", [[9, 8]], false);
    expect((await probe.verdict())!).toMatchObject({ legal: true, cost: { data: { pow: 2 } } });
    await page.keyboard.press("Escape");
    await page.selectOption("[data-testid=demo]", "signum");
    expect(problems).toEqual([]);
  });

  it("every demo board, in English and Russian: no name over another, a terrain name or a counter chip", async () => {
    await reset();
    const seen: string[] = [];
    for (const lang of ["en", "ru"]) {
      await page.selectOption("[data-testid=lang]", lang);
      for (const demo of ["signum", "mumg", "carnevale", "sctmg", "dungeon-universalis"]) {
        await sb.chooseDemo(demo);
        const marks = await probe.marks();
        seen.push(...marks.map((m) => m.id.split(":")[0]!));
        expect({ demo, lang, clash: await overlappingNames() }).toEqual({ demo, lang, clash: [] });
        expect({ demo, lang, clash: await namesOverMarks() }).toEqual({ demo, lang, clash: [] });
      }
    }
    // The boards do put names beside both kinds of mark (Carnevale's rat carries Submerged).
    expect(new Set(seen)).toEqual(new Set(["terrain", "chip"]));
    await sb.chooseDemo("carnevale");
    await page.screenshot({ path: join(ARTIFACTS, "sandbox-carnevale-names.png") });
    await page.selectOption("[data-testid=lang]", "en");
    await sb.chooseDemo("signum");
    expect(problems).toEqual([]);
  });

  it("Route around obstacles: Mira's drag through the cultist bends round its base and is legal", async () => {
    await reset();
    const toggle = "[data-testid=route-around]";
    expect(await page.textContent(`label[for=route-around]`)).toContain(tEn("TTM.Sandbox.RouteAround"));
    // Straight from (9, 9) to (14, 13) runs into the cultist at once.
    await drag("mira", [[14, 13]], false);
    expect((await probe.verdict())!.reach).toBeLessThan(0.1);
    await page.keyboard.press("Escape");
    await page.mouse.up();
    await page.check(toggle);
    await drag("mira", [[14, 13]], false);
    const v = (await probe.verdict())!;
    expect(v.legal).toBe(true);
    expect(v.length).toBeGreaterThan(Math.hypot(5, 4) + 0.1);
    expect(v.reach).toBeCloseTo(v.length, 6);
    await page.keyboard.press("Escape");
    await page.mouse.up();
    await page.uncheck(toggle);
    expect(problems).toEqual([]);
  });
});
