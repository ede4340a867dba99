/**
 * Undo and redo over whole values (the editor keeps scenario files): `now` is what is shown,
 * `done` the values before each edit, `undone` the values an undo stepped back from. A new edit
 * forgets what was undone, as in every editor. Immutable: each call gives a new History.
 */
export interface History<T> {
  readonly now: T;
  readonly done: readonly T[];
  readonly undone: readonly T[];
}

/** How many edits are kept; older ones fall off the bottom. */
export const MAX_UNDO = 200;

export const startHistory = <T>(now: T): History<T> => ({ now, done: [], undone: [] });

export function record<T>(h: History<T>, next: T): History<T> {
  return { now: next, done: [...h.done, h.now].slice(-MAX_UNDO), undone: [] };
}

/** One step back; the same history when there is nothing to undo. */
export function undo<T>(h: History<T>): History<T> {
  const prev = h.done[h.done.length - 1];
  if (prev === undefined) return h;
  return { now: prev, done: h.done.slice(0, -1), undone: [...h.undone, h.now] };
}

/** One step forward again; the same history when nothing was undone. */
export function redo<T>(h: History<T>): History<T> {
  const next = h.undone[h.undone.length - 1];
  if (next === undefined) return h;
  return { now: next, done: [...h.done, h.now], undone: h.undone.slice(0, -1) };
}

export const canUndo = (h: History<unknown>): boolean => h.done.length > 0;
export const canRedo = (h: History<unknown>): boolean => h.undone.length > 0;
