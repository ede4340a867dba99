/** A plain object read from stored or sent data (flags, sockets, operations): not null, not an array. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
