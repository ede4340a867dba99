import { MODULE_ID } from "../ids";
import type { MovementEnv, TokenLike } from "../movement/env";
import { counterLabelKey, readCounters } from "../effects/counters";
import { judge } from "../movement/judge";
import { TEMPLATES } from "../dialogs/templates";
import type { DeclarationValue } from "../../engine/ruleset";
import type { DeclarationCommand } from "../movement/declarations";
import {
  declarationControls,
  hudDeclarationFields,
  ledgerLines,
  leftText,
  type LedgerHudContext,
} from "./hud";
import { readLedger, type LedgerDoc } from "./store";

/*
 * The ledger control in the token HUD (v13 hook `renderTokenHUD(app, html)`, html the HUD's
 * element; `app.object` the Token placeable). Shows what is spent and what is left; a GM's click
 * resets it. Beside it, a control with the ruleset's declarations as a form (a run, the POW paid),
 * so a player can declare without the keys. Both are built from templates/ledger-hud.hbs.
 */

export type HudToken = LedgerDoc &
  TokenLike & {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
    readonly elevation: number;
  };

export interface LedgerHudDeps {
  env(): MovementEnv;
  rulesetId(): string;
  render(path: string, data: object): Promise<string>;
  has(key: string): boolean;
  reset(token: HudToken): Promise<void>;
  token(sceneId: string | null, tokenId: string): HudToken | undefined;
  /**
   * Runs a declaration command as the declaration keys do (install.ts `declare`: the local
   * store, shared by socket, rulers redrawn), so the ruler and the commit gate read what the HUD
   * set; false when it was not taken (no token controlled). Absent: the HUD shows the
   * declarations without letting them change.
   */
  declare?(command: DeclarationCommand): boolean;
}

/** The HUD's context for one token: its ledger lines and the ruleset's word on what is left. */
export function ledgerHudContext(deps: LedgerHudDeps, token: HudToken): LedgerHudContext {
  const env = deps.env();
  const ruleset = env.ruleset();
  const sceneId = token.parent?.id ?? null;
  const ledger = token.id ? readLedger(token, ruleset, env.combatNow(token.id, sceneId)) : {};
  const here = {
    x: token.x,
    y: token.y,
    width: token.width,
    height: token.height,
    elevation: token.elevation,
  };
  const j = judge(env, {
    token,
    waypoints: [here, here],
    groupIds: [],
    preview: false,
    declared: token.id ? env.declarations(token.id, env.user().id) : { values: {} },
  });
  // Counters the model carries (Dazed, Submerged): core's status icons hold no count.
  const counters = Object.entries(readCounters(token)).map(([name, count]) => ({
    label: env.t(counterLabelKey(name), { id: name }),
    value: String(count),
  }));
  return {
    ...(counters.length > 0 ? { counters } : {}),
    spent: ledgerLines(ruleset, ledger, env.t, (k) => deps.has(k)),
    left: leftText(j.kind === "verdict" ? j.verdict : null, ruleset, env.t),
    canReset: env.user().isGM,
    declarations: declarationControls(
      ruleset,
      token.id ? env.declarations(token.id, env.user().id) : { values: {} },
      env.t,
    ),
    canDeclare: deps.declare !== undefined,
  };
}

/** The slice of an <input>/<select> a declaration control is read through. */
export interface DeclarationInput {
  readonly dataset: { readonly ttmDeclaration?: string };
  readonly type: string;
  value: string;
  checked: boolean;
}

const isDeclarationInput = (v: unknown): v is DeclarationInput =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as { dataset?: { ttmDeclaration?: unknown } }).dataset?.ttmDeclaration === "string";

/** The command a changed control asks for, or null when it is not a declaration of this ruleset. */
export function commandForInput(deps: LedgerHudDeps, input: DeclarationInput): DeclarationCommand | null {
  const ruleset = deps.env().ruleset();
  const key = input.dataset.ttmDeclaration;
  const spec = hudDeclarationFields(ruleset).find((f) => f.key === key);
  if (!spec) return null;
  const value: DeclarationValue =
    spec.type === "boolean" ? input.checked : spec.type === "number" ? Number(input.value) : input.value;
  return { kind: "set", rulesetId: ruleset.id, key: spec.key, value };
}

/**
 * Listens for changes of the declaration controls under `root`. A change that was not taken
 * (no token controlled, a value that does not fit) puts the control back to what is declared,
 * so the form never shows a declaration the ruler does not.
 */
export function wireDeclarationInputs(root: EventTarget, deps: LedgerHudDeps, token: HudToken): void {
  root.addEventListener("change", (event) => {
    // Foundry's HUD is a form: its own change handling must not see these unnamed controls.
    event.stopPropagation();
    const input = event.target;
    if (!isDeclarationInput(input)) return;
    const command = commandForInput(deps, input);
    if (command && deps.declare?.(command)) return;
    const env = deps.env();
    if (command) env.notify("warn", env.t("TTM.Declaration.NoToken"));
    const spec = hudDeclarationFields(env.ruleset()).find((f) => f.key === input.dataset.ttmDeclaration);
    if (!spec) return;
    const now =
      (token.id ? env.declarations(token.id, env.user().id) : { values: {} }).values[spec.key] ??
      spec.default;
    if (spec.type === "boolean") input.checked = now === true;
    else input.value = String(now);
  });
}

export function installLedgerHud(
  hooks: { on(hook: string, fn: (...args: never[]) => unknown): unknown },
  deps: LedgerHudDeps,
): void {
  hooks.on("renderTokenHUD", (app: { object?: { document?: HudToken } | null }, html: HTMLElement) => {
    const token = app.object?.document;
    if (!token?.id) return;
    void addControl(deps, token, html).catch((e: unknown) => console.error(`${MODULE_ID} | token HUD`, e));
  });
}

async function addControl(deps: LedgerHudDeps, token: HudToken, html: HTMLElement): Promise<void> {
  const context = ledgerHudContext(deps, token);
  const markup = await deps.render(TEMPLATES.ledgerHud, context);
  const holder = html.ownerDocument.createElement("template");
  holder.innerHTML = markup.trim();
  const column = html.querySelector(".col.left") ?? html;
  const declare = holder.content.querySelector(".ttm-declare");
  const control = holder.content.querySelector(".ttm-ledger");
  if (!control) return;
  column.append(control);
  if (declare) {
    column.append(declare);
    wireDeclarationInputs(declare, deps, token);
    // Clicks, keys and submits inside the form are this control's, not the HUD's (whose
    // handlers would act on the token); Enter in a text box commits it instead of submitting.
    for (const type of ["click", "pointerdown", "submit"])
      declare.addEventListener(type, (e) => e.stopPropagation());
    declare.addEventListener("keydown", (e) => {
      e.stopPropagation();
      if (e instanceof KeyboardEvent && e.key === "Enter" && e.target instanceof HTMLInputElement) {
        e.preventDefault();
        e.target.blur();
      }
    });
  }
  if (!context.canReset) return;
  control.addEventListener("click", (event) => {
    event.preventDefault();
    void deps.reset(token).then(() => {
      const env = deps.env();
      env.notify("info", env.t("TTM.Notify.LedgerReset", { name: token.name }));
    });
  });
}
