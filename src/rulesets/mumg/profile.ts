import { RulesError } from "../../engine/errors";
import { flag, num, str } from "../../engine/profile";
import type { FieldSpec, Profile } from "../../engine/ruleset";
import { parseMovement } from "./tiers";

export const PROFILE_FIELDS: readonly FieldSpec[] = [
  {
    key: "movement",
    type: "text",
    labelKey: "TTM.Mumg.Field.Movement",
    hintKey: "TTM.Mumg.Field.MovementHint",
    default: "4/7",
  },
  {
    key: "height",
    type: "number",
    labelKey: "TTM.Mumg.Field.Height",
    hintKey: "TTM.Mumg.Field.HeightHint",
    min: 0.1,
    max: 20,
    step: 0.1,
    default: 1.5,
  },
  { key: "agile", type: "boolean", labelKey: "TTM.Mumg.Field.Agile", default: false },
  { key: "fly", type: "boolean", labelKey: "TTM.Mumg.Field.Fly", default: false },
  { key: "wallCrawler", type: "boolean", labelKey: "TTM.Mumg.Field.WallCrawler", default: false },
  {
    key: "ensnare",
    type: "number",
    labelKey: "TTM.Mumg.Field.Ensnare",
    hintKey: "TTM.Mumg.Field.EnsnareHint",
    min: 0,
    max: 20,
    step: 1,
    default: 0,
  },
  {
    key: "ensnareRound",
    type: "number",
    labelKey: "TTM.Mumg.Field.EnsnareRound",
    hintKey: "TTM.Mumg.Field.EnsnareRoundHint",
    min: 0,
    step: 1,
    default: 0,
  },
  {
    key: "powers",
    type: "text",
    labelKey: "TTM.Mumg.Field.Powers",
    hintKey: "TTM.Mumg.Field.PowersHint",
    default: "",
  },
];

/** MUMG-OTHER-1: a card's special movement power, priced on its own. */
export interface MovementPower {
  readonly id: string;
  readonly name: string;
  readonly distance: number;
  readonly pow: number;
}

export interface MumgProfile {
  readonly movement: readonly number[];
  readonly height: number;
  readonly agile: boolean;
  readonly fly: boolean;
  readonly wallCrawler: boolean;
  readonly ensnare: number;
  /** The round the Ensnare ends with; 0 means it lasts the current round only. */
  readonly ensnareRound: number;
  readonly powers: readonly MovementPower[];
}

/** "Super-jump: 8: 1; Grapple-gun: 10: 2" -> powers (name, distance in inches, POW). */
export function parsePowers(text: string, owner: string): MovementPower[] {
  if (!text.trim()) return [];
  return text.split(";").map((entry) => {
    const [name, distance, pow] = entry.split(":").map((s) => s.trim());
    const d = Number(distance);
    const p = Number(pow);
    if (!name || !Number.isFinite(d) || d <= 0 || !Number.isInteger(p) || p < 0 || p > 3) {
      throw new RulesError("TTM.Error.ProfileField", {
        id: owner,
        field: "powers",
        value: JSON.stringify(entry.trim()),
      });
    }
    return { id: `power:${slug(name)}`, name, distance: d, pow: p };
  });
}

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    // The accents NFD splits off go, so "Súper salto" is "super-salto", not "su-per-salto".
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function toMumgProfile(p: Profile, owner: string): MumgProfile {
  return {
    movement: parseMovement(str(p, "movement"), owner),
    height: num(p, "height"),
    agile: flag(p, "agile"),
    fly: flag(p, "fly"),
    wallCrawler: flag(p, "wallCrawler"),
    ensnare: num(p, "ensnare"),
    ensnareRound: num(p, "ensnareRound"),
    powers: parsePowers(str(p, "powers"), owner),
  };
}
