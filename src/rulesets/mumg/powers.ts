import type { Declarations } from "../../engine/ruleset";
import { readMumgDeclarations } from "./declarations";
import type { MovementPower, MumgProfile } from "./profile";

/**
 * MUMG-OTHER-1: the power the `power` action uses: the one named by `declarations.power` (its
 * name or its id, `power:<slug>` or just the slug), else the first on the card (`assumed`). The
 * action list is the same for every model, so the power is a declaration, not an action id.
 */
export function choosePower(
  profile: MumgProfile,
  declarations: Declarations | undefined,
): { readonly power: MovementPower | null; readonly assumed: boolean; readonly wanted: string | null } {
  const wanted = readMumgDeclarations(declarations).power;
  if (wanted !== null) {
    const w = wanted.toLowerCase();
    const found = profile.powers.find(
      (p) => p.id === w || p.id === `power:${w}` || p.name.toLowerCase() === w,
    );
    return { power: found ?? null, assumed: false, wanted };
  }
  return { power: profile.powers[0] ?? null, assumed: true, wanted: null };
}
