// The unit move's panel and casualty confirmation, rendered with the real handlebars and the
// real language files in each language: the texts come localised, names are escaped.
import { describe, expect, it } from "vitest";
import { markCoherency } from "../../../src/foundry/units/marker";
import type { UnitPlan } from "../../../src/foundry/units/plan";
import { summaryOf } from "../../../src/foundry/units/session";
import { FakeActor, renderTemplate, translator } from "../movement/fakes";

const plan = (unitStatus: UnitPlan["unitStatus"]): UnitPlan => ({
  leaderId: "m1",
  leaderName: "Raynor <b>",
  unitId: "squad",
  leaderPath: [],
  groupIds: [],
  unitStatus,
  ghosts: (["coherent", "out-of-coherency", "casualty"] as const).map((status, i) => ({
    tokenId: `m${i + 2}`,
    name: `Marine <i>${i + 2}</i>`,
    from: { x: 0, y: 0 },
    to: { x: 0, y: 0 },
    width: 1,
    height: 1,
    status,
    placed: false,
    elevation: 0,
  })),
});

const EXPECTED = {
  en: [
    "Raynor &lt;b&gt; is the Leading Model.",
    "in coherency",
    "casualty: no legal place with a Coherency Link",
    "The unit ends Out of Coherency",
  ],
  es: [
    "Raynor &lt;b&gt; es la Leading Model",
    "en Coherency",
    "Out of Coherency (fuera de Coherency",
    "ningún lugar legal con un Coherency Link",
  ],
  ru: ["Raynor &lt;b&gt; — ведущая модель", "в когерентности", "без когерентности", "связью когерентности"],
} as const;

describe("unit move templates", () => {
  for (const lang of ["en", "es", "ru"] as const) {
    it(`the ghosts' panel and the casualty question (${lang})`, () => {
      const t = translator(lang);
      const html = renderTemplate("unit-ghosts.hbs", summaryOf(plan("out-of-coherency"), t), lang);
      for (const text of EXPECTED[lang]) expect(html).toContain(text);
      expect(html).toContain('class="ttm-unit-model bad"');
      expect(html).toContain('class="ttm-unit-status warn"');
      expect(html).toContain("Marine &lt;i&gt;2&lt;/i&gt;");
      expect(html).not.toMatch(/TTM\.[A-Z]|\{[a-z]+\}|<b>|<i>/);
      const inCoherency = renderTemplate("unit-ghosts.hbs", summaryOf(plan("in-coherency"), t), lang);
      expect(inCoherency).toContain(t("TTM.UnitMove.UnitIn"));
      expect(inCoherency).not.toContain("ttm-unit-status warn");
      const casualties = renderTemplate(
        "unit-casualties.hbs",
        { text: t("TTM.UnitMove.CasualtyText", { count: 2 }), names: ["Marine <i>3</i>", "Marine 4"] },
        lang,
      );
      expect(casualties).toContain(t("TTM.UnitMove.CasualtyText", { count: 2 }));
      expect(casualties).toContain("<li>Marine &lt;i&gt;3&lt;/i&gt;</li>");
      expect(casualties).toContain("<li>Marine 4</li>");
    });
  }
});

describe("the Out of Coherency marker", () => {
  const host = (statuses: { id: string }[], actors: Record<string, FakeActor>) => {
    const added: { id: string }[] = [];
    return {
      added,
      host: {
        statusEffects: () => statuses,
        addStatusEffect: (e: { id: string }) => void added.push(e),
        label: () => "Out of Coherency",
        token: (id: string) => (actors[id] ? { actor: actors[id] } : undefined),
      },
    };
  };

  it("SCTMG-COH-5: set on every model, taken off again once the unit is back in coherency", async () => {
    const a = new FakeActor({ id: "a", name: "a" });
    const off: string[] = [];
    a.toggleStatusEffect = (id: string, o: { active: boolean }) => {
      if (o.active) a.statuses.push(id);
      else off.push(id);
      return Promise.resolve(true);
    };
    const first = host([], { m1: a });
    await markCoherency(first.host, ["m1", "gone"], true);
    expect(first.added).toEqual([
      { id: "tabletop-movement.out-of-coherency", name: "Out of Coherency", img: "icons/svg/falling.svg" },
    ]);
    expect(a.statuses).toEqual(["tabletop-movement.out-of-coherency"]);
    const later = host([{ id: "tabletop-movement.out-of-coherency" }], { m1: a });
    await markCoherency(later.host, ["m1"], false);
    expect(later.added).toEqual([]);
    expect(off).toEqual(["tabletop-movement.out-of-coherency"]);
  });

  it("a unit in coherency that was never marked registers nothing", async () => {
    const a = new FakeActor({ id: "a", name: "a" });
    const h = host([], { m1: a });
    await markCoherency(h.host, ["m1"], false);
    expect([h.added, a.statuses]).toEqual([[], []]);
  });
});
