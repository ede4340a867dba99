// The ledger in the token HUD (ledger/hud.ts, hud-install.ts): the lines shown and "what is
// left" as the ruleset's verdict on a move of no length. The DOM insertion is not run (no DOM
// in these tests); the context and the template are.
import { describe, expect, it } from "vitest";
import { ledgerHudContext } from "../../../src/foundry/ledger/hud-install";
import { ledgerLabel, ledgerLines, leftText } from "../../../src/foundry/ledger/hud";
import { recordMove } from "../../../src/foundry/ledger/store";
import { signum } from "../../../src/rulesets/signum";
import { dictionary, renderTemplate, signumTable, testEnv, translator } from "./fakes";
import { lookup } from "../../../src/overlay/i18n";

const OUT = { combatId: null, round: null, turn: null, tokenTurn: null };
const has = (k: string) => lookup(dictionary("en"), k) !== undefined;

describe("ledger lines", () => {
  it("labels a key from the ruleset's strings when it has one, else shows the key", () => {
    expect(ledgerLabel(signum, "moved", translator(), has)).toBe("Moved this turn");
    expect(ledgerLabel(signum, "pow", translator(), has)).toBe("pow");
    expect(ledgerLines(signum, { moved: true, ran: false, pow: 2 }, translator("es"), has)).toEqual([
      { label: "Se ha movido este turno", value: "sí" },
      { label: "Ha corrido", value: "no" },
      { label: "pow", value: "2" },
    ]);
  });
});

describe("ledgerHudContext", () => {
  const deps = (env = testEnv()) => ({
    env: () => env,
    rulesetId: () => "signum",
    render: () => Promise.resolve(""),
    has,
    reset: () => Promise.resolve(),
    token: () => undefined,
  });

  it("a fresh model: nothing spent, its allowance left", () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    expect(ledgerHudContext(deps(), a)).toEqual({
      spent: [],
      left: "10.0 cm left",
      canReset: false,
      declarations: [],
      canDeclare: false,
    });
  });

  it("after its move: what it spent, and the rule that stops it moving again; a GM may reset", async () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    await recordMove(a, signum, { moved: true }, "m1", OUT);
    const ctx = ledgerHudContext(deps(testEnv({ user: { isGM: true } })), a);
    expect(ctx.spent).toEqual([{ label: "Moved this turn", value: "yes" }]);
    expect(ctx.left).toBe(translator()("TTM.Signum.Reason.AlreadyMoved"));
    expect(ctx.canReset).toBe(true);
    const html = renderTemplate("ledger-hud.hbs", ctx, "ru");
    expect(html).toContain("Потраченное движение");
    expect(html).toContain("Нажмите, чтобы сбросить");
  });

  it("a scene it cannot measure says so instead of failing", () => {
    const { scene, add } = signumTable();
    Object.assign(scene.grid, { units: "ft" });
    const a = add("a", 200, 200);
    expect(ledgerHudContext(deps(), a).left).toBe("Cannot be measured on this scene");
    expect(leftText(null, signum, translator("es"))).toBe("No se puede medir en esta escena");
  });
});
