import type { PromptAnswer } from "../../engine/ruleset";
import { nextPrompt, phaseOf } from "../../engine/settle";
import type { GateUi } from "./gate-ui";
import type { MovementEnv, TokenLike } from "./env";
import { judge } from "./judge";
import { type PixelWaypoint, standingWaypoint } from "./path";
import { askOne } from "./settle-gate";

/*
 * Declare-phase prompts asked before the drag, for any ruleset: when a player picks an action
 * or makes a declaration whose verdict waits for a roll (Carnevale's jump distance), the roll
 * is asked at once, on the spot where the token stands, and its answer kept with the ledger
 * for the activation; every evaluation of the drag then passes it in `request.answers`, so
 * the ruler shows the rolled allowance. Triggers (wiring/movement.ts): the token's movement
 * action switched by this user, a declaration key, the token HUD's declarations, and the api's
 * `rollDeclared`; a prompt still unanswered at the drop is asked by the gate.
 */

export type DeclareToken = TokenLike & PixelWaypoint & { readonly movementAction?: string };

export interface DeclareRollHost {
  /** Keeps an answer for the activation (ledger/store.ts recordAnswer). */
  record(token: DeclareToken, promptId: string, answer: PromptAnswer): Promise<void>;
}

export type DeclareRollResult = "none" | "rolled" | "cancelled" | "problem";

/** No ruleset asks this many rolls before one move; a loop past it is a ruleset bug. */
const MAX_DECLARE = 8;

export async function rollDeclared(
  env: MovementEnv,
  ui: GateUi,
  token: DeclareToken,
  host: DeclareRollHost,
): Promise<DeclareRollResult> {
  if (!token.id) return "problem";
  const declared = env.declarations(token.id, env.user().id);
  const here = standingWaypoint(token);
  // A step that goes nowhere, with the action the token would move with.
  const waypoints = [here, { ...here, ...(token.movementAction ? { action: token.movementAction } : {}) }];
  const answers: Record<string, PromptAnswer> = {};
  let rolled = false;
  for (let i = 0; i < MAX_DECLARE; i++) {
    const j = judge(env, { token, waypoints, groupIds: [], preview: false, declared, answers });
    if (j.kind === "problem") return "problem";
    const all = j.request.answers ?? {};
    const prompt = nextPrompt(j.verdict, all);
    if (!prompt || phaseOf(prompt) !== "declare") break;
    const answer = await askOne(env, ui, token, j, { prompt, verdict: j.verdict, answers: all });
    if (answer === null) return rolled ? "rolled" : "cancelled";
    await host.record(token, prompt.id, answer);
    answers[prompt.id] = answer;
    rolled = true;
  }
  return rolled ? "rolled" : "none";
}
