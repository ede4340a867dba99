import { RulesError, isRulesError } from "./errors";
import { readFields } from "./profile";
import type { Declarations, FieldSpec, Profile } from "./ruleset";

/**
 * A request's declarations read against the ruleset's `declarations` specs, with the rules of
 * `readFields`: a missing or empty value takes the field's default, numbers and booleans
 * written as text are accepted. Keys no spec names are left out of the result, not refused:
 * a newer host may send what this ruleset does not read, and host context (MUMG's `round`) is
 * the ruleset's own to check. A value that does not fit is refused with TTM.Error.Declaration
 * naming the key.
 */
export function declaredValues(specs: readonly FieldSpec[], declarations: Declarations | undefined): Profile {
  try {
    return readFields(specs, declarations ?? {}, "");
  } catch (e) {
    // readFields words its refusal for a model's profile; a declaration is the player's, so the
    // same facts (the field and the value as readFields describes it) get their own message.
    if (isRulesError(e) && e.key === "TTM.Error.ProfileField") {
      throw new RulesError("TTM.Error.Declaration", {
        name: String(e.data.field),
        value: String(e.data.value),
      });
    }
    throw e;
  }
}
