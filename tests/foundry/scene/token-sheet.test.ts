// The Movement tab added to the token sheets the documented way (v13 and v14:
// HandlebarsApplicationMixin(ApplicationV2) sheets declare static TABS and PARTS; a part's
// context comes from _preparePartContext, its listeners from _attachPartListeners). The fake
// sheet below renders the way ApplicationV2 documents it: the tab group's tabs from TABS with
// the active one marked, then every part in PARTS order with its context. No DOM edits anywhere.
import { describe, expect, it } from "vitest";
import { addMovementTab, TAB, TOKEN_TAB_TEMPLATE } from "../../../src/foundry/config/token-tab";
import { MODULE_ID } from "../../../src/foundry/ids";
import { installModule } from "../../../src/foundry/install";
import { builtinRulesets } from "../../../src/rulesets";
import { fakeHost } from "../fakes";
import { renderTemplate, translator } from "../movement/fakes";
import { profileFlags, registeredSettings } from "./fake-scene";

type Part = { template: string; scrollable?: string[] };
type TabDef = { id: string; icon?: string; label?: string; cssClass?: string };

/** Core's TokenConfig as its docs describe it (the parts and tabs a v13/v14 sheet has). */
function coreSheetClass() {
  return class FakeTokenConfig {
    static TABS: Record<string, { tabs: TabDef[]; initial?: string; labelPrefix?: string }> = {
      sheet: {
        tabs: [
          { id: "identity" },
          { id: "appearance" },
          { id: "vision" },
          { id: "light" },
          { id: "resources" },
        ],
        initial: "identity",
        labelPrefix: "TOKEN.TABS",
      },
    };
    static PARTS: Record<string, Part> = {
      tabs: { template: "templates/generic/tab-navigation.hbs" },
      identity: { template: "templates/scene/token/identity.hbs" },
      appearance: { template: "templates/scene/token/appearance.hbs" },
      vision: { template: "templates/scene/token/vision.hbs" },
      light: { template: "templates/scene/token/light.hbs" },
      resources: { template: "templates/scene/token/resources.hbs" },
      footer: { template: "templates/generic/form-footer.hbs" },
    };
    readonly id = "TokenConfig-Scene-a";
    readonly tabGroups: Record<string, string> = { sheet: "identity" };
    readonly isPrototype: boolean = false;
    listened: string[] = [];
    constructor(readonly document: unknown) {}

    _preparePartContext(
      partId: string,
      context: Record<string, unknown>,
      _options: unknown,
    ): Promise<object> {
      const tabs = context.tabs as Record<string, unknown> | undefined;
      return Promise.resolve(tabs?.[partId] ? { ...context, tab: tabs[partId] } : context);
    }

    _attachPartListeners(partId: string, element: { addEventListener(t: string, f: unknown): void }) {
      element.addEventListener("change", () => undefined);
      this.listened.push(partId);
    }

    /** What ApplicationV2#render documents, for the parts this test can render. */
    async render(): Promise<Record<string, string>> {
      const ctor = this.constructor as typeof FakeTokenConfig;
      const group = ctor.TABS.sheet!;
      const tabs = Object.fromEntries(
        group.tabs.map((t) => {
          const active = this.tabGroups.sheet === t.id;
          return [t.id, { ...t, group: "sheet", active, cssClass: active ? "active" : "" }];
        }),
      );
      const out: Record<string, string> = {};
      for (const partId of Object.keys(ctor.PARTS)) {
        const ctx = (await this._preparePartContext(partId, { tabs }, {})) as Record<string, unknown>;
        const listeners: string[] = [];
        this._attachPartListeners(partId, { addEventListener: (t) => void listeners.push(t) });
        out[partId] =
          ctor.PARTS[partId]!.template === TOKEN_TAB_TEMPLATE
            ? renderTemplate(TOKEN_TAB_TEMPLATE, ctx)
            : partId;
      }
      return out;
    }
  };
}

function deps() {
  const { settings } = registeredSettings();
  const t = translator();
  return {
    registry: builtinRulesets(),
    settings: () => settings,
    i18n: {
      localize: (k: string) => t(k),
      format: (k: string, d: Record<string, unknown>) => t(k, d as never),
    },
  };
}

const tokenDoc = () => ({
  name: "Kira",
  flags: profileFlags({ fields: { move: "L" } }),
  width: 1,
  height: 1,
});

describe("the Movement tab of the token sheets (TABS and PARTS)", () => {
  it("adds its tab to the sheet group and its part before the footer, once", () => {
    const Sheet = coreSheetClass();
    expect(addMovementTab(Sheet, deps())).toBe(true);
    expect(addMovementTab(Sheet, deps())).toBe(true);
    expect(Sheet.TABS.sheet!.tabs.filter((t) => t.id === TAB)).toEqual([
      { id: TAB, icon: "fa-solid fa-shoe-prints", label: "TTM.TokenTab.Tab" },
    ]);
    expect(Object.keys(Sheet.PARTS)).toEqual([
      "tabs",
      "identity",
      "appearance",
      "vision",
      "light",
      "resources",
      TAB,
      "footer",
    ]);
    expect(Sheet.PARTS[TAB]!.template).toBe(`modules/${MODULE_ID}/templates/token-movement-tab.hbs`);
  });

  it("its part renders as the sheet's tab panel with the token's profile; switching tabs and re-rendering redraw it whole", async () => {
    const Sheet = coreSheetClass();
    addMovementTab(Sheet, deps());
    const sheet = new Sheet(tokenDoc());
    const first = (await sheet.render())[TAB]!;
    expect(first).toMatch(/^<div class="tab ttm-movement-tab " data-group="sheet" data-tab="ttm-movement">/);
    expect(first).toContain('name="flags.tabletop-movement.profile.fields.move"');
    expect(first).toMatch(/<option value="L"\s+selected>/);
    sheet.tabGroups.sheet = TAB; // the user clicks the tab: core re-renders with it active
    const again = (await sheet.render())[TAB]!;
    expect(again).toMatch(
      /^<div class="tab ttm-movement-tab active" data-group="sheet" data-tab="ttm-movement">/,
    );
    expect(again.match(/data-tab="ttm-movement"/g)).toHaveLength(1);
    expect(sheet.listened.filter((p) => p === TAB)).toHaveLength(2);
  });

  it("the prototype token's sheet edits the prototype token", async () => {
    const Sheet = coreSheetClass();
    class FakePrototypeTokenConfig extends Sheet {
      static override TABS = structuredClone(Sheet.TABS);
      static override PARTS = { ...Sheet.PARTS };
      override readonly isPrototype = true;
      constructor(readonly token: unknown) {
        super({ name: "Actor", flags: {} });
      }
    }
    addMovementTab(FakePrototypeTokenConfig, deps());
    expect(Sheet.TABS.sheet!.tabs.some((t) => t.id === TAB)).toBe(false); // its own copy only
    const html = (await new FakePrototypeTokenConfig(tokenDoc()).render())[TAB]!;
    expect(html).toMatch(/<option value="L"\s+selected>/);
  });

  it("a system's subclass that copied TABS and PARTS gets the tab too; one that shares them is not doubled", async () => {
    const Sheet = coreSheetClass();
    class Copied extends Sheet {
      static override TABS = structuredClone(Sheet.TABS);
      static override PARTS = { ...Sheet.PARTS, system: { template: "systems/x/token.hbs" } };
    }
    class Shared extends Sheet {}
    for (const cls of [Sheet, Copied, Shared]) addMovementTab(cls, deps());
    expect(Copied.TABS.sheet!.tabs.filter((t) => t.id === TAB)).toHaveLength(1);
    expect(Object.keys(Copied.PARTS).slice(-4)).toEqual(["resources", TAB, "footer", "system"]);
    expect(Shared.TABS.sheet!.tabs.filter((t) => t.id === TAB)).toHaveLength(1);
    const parts = await new Copied(tokenDoc()).render();
    expect(parts[TAB]).toContain("ttm-movement-tab");
  });

  it("leaves a sheet that has no tab groups alone (an ApplicationV1 sheet)", () => {
    class Legacy {
      static PARTS = {};
    }
    expect(addMovementTab(Legacy as never, deps())).toBe(false);
  });

  it("installModule gives every token sheet class the host names its tab at init", () => {
    const Sheet = coreSheetClass();
    const f = fakeHost();
    installModule(
      {
        ...f.host,
        scene: {
          config: () => null,
          terrainModel: () => null,
          i18n: { localize: (k) => k, format: (k) => k },
          tokenSheets: () => [Sheet],
          exportTool: {
            isGM: () => true,
            scene: () => undefined,
            controlledToken: () => undefined,
            notify: () => undefined,
            i18n: { format: (k) => k },
          },
        },
      },
      builtinRulesets(),
    );
    f.hooks.callAll("init");
    expect(Sheet.TABS.sheet!.tabs.map((t) => t.id)).toContain(TAB);
  });
});
