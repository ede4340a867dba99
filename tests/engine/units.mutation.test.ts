// The ruleset's units and a scene's scale (src/engine/units.ts): bases are sold in mm, rulers
// read in the game's unit (SIGNUM in cm, MUMG, Carnevale and SCTMG in inches, DU in squares),
// and a scene's grid distance and unit name give the length of one grid space.
import { describe, expect, it } from "vitest";
import { mmToUnit, sceneScale, unitToMm } from "../../src/engine/units";
import { refusal } from "../refusal";

describe("mm and the ruleset's unit", () => {
  it("converts both ways in inches, centimetres and squares (25.4 mm by default, or the size given)", () => {
    expect([mmToUnit(50.8, "in"), mmToUnit(30, "cm"), mmToUnit(50.8, "sq"), mmToUnit(75, "sq", 25)]).toEqual([
      2, 3, 2, 3,
    ]);
    expect([unitToMm(2, "in"), unitToMm(3, "cm"), unitToMm(2, "sq"), unitToMm(3, "sq", 25)]).toEqual([
      50.8, 30, 50.8, 75,
    ]);
  });
});

describe("sceneScale", () => {
  const lengthsMm: [string[], number][] = [
    [["in", "inch", "inches", '"', "″", "''"], 25.4],
    [["cm", "centimeter", "centimeters", "centimetre", "centimetres", "см"], 10],
    [["mm", "millimeter", "millimeters", "millimetre", "millimetres", "мм"], 1],
    [["m", "meter", "meters", "metre", "metres", "м"], 1000],
  ];

  it("reads every spelling of in, cm, mm and m, whatever the case and the spaces round it", () => {
    for (const [names, mm] of lengthsMm) {
      for (const name of names) {
        expect([name, sceneScale(2, name, "cm")]).toEqual([name, (2 * mm) / 10]);
        expect([name, sceneScale(2, ` ${name.toUpperCase()}\t`, "in")]).toEqual([name, (2 * mm) / 25.4]);
      }
    }
    expect(sceneScale(2.54, "cm", "in")).toBeCloseTo(1, 12);
    expect(sceneScale(1, "in", "cm")).toBe(2.54);
  });

  it("refuses feet in every spelling, naming the unit as the scene wrote it", () => {
    for (const name of ["ft", "ft.", "feet", "foot", "'", "′", "pies", "фут", "футов", " FT "]) {
      expect(refusal(() => sceneScale(5, name, "in"))).toMatchObject({
        key: "TTM.Error.UnitFeet",
        data: { unit: name },
      });
    }
  });

  it("refuses a name it does not know, including the names every object has", () => {
    for (const name of ["furlong", "", "inchs", "constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const e = refusal(() => sceneScale(1, name, "in"));
      expect([e.key, e.data]).toEqual(["TTM.Error.UnitUnknown", { unit: name }]);
    }
  });

  it("refuses a grid distance that is not a positive number, before it reads the unit", () => {
    for (const [value, shown] of [
      [0, "0"],
      [-1, "-1"],
      [NaN, "NaN"],
      [Infinity, "Infinity"],
      [-Infinity, "-Infinity"],
    ] as const) {
      for (const unit of ["in", "sq"] as const) {
        const e = refusal(() => sceneScale(value, "ft", unit));
        expect([e.key, e.data]).toEqual(["TTM.Error.GridDistance", { value: shown }]);
      }
    }
    expect(sceneScale(0.001, "m", "cm")).toBe(0.1);
  });

  it("a square-grid game counts one space as one square, whatever the scene calls it", () => {
    expect([sceneScale(5, "ft", "sq"), sceneScale(1, "furlong", "sq"), sceneScale(2.5, "cm", "sq")]).toEqual([
      1, 1, 1,
    ]);
  });
});
