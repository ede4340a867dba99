#!/usr/bin/env node
// Merges new strings into lang/en.json, lang/es.json and lang/ru.json in one short step, so that
// several people adding keys at once do not overwrite each other's work.
// Usage: node scripts/i18n-merge.js patch.json   where patch.json is { "en": {...}, "es": {...}, "ru": {...} }
import { readFileSync, writeFileSync } from "node:fs";

const patch = JSON.parse(readFileSync(process.argv[2], "utf8"));
const langs = ["en", "es", "ru"];
for (const l of langs) if (!patch[l]) throw new Error(`patch lacks "${l}"`);

const merge = (into, from) => {
  for (const [k, v] of Object.entries(from)) {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      if (typeof into[k] !== "object" || into[k] === null) into[k] = {};
      merge(into[k], v);
    } else into[k] = v;
  }
  return into;
};
for (const l of langs) {
  const file = `lang/${l}.json`;
  const current = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, JSON.stringify(merge(current, patch[l]), null, 2) + "\n");
}
console.log("merged into", langs.map((l) => `lang/${l}.json`).join(", "));
