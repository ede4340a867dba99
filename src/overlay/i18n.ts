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
 * A translator over one language file with an English fallback, Foundry-style: the key itself
 * is returned when neither has it, so a missing string is visible rather than blank.
 */
export function makeTranslator(dict: Dictionary, fallback?: Dictionary): Translator {
  return (key, data) => substitute(lookup(dict, key) ?? (fallback && lookup(fallback, key)) ?? key, data);
}
