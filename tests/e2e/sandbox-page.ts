/*
 * One sandbox page in real headless Chromium for a browser test file: builds the page with Vite
 * into a temporary folder, serves it with `vite preview`, opens it, and offers the gestures and
 * readings the tests use (real mouse events; the page's read-only probe; canvas pixels).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Browser, type Page, chromium } from "playwright-core";
import { type PreviewServer, build, preview } from "vite";
import { CHROMIUM_ARGS, freePort, nextFrames, requireChromium } from "./browser";

const ROOT = resolve(import.meta.dirname, "../..");
const CONFIG = resolve(ROOT, "vite.sandbox.config.ts");
export const ARTIFACTS = resolve(ROOT, "artifacts");

export interface Xy {
  x: number;
  y: number;
}

export class SandboxPage {
  page!: Page;
  /** Page errors, console errors and failed requests seen so far: a test expects none. */
  readonly problems: string[] = [];
  private outDir = "";
  private server: PreviewServer | null = null;
  private browser: Browser | null = null;

  /** Builds, serves and opens the sandbox; `query` is the page's search string ("?seed=7"). */
  async open(query = ""): Promise<void> {
    const executablePath = requireChromium();
    mkdirSync(ARTIFACTS, { recursive: true });
    this.outDir = mkdtempSync(join(tmpdir(), "ttm-sandbox-"));
    await build({
      configFile: CONFIG,
      logLevel: "warn",
      build: { outDir: this.outDir, emptyOutDir: true, sourcemap: false },
    });
    const port = await freePort();
    this.server = await preview({
      configFile: CONFIG,
      logLevel: "warn",
      build: { outDir: this.outDir },
      preview: { host: "127.0.0.1", port, strictPort: true, open: false },
    });
    const url = this.server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
    this.browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
    this.page = await this.browser.newPage({
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1,
      locale: "en-GB",
    });
    this.page.on("pageerror", (e) => this.problems.push(`pageerror: ${e.message}`));
    this.page.on("console", (m) => {
      if (m.type() === "error") this.problems.push(`console: ${m.text()}`);
    });
    this.page.on("requestfailed", (r) => this.problems.push(`request failed: ${r.url()}`));
    await this.page.goto(`${url}${query}`);
    await this.page.waitForFunction(() => window.ttmSandbox?.ready === true);
    await nextFrames(this.page);
  }

  async close(): Promise<void> {
    await this.browser?.close();
    await this.server?.close();
    if (this.outDir) rmSync(this.outDir, { recursive: true, force: true });
  }

  readonly probe = {
    client: (x: number, y: number): Promise<Xy> =>
      this.page.evaluate((p) => window.ttmSandbox!.toClient(p.x, p.y), { x, y }),
    model: (id: string) => this.page.evaluate((m) => window.ttmSandbox!.model(m), id),
    verdict: () => this.page.evaluate(() => window.ttmSandbox!.verdict()),
    scale: () => this.page.evaluate(() => window.ttmSandbox!.scale()),
    label: () => this.page.evaluate(() => window.ttmSandbox!.label()),
    names: () => this.page.evaluate(() => window.ttmSandbox!.names()),
    marks: () => this.page.evaluate(() => window.ttmSandbox!.marks()),
    selected: () => this.page.evaluate(() => window.ttmSandbox!.selected()),
    declared: (id: string) => this.page.evaluate((m) => window.ttmSandbox!.declared(m), id),
    seed: () => this.page.evaluate(() => window.ttmSandbox!.seed()),
  };

  readonly panel = {
    legal: () => this.page.getAttribute("[data-testid=verdict]", "data-legal"),
    phase: () => this.page.getAttribute("[data-testid=verdict]", "data-phase"),
    cost: () => this.page.textContent("[data-testid=verdict-cost]"),
    reasons: () => this.page.textContent("[data-testid=verdict-reasons]"),
    prompts: () => this.page.textContent("[data-testid=verdict-prompts]"),
  };

  /** Presses on a model's centre and moves through board points; Space drops a waypoint at each but the last. */
  async drag(id: string, points: readonly [number, number][], release: boolean): Promise<void> {
    const m = await this.probe.model(id);
    if (!m) throw new Error(`no model ${id}`);
    const from = await this.probe.client(m.x, m.y);
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    for (const [i, [x, y]] of points.entries()) {
      const to = await this.probe.client(x, y);
      await this.page.mouse.move(to.x, to.y, { steps: 6 });
      if (i < points.length - 1) await this.page.keyboard.press("Space");
    }
    await nextFrames(this.page);
    if (release) await this.page.mouse.up();
  }

  /** Viewport points every pixel along the straight board segment (x0 -> x1 at height y). */
  async along(y: number, x0: number, x1: number): Promise<Xy[]> {
    const a = await this.probe.client(x0, y);
    const b = await this.probe.client(x1, y);
    const out: Xy[] = [];
    for (let x = Math.ceil(a.x); x <= b.x; x++) out.push({ x, y: a.y });
    return out;
  }

  /** Viewport points every pixel along the vertical board segment (y0 -> y1 at x). */
  async down(x: number, y0: number, y1: number): Promise<Xy[]> {
    const a = await this.probe.client(x, Math.min(y0, y1));
    const b = await this.probe.client(x, Math.max(y0, y1));
    const out: Xy[] = [];
    for (let y = Math.ceil(a.y); y <= b.y; y++) out.push({ x: a.x, y });
    return out;
  }

  /** The engine's message for a rule, as the probe reports it; the panel must show it localised. */
  async reasonFor(ruleId: string, key: string) {
    const v = await this.probe.verdict();
    const r = v?.reasons.find((x) => x.ruleId === ruleId && x.key === key);
    if (!r) throw new Error(`no ${ruleId} ${key} among ${JSON.stringify(v?.reasons)}`);
    return r;
  }

  async reset(): Promise<void> {
    // A failed test may leave a drag or a dialog open: cancel it, so the next one starts clean.
    await this.page.keyboard.press("Escape");
    await this.page.mouse.up();
    await this.page.click("[data-testid=reset]");
    await nextFrames(this.page);
  }

  async chooseAction(id: string): Promise<void> {
    await this.page.click(`[data-testid=actions] input[value=${id}] + span`);
  }

  async chooseDemo(id: string): Promise<void> {
    await this.page.selectOption("[data-testid=demo]", id);
    await nextFrames(this.page);
  }

  /** The open prompt dialog's prompt id and phase, or null when none is open. */
  async dialogPrompt(): Promise<{ id: string; phase: string } | null> {
    const open = await this.page.locator("[data-testid=prompt-dialog][open]").count();
    if (open === 0) return null;
    const form = this.page.locator("[data-testid=prompt-form]");
    return {
      id: (await form.getAttribute("data-prompt")) ?? "",
      phase: (await form.getAttribute("data-phase")) ?? "",
    };
  }

  /** Types dice into the open dialog and uses them, as a player who rolled at the table. */
  async typeDice(dice: readonly number[]): Promise<void> {
    await this.page.fill("[data-testid=prompt-dice]", dice.join(" "));
    await this.page.click("[data-testid=prompt-use]");
    await nextFrames(this.page);
  }
}
