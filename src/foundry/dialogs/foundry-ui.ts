import type { MoveCard } from "../movement/cards";
import type { TokenLike } from "../movement/env";
import type { GateUi } from "../movement/gate";
import type { Translator } from "../../overlay/i18n";
import { answerFor, dialogButtons } from "./answer";
import type { PromptCardContext, PromptDialogContext } from "../../overlay/prompt-context";
import { rollFormula, type RollLike } from "./roll";
import { TEMPLATES } from "./templates";

/*
 * The gate's UI in Foundry: a DialogV2 per prompt (content from templates/prompt-dialog.hbs),
 * the roll a Foundry Roll, the result a ChatMessage carrying the roll (so dice modules animate
 * it) with templates/prompt-card.hbs as its content. Everything Foundry is injected, so this
 * file is a thin pass-through; the choices it makes are in answer.ts and context.ts.
 */

export interface ChatData {
  readonly content: string;
  readonly speaker: unknown;
  readonly rolls?: readonly unknown[];
  readonly whisper?: readonly string[];
}

export interface FoundryUiDeps {
  readonly t: Translator;
  render(template: string, data: object): Promise<string>;
  /** DialogV2.wait: resolves with the pressed button's action, or null when closed. */
  wait(config: {
    readonly title: string;
    readonly content: string;
    readonly buttons: ReturnType<typeof dialogButtons>;
  }): Promise<unknown>;
  makeRoll(formula: string): RollLike;
  createMessage(data: ChatData): Promise<unknown>;
  speaker(token: TokenLike): unknown;
  /** The ids of the GMs, for whispers. */
  gmIds(): string[];
}

export function foundryGateUi(deps: FoundryUiDeps): GateUi {
  return {
    async ask(context: PromptDialogContext) {
      const content = await deps.render(TEMPLATES.promptDialog, context);
      const title = deps.t("TTM.Dialog.Title", { rule: context.ruleId, name: context.mover });
      const action = await deps.wait({ title, content, buttons: dialogButtons(context, deps.t) });
      return answerFor(action, context);
    },
    roll: (formula, marked) => rollFormula((f) => deps.makeRoll(f), formula, marked),
    async postPromptCard(token, card: PromptCardContext, roll) {
      const content = await deps.render(TEMPLATES.promptCard, card);
      await deps.createMessage({ content, speaker: deps.speaker(token), ...(roll ? { rolls: [roll] } : {}) });
    },
    whisperGm: (token, card) => postMoveCard(deps, token, card, deps.gmIds()),
  };
}

/** A move card in chat: public when `whisper` is empty, else only for those users. */
export async function postMoveCard(
  deps: Pick<FoundryUiDeps, "render" | "createMessage" | "speaker">,
  token: TokenLike,
  card: MoveCard,
  whisper: readonly string[],
): Promise<void> {
  await postMoveCardAs(deps, deps.speaker(token), card, whisper);
}

/** A move card spoken as given speaker data (kept from a client that made it earlier). */
export async function postMoveCardAs(
  deps: Pick<FoundryUiDeps, "render" | "createMessage">,
  speaker: unknown,
  card: MoveCard,
  whisper: readonly string[],
): Promise<void> {
  const content = await deps.render(TEMPLATES.moveCard, card);
  await deps.createMessage({ content, speaker, ...(whisper.length > 0 ? { whisper } : {}) });
}
