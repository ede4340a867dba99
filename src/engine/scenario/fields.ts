import { z } from "zod";
import { type JsonPath, valueAt } from "./path";

/**
 * The field names the schema accepts for the object at `path` of `input`, so a message about an
 * unknown field can list what is allowed there (a typo like `base` for `baseMm` is then
 * obvious). A list of steps is read by each step's `kind`.
 */
export function fieldsAt(schema: z.ZodType, path: JsonPath, input: unknown): string[] | null {
  let here: z.ZodType | undefined = unwrap(schema, [], input);
  for (const [i, part] of path.entries()) {
    if (!here) return null;
    if (here instanceof z.ZodObject) here = (here.shape as Record<string, z.ZodType>)[String(part)];
    else if (here instanceof z.ZodArray) here = here.element as z.ZodType;
    else if (here instanceof z.ZodRecord) here = here.valueType as z.ZodType;
    else if (here instanceof z.ZodTuple) here = (here.def.items as z.ZodType[])[Number(part)];
    else return null;
    here = here ? unwrap(here, path.slice(0, i + 1), input) : undefined;
  }
  return here instanceof z.ZodObject ? Object.keys(here.shape) : null;
}

function unwrap(schema: z.ZodType, at: JsonPath, input: unknown): z.ZodType | undefined {
  let s: z.ZodType | undefined = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
  if (s instanceof z.ZodDiscriminatedUnion) {
    const key = s.def.discriminator;
    const found = valueAt(input, [...at, key]);
    const value = found.found ? found.value : undefined;
    s = (s.options as readonly z.ZodType[]).find(
      (o) =>
        o instanceof z.ZodObject && (o.shape as Record<string, z.ZodType>)[key]?.safeParse(value).success,
    );
  }
  // A value written either as a word or as an object (a reason, a prompt, a model's claim): the object.
  if (s instanceof z.ZodUnion) s = (s.options as readonly z.ZodType[]).find((o) => o instanceof z.ZodObject);
  return s;
}
