import { MODULE_ID } from "./ids";

/** A plain object read from stored or sent data (flags, sockets, operations): not null, not an array. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * One of the module's flags out of a document's `flags` (or an update's `changed.flags`), as it
 * is stored: undefined when the scope or the key is absent or the data is not an object.
 */
export function moduleFlag(flags: unknown, key: string): unknown {
  const scope = isRecord(flags) ? flags[MODULE_ID] : undefined;
  return isRecord(scope) ? scope[key] : undefined;
}
