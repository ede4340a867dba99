/** One row of MUMG-FALL-1's table: falls up to `upTo` inches do this (inclusive unless `below`). */
interface FallRow {
  readonly upTo: number;
  readonly below?: boolean;
  readonly damage: number;
  readonly knockedDown: boolean;
}

// MUMG-FALL-1: a height on the border of two rows takes the lesser effect, so each bound is inclusive.
// "Less than 3 inches" does nothing and 3 to 6 does 1; RULES.md reads 3" as the first damaging height.
const ROWS: readonly FallRow[] = [
  { upTo: 3, below: true, damage: 0, knockedDown: false },
  { upTo: 6, damage: 1, knockedDown: false },
  { upTo: 9, damage: 2, knockedDown: true },
  { upTo: 12, damage: 3, knockedDown: true },
  { upTo: 16, damage: 5, knockedDown: true },
  { upTo: Infinity, damage: 7, knockedDown: true },
];

export interface FallEffect {
  readonly damage: number;
  readonly knockedDown: boolean;
  /** The table row used (0 = no effect), so the dialog can highlight it. */
  readonly row: number;
}

const EPS = 1e-9;

/**
 * MUMG-FALL-1 and MUMG-FALL-2: the effect of a fall of h inches. A voluntary fall (jump into the
 * void) takes the row before its own.
 */
export function fallEffect(h: number, voluntary: boolean): FallEffect {
  const height = Math.max(0, h);
  let row = ROWS.findIndex((r) => (r.below ? height < r.upTo - EPS : height <= r.upTo + EPS));
  if (voluntary) row = Math.max(0, row - 1);
  const r = ROWS[row]!;
  return { damage: r.damage, knockedDown: r.knockedDown, row };
}

export const FALL_TABLE = ROWS;

/** Each row's effect in words, by row (the keys are listed so every one is checked to exist). */
export const FALL_ROW_KEYS: readonly string[] = [
  "TTM.Mumg.Fall.Row0",
  "TTM.Mumg.Fall.Row1",
  "TTM.Mumg.Fall.Row2",
  "TTM.Mumg.Fall.Row3",
  "TTM.Mumg.Fall.Row4",
  "TTM.Mumg.Fall.Row5",
];
