import { isRulesError, type MessageData } from "../../engine/errors";
import { readFields } from "../../engine/profile";
import type { FieldSpec, Ruleset } from "../../engine/ruleset";
import { MODULE_ID } from "../ids";
import { PROFILE_FLAG, type ProfileFlag } from "../scene/profile";

/** Form names: FormDataExtended expands them into `flags.tabletop-movement.profile.…` on submit. */
export const FLAG_PATH = `flags.${MODULE_ID}.${PROFILE_FLAG}`;

/** A localised message before formatting: the engine's RulesError key and data. */
export interface FieldMessage {
  readonly key: string;
  readonly data: MessageData;
}

/**
 * Checks each profile field on its own with the engine's readFields, so the tab can put every
 * bad value's message next to its field (readFields stops at the first). Keyed by field key.
 */
export function validateProfileValues(
  ruleset: Ruleset,
  values: Readonly<Record<string, unknown>>,
  owner: string,
): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const f of ruleset.profileFields) {
    try {
      readFields([f], { [f.key]: values[f.key] }, owner);
    } catch (e) {
      if (!isRulesError(e)) throw e;
      out[f.key] = { key: e.key, data: e.data };
    }
  }
  return out;
}

export interface FieldContext {
  readonly key: string;
  readonly id: string;
  readonly name: string;
  readonly labelKey: string;
  readonly hintKey: string | null;
  readonly isNumber: boolean;
  readonly isBoolean: boolean;
  readonly isSelect: boolean;
  readonly isText: boolean;
  /** The value shown: the token's own, or the actor's where an attribute path feeds the field. */
  readonly value: string;
  readonly checked: boolean;
  readonly options: readonly {
    readonly value: string;
    readonly labelKey: string;
    readonly selected: boolean;
  }[];
  readonly min: number | null;
  readonly max: number | null;
  readonly step: number | "any";
  /** The actor attribute the field is read from (then read-only here), or null. */
  readonly actorPath: string | null;
  /** The localised problem with the current value, or null. */
  readonly error: string | null;
}

export interface MovementTabContext {
  readonly rulesetNameKey: string;
  readonly idPrefix: string;
  readonly fields: readonly FieldContext[];
  readonly base: {
    readonly name: string;
    readonly value: number | null;
    /** What an empty base means, in mm: the token's size on the scene, or the ruleset default. */
    readonly defaultMm: number;
    readonly defaultFromToken: boolean;
  };
  readonly height: { readonly name: string; readonly value: number | null; readonly unitKey: string };
  readonly unitId: { readonly name: string; readonly value: string };
  readonly side: { readonly name: string; readonly value: string };
}

export interface TabInput {
  readonly ruleset: Ruleset;
  readonly flag: ProfileFlag;
  /** Field key → actor attribute path, from the attribute paths setting. */
  readonly actorPaths: ReadonlyMap<string, string>;
  /** The values found at those paths on the actor (absent: the actor has none). */
  readonly actorValues: Readonly<Record<string, unknown>>;
  /** The token's size as a base in mm, when the token is on a scene the ruleset can measure. */
  readonly tokenBaseMm: number | null;
  /** Who the messages name (the token's name). */
  readonly owner: string;
  readonly idPrefix: string;
  readonly format: (key: string, data: MessageData) => string;
}

const round = (n: number): number => Math.round(n * 10) / 10;

/** A raw value as an input's text: primitives as they are, anything else (bad data) as empty. */
const asText = (v: unknown): string =>
  typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? String(v) : "";

function fieldContext(
  f: FieldSpec,
  input: TabInput,
  value: unknown,
  error: FieldMessage | undefined,
): FieldContext {
  const actorPath = input.actorPaths.get(f.key) ?? null;
  const shown = value === undefined || value === null ? f.default : value;
  return {
    key: f.key,
    id: `${input.idPrefix}-${f.key}`,
    name: `${FLAG_PATH}.fields.${f.key}`,
    labelKey: f.labelKey,
    hintKey: f.hintKey ?? null,
    isNumber: f.type === "number",
    isBoolean: f.type === "boolean",
    isSelect: f.type === "select",
    isText: f.type === "text",
    value: asText(shown),
    checked: shown === true || shown === "true",
    options: (f.choices ?? []).map((c) => ({ ...c, selected: c.value === asText(shown) })),
    min: f.min ?? null,
    max: f.max ?? null,
    step: f.step ?? "any",
    actorPath,
    error: error ? input.format(error.key, error.data) : null,
  };
}

/** The data templates/token-movement-tab.hbs renders: pure, so it is tested without Foundry. */
export function movementTabContext(input: TabInput): MovementTabContext {
  const values: Record<string, unknown> = { ...input.flag.fields };
  for (const [key] of input.actorPaths)
    if (input.actorValues[key] !== undefined) values[key] = input.actorValues[key];
  const errors = validateProfileValues(input.ruleset, values, input.owner);
  return {
    rulesetNameKey: input.ruleset.nameKey,
    idPrefix: input.idPrefix,
    fields: input.ruleset.profileFields.map((f) => fieldContext(f, input, values[f.key], errors[f.key])),
    base: {
      name: `${FLAG_PATH}.baseMm`,
      value: input.flag.baseMm ?? null,
      defaultMm: round(input.tokenBaseMm ?? input.ruleset.defaultBaseMm),
      defaultFromToken: input.tokenBaseMm !== null,
    },
    height: {
      name: `${FLAG_PATH}.height`,
      value: input.flag.height ?? null,
      unitKey: `TTM.Overlay.Unit.${input.ruleset.unit}`,
    },
    unitId: { name: `${FLAG_PATH}.unitId`, value: input.flag.unitId ?? "" },
    side: { name: `${FLAG_PATH}.side`, value: input.flag.side ?? "" },
  };
}
