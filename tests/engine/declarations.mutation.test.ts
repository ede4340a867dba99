// declaredValues (src/engine/declarations.ts) rewords only readFields' refusal of a field; any
// other error met while reading the declarations goes on as it was thrown.
import { describe, expect, it } from "vitest";
import { declaredValues } from "../../src/engine/declarations";
import { RulesError } from "../../src/engine/errors";
import type { Declarations, FieldSpec } from "../../src/engine/ruleset";

const SPECS: readonly FieldSpec[] = [{ key: "run", type: "boolean", labelKey: "X.Run", default: false }];

/** Declarations whose `run` throws `thrown` when it is read (a host's proxy gone wrong). */
const throwing = (thrown: unknown): Declarations =>
  Object.defineProperty({}, "run", {
    enumerable: true,
    get: () => {
      throw thrown;
    },
  });

const caught = (declarations: Declarations): unknown => {
  try {
    declaredValues(SPECS, declarations);
  } catch (e) {
    return e;
  }
  return "nothing thrown";
};

describe("declaredValues passes other errors through", () => {
  it("a field's refusal becomes TTM.Error.Declaration with the field and the value", () => {
    const e = caught({ run: "fast" });
    expect(e instanceof RulesError && [e.key, e.data]).toEqual([
      "TTM.Error.Declaration",
      { name: "run", value: '"fast"' },
    ]);
  });

  it("another RulesError, an error that only looks like a field's refusal, and a bug are thrown unchanged", () => {
    const other = new RulesError("TTM.Error.Other", { field: "run", value: "x" });
    const lookalike = { key: "TTM.Error.ProfileField", data: { field: "run", value: "x" } };
    const bug = new TypeError("boom");
    for (const thrown of [other, lookalike, bug]) expect(caught(throwing(thrown))).toBe(thrown);
  });
});
