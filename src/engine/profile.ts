import type { RawProfile } from "./board/types";
import { RulesError } from "./errors";
import type { DeclarationValue, FieldSpec, Profile } from "./ruleset";

/**
 * Reads a raw profile (a scenario file, a token flag, a form) against the ruleset's fields:
 * missing values take the field's default, numbers written as text are accepted, anything else
 * that does not fit is refused with a message naming the model and the field.
 */
export function readFields(fields: readonly FieldSpec[], raw: RawProfile, owner: string): Profile {
  const out: Record<string, DeclarationValue> = {};
  for (const f of fields) {
    const v = raw[f.key];
    if (v === undefined || v === null || v === "") {
      out[f.key] = f.default;
      continue;
    }
    out[f.key] = readField(f, v, owner);
  }
  return out;
}

function readField(f: FieldSpec, v: unknown, owner: string): DeclarationValue {
  const bad = (): RulesError =>
    new RulesError("TTM.Error.ProfileField", { id: owner, field: f.key, value: describe(v) });
  switch (f.type) {
    case "number": {
      const n = typeof v === "number" ? v : typeof v === "string" ? Number(v.trim()) : NaN;
      if (!Number.isFinite(n)) throw bad();
      if ((f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) throw bad();
      return n;
    }
    case "boolean":
      if (typeof v === "boolean") return v;
      if (v === "true" || v === 1) return true;
      if (v === "false" || v === 0) return false;
      throw bad();
    case "select": {
      // String() of a list joins it recursively: one 10,000 levels deep overflows the stack.
      if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean") throw bad();
      const s = String(v);
      if (!f.choices?.some((c) => c.value === s)) throw bad();
      return s;
    }
    case "text":
      if (typeof v !== "string" && typeof v !== "number") throw bad();
      return String(v);
  }
}

function describe(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  // Never null: readFields gives a null value its field's default before readField sees it.
  return typeof v;
}

export const num = (p: Profile, key: string): number => Number(p[key]);
export const flag = (p: Profile, key: string): boolean => p[key] === true;
export const str = (p: Profile, key: string): string => String(p[key]);
