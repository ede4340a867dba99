import { existsSync } from "node:fs";
import { createServer } from "node:net";
import type { Page } from "playwright-core";

/** Debian's chromium; CI installs it. Never let playwright download a browser. */
export const CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/** Fails (never skips) when the browser is missing, so a CI without it cannot pass silently. */
export function requireChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The sandbox browser test needs Chromium at ${CHROMIUM}, and it is missing. Install it with ` +
        "`apt-get install -y --no-install-recommends chromium` (CI does this in .ci/run); " +
        "this test does not download browsers.",
    );
  }
}

/** A TCP port nobody listens on right now, for the preview server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export type Rgba = readonly [number, number, number, number];

/** Waits until the canvas has drawn what the last event changed (PIXI renders on the next frame). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

/**
 * Reads canvas pixels at viewport points. The WebGL canvas keeps its buffer
 * (preserveDrawingBuffer), so a 2D copy of it holds exactly what is on screen.
 */
export async function pixelsAt(page: Page, points: readonly { x: number; y: number }[]): Promise<Rgba[]> {
  await nextFrames(page);
  return page.evaluate((pts) => {
    const c = document.querySelector<HTMLCanvasElement>("#board");
    if (!c) throw new Error("no #board canvas");
    const r = c.getBoundingClientRect();
    const k = c.width / r.width;
    const copy = document.createElement("canvas");
    copy.width = c.width;
    copy.height = c.height;
    const ctx = copy.getContext("2d");
    if (!ctx) throw new Error("no 2D context");
    ctx.drawImage(c, 0, 0);
    return pts.map((p) => {
      const d = ctx.getImageData(Math.floor((p.x - r.left) * k), Math.floor((p.y - r.top) * k), 1, 1).data;
      return [d[0]!, d[1]!, d[2]!, d[3]!] as const;
    });
  }, points);
}

/** Within `tol` per channel of a 0xRRGGBB colour. */
export const near = (px: Rgba, color: number, tol = 12): boolean =>
  Math.abs(px[0] - ((color >> 16) & 255)) <= tol &&
  Math.abs(px[1] - ((color >> 8) & 255)) <= tol &&
  Math.abs(px[2] - (color & 255)) <= tol;

/** Share of pixels that match the colour. */
export const share = (pxs: readonly Rgba[], color: number): number =>
  pxs.length === 0 ? 0 : pxs.filter((p) => near(p, color)).length / pxs.length;
