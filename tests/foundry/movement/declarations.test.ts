// Declarations for a drag (keybindings made from the rulesets' declarations), how they travel
// to other clients, and the sentences refusals and warnings use. Pure; no Foundry runs here.
import { describe, expect, it } from "vitest";
import { MODULE_ID } from "../../../src/foundry/ids";
import type { Ruleset, Verdict } from "../../../src/engine/ruleset";
import {
  applyCommand,
  DeclarationStore,
  describeDeclarations,
  isEmpty,
  NO_DECLARATIONS,
  readDeclarations,
} from "../../../src/foundry/movement/declarations";
import {
  CLEAR_KEYBINDING,
  declarationKeybindings,
  KEY_PER_CHOICE_MAX,
  registerDeclarationKeys,
} from "../../../src/foundry/movement/keybindings";
import { reasonLines, refusalText, unjudgedText, warningText } from "../../../src/foundry/movement/messages";
import { DECLARE_MESSAGE, declareMessage, receiveDeclare } from "../../../src/foundry/movement/share";
import { mumg } from "../../../src/rulesets/mumg";
import { signum } from "../../../src/rulesets/signum";
import { translator } from "./fakes";

const noRun: Ruleset = { ...signum, id: "norun", actions: [signum.actions[0]!] };
const run = (rulesetId = "signum") => ({ kind: "toggle", rulesetId, key: "run" }) as const;
const pow = (value: string) => ({ kind: "choose", rulesetId: "mumg", key: "pow", value }) as const;

/** A third-party game with a long select, a number and a text, to see what gets keys. */
const stances = ["calm", "brisk", "wary", "bold", "sly", "wild"];
const homebrew: Ruleset = {
  ...signum,
  id: "brew",
  declarations: [
    {
      key: "stance",
      type: "select",
      labelKey: "BREW.Stance",
      choices: stances.map((v) => ({ value: v, labelKey: `BREW.Stance.${v}` })),
      default: "calm",
    },
    { key: "sprint", type: "boolean", labelKey: "BREW.Sprint", default: false },
    { key: "shove", type: "boolean", labelKey: "BREW.Shove", default: false },
    { key: "extra", type: "number", labelKey: "BREW.Extra", default: 0 },
    { key: "note", type: "text", labelKey: "BREW.Note", default: "" },
  ],
};

/** Applies commands in turn; null (not this game's key) fails the test. */
function press(ruleset: Ruleset, ...commands: Parameters<typeof applyCommand>[1][]) {
  let d = NO_DECLARATIONS;
  for (const c of commands) {
    const next = applyCommand(d, c, ruleset);
    if (next === null) throw new Error(`${JSON.stringify(c)} refused`);
    d = next;
  }
  return d;
}

describe("applyCommand", () => {
  it("run is Signum's action: the drag switches to it, and back when pressed again", () => {
    expect(press(signum, run())).toEqual({ action: "run", values: {} });
    expect(press(signum, run(), run())).toEqual({ values: {} });
  });

  it("a game without such an action gets a declaration the ruleset reads", () => {
    expect(press(noRun, run("norun"))).toEqual({ values: { run: true } });
    expect(press(noRun, run("norun"), run("norun"))).toEqual({ values: {} });
  });

  it("another game's key, or a declaration this game does not have, is not used", () => {
    expect(applyCommand(NO_DECLARATIONS, pow("1"), signum)).toBeNull();
    expect(applyCommand(NO_DECLARATIONS, run(), mumg)).toBeNull();
    expect(applyCommand(NO_DECLARATIONS, { ...run(), key: "jump" }, signum)).toBeNull();
    expect(applyCommand(NO_DECLARATIONS, pow("4"), mumg)).toBeNull();
  });

  it("a POW choice replaces another, the same one takes it back; clear forgets everything", () => {
    expect(press(mumg, pow("2")).values).toEqual({ pow: "2" });
    expect(press(mumg, pow("2"), pow("3")).values).toEqual({ pow: "3" });
    expect(press(mumg, pow("2"), pow("3"), pow("3")).values).toEqual({});
    // Choosing the default is the same as not declaring.
    expect(press(mumg, pow("2"), pow("auto")).values).toEqual({});
    expect(applyCommand({ action: "run", values: { pow: "1" } }, { kind: "clear" }, signum)).toBe(
      NO_DECLARATIONS,
    );
  });

  it("a longer select steps through its choices and comes round to the default", () => {
    const cycle = { kind: "cycle", rulesetId: "brew", key: "stance" } as const;
    expect(press(homebrew, cycle).values).toEqual({ stance: "brisk" });
    expect(press(homebrew, ...stances.map(() => cycle)).values).toEqual({});
    expect(applyCommand(NO_DECLARATIONS, { ...cycle, key: "sprint" }, homebrew)).toBeNull();
  });

  it("in words, in the user's language, from the ruleset's labels", () => {
    const t = translator("ru");
    expect(describeDeclarations({ action: "run", values: { x: 1 } }, signum, t)).toEqual(["Бег", "x: 1"]);
    expect(describeDeclarations({ values: { pow: "2", power: "Web-swing" } }, mumg, t)).toEqual([
      "Оплаченные POW: 2 POW",
      "Особая способность: Web-swing",
    ]);
    expect(describeDeclarations({ values: { pow: "auto", run: false } }, mumg, t)).toEqual(["run: false"]);
    expect(describeDeclarations({ values: { run: true } }, noRun, translator("es"))).toEqual(["Correr"]);
    expect(isEmpty(NO_DECLARATIONS)).toBe(true);
    expect(isEmpty({ values: { pow: "1" } })).toBe(false);
  });
});

describe("keybindings from the rulesets' declarations", () => {
  it("Signum: Alt+R runs; MUMG: Alt+1..3 pay POW; then one key clears", () => {
    const keys = declarationKeybindings([signum, mumg]);
    expect(keys.map((k) => [k.action, k.name, k.key])).toEqual([
      ["declare-signum-run", "TTM.Signum.Declaration.Run", "KeyR"],
      ["declare-mumg-pow-1", "TTM.Mumg.Declaration.Pow1", "Digit1"],
      ["declare-mumg-pow-2", "TTM.Mumg.Declaration.Pow2", "Digit2"],
      ["declare-mumg-pow-3", "TTM.Mumg.Declaration.Pow3", "Digit3"],
      ["clearDeclarations", "TTM.Keybinding.Clear.Name", "Backspace"],
    ]);
    expect(keys[1]).toMatchObject({ hint: "TTM.Mumg.Declaration.PowHint", command: pow("1") });
    expect(keys.at(-1)).toBe(CLEAR_KEYBINDING);
  });

  it("a long select cycles, a taken letter is left unbound, numbers and text get no key", () => {
    expect(stances.length - 1).toBeGreaterThan(KEY_PER_CHOICE_MAX);
    const keys = declarationKeybindings([homebrew]);
    expect(keys.map((k) => [k.action, k.key, k.command.kind])).toEqual([
      ["declare-brew-stance", "KeyS", "cycle"],
      ["declare-brew-sprint", null, "toggle"],
      ["declare-brew-shove", null, "toggle"],
      ["clearDeclarations", "Backspace", "clear"],
    ]);
    expect(keys[1]!.hint).toBe("TTM.Keybinding.Declare.Hint");
  });

  it('registers each under the module with KeyboardManager.MODIFIER_KEYS.ALT ("Alt"), running its command; an unbound one has no default', () => {
    const registered: {
      ns: string;
      action: string;
      data: { name: string; editable?: unknown; onDown?: () => unknown };
    }[] = [];
    const ran: unknown[] = [];
    registerDeclarationKeys(
      { register: (ns, action, data) => void registered.push({ ns, action, data: data }) },
      [signum, mumg, homebrew],
      (c) => {
        ran.push(c);
        return c.kind !== "clear";
      },
      { ALT: "Alt", CONTROL: "Control", SHIFT: "Shift" },
    );
    expect(registered.map((r) => r.ns)).toEqual(registered.map(() => MODULE_ID));
    expect(registered[0]!.data).toMatchObject({
      name: "TTM.Signum.Declaration.Run",
      editable: [{ key: "KeyR", modifiers: ["Alt"] }],
    });
    expect(registered.find((r) => r.action === "declare-brew-shove")!.data.editable).toEqual([]);
    expect(registered[2]!.data.onDown?.()).toBe(true);
    expect(registered.at(-1)!.data.onDown?.()).toBe(false);
    expect(ran).toEqual([pow("2"), { kind: "clear" }]);
  });
});

describe("sharing declarations", () => {
  it("a message from another user is stored for its tokens; junk is ignored", () => {
    const store = new DeclarationStore(() => "me");
    expect(
      receiveDeclare(store, declareMessage("p2", ["t1", "t2"], { action: "run", values: { pow: "1" } })),
    ).toEqual(["t1", "t2"]);
    expect(store.get("t1", "p2")).toEqual({ action: "run", values: { pow: "1" } });
    expect(store.get("t1", "me")).toEqual(NO_DECLARATIONS);
    expect(receiveDeclare(store, { type: "other" })).toEqual([]);
    expect(receiveDeclare(store, null)).toEqual([]);
    expect(receiveDeclare(store, { type: DECLARE_MESSAGE, userId: 3, tokenIds: [] })).toEqual([]);
    receiveDeclare(store, declareMessage("p2", ["t1"], NO_DECLARATIONS));
    expect(store.get("t1", "p2")).toEqual(NO_DECLARATIONS);
    store.clearRemote("p2", "t2");
    expect(store.get("t2", "p2")).toEqual(NO_DECLARATIONS);
  });

  it("reads only well-typed declarations", () => {
    expect(readDeclarations({ action: 5, values: { run: true, bad: {}, n: Number.NaN, pow: 2 } })).toEqual({
      values: { run: true, pow: 2 },
    });
    expect(readDeclarations("x")).toEqual(NO_DECLARATIONS);
  });
});

describe("messages", () => {
  const verdict = (reasons: Verdict["reasons"]): Verdict => ({ legal: false, reasons }) as unknown as Verdict;
  const tooFar = { ruleId: "R-1", key: "TTM.Signum.Reason.RunXL", severity: "illegal" as const };
  const stop = { ruleId: "R-2", key: "TTM.Signum.Reason.DifficultCap", severity: "stop" as const };
  const info = { ruleId: "R-3", key: "TTM.Signum.Reason.MeleeOnly", severity: "info" as const };

  it("tells the reasons that forbid or cut the move, illegal first, with their rule ids", () => {
    const t = translator();
    expect(reasonLines(verdict([stop, info, tooFar]), t).map((l) => l.ruleId)).toEqual(["R-1", "R-2"]);
    expect(refusalText("Kira", verdict([tooFar]), t, true)).toBe(
      `Kira cannot move there: ${t("TTM.Signum.Reason.RunXL")} (R-1)`,
    );
    expect(refusalText("Kira", verdict([tooFar]), t, false)).toBe("Kira cannot move there.");
    expect(refusalText("Kira", verdict([info]), t, true)).toBe("Kira cannot move there.");
    expect(warningText("Kira", verdict([tooFar]), translator("es"), true)).toMatch(
      /^El movimiento de Kira incumple/,
    );
    expect(unjudgedText({ key: "TTM.Error.UnitFeet", data: { unit: "ft" } }, t)).toMatch(
      /^Movement rules are not checked for this move: /,
    );
  });
});
