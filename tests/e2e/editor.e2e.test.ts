/*
 * The board editor and scenario files in real headless Chromium: edit mode adds a model and a
 * terrain piece, changes a height and a profile, refuses a bad height with the rules' message,
 * undoes and redoes; a board exported as a scenario file and imported again gives the same
 * verdict for the same drag; a file exported by the Foundry export code path opens here (by
 * drag-and-drop) with its hostile names shown as text; bad files give localised errors; every
 * label follows the language switch. Screenshots land in artifacts/editor-*.png.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import es from "../../lang/es.json";
import ru from "../../lang/ru.json";
import { isRulesError } from "../../src/engine/errors";
import { isScenarioError, parseScenarioText, runScenario } from "../../src/engine/scenario";
import { makeTranslator } from "../../src/overlay/i18n";
import { builtinRulesets } from "../../src/rulesets";
import { nextFrames } from "./browser";
import { ARTIFACTS, SandboxPage } from "./sandbox-page";

const tEn = makeTranslator(en, en);
const tEs = makeTranslator(es, en);
const tRu = makeTranslator(ru, en);

const FOUNDRY_FILE = resolve(import.meta.dirname, "../fixtures/foundry-export.scenario.json");
const HOSTILE_NAME = '<img src=x onerror="window.__ttmPwned=1">';

const sb = new SandboxPage();
let page: Page;

const editor = {
  models: () => page.evaluate(() => window.ttmEditor!.models()),
  terrain: () => page.evaluate(() => window.ttmEditor!.terrain()),
  active: () => page.evaluate(() => window.ttmEditor!.active()),
};

/** A click on a board point, as a player presses the table. */
async function clickBoard(x: number, y: number): Promise<void> {
  const at = await sb.probe.client(x, y);
  await page.mouse.click(at.x, at.y);
  await nextFrames(page);
}

/** Drops a file on the page, as a player drags it from the desktop. */
async function dropFile(name: string, text: string): Promise<void> {
  await page.evaluate(
    ({ name, text }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], name, { type: "application/json" }));
      for (const type of ["dragover", "drop"])
        document.body.dispatchEvent(
          new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }),
        );
    },
    { name, text },
  );
}

async function importFile(name: string, text: string): Promise<void> {
  await page.setInputFiles("[data-testid=import-file]", {
    name,
    mimeType: "application/json",
    buffer: Buffer.from(text),
  });
}

const errorText = () => page.textContent("#board-error");

/** The verdict's parts a replay must give again. */
const essentials = (v: Awaited<ReturnType<typeof sb.probe.verdict>>) =>
  v && {
    legal: v.legal,
    length: Number(v.length.toFixed(6)),
    reach: Number(v.reach.toFixed(6)),
    allowance: v.allowance,
    cost: v.cost,
    reasons: v.reasons,
    prompts: v.prompts.map((p) => p.id),
  };

/** The message parseScenarioText gives for a text, localised: what the page must show. */
function parseMessage(t: typeof tEn, text: string): string {
  try {
    parseScenarioText(text);
  } catch (err) {
    if (isRulesError(err)) return t(err.key, err.data);
  }
  throw new Error("the text parsed");
}

describe("the board editor and scenario files in headless Chromium", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await sb.open("?seed=11");
    page = sb.page;
  }, 900_000);

  afterAll(async () => {
    await sb.close();
  });

  it("edit mode: add a model and a terrain piece, change a height and a profile, undo and redo", async () => {
    expect(await page.textContent("[data-testid=edit-toggle]")).toBe(`${tEn("TTM.Sandbox.Editor.Start")} E`);
    await page.keyboard.press("e");
    expect(await editor.active()).toBe(true);
    expect(await page.isVisible("[data-testid=editor]")).toBe(true);
    expect(await page.textContent("[data-testid=editor] h2")).toBe(tEn("TTM.Sandbox.Editor.Title"));
    const models0 = await editor.models();
    const terrain0 = await editor.terrain();

    await page.keyboard.press("m");
    await clickBoard(30, 42);
    const models1 = await editor.models();
    expect(models1).toHaveLength(models0.length + 1);
    const added = models1.find((m) => !models0.some((o) => o.id === m.id))!;
    expect(added).toMatchObject({ id: "model-1", name: tEn("TTM.Sandbox.Editor.NewModel") });
    expect(added.x).toBeCloseTo(30, 0);
    expect(added.y).toBeCloseTo(42, 0);
    expect(await page.textContent("[data-testid=editor-selected]")).toBe(added.name);

    // The new model's profile: the ruleset's fields, read from the ruleset (Signum: its move category).
    await page.selectOption("[data-testid=editor-profile] select[data-profile=move]", "L");
    await nextFrames(page);
    expect((await editor.models()).find((m) => m.id === "model-1")?.profile).toEqual({ move: "L" });

    // Its side: typed, the sides on the table offered.
    await page.fill("[data-testid=editor-model-side]", "Horde");
    await page.press("[data-testid=editor-model-side]", "Enter");
    await nextFrames(page);
    expect((await editor.models()).find((m) => m.id === "model-1")?.side).toBe("Horde");

    // Dragged in edit mode, it moves; no ruler, no verdict.
    const from = await sb.probe.client(added.x, added.y);
    const to = await sb.probe.client(added.x + 6, added.y - 2);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    await nextFrames(page);
    const moved = (await editor.models()).find((m) => m.id === "model-1")!;
    expect(moved.x).toBeCloseTo(added.x + 6, 1);
    expect(moved.y).toBeCloseTo(added.y - 2, 1);
    expect(await sb.probe.verdict()).toBeNull();

    await page.keyboard.press("t");
    await clickBoard(52, 5);
    const terrain1 = await editor.terrain();
    expect(terrain1).toHaveLength(terrain0.length + 1);
    const piece = terrain1.find((x) => !terrain0.some((o) => o.id === x.id))!;
    expect(piece).toMatchObject({ id: "terrain-1", kind: "difficult", height: 0 });
    expect(piece.centre.x).toBeCloseTo(52, 5);

    await page.selectOption("[data-testid=editor-kind]", "low-obstacle");
    await page.fill("[data-testid=editor-height]", "3");
    await page.press("[data-testid=editor-height]", "Enter");
    await nextFrames(page);
    expect((await editor.terrain()).find((x) => x.id === "terrain-1")).toMatchObject({
      kind: "low-obstacle",
      height: 3,
    });
    await page.screenshot({ path: join(ARTIFACTS, "editor-edit.png") });

    // A height the rules refuse: the localised message, and nothing changes.
    await page.fill("[data-testid=editor-height]", "-1");
    await page.press("[data-testid=editor-height]", "Enter");
    await nextFrames(page);
    expect(await errorText()).toBe(tEn("TTM.Error.NegativeHeight", { id: "terrain-1", value: "-1" }));
    expect((await editor.terrain()).find((x) => x.id === "terrain-1")?.height).toBe(3);

    // Undo: the height, then the kind, then the piece; redo brings the piece back.
    await page.click("[data-testid=board]", { position: { x: 2, y: 2 } });
    await page.keyboard.press("Control+z");
    expect((await editor.terrain()).find((x) => x.id === "terrain-1")).toMatchObject({
      kind: "low-obstacle",
      height: 0,
    });
    await page.keyboard.press("Control+z");
    expect((await editor.terrain()).find((x) => x.id === "terrain-1")?.kind).toBe("difficult");
    await page.keyboard.press("Control+z");
    expect(await editor.terrain()).toHaveLength(terrain0.length);
    await page.keyboard.press("Control+Shift+z");
    expect((await editor.terrain()).find((x) => x.id === "terrain-1")?.kind).toBe("difficult");

    // Delete the new model (selected by a press), then undo all the way back to the demo board.
    await clickBoard(moved.x, moved.y);
    await page.keyboard.press("Delete");
    expect((await editor.models()).some((m) => m.id === "model-1")).toBe(false);
    for (let i = 0; i < 7; i++) await page.keyboard.press("Control+z");
    expect(await editor.models()).toEqual(models0);
    expect(await editor.terrain()).toEqual(terrain0);

    await page.keyboard.press("e");
    expect(await editor.active()).toBe(false);
    expect(await page.isVisible("[data-testid=editor]")).toBe(false);
    expect(sb.problems).toEqual([]);
  });

  it("export, then import the file: the same drag gives the same verdict", async () => {
    await sb.reset();
    await sb.drag("aldric", [[16, 22]], true);
    await nextFrames(page);
    expect(await sb.panel.phase()).toBe("done");
    const before = essentials(await sb.probe.verdict());
    expect(before?.legal).toBe(true);

    const [download] = await Promise.all([page.waitForEvent("download"), page.click("[data-testid=export]")]);
    expect(download.suggestedFilename()).toBe("sandbox-signum-aldric.scenario.json");
    const text = readFileSync(await download.path(), "utf8");
    const file = parseScenarioText(text);
    expect(file.ruleset).toBe("signum");
    const step = file.steps[0]!;
    expect(step).toMatchObject({ kind: "move", model: "aldric", action: "move" });
    // The drag as the mouse drew it (to the pixel): from where Aldric stood to about 8 cm right.
    const path = step.kind === "move" ? step.path : [];
    expect(path).toHaveLength(2);
    expect(path[0]).toEqual([8, 22]);
    expect(path[1]![0]).toBeCloseTo(16, 1);
    expect(path[1]![1]).toBeCloseTo(22, 1);
    // The CLI's replay of the file agrees with the page.
    const replay = runScenario(file, builtinRulesets()).steps[0]!.verdict!;
    expect(replay.legal).toBe(before?.legal);
    expect(replay.reach.distance).toBeCloseTo(before!.reach, 5);

    // Another game first, so the import has to switch the page back to Signum.
    await sb.chooseDemo("mumg");
    await importFile("question.scenario.json", text);
    await page.waitForFunction(() => window.ttmSandbox?.model("aldric") !== null);
    expect(await sb.probe.model("aldric")).toMatchObject({ x: 8, y: 22 });
    expect(
      await page.$eval("[data-testid=demo]", (s) => (s as HTMLSelectElement).selectedOptions[0]?.text),
    ).toBe(tEn("TTM.Sandbox.File.Imported", { file: "question.scenario.json" }));
    await sb.drag("aldric", [[16, 22]], true);
    await nextFrames(page);
    expect(essentials(await sb.probe.verdict())).toEqual(before);
    expect(sb.problems).toEqual([]);
  });

  it("a file exported from Foundry opens by drag-and-drop; names from the file are text, never HTML", async () => {
    const text = readFileSync(FOUNDRY_FILE, "utf8");
    await sb.chooseDemo("carnevale");
    await dropFile("foundry-export.scenario.json", text);
    await page.waitForFunction(() => window.ttmSandbox?.model("warrior") !== null);
    expect(await sb.probe.model("warrior")).toMatchObject({ x: 25, y: 17 });
    expect((await editor.models()).map((m) => m.name)).toEqual([HOSTILE_NAME, "Goblin"]);

    await sb.drag("warrior", [[25, 23]], false);
    const model = await sb.probe.model("warrior");
    expect(model).not.toBeNull();
    expect(await page.textContent("#model-card .model-name")).toBe(HOSTILE_NAME);
    await page.mouse.up();
    await nextFrames(page);
    const replay = runScenario(parseScenarioText(text), builtinRulesets()).steps[0]!.verdict!;
    const v = (await sb.probe.verdict())!;
    expect(v.legal).toBe(replay.legal);
    expect(v.reach).toBeCloseTo(replay.reach.distance, 5);
    expect(v.reasons.map((r) => r.ruleId)).toEqual(replay.reasons.map((r) => r.ruleId));

    // The terrain piece's name in the editor card, too.
    await page.keyboard.press("e");
    await clickBoard(29, 21);
    expect(await page.textContent("[data-testid=editor-selected]")).toBe(`${HOSTILE_NAME} marsh`);
    await page.keyboard.press("e");
    expect(await page.locator("body img").count()).toBe(0);
    expect(await page.evaluate(() => (window as { __ttmPwned?: number }).__ttmPwned)).toBeUndefined();
    await page.screenshot({ path: join(ARTIFACTS, "editor-foundry-import.png") });
    expect(sb.problems).toEqual([]);
  });

  it("a bad file is refused with the localised message and leaves the board as it was", async () => {
    await page.selectOption("[data-testid=lang]", "es");
    await sb.chooseDemo("signum");
    const broken = '{ "format": 2, "ruleset": "signum", ';
    await importFile("roto.json", broken);
    await page.waitForFunction(() => !document.querySelector<HTMLElement>("#board-error")?.hidden);
    expect(await errorText()).toBe(
      tEs("TTM.Sandbox.File.Error.Import", { file: "roto.json", message: parseMessage(tEs, broken) }),
    );
    expect(await sb.probe.model("aldric")).toMatchObject({ x: 8, y: 22 });

    // Valid JSON, wrong fields: the first problem, then the others, each naming its field.
    const wrong = JSON.parse(readFileSync(FOUNDRY_FILE, "utf8")) as {
      board: { models: { x: unknown; baseMm: unknown }[] };
    };
    wrong.board.models[0]!.x = "25";
    wrong.board.models[1]!.baseMm = -3;
    const wrongText = JSON.stringify(wrong);
    await dropFile("mal.json", wrongText);
    await nextFrames(page);
    let issues: string[] = [];
    try {
      parseScenarioText(wrongText);
    } catch (err) {
      if (isScenarioError(err)) issues = err.issues.map((i) => tEs(i.key, i.data));
    }
    expect(issues).toHaveLength(2);
    expect(await errorText()).toBe(
      [
        tEs("TTM.Sandbox.File.Error.Import", { file: "mal.json", message: issues[0]! }),
        `• ${issues[1]}`,
      ].join("\n"),
    );
    expect(await sb.probe.model("warrior")).toBeNull();
    expect(sb.problems).toEqual([]);
  });

  it("the language switch covers the editor, the file buttons and the demo boards' names", async () => {
    await page.selectOption("[data-testid=lang]", "ru");
    await sb.reset();
    await page.keyboard.press("e");
    expect(await page.textContent("[data-testid=editor] h2")).toBe(tRu("TTM.Sandbox.Editor.Title"));
    expect(await page.textContent("[data-testid=edit-toggle]")).toBe(`${tRu("TTM.Sandbox.Editor.Stop")} E`);
    expect(await page.textContent("[data-testid=export]")).toContain(tRu("TTM.Sandbox.File.Export"));
    expect(await page.textContent("[data-testid=editor-tools]")).toContain(
      tRu("TTM.Sandbox.Editor.Tool.AddModel"),
    );
    // A refused edit speaks Russian too.
    await clickBoard(8, 22);
    await page.selectOption("[data-testid=editor-profile] select[data-profile=move]", "XL");
    expect((await editor.models()).find((m) => m.id === "aldric")?.profile).toMatchObject({ move: "XL" });
    await page.keyboard.press("Control+z");
    // A model added beside the Horde joins it, and keeps with it when the language changes.
    await clickBoard(12.02, 9);
    await page.keyboard.press("m");
    await clickBoard(30, 42);
    const horde = tRu("TTM.Sandbox.Board.Signum.Horde");
    expect((await editor.models()).find((m) => m.id === "model-1")?.side).toBe(horde);

    // No text on the page is left in English (key caps aside).
    const english = new Set(
      flatten(en as Tree)
        .filter(
          ([k, v]) => k.startsWith("TTM.Sandbox.") && v !== flatten(ru as Tree).find(([rk]) => rk === k)?.[1],
        )
        .map(([, v]) => v),
    );
    const texts = await page.evaluate(() => {
      const out: string[] = [];
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const s = n.textContent?.trim();
        // Key caps name keys (Ctrl+Z, Delete), as printed on the keyboard.
        if (s && n.parentElement?.tagName !== "KBD") out.push(s);
      }
      return out;
    });
    expect(texts.filter((s) => english.has(s))).toEqual([]);
    // The demo board's names are translated too.
    const names = (await editor.models()).map((m) => m.name);
    expect(names).toContain(tRu("TTM.Sandbox.Board.Signum.Aldric"));
    expect(names.filter((n) => /^[A-Za-z «»]+$/.test(n))).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, "editor-ru.png") });
    await page.selectOption("[data-testid=lang]", "en");
    const sides = new Map((await editor.models()).map((m) => [m.id, m.side]));
    expect([sides.get("model-1"), sides.get("cultist")]).toEqual([
      tEn("TTM.Sandbox.Board.Signum.Horde"),
      tEn("TTM.Sandbox.Board.Signum.Horde"),
    ]);
    expect(sides.get("aldric")).toBe(tEn("TTM.Sandbox.Board.Signum.Wardens"));
    await page.keyboard.press("e");
    expect(sb.problems).toEqual([]);
  });
});

type Tree = { readonly [k: string]: unknown };

function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") return flatten(v as Tree, key);
    return typeof v === "string" ? [[key, v]] : [];
  });
}
