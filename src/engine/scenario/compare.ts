import type { MessageData } from "../errors";

/** Distances in `expect` are written to two decimals; floating error must not fail them. */
export const REACH_TOLERANCE = 0.01;

/** Equal within what a file writes: two decimals, plus floating error. */
export const near = (a: number, b: number): boolean => Math.abs(a - b) <= REACH_TOLERANCE + 1e-9;

/** A distance or level as a mismatch message shows it: two decimals, like the file. */
export const fmt = (n: number): string => n.toFixed(2);

/** Ids or values for a message; a dash for none, so "expected nothing" still reads as a value. */
export const list = (ids: readonly string[]): string => (ids.length > 0 ? ids.join(", ") : "—");

/** One way the verdict differs from the file's `expect` block. */
export interface Mismatch {
  readonly field:
    "legal" | "reach" | "allowance" | "reasons" | "prompts" | "contacts" | "outcomes" | "effects";
  readonly key: string;
  readonly data: MessageData;
}
