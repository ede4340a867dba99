import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/engine/errors";
import { isScenarioError, parseScenarioText, runScenario } from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";
import { createI18n, type Lang } from "../../src/cli/i18n";
import { BAD_DIR, jsonFiles, readText } from "./helpers";

/** Every message a bad file gives, in one language: the schema's issues, or the single refusal. */
function messages(file: string, lang: Lang): string[] {
  const i18n = createI18n(lang);
  try {
    runScenario(parseScenarioText(readText(BAD_DIR, file)), builtinRulesets());
  } catch (e) {
    if (isScenarioError(e)) return e.issues.map((i) => i18n.format(i.key, i.data));
    if (e instanceof RulesError) return [i18n.format(e.key, e.data)];
    throw e;
  }
  throw new Error(`${file} was accepted`);
}

const EXPECTED: Record<string, Record<Lang, string[]>> = {
  "wrong-type.json": {
    en: ['board.models[2].x must be a number, not "12".'],
    es: ['El campo board.models[2].x debe ser un número, no "12".'],
    ru: ['Поле board.models[2].x должно быть числом, а не "12".'],
  },
  "missing-and-unknown-fields.json": {
    en: [
      "board.models[0].side is missing.",
      "board.models[0].base is not a field of the scenario format; the fields here are: id, name, side, x, y, elevation, baseMm, height, unitId, profile.",
    ],
    es: [
      "Falta el campo board.models[0].side.",
      "El campo board.models[0].base no forma parte del formato de escenario; aquí los campos son: id, name, side, x, y, elevation, baseMm, height, unitId, profile.",
    ],
    ru: [
      "Не хватает поля board.models[0].side.",
      "Поле board.models[0].base не входит в формат сценария; здесь допустимы поля: id, name, side, x, y, elevation, baseMm, height, unitId, profile.",
    ],
  },
  "out-of-range.json": {
    en: [
      "board.models[0].baseMm must be greater than 0, not -25.",
      "move.path[1] must be a waypoint [x, y] or [x, y, elevation] of numbers, not [15].",
      'dice["backstab:b"][0] must be greater than 0, not 0.',
    ],
    es: [
      "El campo board.models[0].baseMm debe ser mayor que 0, no -25.",
      "El campo move.path[1] debe ser un punto de paso [x, y] o [x, y, elevación] de números, no [15].",
      'El campo dice["backstab:b"][0] debe ser mayor que 0, no 0.',
    ],
    ru: [
      "Поле board.models[0].baseMm должно быть больше 0, а не -25.",
      "Поле move.path[1] должно быть точкой пути [x, y] или [x, y, высота] из чисел, а не [15].",
      'Поле dice["backstab:b"][0] должно быть больше 0, а не 0.',
    ],
  },
  "format-3.json": {
    en: ["This file is written in scenario format 3; this version of the module reads formats 1, 2."],
    es: [
      "Este archivo está escrito en el formato de escenario 3; esta versión del módulo lee los formatos 1, 2.",
    ],
    ru: ["Этот файл записан в формате сценария 3; эта версия модуля читает форматы 1, 2."],
  },
  "invalid-json.json": {
    en: ['The file is not valid JSON: unexpected "}" at line 4, column 69.'],
    es: ['El archivo no es JSON válido: "}" inesperado en la línea 4, columna 69.'],
    ru: ['Файл не является корректным JSON: неожиданный символ "}" в строке 4, столбце 69.'],
  },
  "choice-not-offered.json": {
    en: [
      'choices["void-jump"]: prompt void-jump does not offer "Jump"; its choices are: "TTM.Mumg.Choice.Jump".',
    ],
    es: [
      'choices["void-jump"]: la petición void-jump no ofrece "Jump"; sus opciones son: "TTM.Mumg.Choice.Jump".',
    ],
    ru: [
      'choices["void-jump"]: запрос void-jump не предлагает "Jump"; варианты выбора: "TTM.Mumg.Choice.Jump".',
    ],
  },
  "unknown-step-kind.json": {
    en: [
      'steps[0].kind: "jump" is not a kind of step; use one of move, route, forced, activation-start, new-round, new-turn.',
    ],
    es: [
      'steps[0].kind: "jump" no es un tipo de paso; usa uno de estos: move, route, forced, activation-start, new-round, new-turn.',
    ],
    ru: [
      'steps[0].kind: "jump" — не вид шага; используйте один из: move, route, forced, activation-start, new-round, new-turn.',
    ],
  },
  "path-not-from-where-it-stands.json": {
    en: [
      "steps[2].path[0] is at (10.00, 30.00), but warrior stands at (15.00, 30.00) after the steps before it: start there.",
    ],
    es: [
      "steps[2].path[0] está en (10.00, 30.00), pero warrior está en (15.00, 30.00) tras los pasos anteriores: empieza ahí.",
    ],
    ru: [
      "steps[2].path[0] находится в точке (10.00, 30.00), но warrior после предыдущих шагов стоит в точке (15.00, 30.00): начните оттуда.",
    ],
  },
  "unknown-model.json": {
    en: ["No model with the id ghost is on the table."],
    es: ["No hay en la mesa ninguna miniatura con el identificador ghost."],
    ru: ["На поле боя нет модели с идентификатором ghost."],
  },
};

describe("the broken files in scenarios/bad", () => {
  for (const [file, byLang] of Object.entries(EXPECTED)) {
    for (const lang of ["en", "es", "ru"] as const) {
      it(`${file} gives its messages in ${lang}`, () => {
        expect(messages(file, lang)).toEqual(byLang[lang]);
      });
    }
  }

  it("unknown-terrain-kind.json names the field, the kind and the allowed kinds", () => {
    const [en] = messages("unknown-terrain-kind.json", "en");
    expect(en).toMatch(
      /^board\.terrain\[0\]\.kind: "swamp" is not a terrain kind; use one of difficult, water, /,
    );
    expect(messages("unknown-terrain-kind.json", "es")[0]).toContain('"swamp" no es un tipo de terreno');
    expect(messages("unknown-terrain-kind.json", "ru")[0]).toContain('"swamp" — не тип местности');
  });

  it("feet.json says feet are not a miniature game's unit, in every language", () => {
    expect(messages("feet.json", "en")[0]).toContain("measured in feet");
    expect(messages("feet.json", "es")[0]).toContain("se mide en pies");
    expect(messages("feet.json", "ru")[0]).toContain("измеряется в футах");
  });

  it("inches-for-signum.json is refused because Signum measures in centimetres", () => {
    expect(messages("inches-for-signum.json", "en")).toEqual([
      'The board\'s unit is "in", but the ruleset signum measures in "cm": write "unit": "cm" and give every distance in that unit.',
    ]);
  });

  it("every file in the folder is refused, and every message is translated", () => {
    const files = jsonFiles(BAD_DIR);
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      const en = messages(file, "en");
      expect(en.length).toBeGreaterThan(0);
      for (const lang of ["es", "ru"] as const) {
        const other = messages(file, lang);
        expect(other).toHaveLength(en.length);
        other.forEach((m, i) => expect(m, `${file} in ${lang}`).not.toBe(en[i]));
        // Quoted values are as the file writes them (a choice may be an i18n key); the rest is words.
        for (const m of other) expect(m.replace(/"[^"]*"/g, "")).not.toMatch(/TTM\.|\{\w+\}/);
      }
    }
  });
});
