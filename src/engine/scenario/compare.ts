import type { MessageData } from "../errors";

/** Distances in `expect` are written to two decimals; floating error must not fail them. */
export const REACH_TOLERANCE = 0.01;

/** Equal within what a file writes: two decimals, plus floating error. */
export const near = (a: number, b: number): boolean => Math.abs(a - b) <= REACH_TOLERANCE + 1e-9;

/** A distance or level as a mismatch message shows it: two decimals, like the file. */
export const fmt = (n: number): string => n.toFixed(2);

/** Ids or values for a message; a dash for none, so "expected nothing" still reads as a value. */
export const list = (ids: readonly string[]): string => (ids.length > 0 ? ids.join(", ") : "—");

/** Two lists hold the same values, in any order and counting each once. */
export const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  [...new Set(a)].sort().join("\u0000") === [...new Set(b)].sort().join("\u0000");

/** A value as a file writes it, for a message: JSON, or a dash for none. */
export const shown = (v: unknown): string => (v === undefined ? "—" : JSON.stringify(v));

/** One way a step's result differs from its `expect` block. */
export interface Mismatch {
  /** The step's index in `steps` (0 for a format 1 file's move). */
  readonly step: number;
  /** The `expect` field that does not hold: `legal`, `reach`, `effects`, `ledger`… */
  readonly field: string;
  readonly key: string;
  readonly data: MessageData;
}
