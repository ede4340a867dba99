import type { RawProfile } from "../../engine/board/types";
import type { Ruleset } from "../../engine/ruleset";
import { MODULE_ID } from "../ids";
import { PROFILE_SETTING, type FoundrySettings } from "../settings";
import type { ActorSource, TokenSource } from "./sources";
import { isRecord } from "../records";

/**
 * What the "Movement" tab stores in `flags.tabletop-movement.profile`. The ruleset's own fields
 * live under `fields`, apart from the physical ones, because a ruleset may call a field
 * `height` (MUMG's Size-like height) that is not the miniature's height on the table.
 */
export interface ProfileFlag {
  /** Values of the ruleset's profileFields, as typed into the form (validated by the engine). */
  readonly fields: RawProfile;
  /** Base diameter in mm; absent means "from the token's size on the scene". */
  readonly baseMm?: number;
  /** How tall the miniature stands, in the ruleset's unit. */
  readonly height?: number;
  readonly unitId?: string;
  /** Overrides the side taken from the token's disposition (games with more than two sides). */
  readonly side?: string;
}

export const PROFILE_FLAG = "profile";

const positive = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isFinite(v) && v > 0 ? v : undefined;
const nonNegative = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : undefined;
const text = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;

/**
 * The profile flag of a token (or a prototype token: same `flags` shape), with anything of the
 * wrong type dropped: flags can be edited by macros and other modules, so nothing is trusted.
 */
export function readProfileFlag(token: { readonly flags: unknown }): ProfileFlag {
  const scope = isRecord(token.flags) ? token.flags[MODULE_ID] : undefined;
  const raw = isRecord(scope) ? scope[PROFILE_FLAG] : undefined;
  if (!isRecord(raw)) return { fields: {} };
  const baseMm = positive(raw.baseMm);
  const height = nonNegative(raw.height);
  const unitId = text(raw.unitId);
  const side = text(raw.side);
  return {
    fields: isRecord(raw.fields) ? { ...raw.fields } : {},
    ...(baseMm !== undefined ? { baseMm } : {}),
    ...(height !== undefined ? { height } : {}),
    ...(unitId !== undefined ? { unitId } : {}),
    ...(side !== undefined ? { side } : {}),
  };
}

/**
 * Parses the attribute paths setting: `field=path` pairs separated by commas, semicolons or new
 * lines (`move=system.attributes.move; flight=system.traits.fly`). Paths are read from the actor,
 * so they usually start with `system.`. Malformed pairs are skipped.
 */
export function parseAttributePaths(setting: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of setting.split(/[,;\n]/)) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const key = pair.slice(0, eq).trim();
    const path = pair.slice(eq + 1).trim();
    if (key && /^[\w$-]+(\.[\w$-]+)*$/.test(path)) out.set(key, path);
  }
  return out;
}

/** `foundry.utils.getProperty` without the global: follows a dotted path, undefined if it breaks. */
export function readPath(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const part of path.split(".")) {
    if (node === null || (typeof node !== "object" && typeof node !== "function")) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The profile fields that the attribute paths setting feeds from the actor, with their paths. */
export function actorFedFields(ruleset: Ruleset, settings: FoundrySettings): Map<string, string> {
  const paths = parseAttributePaths(settings.get(MODULE_ID, PROFILE_SETTING.attributePaths));
  const known = new Set(ruleset.profileFields.map((f) => f.key));
  return new Map([...paths].filter(([key]) => known.has(key)));
}

/**
 * A token's movement profile as the engine's RawProfile: the ruleset's fields from the token's
 * flag, where the attribute paths setting names a path for a field and the actor has a value
 * there, the actor's value (the game system's sheet is the source of truth for those fields;
 * the Movement tab shows them read-only). Values are not validated here: the engine's
 * readFields does that when it judges a move, with errors that name the token and field.
 */
export function readTokenProfile(
  token: Pick<TokenSource, "flags" | "actor">,
  ruleset: Ruleset,
  settings: FoundrySettings,
): RawProfile {
  const own = readProfileFlag(token).fields;
  const out: Record<string, unknown> = {};
  for (const f of ruleset.profileFields) if (own[f.key] !== undefined) out[f.key] = own[f.key];
  const actor: ActorSource | null = token.actor;
  if (!actor) return out;
  for (const [key, path] of actorFedFields(ruleset, settings)) {
    const v = readPath(actor, path);
    if (v !== undefined && v !== null) out[key] = v;
  }
  return out;
}
