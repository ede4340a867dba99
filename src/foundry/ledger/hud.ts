import type { FieldSpec, Ledger, Ruleset, Verdict } from "../../engine/ruleset";
import type { DragDeclarations } from "../movement/declarations";
import type { Translator } from "../../overlay/i18n";
import { formatDistance } from "../../overlay/plan";
import { reasonLines } from "../movement/messages";

/*
 * The ledger in the token HUD (templates/ledger-hud.hbs): what the model has spent this round
 * or turn, and what it may still do. "Left" is the verdict for a move of no length, so it is
 * the ruleset's own answer (the allowance it would give now, or why it may not move).
 */

export interface LedgerLine {
  readonly label: string;
  readonly value: string;
}

/**
 * One declaration as a form control. Exactly one of checkbox/select/text/number is set, so the
 * template can branch with `{{#if}}` alone; `key` is the field's, written to data-ttm-declaration.
 */
export interface DeclarationControl {
  readonly key: string;
  readonly label: string;
  readonly hint: string;
  readonly checkbox?: { readonly checked: boolean };
  readonly select?: {
    readonly options: readonly {
      readonly value: string;
      readonly label: string;
      readonly selected: boolean;
    }[];
  };
  readonly text?: { readonly value: string };
  readonly number?: {
    readonly value: string;
    readonly min?: number;
    readonly max?: number;
    readonly step?: number;
  };
}

export interface LedgerHudContext {
  readonly spent: readonly LedgerLine[];
  /** Counters the token carries (effects/counters.ts); absent when none. */
  readonly counters?: readonly LedgerLine[];
  readonly left: string;
  readonly canReset: boolean;
  /** The world ruleset's declarations as controls; empty: no declarations control at all. */
  readonly declarations: readonly DeclarationControl[];
  /** False: the controls only show what is declared (no way to write the store was given). */
  readonly canDeclare: boolean;
}

/**
 * The declarations a HUD offers: all of the ruleset's but a boolean named after one of its
 * actions (Signum's `run`), which the Ruleset contract says is that action; the HUD's movement
 * action palette offers it once, as the action.
 */
export function hudDeclarationFields(ruleset: Ruleset): FieldSpec[] {
  return (ruleset.declarations ?? []).filter(
    (f) => !(f.type === "boolean" && ruleset.actions.some((a) => a.id === f.key)),
  );
}

/**
 * The controls for the declarations in hand, showing their current values (the default when
 * none is declared). Labels and choice labels go through `t`; the template escapes them.
 */
export function declarationControls(
  ruleset: Ruleset,
  declared: DragDeclarations,
  t: Translator,
): DeclarationControl[] {
  return hudDeclarationFields(ruleset).map((f) => {
    const now = declared.values[f.key] ?? f.default;
    const base = { key: f.key, label: t(f.labelKey), hint: f.hintKey ? t(f.hintKey) : "" };
    switch (f.type) {
      case "boolean":
        return { ...base, checkbox: { checked: now === true } };
      case "select":
        return {
          ...base,
          select: {
            options: (f.choices ?? []).map((c) => ({
              value: c.value,
              label: t(c.labelKey),
              selected: c.value === String(now),
            })),
          },
        };
      case "number":
        return {
          ...base,
          number: {
            value: String(now),
            ...(f.min !== undefined ? { min: f.min } : {}),
            ...(f.max !== undefined ? { max: f.max } : {}),
            ...(f.step !== undefined ? { step: f.step } : {}),
          },
        };
      case "text":
        return { ...base, text: { value: String(now) } };
    }
  });
}

/**
 * A ledger key's label: the ruleset's `<its i18n prefix>.Ledger.<key>` string when it has one
 * (Signum: TTM.Signum.Ledger.moved), else the key itself.
 */
export function ledgerLabel(
  ruleset: Ruleset,
  key: string,
  t: Translator,
  has: (key: string) => boolean,
): string {
  const prefix = ruleset.nameKey.replace(/\.Name$/, "");
  const candidate = prefix + ".Ledger." + key;
  return has(candidate) ? t(candidate) : key;
}

export function ledgerLines(
  ruleset: Ruleset,
  ledger: Ledger,
  t: Translator,
  has: (key: string) => boolean,
): LedgerLine[] {
  return Object.entries(ledger).map(([k, v]) => ({
    label: ledgerLabel(ruleset, k, t, has),
    value: typeof v === "boolean" ? t(v ? "TTM.Ledger.Yes" : "TTM.Ledger.No") : String(v),
  }));
}

/** What the model may still do, from the verdict on a move of no length. */
export function leftText(verdict: Verdict | null, ruleset: Ruleset, t: Translator): string {
  if (!verdict) return t("TTM.Ledger.Unknown");
  if (!verdict.legal) return reasonLines(verdict, t)[0]?.text ?? t("TTM.Ledger.CannotMove");
  return t("TTM.Overlay.Left", {
    distance: formatDistance(verdict.allowance),
    unit: t(`TTM.Overlay.Unit.${ruleset.unit}`),
  });
}
