import en from "../../lang/en.json";
import es from "../../lang/es.json";
import ru from "../../lang/ru.json";
import { type Dictionary, type Translator, makeTranslator } from "../overlay/i18n";

/** The languages the module ships; the same files Foundry reads. */
export const LANGS = ["en", "es", "ru"] as const;
export type Lang = (typeof LANGS)[number];

const DICTS: Record<Lang, Dictionary> = { en, es, ru };

/** Each language's own name, for the switch (spelled out so the key check can see every key). */
export const LANG_NAME_KEYS: Record<Lang, string> = {
  en: "TTM.Sandbox.Languages.en",
  es: "TTM.Sandbox.Languages.es",
  ru: "TTM.Sandbox.Languages.ru",
};

export const isLang = (v: unknown): v is Lang => (LANGS as readonly unknown[]).includes(v);

/** A translator for one language, falling back to English like Foundry does. */
export const translatorFor = (lang: Lang): Translator => makeTranslator(DICTS[lang], DICTS.en);

/** The language to start in: the last one chosen here, else the browser's, else English. */
export function initialLang(saved: string | null, browser: readonly string[]): Lang {
  if (isLang(saved)) return saved;
  for (const tag of browser) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLang(base)) return base;
  }
  return "en";
}
