import { MODULE_ID } from "../ids";
import type { MovementEnv, TokenLike } from "../movement/env";
import { judge } from "../movement/judge";
import { TEMPLATES } from "../dialogs/templates";
import { ledgerLines, leftText, type LedgerHudContext } from "./hud";
import { readLedger, type LedgerDoc } from "./store";

/*
 * The ledger control in the token HUD (v13 hook `renderTokenHUD(app, html)`, html the HUD's
 * element; `app.object` the Token placeable). Shows what is spent and what is left; a GM's click
 * resets it. The control is built from templates/ledger-hud.hbs.
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
  return {
    spent: ledgerLines(ruleset, ledger, env.t, (k) => deps.has(k)),
    left: leftText(j.kind === "verdict" ? j.verdict : null, ruleset, env.t),
    canReset: env.user().isGM,
  };
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
  const control = holder.content.firstElementChild;
  if (!control) return;
  (html.querySelector(".col.left") ?? html).append(control);
  if (!context.canReset) return;
  control.addEventListener("click", (event) => {
    event.preventDefault();
    void deps.reset(token).then(() => {
      const env = deps.env();
      env.notify("info", env.t("TTM.Notify.LedgerReset", { name: token.name }));
    });
  });
}
