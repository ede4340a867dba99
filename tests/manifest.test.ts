// module.json: what Foundry reads before loading the module. v14 is the primary target and v13
// stays supported from the same build (Foundry's compatibility block: minimum, verified, maximum).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "..", "module.json"), "utf8")) as {
  compatibility: { minimum: string; verified: string; maximum: string };
};

describe("module.json compatibility", () => {
  it("runs on v13 and v14, verified on a v14 stable build", () => {
    expect(manifest.compatibility.minimum).toBe("13");
    expect(manifest.compatibility.maximum).toBe("14");
    expect(manifest.compatibility.verified).toMatch(/^14\.3\d\d$/);
    expect(Number(manifest.compatibility.verified.split(".")[1])).toBeGreaterThanOrEqual(359); // v14's first stable
  });
});
