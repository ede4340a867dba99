import type { MessageData } from "../../engine/errors";

/** Engine message data as `game.i18n.format` takes it (strings only). */
export const formatData = (data: MessageData): Record<string, string> =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));

/** Formats an engine message with Foundry's localisation, or returns the key before i18n is ready. */
export function formatMessage(key: string, data: MessageData = {}): string {
  return game.i18n?.format(key, formatData(data)) ?? key;
}
