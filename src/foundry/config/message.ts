import type { MessageData } from "../../engine/errors";
import type { I18nLike } from "../host/types";

/** Engine message data as `game.i18n.format` takes it (strings only). */
export const formatData = (data: MessageData): Record<string, string> =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));

/** Formats an engine message with Foundry's localisation. */
export function formatMessage(i18n: Pick<I18nLike, "format">, key: string, data: MessageData = {}): string {
  return i18n.format(key, formatData(data));
}
