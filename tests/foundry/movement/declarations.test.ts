// Declarations for a drag (keybindings), how they travel to other clients, and the sentences
// refusals and warnings use. Pure; no Foundry runs here.
import { describe, expect, it } from "vitest";
import type { Ruleset, Verdict } from "../../../src/engine/ruleset";
import {
  applyCommand,
  DeclarationStore,
  describeDeclarations,
  isEmpty,
  NO_DECLARATIONS,
  readDeclarations,
} from "../../../src/foundry/movement/declarations";
import { DECLARATION_KEYBINDINGS, registerDeclarationKeys } from "../../../src/foundry/movement/keybindings";
import { reasonLines, refusalText, unjudgedText, warningText } from "../../../src/foundry/movement/messages";
import { DECLARE_MESSAGE, declareMessage, receiveDeclare } from "../../../src/foundry/movement/share";
import { signum } from "../../../src/rulesets/signum";
import { translator } from "./fakes";

const noRun: Ruleset = { ...signum, id: "norun", actions: [signum.actions[0]!] };

describe("applyCommand", () => {
  it("run is Signum's action: the drag switches to it, and back when pressed again", () => {
    const once = applyCommand(NO_DECLARATIONS, { kind: "toggle", name: "run" }, signum);
    expect(once).toEqual({ action: "run", values: {} });
    expect(applyCommand(once, { kind: "toggle", name: "run" }, signum)).toEqual({ values: {} });
  });

  it("a game without such an action gets a declaration the ruleset reads", () => {
    const once = applyCommand(NO_DECLARATIONS, { kind: "toggle", name: "run" }, noRun);
    expect(once).toEqual({ values: { run: true } });
    expect(applyCommand(once, { kind: "toggle", name: "run" }, noRun)).toEqual({ values: {} });
    expect(applyCommand(once, { kind: "toggle", name: "jump" }, noRun)).toEqual({
      values: { run: true, jump: true },
    });
  });

  it("a tier replaces another, the same tier takes it back; clear forgets everything", () => {
    let d = applyCommand(NO_DECLARATIONS, { kind: "tier", tier: 2 }, signum);
    expect(d.values).toEqual({ tier: 2 });
    d = applyCommand(d, { kind: "tier", tier: 3 }, signum);
    expect(d.values).toEqual({ tier: 3 });
    expect(applyCommand(d, { kind: "tier", tier: 3 }, signum).values).toEqual({});
    expect(applyCommand({ action: "run", values: { tier: 1 } }, { kind: "clear" }, signum)).toBe(
      NO_DECLARATIONS,
    );
  });

  it("in words, in the user's language", () => {
    const t = translator("ru");
    expect(describeDeclarations({ action: "run", values: { tier: 2, jump: true, x: 1 } }, signum, t)).toEqual(
      ["Бег", "Уровень 2", "Прыжок", "x: 1"],
    );
    expect(isEmpty(NO_DECLARATIONS)).toBe(true);
    expect(isEmpty({ values: { tier: 1 } })).toBe(false);
  });
});

describe("sharing declarations", () => {
  it("a message from another user is stored for its tokens; junk is ignored", () => {
    const store = new DeclarationStore(() => "me");
    expect(
      receiveDeclare(store, declareMessage("p2", ["t1", "t2"], { action: "run", values: { tier: 1 } })),
    ).toEqual(["t1", "t2"]);
    expect(store.get("t1", "p2")).toEqual({ action: "run", values: { tier: 1 } });
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
    expect(readDeclarations({ action: 5, values: { run: true, bad: {}, n: Number.NaN, tier: 2 } })).toEqual({
      values: { run: true, tier: 2 },
    });
    expect(readDeclarations("x")).toEqual(NO_DECLARATIONS);
  });
});

describe("keybindings", () => {
  it("registers one Alt key per declaration under the module, each running its command", () => {
    const registered: {
      action: string;
      data: { name: string; editable?: unknown; onDown?: () => unknown };
    }[] = [];
    const ran: unknown[] = [];
    registerDeclarationKeys(
      { register: (ns, action, data) => void registered.push({ action, data: { ...data, ns } as never }) },
      (c) => {
        ran.push(c);
        return true;
      },
    );
    expect(registered.map((r) => r.action)).toEqual(DECLARATION_KEYBINDINGS.map((k) => k.action));
    expect(registered[0]!.data).toMatchObject({
      name: "TTM.Keybinding.Run.Name",
      editable: [{ key: "KeyR", modifiers: ["ALT"] }],
    });
    expect(registered[2]!.data.onDown?.()).toBe(true);
    expect(ran).toEqual([{ kind: "tier", tier: 1 }]);
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
