import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { nextFrames } from "../tests/e2e/browser";
import { SandboxPage } from "../tests/e2e/sandbox-page";

/*
 * `npm run screenshots`: the README's pictures of the sandbox, each board mid-drag at 1280x800,
 * regenerated from the demo boards. Builds and serves the sandbox and drives Chromium the way
 * the browser tests do (tests/e2e/browser.ts finds the browser, or says the one command that
 * installs it), then writes optimised PNGs (a 256-colour palette through sharp's libimagequant,
 * which the flat colours of the board and panels keep without visible loss) to docs/images/.
 */

const OUT = resolve(import.meta.dirname, "..", "docs", "images");

interface Shot {
  readonly file: string;
  readonly demo: string;
  readonly action?: string;
  /** The model dragged and where to (board units); the mouse stays down. */
  readonly model: string;
  readonly to: (
    at: (id: string) => Promise<{ x: number; y: number; r: number }>,
  ) => Promise<[number, number]>;
}

const SHOTS: readonly Shot[] = [
  {
    file: "sandbox-signum-contact.png",
    demo: "signum",
    action: "run",
    model: "aldric",
    to: async (at) => {
      const g = await at("ghoul");
      return [g.x + 2, g.y];
    },
  },
  {
    file: "sandbox-mumg-jump.png",
    demo: "mumg",
    model: "spidey",
    to: async (at) => {
      const s = await at("spidey");
      return [16 + s.r + 0.1, s.y];
    },
  },
  {
    file: "sandbox-carnevale-climb.png",
    demo: "carnevale",
    model: "lucia",
    to: () => Promise.resolve([29, 11.2]),
  },
  { file: "sandbox-sctmg-unit.png", demo: "sctmg", model: "m3", to: () => Promise.resolve([8, 18.3]) },
  {
    file: "sandbox-du-corner.png",
    demo: "dungeon-universalis",
    model: "taeral",
    to: () => Promise.resolve([11.5, 5.5]),
  },
];

const sb = new SandboxPage();
try {
  await sb.open("?seed=1");
  const page = sb.page;
  await page.setViewportSize({ width: 1280, height: 800 });
  mkdirSync(OUT, { recursive: true });
  for (const shot of SHOTS) {
    await sb.chooseDemo(shot.demo);
    await sb.reset();
    if (shot.action) await sb.chooseAction(shot.action);
    const at = async (id: string) => {
      const m = await sb.probe.model(id);
      if (!m) throw new Error(`${shot.demo}: no model ${id}`);
      return m;
    };
    await sb.drag(shot.model, [await shot.to(at)], false);
    // No focus ring left on the button the reset pressed.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await nextFrames(page);
    const raw = await page.screenshot();
    const png = await sharp(raw)
      .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
      .toBuffer();
    writeFileSync(join(OUT, shot.file), png);
    process.stdout.write(
      `docs/images/${shot.file}: ${Math.round(png.length / 1024)} KiB (${Math.round(raw.length / 1024)} KiB as taken)\n`,
    );
    await page.keyboard.press("Escape");
    await page.mouse.up();
  }
  if (sb.problems.length > 0) throw new Error(`the page reported problems:\n${sb.problems.join("\n")}`);
} finally {
  await sb.close();
}
