import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { Board } from "../../src/engine/board/board";
import { evaluateMove } from "../../src/engine/evaluate";
import { foundryGateUi, postMoveCard } from "../../src/foundry/dialogs/foundry-ui";
import { notify } from "../../src/foundry/host/globals";
import { refusalText, reasonLines } from "../../src/foundry/movement/messages";
import { makeTranslator } from "../../src/overlay/i18n";
import { promptCardContext, promptDialogContext } from "../../src/overlay/prompt-context";
import { signum } from "../../src/rulesets/signum";
import { moduleHandlebars } from "../../src/sandbox/templates";
import type { TokenLike } from "../../src/foundry/movement/env";
import { HOSTILE, decode, tags } from "./hostile";

/*
 * Where token, actor and region names reach a message the module builds in Foundry: the
 * notifications (shown by core as cleaned HTML), the chat cards and the prompt dialogs (rendered
 * from templates/). The verdicts come from the real engine on a table whose names are hostile;
 * the texts from the real message builders; the cards from the real templates.
 */
const t = makeTranslator(en, en);
const ROOT = join(import.meta.dirname, "..", "..");
const hb = moduleHandlebars(() => t);
/** Foundry's renderTemplate: the template Foundry serves from modules/<id>/templates/, compiled with the real handlebars. */
const render = (path: string, data: object): Promise<string> =>
  Promise.resolve(hb.compile(readFileSync(join(ROOT, path.replace(/^modules\/[^/]+\//, "")), "utf8"))(data));

/** Signum: the mover runs into an enemy whose name, like its own and the rock's, is hostile. */
function hostileVerdict(names: readonly string[]) {
  const board = new Board(
    {
      unit: "cm",
      width: 60,
      height: 60,
      models: [
        { id: "hero", name: names[0], side: "blue", x: 10, y: 30 },
        { id: "orc", name: names[1], side: "red", x: 20, y: 30 },
      ],
      terrain: [
        {
          id: "rock",
          name: names[2],
          kind: "impassable",
          polygon: [
            { x: 30, y: 0 },
            { x: 32, y: 0 },
            { x: 32, y: 60 },
            { x: 30, y: 60 },
          ],
        },
      ],
      walls: [],
    },
    signum.defaultBaseMm,
  );
  const out = evaluateMove(signum, board, {
    modelId: "hero",
    action: "move",
    path: [
      { x: 10, y: 30 },
      { x: 28, y: 27 },
    ],
  });
  if (!out.ok) throw out.error;
  return out.verdict;
}

const PLAIN = ["Aldric", "Orc chief", "Rock"];

describe("hostile names in Foundry's notifications, chat cards and dialogs", () => {
  const shown: string[] = [];
  afterEach(() => {
    shown.length = 0;
    delete (globalThis as { ui?: unknown }).ui;
  });

  it("a refusal naming hostile tokens and pieces is escaped for core's notification, and reads as typed", () => {
    (globalThis as { ui?: unknown }).ui = {
      notifications: {
        info: (m: string) => shown.push(m),
        warn: (m: string) => shown.push(m),
        error: (m: string) => shown.push(m),
      },
    };
    const v = hostileVerdict(HOSTILE);
    const text = refusalText(HOSTILE[0], v, t, true);
    // The names reached the sentence (else this test proves nothing).
    expect(text).toContain(HOSTILE[0]);
    expect(
      reasonLines(v, t)
        .map((l) => l.text)
        .join(" "),
    ).toMatch(/<img|<script|<b>/);
    for (const level of ["info", "warn", "error"] as const) notify(level, text);
    expect(shown).toHaveLength(3);
    for (const m of shown) {
      expect(m).not.toMatch(/[<>"']/);
      expect(decode(m)).toBe(text);
    }
  });

  it("a move card and a prompt dialog and card built from hostile names add no element and read as typed", async () => {
    const posted: string[] = [];
    const asked: string[] = [];
    const deps = (names: readonly string[]) => ({
      render,
      t,
      wait: (config: { readonly title: string; readonly content: string }) => {
        asked.push(config.content);
        return Promise.resolve("cancel");
      },
      makeRoll: () => {
        throw new Error("no roll here");
      },
      createMessage: (data: { readonly content: string }) => {
        posted.push(data.content);
        return Promise.resolve();
      },
      speaker: () => ({ alias: names[0] }),
      gmIds: () => ["gm"],
    });
    const token = (name: string): TokenLike => ({ id: "hero", name, parent: null, flags: {} });
    const run = async (names: readonly string[]) => {
      posted.length = 0;
      asked.length = 0;
      const v = hostileVerdict(names);
      const lines = reasonLines(v, t).map((l) => ({ text: l.text, ruleId: l.ruleId }));
      await postMoveCard(
        deps(names),
        token(names[0]!),
        { kind: "warn", title: refusalText(names[0]!, v, t, false), lines },
        [],
      );
      const ui = foundryGateUi(deps(names));
      const prompt = {
        id: "backstab:orc",
        ruleId: "SIGNUM-BACKSTAB-1",
        kind: "roll" as const,
        formula: "1d6",
        key: "TTM.Signum.Prompt.Backstab",
        data: { name: names[1]! },
      };
      const dialog = promptDialogContext(prompt, t, {
        mover: names[0]!,
        source: names[1]!,
        index: 1,
        total: 1,
      });
      await ui.ask(dialog);
      const card = promptCardContext(
        dialog,
        { rolled: { formula: "1d6", dice: [5], total: 5 } },
        {
          effects: [],
          key: "TTM.Signum.Outcome.BackstabHit",
          data: { name: names[1]!, target: names[0]!, die: 5 },
        },
        t,
      );
      await ui.postPromptCard(token(names[0]!), card, null);
      return [...posted, ...asked];
    };
    const plain = await run(PLAIN);
    const hostile = await run(HOSTILE);
    expect(hostile).toHaveLength(3);
    hostile.forEach((html, i) => {
      expect(tags(html), `message ${i}`).toEqual(tags(plain[i]!));
      expect(html).not.toMatch(/<(img|script|b)\b/i);
    });
    const text = decode(hostile.join("\n"));
    for (const h of HOSTILE.slice(0, 2)) expect(text).toContain(h);
    expect(text).toContain(`${HOSTILE[1]} backstabs ${HOSTILE[0]} (rolled 5)`);
  });
});
