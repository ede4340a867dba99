/*
 * Hostile names in the sandbox, in real headless Chromium: a scenario file whose models, sides
 * and terrain are named with HTML and script is opened with the page's own file picker. Nothing
 * is injected (no element, no script run, no alert), and the names read literally in the model
 * card, the legend, the verdict's reasons and the prompt dialog.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextFrames } from "./browser";
import { ARTIFACTS, SandboxPage } from "./sandbox-page";
import { HOSTILE } from "../escaping/hostile";

const [IMG, SCRIPT, BREAKOUT, BRACES] = HOSTILE;

/** Signum: the hero in contact with an orc, a rock across the way; every name and side hostile. */
const SCENARIO = {
  format: 2,
  ruleset: "signum",
  title: BREAKOUT,
  board: {
    unit: "cm",
    width: 60,
    height: 60,
    models: [
      { id: "hero", name: IMG, side: BRACES, x: 20, y: 30, profile: { move: "M" } },
      { id: "orc", name: SCRIPT, side: BREAKOUT, x: 20, y: 33 },
    ],
    terrain: [
      {
        id: "rock",
        name: BREAKOUT,
        kind: "impassable",
        polygon: [
          [26, 20],
          [28, 20],
          [28, 40],
          [26, 40],
        ],
      },
    ],
  },
  steps: [
    {
      kind: "move",
      model: "hero",
      action: "move",
      path: [
        [20, 30],
        [22, 30],
      ],
    },
  ],
};

const sb = new SandboxPage();
const alerts: string[] = [];
let dir = "";

/** Elements a hostile name would have made, anywhere in the page's panels and dialog. */
const injected = () =>
  sb.page.evaluate(() => ({
    elements: document.querySelectorAll(
      "aside img, aside script, aside b, dialog img, dialog script, dialog b, #board-host img, #board-host b",
    ).length,
    pwned: (window as unknown as { __ttmPwned?: unknown }).__ttmPwned ?? null,
  }));

describe("hostile names in the sandbox", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await sb.open();
    sb.page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    dir = mkdtempSync(join(tmpdir(), "ttm-hostile-"));
    const file = join(dir, "hostile.json");
    writeFileSync(file, JSON.stringify(SCENARIO));
    await sb.page.setInputFiles("[data-testid=import-file]", file);
    await sb.page.waitForFunction(
      () => window.ttmSandbox?.model("orc") !== null && window.ttmSandbox?.model("orc") !== undefined,
    );
    await nextFrames(sb.page);
  }, 900_000);

  afterAll(async () => {
    await sb.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("the file opens: its names are shown as written in the model card and the legend, and nothing is injected", async () => {
    expect(await sb.probe.model("hero")).toMatchObject({ x: 20, y: 30 });
    expect(await sb.page.textContent("#model-card")).toContain(IMG);
    const legend = (await sb.page.textContent("#legend")) ?? "";
    expect(legend).toContain(BRACES);
    expect(legend).toContain(BREAKOUT);
    expect(await injected()).toEqual({ elements: 0, pwned: null });
    expect(alerts).toEqual([]);
    expect(sb.problems).toEqual([]);
  });

  it("SIGNUM-MOVE-2: the reason naming the rock reads literally; SIGNUM-BACKSTAB-1: the dialog names the orc and the hero as written", async () => {
    await sb.drag("hero", [[34, 30]], false);
    const reasons = (await sb.panel.reasons()) ?? "";
    expect(reasons).toContain(BREAKOUT);
    expect(await injected()).toEqual({ elements: 0, pwned: null });
    await sb.page.mouse.up();
    await nextFrames(sb.page);
    // Leaving the orc's base: its backstab is asked in the prompt dialog.
    expect((await sb.dialogPrompt())?.id).toBe("backstab:orc");
    const dialog = (await sb.page.textContent("[data-testid=prompt-dialog]")) ?? "";
    expect(dialog).toContain(SCRIPT);
    expect(dialog).toContain(IMG);
    expect(await injected()).toEqual({ elements: 0, pwned: null });
    await sb.page.screenshot({ path: join(ARTIFACTS, "sandbox-hostile-names.png") });
    await sb.typeDice([2]);
    const verdict = (await sb.page.textContent("#verdict")) ?? "";
    expect(verdict).toContain(SCRIPT);
    expect(await injected()).toEqual({ elements: 0, pwned: null });
    expect(alerts).toEqual([]);
    expect(sb.problems).toEqual([]);
  });
});
