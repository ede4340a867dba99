// How the browser tests find a browser on a fresh machine (issue 13): no browser is launched here.
import { describe, expect, it } from "vitest";
import { findChromium, fixCommand } from "./browser";

const only =
  (...files: string[]) =>
  (file: string): boolean =>
    files.includes(file);

describe("finding a Chromium or Chrome for the browser tests", () => {
  it("takes CHROMIUM_PATH first, before any usual path", () => {
    const found = findChromium({
      env: { CHROMIUM_PATH: "/opt/chrome/chrome", PATH: "/usr/bin" },
      platform: "linux",
      isExecutable: only("/opt/chrome/chrome", "/usr/bin/chromium"),
    });
    expect(found).toBe("/opt/chrome/chrome");
  });

  it("refuses a CHROMIUM_PATH that is no executable instead of quietly using another browser", () => {
    expect(() =>
      findChromium({
        env: { CHROMIUM_PATH: "/nope" },
        platform: "linux",
        isExecutable: only("/usr/bin/chromium"),
      }),
    ).toThrow("CHROMIUM_PATH=/nope is not an executable browser");
  });

  it("falls back to the usual paths in order: Debian's chromium, then chromium-browser, then Chrome", () => {
    const lookup = (...files: string[]) =>
      findChromium({ env: { PATH: "" }, platform: "linux", isExecutable: only(...files) });
    expect(lookup("/usr/bin/chromium", "/usr/bin/google-chrome")).toBe("/usr/bin/chromium");
    expect(lookup("/usr/bin/chromium-browser", "/usr/bin/google-chrome")).toBe("/usr/bin/chromium-browser");
    expect(lookup("/usr/bin/google-chrome")).toBe("/usr/bin/google-chrome");
  });

  it("then searches PATH, and says null when there is no browser at all", () => {
    expect(
      findChromium({
        env: { PATH: "/home/me/bin:/usr/local/bin" },
        platform: "linux",
        isExecutable: only("/usr/local/bin/chromium"),
      }),
    ).toBe("/usr/local/bin/chromium");
    expect(
      findChromium({ env: { PATH: "/usr/local/bin" }, platform: "linux", isExecutable: only() }),
    ).toBeNull();
  });

  it("names the one command that fixes a machine without a browser", () => {
    const debian = fixCommand({
      env: { PATH: "/usr/bin" },
      platform: "linux",
      isExecutable: only("/usr/bin/apt-get"),
    });
    expect(debian).toBe("sudo apt-get install -y --no-install-recommends chromium");
    expect(fixCommand({ env: { PATH: "/usr/bin" }, platform: "linux", isExecutable: only() })).toBe(
      "CHROMIUM_PATH=/path/to/chromium npm test",
    );
    expect(fixCommand({ platform: "darwin" })).toBe("brew install --cask chromium");
  });
});
