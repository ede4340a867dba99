import type { MessageData } from "../engine/errors";

/** Turns an i18n key and its data into text in the user's language. */
export type Translator = (key: string, data?: MessageData) => string;

/** A language file's shape: nested objects of strings, as Foundry's lang/*.json. */
export interface Dictionary {
  readonly [key: string]: string | Dictionary;
}

/** Follows a dotted key ("TTM.Signum.Name") through nested objects, as Foundry's localize does. */
export function lookup(dict: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dict;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Replaces `{name}` with data.name; unknown placeholders stay visible so a missing datum shows. */
export function substitute(text: string, data?: MessageData): string {
  if (!data) return text;
  return text.replace(/\{([^{}]+)\}/g, (whole, name: string) =>
    Object.hasOwn(data, name) ? String(data[name]) : whole,
  );
}

/**
 * Data values that are themselves i18n keys ("TTM.Unit.cm", "TTM.Polygon.self-intersecting") are
 * localised before they are substituted, so the engine can name a unit or a problem in data
 * without knowing the user's language.
 */
export function localiseData(
  data: MessageData | undefined,
  find: (key: string) => string | undefined,
): MessageData | undefined {
  if (!data) return data;
  let out: Record<string, string | number> | null = null;
  for (const [k, v] of Object.entries(data)) {
    if (typeof v !== "string" || !v.startsWith("TTM.")) continue;
    const text = find(v);
    if (text === undefined) continue;
    out ??= { ...data };
    out[k] = text;
  }
  return out ?? data;
}

/**
 * A translator over one language file with an English fallback, Foundry-style: the key itself
 * is returned when neither has it, so a missing string is visible rather than blank.
 */
export function makeTranslator(dict: Dictionary, fallback?: Dictionary): Translator {
  const find = (key: string): string | undefined => lookup(dict, key) ?? (fallback && lookup(fallback, key));
  return (key, data) => substitute(find(key) ?? key, localiseData(data, find));
}
