// Prompt dialogs and chat cards (src/foundry/dialogs): the buttons and what each answers, the
// dice of a fake Roll, and the Foundry UI over fake DialogV2/ChatMessage with the real
// templates rendered by the real handlebars in en/es/ru. No Foundry runs here.
import { describe, expect, it } from "vitest";
import type { Prompt } from "../../../src/engine/ruleset";
import { answerFor, dialogButtons } from "../../../src/foundry/dialogs/answer";
import { promptCardContext, promptDialogContext } from "../../../src/overlay/prompt-context";
import { foundryGateUi, postMoveCard, type ChatData } from "../../../src/foundry/dialogs/foundry-ui";
import { keptDice, rollFormula } from "../../../src/foundry/dialogs/roll";
import { TEMPLATES } from "../../../src/foundry/dialogs/templates";
import { FakeRoll, renderTemplate, translator } from "./fakes";

const backstab: Prompt = {
  id: "backstab:e",
  ruleId: "SIGNUM-BACKSTAB-1",
  kind: "roll",
  formula: "1d6",
  key: "TTM.Signum.Prompt.Backstab",
  data: { name: "<b>Orc</b>" },
  sourceId: "e",
  at: 0,
};
const choice: Prompt = {
  id: "c",
  ruleId: "X-1",
  kind: "choice",
  choices: ["left", "TTM.Ledger.Yes"],
  key: "TTM.Ledger.Title",
};
const where = { mover: "<i>Kira</i>", source: "<b>Orc</b>", index: 1, total: 2 };

describe("dialog buttons and answers", () => {
  it("a roll prompt: Roll <formula> (default) and Cancel", () => {
    const ctx = promptDialogContext(backstab, translator(), where);
    expect(dialogButtons(ctx, translator())).toEqual([
      { action: "roll", label: "Roll 1d6", icon: "fa-solid fa-dice-d6", default: true },
      { action: "cancel", label: "Cancel the move", icon: "fa-solid fa-xmark" },
    ]);
    expect(answerFor("roll", ctx)).toEqual({ roll: true });
    expect(answerFor("cancel", ctx)).toBeNull();
    expect(answerFor(null, ctx)).toBeNull(); // the window was closed
  });

  it("a choice prompt: one numbered button per choice, localised when it is a key", () => {
    const ctx = promptDialogContext(choice, translator("es"), where);
    const buttons = dialogButtons(ctx, translator("es"));
    expect(buttons.map((b) => [b.action, b.label])).toEqual([
      ["choice-0", "left"],
      ["choice-1", "sí"],
      ["cancel", "Cancelar el movimiento"],
    ]);
    expect(answerFor("choice-1", ctx)).toEqual({ choice: "TTM.Ledger.Yes" });
    expect(answerFor("choice-7", ctx)).toBeNull();
    expect(answerFor("roll", ctx)).toBeNull(); // no formula to roll
  });
});

describe("rolls", () => {
  it("evaluates the formula and reads the kept dice, in order", async () => {
    const r = await rollFormula((f) => new FakeRoll(f, [2, 6]), "2d6+1");
    expect(r).toMatchObject({ formula: "2d6+1", dice: [2, 6], total: 9 });
    expect(
      keptDice({
        dice: [{ results: [{ result: 1, active: false }, { result: 4 }, { result: 5, discarded: true }] }],
      }),
    ).toEqual([4]);
  });

  it("a formula the Roll cannot parse rejects, as Foundry's does", async () => {
    await expect(rollFormula((f) => new FakeRoll(f, [1]), "banana")).rejects.toThrow();
  });
});

describe("the Foundry UI over fakes", () => {
  function deps(pressed: unknown) {
    const messages: ChatData[] = [];
    const dialogs: { title: string; content: string; buttons: unknown[] }[] = [];
    const d = {
      t: translator(),
      render: (template: string, data: object) => Promise.resolve(renderTemplate(template, data)),
      wait: (config: { title: string; content: string; buttons: unknown[] }) => {
        dialogs.push(config);
        return Promise.resolve(pressed);
      },
      makeRoll: (formula: string) => new FakeRoll(formula, [4]),
      createMessage: (data: ChatData) => {
        messages.push(data);
        return Promise.resolve(data);
      },
      speaker: (token: { name: string }) => ({ alias: token.name }),
      gmIds: () => ["gm1", "gm2"],
    };
    return { d, messages, dialogs };
  }

  it("asks with the dialog template: rule id, names escaped, numbers shown", async () => {
    const { d, dialogs } = deps("roll");
    const ui = foundryGateUi(d);
    const ctx = promptDialogContext(backstab, translator(), where);
    expect(await ui.ask(ctx)).toEqual({ roll: true });
    expect(dialogs[0]!.title).toBe("SIGNUM-BACKSTAB-1: <i>Kira</i>"); // DialogV2 sets titles as text
    const html = dialogs[0]!.content;
    expect(html).toContain("SIGNUM-BACKSTAB-1");
    expect(html).toContain("1d6");
    expect(html).toContain("Step 1 of 2");
    expect(html).toContain("&lt;b&gt;Orc&lt;/b&gt;");
    expect(html).not.toContain("<b>");
  });

  it("posts the roll in a chat message carrying the Roll, so dice modules show it", async () => {
    const { d, messages } = deps("roll");
    const ui = foundryGateUi(d);
    const ctx = promptDialogContext(backstab, translator(), where);
    const rolled = await ui.roll("1d6");
    const card = promptCardContext(
      ctx,
      { rolled },
      { effects: [], key: "TTM.Signum.Outcome.BackstabMiss", data: { name: "Orc", target: "Kira", die: 4 } },
      translator(),
    );
    await ui.postPromptCard({ id: "a", name: "Kira", parent: null, flags: {} }, card, rolled.roll);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.rolls).toEqual([rolled.roll]);
    expect(messages[0]!.speaker).toEqual({ alias: "Kira" });
    expect(messages[0]!.content).toContain("Rolled 1d6: 4 (total 4)");
    expect(messages[0]!.content).toContain("Rule SIGNUM-BACKSTAB-1");
    expect(messages[0]!.whisper).toBeUndefined();
  });

  it("whispers move cards to the GMs only; public cards have no whisper list", async () => {
    const { d, messages } = deps(null);
    const token = { id: "a", name: "Kira", parent: null, flags: {} };
    await foundryGateUi(d).whisperGm(token, {
      kind: "warn",
      title: "T",
      lines: [{ text: "<b>x</b>", ruleId: "R" }],
    });
    await postMoveCard(d, token, { kind: "effects", title: "T", lines: [] }, []);
    expect(messages[0]!.whisper).toEqual(["gm1", "gm2"]);
    expect(messages[0]!.content).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(messages[1]!.whisper).toBeUndefined();
  });

  it("every template the UI uses renders in en, es and ru without a raw key", () => {
    const ctx = promptDialogContext(backstab, translator(), where);
    const card = promptCardContext(
      ctx,
      { choice: "left" },
      { effects: [], key: "TTM.Ledger.Nothing" },
      translator(),
    );
    for (const lang of ["en", "es", "ru"] as const) {
      for (const [file, data] of [
        [TEMPLATES.promptDialog, ctx],
        [TEMPLATES.promptCard, card],
        [TEMPLATES.moveCard, { kind: "gm", title: "t", lines: [{ text: "a" }] }],
        [TEMPLATES.ledgerHud, { spent: [{ label: "a", value: "b" }], left: "x", canReset: true }],
      ] as const) {
        const html = renderTemplate(file, data, lang);
        expect(html, `${file} ${lang}`).not.toMatch(/TTM\.[A-Z]|\{[a-z]+\}/);
      }
    }
  });
});
