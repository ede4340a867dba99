import en from "../../lang/en.json";
import es from "../../lang/es.json";
import ru from "../../lang/ru.json";
import type { MessageData } from "../engine/errors";
import { localiseData, lookup, substitute, type Dictionary } from "../overlay/i18n";

/*
 * The command line has no Foundry, so it reads the same language files itself. Lookups behave
 * like game.i18n: dotted keys, `{name}` placeholders, English when a language lacks a string,
 * and the key itself when English lacks it too (so a missing string is visible, not blank).
 */

export const LANGS = ["en", "es", "ru"] as const;
export type Lang = (typeof LANGS)[number];

type Catalog = Dictionary;

const CATALOGS: Readonly<Record<Lang, Catalog>> = { en, es, ru };

export const isLang = (s: string): s is Lang => (LANGS as readonly string[]).includes(s);

export interface I18n {
  readonly lang: Lang;
  /** True when the language or English has a string for the key. */
  readonly has: (key: string) => boolean;
  readonly localize: (key: string) => string;
  readonly format: (key: string, data?: MessageData) => string;
}

export function createI18n(lang: Lang, catalogs: Readonly<Record<Lang, Catalog>> = CATALOGS): I18n {
  const find = (key: string): string | undefined => lookup(catalogs[lang], key) ?? lookup(catalogs.en, key);
  return {
    lang,
    has: (key) => find(key) !== undefined,
    localize: (key) => find(key) ?? key,
    format: (key, data) => substitute(find(key) ?? key, localiseData(data, find)),
  };
}
