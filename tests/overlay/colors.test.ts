import { describe, expect, it } from "vitest";
import { PALETTE, bandColor, contrast, cssColor } from "../../src/overlay/colors";

describe("overlay palette", () => {
  it("ok and over differ in lightness, not only in hue (colour-blind players)", () => {
    expect(contrast(PALETTE.ok, PALETTE.over)).toBeGreaterThanOrEqual(2.5);
    expect(contrast(PALETTE.tier2, PALETTE.over)).toBeGreaterThanOrEqual(2.5);
  });

  it("every band colour stands out from the dark casing drawn under it", () => {
    for (const c of [PALETTE.ok, PALETTE.tier2, PALETTE.tier3, PALETTE.double, PALETTE.over]) {
      expect(contrast(c, PALETTE.casing)).toBeGreaterThanOrEqual(3);
    }
  });

  it("maps band styles and tiers to colours", () => {
    expect(bandColor("ok")).toBe(PALETTE.ok);
    expect(bandColor("tier", 2)).toBe(PALETTE.tier2);
    expect(bandColor("tier", 3)).toBe(PALETTE.tier3);
    expect(bandColor("tier", 7)).toBe(PALETTE.tier3);
    expect(bandColor("tier")).toBe(PALETTE.tier2);
    expect(bandColor("double")).toBe(PALETTE.double);
    expect(bandColor("over")).toBe(PALETTE.over);
  });

  it("keeps the palette colours distinct", () => {
    const bands = [PALETTE.ok, PALETTE.tier2, PALETTE.tier3, PALETTE.double, PALETTE.over, PALETTE.contact];
    expect(new Set(bands).size).toBe(bands.length);
  });

  it("writes CSS colours with six digits", () => {
    expect(cssColor(0x00ff00)).toBe("#00ff00");
    expect(cssColor(0x0b0f14)).toBe("#0b0f14");
  });
});
