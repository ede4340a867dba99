// Fakes for the movement side, written from the public v13 and v14 API docs (foundryvtt.com/api,
// /api/v14), in the shape of the generation the test project runs (see ../core-fakes.ts):
// - FakeDocument#update applies update data the way Document#update documents it: dotted keys
//   are expanded, objects merge into what is stored, arrays are replaced, and a `-=key: null`
//   entry deletes `key`. It refuses (throws) when the user may not modify the document.
// - FakeActor#toggleStatusEffect records the status ids set active (Actor#toggleStatusEffect).
// - FakeRoll evaluates sums of "NdM" terms (each may carry a [flavour]) plus or minus whole
//   numbers, with dice injected by the test (Roll#evaluate resolves the roll; `dice[i].results[j]`
//   carry `result` and `active`; a term's `options` exist before evaluation), and throws on any
//   other formula, as a Roll does on one it cannot parse.
// Not modelled: the database round trip and other clients (updates apply at once, locally),
// permissions beyond an isOwner flag, Roll modifiers (kh, r, x…), ChatMessage rendering.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import type { Ruleset } from "../../../src/engine/ruleset";
import { boardFromScene } from "../../../src/foundry/scene/board";
import type { SceneSource } from "../../../src/foundry/scene/sources";
import { DeclarationStore } from "../../../src/foundry/movement/declarations";
import type { MovementEnv, NoticeLevel, UserLike, WorldSettings } from "../../../src/foundry/movement/env";
import { combatNowFor, type CombatLike } from "../../../src/foundry/ledger/combat";
import { readRulesetOptions } from "../../../src/foundry/settings";
import { lookup, makeTranslator, type Dictionary, type Translator } from "../../../src/overlay/i18n";
import type { StatusEntry } from "../../../src/foundry/effects/conditions";
import { MODULE_ID } from "../../../src/foundry/ids";
import type { FoundryWorld } from "../../../src/foundry/movement/world";
import { FakeHooks, type FakeSettings } from "../fakes";
import { GEN, GROUND } from "../core-fakes";
import { signum } from "../../../src/rulesets/signum";
import { fakeScene, profileFlags, registeredSettings, type FakeScene } from "../scene/fake-scene";

const ROOT = join(import.meta.dirname, "..", "..", "..");

export function dictionary(lang: "en" | "es" | "ru"): Dictionary {
  return JSON.parse(readFileSync(join(ROOT, "lang", `${lang}.json`), "utf8")) as Dictionary;
}

/** A translator over the real language files, Foundry-style (the key shows when missing). */
export function translator(lang: "en" | "es" | "ru" = "en"): Translator {
  return makeTranslator(dictionary(lang), dictionary("en"));
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** `{"a.b": 1}` -> `{a: {b: 1}}`, as foundry.utils.expandObject. */
export function expand(data: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(data)) {
    const parts = key.split(".");
    let node = out;
    for (const p of parts.slice(0, -1)) {
      if (!isObject(node[p])) node[p] = {};
      node = node[p] as Json;
    }
    node[parts[parts.length - 1]!] = isObject(value) ? expand(value) : value;
  }
  return out;
}

/** Merges `update` into `target` in place, with `-=key` deletions (foundry.utils.mergeObject). */
export function mergeInto(target: Json, update: Json): void {
  for (const [key, value] of Object.entries(update)) {
    if (key.startsWith("-=")) {
      delete target[key.slice(2)];
    } else if (isObject(value)) {
      if (!isObject(target[key])) target[key] = {};
      mergeInto(target[key] as Json, value);
    } else {
      target[key] = Array.isArray(value) ? structuredClone(value) : value;
    }
  }
}

export class FakeDocument {
  readonly updates: Json[] = [];
  isOwner = true;
  [key: string]: unknown;

  constructor(data: Json) {
    Object.assign(this, structuredClone(data));
  }

  update(data: Json): Promise<this> {
    if (!this.isOwner) return Promise.reject(new Error("User lacks permission to update"));
    this.updates.push(data);
    mergeInto(this, expand(data));
    return Promise.resolve(this);
  }
}

export class FakeActor extends FakeDocument {
  declare id: string | null;
  declare name: string;
  readonly statuses: string[] = [];

  toggleStatusEffect(statusId: string, options: { active: boolean }): Promise<boolean> {
    if (options.active && !this.statuses.includes(statusId)) this.statuses.push(statusId);
    return Promise.resolve(true);
  }
}

/** A token document with what the movement code reads: position, size, flags, actor, scene. */
export class FakeTokenDoc extends FakeDocument {
  declare id: string;
  declare name: string;
  declare x: number;
  declare y: number;
  declare width: number;
  declare height: number;
  declare elevation: number;
  declare flags: Json;
  actor: FakeActor | null = null;
  parent: SceneSource | null = null;
}

export function fakeTokenDoc(id: string, over: Json = {}): FakeTokenDoc {
  return new FakeTokenDoc({
    id,
    name: id,
    x: 200,
    y: 200,
    width: 1,
    height: 1,
    elevation: 0,
    disposition: 1,
    hidden: false,
    flags: {},
    ...(GEN === 14 ? { level: GROUND } : {}),
    ...over,
  });
}

/**
 * A Roll over injected dice: `new FakeRoll("2d6", [3, 4])`. Its dice terms exist from the
 * constructor, as a Roll's do (parsed from the formula), so options can be set before
 * `evaluate`; terms may carry a flavour (`1d10[Destiny die]`) and are joined with `+`.
 */
export class FakeRoll {
  evaluated = false;
  total: number | undefined;
  dice: {
    faces: number;
    number: number;
    flavor: string | null;
    options: Record<string, unknown>;
    results: { result: number; active: boolean }[];
  }[] = [];
  private readonly modifier: number | null;

  constructor(
    readonly formula: string,
    private readonly queue: number[],
  ) {
    const parts = formula.split(/\s*([+-])\s*/);
    let mod = 0;
    let ok = parts.length % 2 === 1;
    for (let i = 0; i < parts.length && ok; i += 2) {
      const sign = i === 0 ? "+" : parts[i - 1];
      const term = /^(\d*)d(\d+)(?:\[([^\]]*)\])?$/.exec(parts[i]!.trim());
      if (term && sign === "+") {
        this.dice.push({
          number: Number(term[1] || 1),
          faces: Number(term[2]),
          flavor: term[3] ?? null,
          options: {},
          results: [],
        });
      } else if (/^\d+$/.test(parts[i]!.trim()) && i > 0) {
        mod += (sign === "-" ? -1 : 1) * Number(parts[i]);
      } else ok = false;
    }
    this.modifier = ok && this.dice.length > 0 ? mod : null;
    if (this.modifier === null) this.dice = [];
  }

  evaluate(): Promise<this> {
    if (this.modifier === null)
      return Promise.reject(new Error(`Unresolved StringTerm ${this.formula} requested for evaluation`));
    for (const d of this.dice) {
      d.results = Array.from({ length: d.number }, () => {
        const r = this.queue.shift();
        if (r === undefined || r < 1 || r > d.faces) throw new Error(`test gave no d${d.faces} result`);
        return { result: r, active: true };
      });
    }
    this.total = this.dice.flatMap((d) => d.results).reduce((a, r) => a + r.result, 0) + this.modifier;
    this.evaluated = true;
    return Promise.resolve(this);
  }
}

export interface Notice {
  readonly level: NoticeLevel;
  readonly text: string;
}

export interface TestEnvOptions {
  readonly ruleset?: Ruleset;
  readonly mode?: WorldSettings["mode"];
  readonly gmExempt?: boolean;
  readonly showReasons?: boolean;
  readonly user?: Partial<UserLike>;
  readonly combats?: CombatLike[];
  readonly controlled?: string[];
  readonly lang?: "en" | "es" | "ru";
}

/** A MovementEnv over fakes: real rulesets, the real board builder, fake settings and scene. */
export function testEnv(o: TestEnvOptions = {}): MovementEnv & {
  readonly notices: Notice[];
  readonly store: DeclarationStore;
} {
  const ruleset = o.ruleset ?? signum;
  const { settings } = registeredSettings();
  const user: UserLike = { id: "player", name: "Player", isGM: false, ...o.user };
  const store = new DeclarationStore(() => user.id);
  const notices: Notice[] = [];
  return {
    notices,
    store,
    t: translator(o.lang),
    ruleset: () => ruleset,
    settings: () => ({
      mode: o.mode ?? "enforce",
      gmExempt: o.gmExempt ?? true,
      showReasons: o.showReasons ?? true,
    }),
    options: (r) => (r.id === "signum" ? readRulesetOptions(settings, r) : {}),
    user: () => user,
    board: (scene, r, opts) => boardFromScene(scene, r, { ...opts, settings, canSee: () => true }),
    combatNow: (tokenId, sceneId) => combatNowFor(tokenId, sceneId, o.combats ?? []),
    declarations: (tokenId, userId) => store.get(tokenId, userId),
    isTeleport: (a) => a === "blink",
    dragGroup: (id) => (o.controlled?.includes(id) ? o.controlled : [id]),
    notify: (level, text) => notices.push({ level, text }),
  };
}

/** Renders a template of templates/ with the real handlebars and a Foundry-like localize. */
export function renderTemplate(file: string, context: object, lang: "en" | "es" | "ru" = "en"): string {
  const t = translator(lang);
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const hash = (options.hash ?? {}) as Record<string, unknown>;
    const data: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(hash)) data[k] = String(v);
    return Object.keys(data).length > 0 ? t(String(key), data) : t(String(key));
  });
  const source = readFileSync(join(ROOT, "templates", file.replace(/^.*templates\//, "")), "utf8");
  return hb.compile(source)(context);
}

/** A Signum table: 100 px squares of 2.5 cm (so 10 cm, an M move, is 400 px). */
export function signumTable(): {
  scene: FakeScene;
  add: (id: string, x: number, y: number, over?: Json) => FakeTokenDoc;
} {
  const scene = fakeScene({ distance: 2.5, units: "cm", type: 0 });
  const add = (id: string, x: number, y: number, over: Json = {}): FakeTokenDoc => {
    const t = fakeTokenDoc(id, { x, y, flags: profileFlags({ fields: { move: "M" } }), ...over });
    t.parent = scene;
    scene.tokens.push(t as unknown as FakeScene["tokens"][number]);
    return t;
  };
  return { scene, add };
}

/** A Foundry movement waypoint as core passes it (top-left pixels, size in spaces). */
export const wp = (x: number, y: number, over: Json = {}) => ({
  x,
  y,
  width: 1,
  height: 1,
  elevation: 0,
  // v14 waypoints carry the scene level and the depth (TokenMovementWaypoint).
  ...(GEN === 14 ? { level: GROUND, depth: 1 } : {}),
  ...over,
});

/** FakeHooks that remember what async listeners returned, so a test can await them. */
export class SettlingHooks extends FakeHooks {
  private readonly running: unknown[] = [];

  override on(hook: string, fn: (...args: unknown[]) => unknown, options: { once?: boolean } = {}): number {
    return super.on(
      hook,
      (...args: unknown[]) => {
        const r = fn(...args);
        this.running.push(r);
        return r;
      },
      options,
    );
  }

  /** Waits for every promise listeners returned so far. */
  async settle(): Promise<void> {
    while (this.running.length > 0) await Promise.all(this.running.splice(0));
  }
}

export interface FakeWorldOptions extends Omit<TestEnvOptions, "user"> {
  readonly user?: Partial<UserLike & { readonly isActiveGM: boolean }>;
  readonly scene?: FakeScene;
  readonly statusEffects?: StatusEntry[];
}

/** A FoundryWorld over fakes: real settings registration, the real language files. */
export function fakeWorld(o: FakeWorldOptions = {}): FoundryWorld & {
  readonly notices: Notice[];
  readonly fakeSettings: FakeSettings;
} {
  const { fake, settings } = registeredSettings();
  if (o.mode) void fake.set(MODULE_ID, "enforcement", o.mode);
  if (o.gmExempt !== undefined) void fake.set(MODULE_ID, "gmExempt", o.gmExempt);
  const notices: Notice[] = [];
  const t = translator(o.lang);
  const dict = dictionary(o.lang ?? "en");
  const user = { id: "player", name: "Player", isGM: false, isActiveGM: false, ...o.user };
  const statuses = o.statusEffects ?? [{ id: "prone" }];
  return {
    notices,
    fakeSettings: fake,
    settings,
    i18n: {
      localize: (k) => t(k),
      format: (k, d) => t(k, d),
      has: (k) => lookup(dict, k) !== undefined,
    },
    user: () => user,
    combats: () => o.combats ?? [],
    gmIds: () => ["gm"],
    controlledTokenIds: () => o.controlled ?? [],
    movementActions: () => ({ walk: {}, blink: { teleport: true }, displace: { teleport: true } }),
    statusEffects: () => statuses,
    notify: (level, text) => void notices.push({ level, text }),
    board: (scene, r, opts) => boardFromScene(scene, r, { ...opts, settings, canSee: () => true }),
  };
}
