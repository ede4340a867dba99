import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createServer } from "node:net";
import { delimiter, join } from "node:path";
import type { Page } from "playwright-core";

/*
 * The browser tests drive a Chromium or Chrome that is already on the machine (Debian's
 * `chromium` in CI). They never download a browser build: on a fresh Debian box run as root they
 * install Debian's package with apt-get, elsewhere they stop at once and print the command that
 * fixes it.
 */

/** Environment variables that name a browser, first one set wins. */
export const BROWSER_ENV = ["CHROMIUM_PATH", "CHROME_PATH", "PUPPETEER_EXECUTABLE_PATH"] as const;

/** Where Chromium and Chrome usually live, by platform, before PATH is searched. */
const USUAL_PATHS: Readonly<Record<string, readonly string[]>> = {
  linux: [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/snap/bin/chromium",
    "/usr/lib/chromium/chromium",
  ],
  darwin: [
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ],
  win32: [
    "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
    "C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe",
    "C:\\Program Files\\Chromium\\Application\\chrome.exe",
  ],
};

/** Names looked up on PATH when no usual path holds a browser. */
const PATH_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];

const executable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export interface BrowserLookup {
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly platform?: string;
  /** Whether a file is an executable (tests replace it). */
  readonly isExecutable?: (file: string) => boolean;
}

/**
 * The browser to drive: a variable of BROWSER_ENV (which must name an executable: a wrong one is
 * an error, not a fallback), else the usual paths, else PATH. Null when there is none.
 */
export function findChromium(lookup: BrowserLookup = {}): string | null {
  const env = lookup.env ?? process.env;
  const isExe = lookup.isExecutable ?? executable;
  for (const name of BROWSER_ENV) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (isExe(value)) return value;
    throw new Error(
      `${name}=${value} is not an executable browser. Point it at Chromium or Chrome, or unset it.`,
    );
  }
  const platform = lookup.platform ?? process.platform;
  for (const file of USUAL_PATHS[platform] ?? []) if (isExe(file)) return file;
  const dirs = (env.PATH ?? "").split(delimiter).filter(Boolean);
  for (const dir of dirs) for (const name of PATH_NAMES) if (isExe(join(dir, name))) return join(dir, name);
  return null;
}

/** The one command that gives this machine a browser the tests can drive. */
export function fixCommand(lookup: BrowserLookup = {}): string {
  const platform = lookup.platform ?? process.platform;
  if (platform === "darwin") return "brew install --cask chromium";
  if (platform === "win32") return "winget install Google.Chrome";
  const env = lookup.env ?? process.env;
  const isExe = lookup.isExecutable ?? executable;
  const hasApt = (env.PATH ?? "/usr/bin").split(delimiter).some((d) => isExe(join(d, "apt-get")));
  return hasApt
    ? "sudo apt-get install -y --no-install-recommends chromium"
    : "CHROMIUM_PATH=/path/to/chromium npm test";
}

const isRoot = (): boolean => typeof process.getuid === "function" && process.getuid() === 0;

/**
 * The browser to drive, installing Debian's `chromium` first where there is none and this process
 * may (root, with apt-get). Anywhere else it throws at once with the command that fixes it, so the
 * test fails (never skips): a CI without a browser cannot pass silently.
 */
export function requireChromium(): string {
  const found = findChromium();
  if (found) return found;
  const apt = ["/usr/bin/apt-get", "/bin/apt-get"].find(executable);
  if (process.platform === "linux" && isRoot() && apt) {
    console.warn("No Chromium or Chrome found: installing Debian's chromium with apt-get (once).");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync(apt, ["update", "-qq"], { stdio: "inherit", env });
    execFileSync(apt, ["install", "-y", "-qq", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env,
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    `The sandbox browser tests need Chromium or Chrome, and none was found (looked at ${BROWSER_ENV.join(", ")}, ` +
      `the usual install paths and PATH). Fix it with: ${fixCommand()}  ` +
      "(these tests never download a browser build).",
  );
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

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
