/*
 * The sandbox as a rules playground, in headless Chromium: StarCraft's unit move (ghosts drawn
 * live, placed by hand, accepted or cancelled), MUMG's POW tier change on the ruler, no console
 * error on any board, and a clean layout in every language at 1280x800 and 1024x700. Carnevale's
 * climb, the dungeon's corner and Signum's contact stop are in rolls.e2e and sandbox.e2e.
 * Screenshots: artifacts/playground-*.png.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import es from "../../lang/es.json";
import ru from "../../lang/ru.json";
import { PALETTE, UNIT_STATUS } from "../../src/overlay/colors";
import { makeTranslator } from "../../src/overlay/i18n";
import { nextFrames, pixelsAt, share } from "./browser";
import { ARTIFACTS, SandboxPage } from "./sandbox-page";

const T = { en: makeTranslator(en, en), es: makeTranslator(es, en), ru: makeTranslator(ru, en) };
const tEn = T.en;
const sb = new SandboxPage();
let page: Page;
const probe = sb.probe;
const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `playground-${name}.png`) });

/** The centre pixel of each model's ghost (a solid dot in its status colour). */
async function ghostDots(ids: readonly string[]): Promise<Record<string, number[]>> {
  const v = (await probe.verdict())!;
  const out: Record<string, number[]> = {};
  for (const id of ids) {
    const m = v.models.find((x) => x.id === id)!;
    const [px] = await pixelsAt(page, [await probe.client(m.x, m.y)]);
    out[id] = [...px!].slice(0, 3);
  }
  return out;
}
const rgb = (c: number): number[] => [(c >> 16) & 255, (c >> 8) & 255, c & 255];
const close = (a: readonly number[], b: readonly number[]): boolean =>
  a.every((v, i) => Math.abs(v - b[i]!) <= 12);

/**
 * What is wrong with the page's layout now, as readable lines: a block whose text does not fit
 * its box (scrollWidth/scrollHeight beyond its client size, unless it is meant to scroll; a
 * closed select may end its choice with an ellipsis), a box
 * that reaches under the footer or past the window's edges, a page that scrolls sideways.
 */
function layoutProblems(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const out: string[] = [];
    const name = (el: Element): string =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
    const footer = document.querySelector("footer")!.getBoundingClientRect();
    const scrolls = (el: Element): boolean => /(auto|scroll)/.test(getComputedStyle(el).overflowY);
    const insideScroller = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (scrolls(a)) return true;
      return false;
    };
    if (document.documentElement.scrollWidth > innerWidth + 1)
      out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${innerWidth})`);
    if (document.documentElement.scrollHeight > innerHeight + 1)
      out.push(`the page scrolls (${document.documentElement.scrollHeight} > ${innerHeight})`);
    if (footer.bottom > innerHeight + 1)
      out.push(`the footer ends below the window (${footer.bottom} > ${innerHeight})`);
    for (const el of document.querySelectorAll("header *, main *, footer *")) {
      const cs = getComputedStyle(el);
      if (cs.display === "none" || cs.display === "inline" || cs.visibility === "hidden") continue;
      if (el.closest("[hidden]") || el instanceof HTMLCanvasElement || el instanceof HTMLOptionElement)
        continue;
      // A closed select may cut its choice short with an ellipsis: its list shows every choice whole.
      const cut = el instanceof HTMLSelectElement;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const sx = /(auto|scroll)/.test(cs.overflowX);
      const sy = scrolls(el);
      if (!sx && !cut && el.scrollWidth > el.clientWidth + 1)
        out.push(`${name(el)} overflows sideways (${el.scrollWidth} > ${el.clientWidth})`);
      if (!sy && el.scrollHeight > el.clientHeight + 1)
        out.push(`${name(el)} overflows downwards (${el.scrollHeight} > ${el.clientHeight})`);
      if (insideScroller(el) || el.closest("footer")) continue;
      if (r.bottom > footer.top + 1)
        out.push(`${name(el)} runs under the footer (${Math.round(r.bottom)} > ${Math.round(footer.top)})`);
      if (r.right > innerWidth + 1 || r.left < -1) out.push(`${name(el)} leaves the window sideways`);
    }
    return out;
  });
}

describe("the sandbox playground in headless Chromium", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await sb.open("?seed=5");
    page = sb.page;
  }, 900_000);

  afterAll(async () => {
    await sb.close();
  });

  it("SCTMG-LEAD-1, SCTMG-COH-3, SCTMG-COH-5: Marine 3 led into the bunker: the squad's ghosts show live, two outside Out of Coherency; Enter accepts", async () => {
    await sb.chooseDemo("sctmg");
    await sb.drag("m3", [[8, 18.3]], false);
    const v = (await probe.verdict())!;
    expect(v.legal).toBe(true);
    expect(v.unitStatus).toBe("out-of-coherency");
    expect(v.models.map((m) => [m.id, m.status])).toEqual([
      ["m3", "leader"],
      ["m1", "coherent"],
      ["m2", "out-of-coherency"],
      ["m4", "coherent"],
      ["m5", "out-of-coherency"],
    ]);
    const out = await sb.reasonFor("SCTMG-COH-5", "TTM.Sctmg.Reason.OutOfCoherency");
    expect(await sb.panel.reasons()).toContain(tEn(out.key, out.data));
    expect(await sb.panel.phase()).toBe("live");
    // While dragging, each ghost is drawn in its status's colour, and the ruler in the ok colour
    // from the bunker's mouth (y = 15.2) back to Marine 3's base.
    const dots = await ghostDots(["m1", "m2", "m4", "m5"]);
    expect(close(dots.m1!, rgb(UNIT_STATUS.coherent)), `m1 ${String(dots.m1)}`).toBe(true);
    expect(close(dots.m4!, rgb(UNIT_STATUS.coherent)), `m4 ${String(dots.m4)}`).toBe(true);
    expect(close(dots.m2!, rgb(UNIT_STATUS["out-of-coherency"])), `m2 ${String(dots.m2)}`).toBe(true);
    expect(close(dots.m5!, rgb(UNIT_STATUS["out-of-coherency"])), `m5 ${String(dots.m5)}`).toBe(true);
    expect(share(await pixelsAt(page, await sb.down(8, 14.25, 14.6)), PALETTE.ok)).toBeGreaterThan(0.9);
    expect(await page.locator("[data-testid=unit-panel]").isHidden()).toBe(true);
    await shot("sctmg-live");
    await page.mouse.up();
    await nextFrames(page);
    // Dropped: nothing has moved yet; the panel (Foundry's unit-ghosts template) asks.
    expect(await sb.panel.phase()).toBe("placing");
    expect(await probe.model("m2")).toMatchObject({ x: 6.5, y: 12 });
    const panel = page.locator("[data-testid=unit-panel]");
    expect(await panel.getAttribute("data-unit-status")).toBe("out-of-coherency");
    const text = (await panel.textContent()) ?? "";
    for (const s of [
      tEn("TTM.UnitMove.Title", { name: "Marine 3" }),
      tEn("TTM.UnitMove.UnitOut"),
      tEn("TTM.UnitMove.Status.OutOfCoherency"),
      tEn("TTM.Sandbox.Unit.Hint"),
    ])
      expect(text).toContain(s);
    await shot("sctmg-placing");
    await page.keyboard.press("Enter");
    await nextFrames(page);
    expect(await sb.panel.phase()).toBe("done");
    expect(await panel.isHidden()).toBe(true);
    for (const m of v.models) {
      const now = (await probe.model(m.id))!;
      expect(now.x, m.id).toBeCloseTo(m.x, 6);
      expect(now.y, m.id).toBeCloseTo(m.y, 6);
    }
    // Every model of the unit now carries Out of Coherency, as Foundry's status shows it.
    const m5 = await probe.client(v.models[4]!.x, v.models[4]!.y);
    await page.mouse.move(m5.x, m5.y);
    await nextFrames(page);
    expect(await page.textContent("#model-card")).toContain(tEn("TTM.UnitMove.Marker"));
    expect(sb.problems).toEqual([]);
  });

  it("SCTMG-COH-1: a ghost dragged to a place in coherency is taken; one 3.5 inches off snaps back and says why; Escape moves nothing", async () => {
    await sb.reset();
    await sb.drag("m1", [[14, 12]], true);
    await nextFrames(page);
    expect(await sb.panel.phase()).toBe("placing");
    const before = (await probe.verdict())!;
    expect(before.unitStatus).toBe("in-coherency");
    const m5 = before.models.find((m) => m.id === "m5")!;
    const grab = async (id: string, to: [number, number]) => {
      const m = (await probe.verdict())!.models.find((x) => x.id === id)!;
      const from = await probe.client(m.x, m.y);
      const dest = await probe.client(...to);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(dest.x, dest.y, { steps: 5 });
      await page.mouse.up();
      await nextFrames(page);
    };
    await grab("m5", [15.4, 10.7]);
    const placed = (await probe.verdict())!;
    const m5now = placed.models.find((m) => m.id === "m5")!;
    expect(m5now.x).toBeCloseTo(15.4, 1);
    expect(m5now.y).toBeCloseTo(10.7, 1);
    expect(m5now.status).toBe("coherent");
    expect(placed.legal).toBe(true);
    expect(await page.locator("[data-testid=unit-error]").count()).toBe(0);
    // 3.5 inches from the Leading Model: the ruleset refuses the player's place.
    await grab("m3", [17.5, 12]);
    const refused = tEn("TTM.Sandbox.Unit.Refused", {
      name: "Marine 3",
      reason: tEn("TTM.Sctmg.Reason.PlacedOutOfCoherency", { name: "Marine 3" }),
    });
    expect(await page.textContent("[data-testid=unit-error]")).toBe(refused);
    const after = (await probe.verdict())!;
    expect(after.models).toEqual(placed.models);
    expect(m5.x).not.toBeCloseTo(15.4, 1);
    await shot("sctmg-refused");
    await page.keyboard.press("Escape");
    await nextFrames(page);
    expect(await sb.panel.phase()).toBe("cancelled");
    expect(await probe.model("m1")).toMatchObject({ x: 8, y: 12 });
    expect(await probe.model("m5")).toMatchObject({ x: 6.5, y: 10.5 });
    expect(sb.problems).toEqual([]);
  });

  it("SCTMG-COH-3, SCTMG-COH-4: Marine 1 deployed inside the crates: the other four are casualties, removed only after a yes", async () => {
    await sb.reset();
    await sb.chooseAction("deploy");
    await sb.drag("m1", [[17, 5]], true);
    await nextFrames(page);
    expect(await sb.panel.phase()).toBe("placing");
    const v = (await probe.verdict())!;
    expect(v.legal).toBe(true);
    expect(v.unitStatus).toBe("in-coherency");
    expect(v.models.map((m) => [m.id, m.status])).toEqual([
      ["m1", "leader"],
      ["m2", "casualty"],
      ["m3", "casualty"],
      ["m4", "casualty"],
      ["m5", "casualty"],
    ]);
    // A casualty's ghost stays where the model stands, crossed out in the casualty colour.
    const dots = await ghostDots(["m2", "m5"]);
    expect(close(dots.m2!, rgb(UNIT_STATUS.casualty)), String(dots.m2)).toBe(true);
    expect(close(dots.m5!, rgb(UNIT_STATUS.casualty)), String(dots.m5)).toBe(true);
    await shot("sctmg-casualties");
    const confirm = page.locator("[data-testid=unit-confirm]");
    await page.keyboard.press("Enter");
    expect(await confirm.isVisible()).toBe(true);
    const asked = (await confirm.textContent()) ?? "";
    expect(asked).toContain(tEn("TTM.UnitMove.CasualtyText", { count: 4 }));
    for (const n of ["Marine 2", "Marine 3", "Marine 4", "Marine 5"]) expect(asked).toContain(n);
    // No: back to the ghosts, nothing removed.
    await page.click("[data-testid=unit-confirm-no]");
    expect(await confirm.isVisible()).toBe(false);
    expect(await sb.panel.phase()).toBe("placing");
    expect(await probe.model("m2")).not.toBeNull();
    await page.click("[data-testid=unit-accept]");
    await page.click("[data-testid=unit-confirm-yes]");
    await nextFrames(page);
    expect(await sb.panel.phase()).toBe("done");
    for (const id of ["m2", "m3", "m4", "m5"]) expect(await probe.model(id), id).toBeNull();
    const m1 = (await probe.model("m1"))!;
    expect(m1.x).toBeCloseTo(17, 1);
    expect(m1.y).toBeCloseTo(5, 1);
    await sb.chooseAction("move");
    expect(sb.problems).toEqual([]);
  });

  it("MUMG-MOVE-1: past Captain America's first value the ruler turns from 1 POW to the 2 POW tier colour", async () => {
    await sb.chooseDemo("mumg");
    await sb.drag("cap", [[9, 8]], false);
    const v = (await probe.verdict())!;
    expect(v.legal).toBe(true);
    expect(v.cost).toMatchObject({ key: "TTM.Mumg.Cost", data: { pow: 2 } });
    expect(await sb.panel.cost()).toBe(tEn(v.cost.key, v.cost.data));
    // Board x: 3 -> 7 is 1 POW (cap's first value 4), 7 -> 9 costs 2 POW; the reach ghost spans 8.41-9.59.
    const one = await pixelsAt(page, await sb.along(8, 3.7, 6.8));
    expect(share(one, PALETTE.ok)).toBeGreaterThan(0.9);
    expect(share(one, PALETTE.tier2)).toBe(0);
    const two = await pixelsAt(page, await sb.along(8, 7.2, 8.3));
    expect(share(two, PALETTE.tier2)).toBeGreaterThan(0.9);
    expect(share(two, PALETTE.ok)).toBe(0);
    await shot("mumg-tier");
    await page.keyboard.press("Escape");
    expect(sb.problems).toEqual([]);
  });

  it("every board loads and takes a drag with no console error, page error or failed request", async () => {
    const ids = await page
      .locator("[data-testid=demo] option")
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(ids).toEqual(["signum", "mumg", "carnevale", "sctmg", "dungeon-universalis"]);
    const legends: Record<string, string[]> = {};
    for (const id of ids) {
      await sb.chooseDemo(id);
      const first = await page.evaluate(() => window.ttmSandbox!.selected());
      const m = (await probe.model(first!))!;
      await sb.drag(first!, [[m.x + 1, m.y]], false);
      expect((await probe.verdict()) !== null, id).toBe(true);
      await page.keyboard.press("Escape");
      await page.mouse.up();
      legends[id] = await page
        .locator("#legend [data-legend]")
        .evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset.legend!));
      expect(sb.problems, id).toEqual([]);
    }
    // Each board's legend names the marks it can draw, and only those.
    const common = ["waypoint", "selected", "moved"];
    expect(legends).toEqual({
      signum: common,
      mumg: common,
      carnevale: [...common, "counter"],
      sctmg: ["unit-coherent", "unit-out", "unit-casualty", "unit-link", ...common],
      "dungeon-universalis": [...common, "arrow"],
    });
  });
  it("every language lays out cleanly at 1280x800 and 1024x700: no text box overflows, nothing runs under the footer, labels translated", async () => {
    const boards = ["signum", "sctmg", "dungeon-universalis"];
    for (const [w, h] of [
      [1280, 800],
      [1024, 700],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      for (const lang of ["en", "es", "ru"] as const) {
        const t = T[lang];
        await page.selectOption("[data-testid=lang]", lang);
        for (const board of boards) {
          await sb.chooseDemo(board);
          const where = `${lang} ${w}x${h} ${board}`;
          expect(await layoutProblems(page), where).toEqual([]);
          expect(await page.textContent("h1"), where).toContain(t("TTM.Sandbox.Title"));
          expect(await page.textContent(".keys"), where).toContain(t("TTM.Sandbox.Help.Touch"));
          expect(await page.textContent("#reset"), where).toBe(t("TTM.Sandbox.Reset"));
          expect(await page.textContent("#legend h2"), where).toBe(t("TTM.Sandbox.Legend.Title"));
          expect(await page.locator("[data-testid=demo] option:checked").textContent(), where).toBe(
            t(
              board === "sctmg"
                ? "TTM.Sandbox.Board.Sctmg.Title"
                : board === "signum"
                  ? "TTM.Sandbox.Scenario.SignumDemo"
                  : "TTM.Sandbox.Scenario.DuDemo",
            ),
          );
        }
        if (lang === "ru") await shot(`layout-ru-${w}x${h}`);
      }
    }
    // The unit move's panel over the board, in Russian on the small window: Foundry's texts, fitting.
    await page.selectOption("[data-testid=lang]", "ru");
    await sb.chooseDemo("sctmg");
    await sb.drag("m3", [[8, 18.3]], true);
    await nextFrames(page);
    const panel = (await page.textContent("[data-testid=unit-panel]")) ?? "";
    expect(panel).toContain(T.ru("TTM.UnitMove.Title", { name: T.ru("TTM.Sandbox.Board.Sctmg.Marine3") }));
    expect(panel).toContain(T.ru("TTM.UnitMove.UnitOut"));
    expect(panel).toContain(T.ru("TTM.Sandbox.Unit.Hint"));
    expect(await layoutProblems(page)).toEqual([]);
    await shot("sctmg-ru-1024x700");
    await page.keyboard.press("Escape");
    await page.selectOption("[data-testid=lang]", "en");
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(sb.problems).toEqual([]);
  });
});
