// Declarations in the token HUD (ledger/hud.ts declarationControls, hud-install.ts): the controls
// made from the world ruleset's declarations, the template in every language, and a change event
// writing the same store the declaration keys write (so the judge reads it).
import { describe, expect, it } from "vitest";
import {
  commandForInput,
  ledgerHudContext,
  wireDeclarationInputs,
} from "../../../src/foundry/ledger/hud-install";
import { declarationControls, hudDeclarationFields } from "../../../src/foundry/ledger/hud";
import {
  applyCommand,
  NO_DECLARATIONS,
  type DeclarationCommand,
} from "../../../src/foundry/movement/declarations";
import { declarationKeybindings } from "../../../src/foundry/movement/keybindings";
import { lookup } from "../../../src/overlay/i18n";
import { mumg } from "../../../src/rulesets/mumg";
import { signum } from "../../../src/rulesets/signum";
import { dictionary, renderTemplate, signumTable, testEnv, translator } from "./fakes";

const has = (k: string) => lookup(dictionary("en"), k) !== undefined;

type Env = ReturnType<typeof testEnv>;

/** The HUD's deps; `declare` does what install.ts's does to the store (no socket, no ruler). */
function hudDeps(env: Env, controlled = true) {
  return {
    env: () => env,
    rulesetId: () => env.ruleset().id,
    render: () => Promise.resolve(""),
    has,
    reset: () => Promise.resolve(),
    token: () => undefined,
    declare: (command: DeclarationCommand) => {
      if (!controlled) return false;
      const next = applyCommand(env.store.mine(), command, env.ruleset());
      if (next === null) return false;
      env.store.setMine(next);
      return true;
    },
  };
}

/** An <input>/<select> stand-in: a change dispatched on it reaches a listener on it as target. */
class FakeInput extends EventTarget {
  readonly dataset: { ttmDeclaration?: string };
  constructor(
    key: string,
    readonly type: string,
    public value = "",
    public checked = false,
  ) {
    super();
    this.dataset = { ttmDeclaration: key };
  }
}

describe("declaration controls", () => {
  it("Signum's run is offered as the action, not as a checkbox", () => {
    expect(signum.declarations?.map((f) => f.key)).toContain("run");
    expect(hudDeclarationFields(signum)).toEqual([]);
    expect(declarationControls(signum, { action: "run", values: {} }, translator())).toEqual([]);
  });

  it("MUMG: the POW select lists auto/1/2/3 with localised labels, power is a text box", () => {
    const [pow, power] = declarationControls(mumg, NO_DECLARATIONS, translator("es"));
    const t = translator("es");
    expect(pow?.key).toBe("pow");
    expect(pow?.label).toBe(t("TTM.Mumg.Declaration.Pow"));
    expect(pow?.select?.options).toEqual([
      { value: "auto", label: t("TTM.Mumg.Declaration.PowAuto"), selected: true },
      { value: "1", label: t("TTM.Mumg.Declaration.Pow1"), selected: false },
      { value: "2", label: t("TTM.Mumg.Declaration.Pow2"), selected: false },
      { value: "3", label: t("TTM.Mumg.Declaration.Pow3"), selected: false },
    ]);
    expect(power).toEqual({
      key: "power",
      label: t("TTM.Mumg.Declaration.Power"),
      hint: t("TTM.Mumg.Declaration.PowerHint"),
      text: { value: "" },
    });
    const chosen = declarationControls(mumg, { values: { pow: "2", power: "Jet pack" } }, t);
    expect(chosen[0]?.select?.options.filter((o) => o.selected).map((o) => o.value)).toEqual(["2"]);
    expect(chosen[1]?.text?.value).toBe("Jet pack");
  });

  it("the HUD context carries them, read-only when no declare was given", () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    const env = testEnv({ ruleset: mumg });
    const { declare: _d, ...readOnly } = hudDeps(env);
    expect(ledgerHudContext(readOnly, a).canDeclare).toBe(false);
    const ctx = ledgerHudContext(hudDeps(env), a);
    expect(ctx.canDeclare).toBe(true);
    expect(ctx.declarations.map((c) => c.key)).toEqual(["pow", "power"]);
  });
});

describe("the declarations template", () => {
  for (const lang of ["en", "es", "ru"] as const) {
    it(`renders MUMG's controls in ${lang}, escaped`, () => {
      const t = translator(lang);
      const controls = declarationControls(mumg, { values: { pow: "3", power: "<b>Jet</b>" } }, t);
      const html = renderTemplate(
        "ledger-hud.hbs",
        { spent: [], left: "x", canReset: false, declarations: controls, canDeclare: true },
        lang,
      );
      expect(html).toContain(t("TTM.Declaration.Title"));
      expect(html).toContain(t("TTM.Mumg.Declaration.Pow3"));
      expect(html).toMatch(/<option value="3"\s+selected>/);
      expect(html).toContain('data-ttm-declaration="power"');
      expect(html).toContain("&lt;b&gt;Jet&lt;/b&gt;");
      expect(html).not.toContain("<b>");
      expect(html).not.toMatch(/TTM\.[A-Z]/);
      expect(html).not.toContain("disabled");
      expect(html).not.toMatch(/\sname=/); // nothing for the HUD's own form to submit
    });
  }

  it("read-only: controls disabled with a word on the keys; no declarations, no control", () => {
    const controls = declarationControls(mumg, NO_DECLARATIONS, translator("ru"));
    const ro = renderTemplate(
      "ledger-hud.hbs",
      { spent: [], left: "x", canReset: false, declarations: controls, canDeclare: false },
      "ru",
    );
    expect(ro).toContain("disabled");
    expect(ro).toContain(translator("ru")("TTM.Declaration.ReadOnly"));
    const none = renderTemplate("ledger-hud.hbs", { spent: [], left: "x", declarations: [] }, "en");
    expect(none).not.toContain("ttm-declare");
  });
});

describe("a change in the HUD", () => {
  it("a POW picked writes the store the judge reads, as Alt+2 would", () => {
    const env = testEnv({ ruleset: mumg });
    const { add } = signumTable();
    const a = add("a", 200, 200);
    const select = new FakeInput("pow", "select-one", "2");
    wireDeclarationInputs(select, hudDeps(env), a);
    select.dispatchEvent(new Event("change"));
    const byKey = applyCommand(
      NO_DECLARATIONS,
      declarationKeybindings([mumg]).find((k) => k.action === "declare-mumg-pow-2")!.command,
      mumg,
    );
    expect(env.store.mine()).toEqual(byKey);
    expect(env.declarations("a", "player")).toEqual({ values: { pow: "2" } });
    // Back to auto: the default is not stored.
    select.value = "auto";
    select.dispatchEvent(new Event("change"));
    expect(env.store.mine()).toEqual({ values: {} });
    expect(env.notices).toEqual([]);
  });

  it("a power typed is trimmed; an empty box is no declaration", () => {
    const env = testEnv({ ruleset: mumg });
    const a = signumTable().add("a", 200, 200);
    const box = new FakeInput("power", "text", "  Jet pack ");
    wireDeclarationInputs(box, hudDeps(env), a);
    box.dispatchEvent(new Event("change"));
    expect(env.store.mine().values).toEqual({ power: "Jet pack" });
    box.value = " ";
    box.dispatchEvent(new Event("change"));
    expect(env.store.mine().values).toEqual({});
  });

  it("not taken (no token controlled): a warning, and the control shows what is declared", () => {
    const env = testEnv({ ruleset: mumg, lang: "es" });
    env.store.setMine({ values: { pow: "1" } });
    const a = signumTable().add("a", 200, 200);
    const select = new FakeInput("pow", "select-one", "3");
    wireDeclarationInputs(select, hudDeps(env, false), a);
    select.dispatchEvent(new Event("change"));
    expect(env.store.mine()).toEqual({ values: { pow: "1" } });
    expect(select.value).toBe("1");
    expect(env.notices).toEqual([{ level: "warn", text: translator("es")("TTM.Declaration.NoToken") }]);
  });

  it("a value the field does not allow, or a key of no HUD field, asks nothing", () => {
    const env = testEnv({ ruleset: mumg });
    const deps = hudDeps(env);
    const bad = commandForInput(deps, new FakeInput("pow", "select-one", "7"));
    expect(bad).toEqual({ kind: "set", rulesetId: "mumg", key: "pow", value: "7" });
    expect(applyCommand(NO_DECLARATIONS, bad!, mumg)).toBeNull();
    expect(commandForInput(deps, new FakeInput("round", "number", "2"))).toBeNull();
    expect(
      commandForInput({ ...deps, env: () => testEnv() }, new FakeInput("run", "checkbox", "", true)),
    ).toBeNull();
  });

  it("set on a boolean named after an action chooses that action, as its key does", () => {
    const on = applyCommand(
      NO_DECLARATIONS,
      { kind: "set", rulesetId: "signum", key: "run", value: true },
      signum,
    );
    expect(on).toEqual({ action: "run", values: {} });
    const off = applyCommand(on!, { kind: "set", rulesetId: "signum", key: "run", value: false }, signum);
    expect(off).toEqual({ values: {} });
    expect(
      applyCommand(NO_DECLARATIONS, { kind: "set", rulesetId: "mumg", key: "run", value: true }, signum),
    ).toBeNull();
  });
});
