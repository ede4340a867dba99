import type { TerrainKind } from "../engine/board/types";

/** Board colours: a dark felt table, so the ruler's light bands stand out, as on most VTT maps. */
export const BOARD = {
  background: 0x0d1117,
  table: 0x26352c,
  tableEdge: 0x5b6b60,
  gridMinor: 0xffffff,
  gridMajor: 0xffffff,
  axisText: 0x8b98a5,
  wall: 0xe7e1d6,
  wallCasing: 0x0b0f14,
  baseRing: 0x0b0f14,
  nameText: 0xf8fafc,
  terrainText: 0xe2e8f0,
  /** Square grids: the lines between squares. */
  squareLine: 0xffffff,
  /** The facing mark on a base (square-grid games). */
  facing: 0xfff3c4,
  /** A counter's chip beside a base (Dazed, Submerged). */
  counter: 0x111827,
  counterText: 0xfde68a,
} as const;

/** The squares a model may still reach (Verdict.reachable): a light wash that leaves the ruler readable. */
export const REACHABLE = { color: 0x7dd3fc, alpha: 0.28 } as const;

/** Fill and outline per terrain kind; each kind reads differently in lightness as well as hue. */
export const TERRAIN_COLORS: Record<TerrainKind, { readonly fill: number; readonly line: number }> = {
  difficult: { fill: 0x5f8a3c, line: 0x9cc46a },
  water: { fill: 0x2f6f9f, line: 0x6fb1e0 },
  "deep-water": { fill: 0x1c456b, line: 0x4f86b8 },
  gap: { fill: 0x050608, line: 0x4a4f57 },
  "low-obstacle": { fill: 0x8a6d3b, line: 0xc8a46a },
  vertical: { fill: 0x7a5c3e, line: 0xb48b5f },
  platform: { fill: 0x8c7b6b, line: 0xc4b3a1 },
  ladder: { fill: 0xb08d57, line: 0xe0c08a },
  stairs: { fill: 0x9c8f80, line: 0xd2c6b8 },
  impassable: { fill: 0x5d636e, line: 0xa3aab5 },
  "access-point": { fill: 0x7b4fa0, line: 0xb98ee0 },
  "exploration-arrow": { fill: 0xb8860b, line: 0xf0c450 },
};

/** Side colours in order of first appearance in the file; deliberately apart from the ruler's. */
const SIDES = [0x4c7dff, 0xd9622b, 0x9b6bdf, 0x2f9e6b, 0xc9a227, 0xd14d8a];
export const sideColor = (index: number): number => SIDES[index % SIDES.length]!;
