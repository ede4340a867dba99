import { describe, expect, it } from "vitest";
import { z } from "zod";
import { scenarioSchema, scenarioSchemaV1 } from "../../src/engine/scenario";
import { ROOT, readText } from "./helpers";

/*
 * Every field of both scenario formats appears in at least one JSON example of
 * docs/scenario-format.md (whose examples shipped.test.ts plays and checks), so each field has
 * a tested example. Fields are named by their path: `steps[].<route>.expect.route`, with `[]`
 * for a list item and `{}` for a value of a record keyed by the file (an id, a ledger key).
 */

type Schema = z.ZodType;

function unwrap(s: Schema): Schema {
  let here = s;
  while (here instanceof z.ZodOptional || here instanceof z.ZodNullable) here = here.unwrap() as Schema;
  return here;
}

/** Every field path the schema has. */
function fields(schema: Schema, prefix: string, out: Set<string>): void {
  const s = unwrap(schema);
  if (s instanceof z.ZodObject) {
    const shape: Readonly<Record<string, Schema>> = s.shape;
    for (const [key, child] of Object.entries(shape)) {
      const path = prefix === "" ? key : `${prefix}.${key}`;
      out.add(path);
      fields(child, path, out);
    }
  } else if (s instanceof z.ZodArray) fields(s.element as Schema, `${prefix}[]`, out);
  else if (s instanceof z.ZodRecord) fields(s.valueType as Schema, `${prefix}{}`, out);
  else if (s instanceof z.ZodDiscriminatedUnion) {
    for (const option of s.options as readonly Schema[]) fields(option, `${prefix}.<${kindOf(option)}>`, out);
  } else if (s instanceof z.ZodUnion)
    for (const option of s.options as readonly Schema[]) fields(option, prefix, out);
}

const kindOf = (option: Schema): string => {
  const kind = (unwrap(option) as z.ZodObject).shape.kind as z.ZodLiteral<string>;
  return String(kind.value);
};

/** The field paths a JSON value uses, read along the schema. */
function used(schema: Schema, value: unknown, prefix: string, out: Set<string>): void {
  const s = unwrap(schema);
  if (s instanceof z.ZodObject && value !== null && typeof value === "object" && !Array.isArray(value)) {
    const shape = s.shape as Record<string, Schema>;
    for (const [key, child] of Object.entries(value)) {
      if (!shape[key]) continue;
      const path = prefix === "" ? key : `${prefix}.${key}`;
      out.add(path);
      used(shape[key], child, path, out);
    }
  } else if (s instanceof z.ZodArray && Array.isArray(value)) {
    for (const item of value) used(s.element as Schema, item, `${prefix}[]`, out);
  } else if (s instanceof z.ZodRecord && value !== null && typeof value === "object") {
    for (const item of Object.values(value)) used(s.valueType as Schema, item, `${prefix}{}`, out);
  } else if (s instanceof z.ZodDiscriminatedUnion && value !== null && typeof value === "object") {
    const option = (s.options as readonly Schema[]).find(
      (o) => kindOf(o) === (value as { kind?: unknown }).kind,
    );
    if (option) used(option, value, `${prefix}.<${kindOf(option)}>`, out);
  } else if (s instanceof z.ZodUnion) {
    for (const option of s.options as readonly Schema[]) used(option, value, prefix, out);
  }
}

describe("docs/scenario-format.md gives every field an example", () => {
  const doc = readText(ROOT, "docs/scenario-format.md");
  const examples = [...doc.matchAll(/```json\n([\s\S]*?)\n```/g)].map(
    (m) => JSON.parse(m[1] ?? "") as { format?: number },
  );

  for (const [format, schema] of [
    [1, scenarioSchemaV1],
    [2, scenarioSchema],
  ] as const) {
    it(`format ${format}: each field is used by an example, and each kind of step`, () => {
      const all = new Set<string>();
      fields(schema, "", all);
      const seen = new Set<string>();
      for (const e of examples.filter((x) => x.format === format)) used(schema, e, "", seen);
      // A field every kind of step shares (title, answers, expect.reasons…) needs one example, not one per kind.
      const anyKind = (paths: Set<string>): Set<string> =>
        new Set([...paths].map((p) => p.replace(/<[a-z-]+>/, "<*>")));
      const covered = anyKind(seen);
      expect([...anyKind(all)].filter((f) => !covered.has(f))).toEqual([]);
      const kinds = (paths: Set<string>): string[] =>
        [...new Set([...paths].flatMap((p) => p.match(/<[a-z-]+>/g) ?? []))].sort();
      expect(kinds(seen)).toEqual(kinds(all));
    });
  }
});
