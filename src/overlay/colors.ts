import type { BandStyle } from "../engine/ruleset";

/**
 * The overlay's palette, as PIXI colour numbers. Chosen so the ruler reads on dark and light
 * boards alike (every stroke is drawn over a dark casing) and for colour-blind players: `ok` is
 * a light teal and `over` a dark red, so they differ in lightness (contrast about 2.7:1) and not
 * only in hue; under deuteranopia/protanopia the tiers still run blue-grey -> yellow -> dark
 * olive. `over` is also drawn dashed, a cue that needs no colour at all.
 */
export const PALETTE = {
  ok: 0x2fd3c0,
  tier2: 0xffc53d,
  tier3: 0xff8a1f,
  double: 0xe879f9,
  over: 0xdc2640,
  reach: 0xffffff,
  contact: 0x5b8cff,
  prompt: 0xffe08a,
  /** The dark outline under every stroke, so light colours survive a light board. */
  casing: 0x0b0f14,
  labelBackground: 0x11161c,
  labelText: 0xf1f5f9,
  labelMuted: 0xa9b4c2,
} as const;

export type PaletteKey = keyof typeof PALETTE;

/**
 * A unit move's other models by their proposed status (SCTMG-COH-*): green in coherency, amber
 * Out of Coherency, red a casualty. Foundry's ghosts (foundry/host/units.ts) and the sandbox's
 * draw with these, so a status looks the same in both.
 */
export const UNIT_STATUS = {
  coherent: 0x3fa34d,
  "out-of-coherency": 0xe0a000,
  casualty: 0xc0392b,
} as const;

/** The colour of a band; tiers beyond 3 reuse tier 3, which already means "dear". */
export function bandColor(style: BandStyle, tier?: number): number {
  switch (style) {
    case "ok":
      return PALETTE.ok;
    case "tier":
      return tier !== undefined && tier >= 3 ? PALETTE.tier3 : PALETTE.tier2;
    case "double":
      return PALETTE.double;
    case "over":
      return PALETTE.over;
  }
}

/** `0x2fd3c0` -> `#2fd3c0`, for the HTML legend and CSS. */
export const cssColor = (c: number): string => `#${c.toString(16).padStart(6, "0")}`;

/** WCAG relative luminance of a colour, used by tests to keep `ok` and `over` apart in lightness. */
export function luminance(c: number): number {
  const channel = (v: number): number => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((c >> 16) & 255) + 0.7152 * channel((c >> 8) & 255) + 0.0722 * channel(c & 255);
}

/** WCAG contrast ratio between two colours (1 = identical lightness, 21 = black on white). */
export function contrast(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
