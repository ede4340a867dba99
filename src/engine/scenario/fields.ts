import { z } from "zod";
import type { JsonPath } from "./path";

/**
 * The field names the schema accepts for the object at `path`, so a message about an unknown
 * field can list what is allowed there (a typo like `base` for `baseMm` is then obvious).
 */
export function fieldsAt(schema: z.ZodType, path: JsonPath): string[] | null {
  let here: z.ZodType | undefined = unwrap(schema);
  for (const part of path) {
    if (!here) return null;
    if (here instanceof z.ZodObject) here = (here.shape as Record<string, z.ZodType>)[String(part)];
    else if (here instanceof z.ZodArray) here = here.element as z.ZodType;
    else if (here instanceof z.ZodRecord) here = here.valueType as z.ZodType;
    else if (here instanceof z.ZodTuple) here = (here.def.items as z.ZodType[])[Number(part)];
    else return null;
    here = here ? unwrap(here) : undefined;
  }
  return here instanceof z.ZodObject ? Object.keys(here.shape) : null;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
  return s;
}
