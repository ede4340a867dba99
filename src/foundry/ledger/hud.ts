import type { Ledger, Ruleset, Verdict } from "../../engine/ruleset";
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

export interface LedgerHudContext {
  readonly spent: readonly LedgerLine[];
  readonly left: string;
  readonly canReset: boolean;
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
