// A movement side playing StarCraft TMG over fakes: installMovement with the unit parts
// (ghost view, dialogs, the scene's token updates through FakeCore), a squad of Marines on a
// 24" x 18" table of 100 px inches (the scene rectangle starts at 200, 200).
import type { FoundryUiDeps } from "../../../src/foundry/dialogs/foundry-ui";
import { MODULE_ID } from "../../../src/foundry/ids";
import type { Ghost } from "../../../src/foundry/units/plan";
import type { UnitHostParts } from "../../../src/foundry/units/runtime";
import type { GhostAnswer, GhostView, UnitSummary } from "../../../src/foundry/units/session";
import {
  installMovement,
  type MovementDeps,
  type SceneToken,
  type TokenConfigLike,
} from "../../../src/foundry/wiring/movement";
import { builtinRulesets } from "../../../src/rulesets";
import { EXAMPLE_PROFILES } from "../../../src/rulesets/sctmg";
import {
  activationUserOver,
  CoreRuler,
  CoreToken,
  defaultUsers,
  MODIFIER_KEYS,
} from "../movement/runtime-fakes";
import { FakeActor, fakeWorld, FakeRoll, renderTemplate, SettlingHooks, translator } from "../movement/fakes";
import { fakeScene, profileFlags, type FakeScene } from "../scene/fake-scene";
import { CoreTokenDocument, FakeCore } from "./core-scene";
import { GEN, GROUND } from "../core-fakes";

export const PX = 100;
export const ORIGIN = 200;
/** Top-left pixels of a 1-space token whose base centre is at (x, y) inches. */
export const topLeft = (x: number, y: number) => ({
  x: ORIGIN + x * PX - PX / 2,
  y: ORIGIN + y * PX - PX / 2,
});

/** The ghosts the player sees and how they answer: a test drives it like the canvas and panel. */
export class FakeGhostView implements GhostView {
  shown: { ghosts: readonly Ghost[]; summary: UnitSummary }[] = [];
  onMove: ((id: string, to: { x: number; y: number }) => void) | null = null;
  closed = 0;
  private answers: GhostAnswer[] = [];
  private waiting: ((a: GhostAnswer) => void) | null = null;

  show(
    ghosts: readonly Ghost[],
    summary: UnitSummary,
    onMove: (id: string, to: { x: number; y: number }) => void,
  ) {
    this.shown.push({ ghosts, summary });
    this.onMove = onMove;
  }
  update(ghosts: readonly Ghost[], summary: UnitSummary) {
    this.shown.push({ ghosts, summary });
  }
  get ghosts(): readonly Ghost[] {
    return this.shown.at(-1)?.ghosts ?? [];
  }
  ask(): Promise<GhostAnswer> {
    const a = this.answers.shift();
    if (a) return Promise.resolve(a);
    return new Promise((resolve) => (this.waiting = resolve));
  }
  answer(a: GhostAnswer) {
    const w = this.waiting;
    this.waiting = null;
    if (w) w(a);
    else this.answers.push(a);
  }
  close() {
    this.closed++;
  }
}

export interface UnitTableOptions {
  readonly confirm?: boolean[];
  readonly lang?: "en" | "es" | "ru";
  readonly ruleset?: string;
  /** The dice the fake Rolls give, in turn; default a 6 for every roll. */
  readonly dice?: readonly number[];
  /** This client's user; default the player. */
  readonly user?: { id: string; name: string; isGM: boolean; isActiveGM: boolean };
}

export function unitTable(o: UnitTableOptions = {}) {
  const hooks = new SettlingHooks();
  const scene: FakeScene = fakeScene();
  const user = o.user ?? { id: "player", name: "Player", isGM: false, isActiveGM: false };
  const world = fakeWorld({
    scene,
    statusEffects: [{ id: "prone" }],
    user,
    ...(o.lang ? { lang: o.lang } : {}),
  });
  void world.fakeSettings.set(MODULE_ID, "ruleset", o.ruleset ?? "sctmg");
  const config: TokenConfigLike = {
    objectClass: CoreToken as never,
    documentClass: CoreTokenDocument as never,
    rulerClass: undefined,
  };
  const view = new FakeGhostView();
  const confirmAnswers = [...(o.confirm ?? [])];
  const confirms: { title: string; content: string }[] = [];
  const added: { id: string }[] = [];
  const putBack: { id: string; x: number; y: number; revertOf: string }[] = [];
  const dice = o.dice ? [...o.dice] : null;
  const core = new FakeCore(scene, hooks, user);
  const units: UnitHostParts = {
    draggedTokenId: () => core.dragged,
    ghostView: () => view,
    confirm: (title, content) => {
      confirms.push({ title, content });
      return Promise.resolve(confirmAnswers.shift() ?? false);
    },
    updateTokens: async (_s, updates, operation) => {
      await core.update(updates as Record<string, unknown>[], operation as Record<string, unknown>);
    },
  };
  const ui: FoundryUiDeps = {
    t: translator(),
    render: (tpl, data) => Promise.resolve(renderTemplate(tpl, data)),
    wait: () => Promise.resolve("roll"),
    makeRoll: (f) => new FakeRoll(f, dice ?? [6]),
    createMessage: (data) => Promise.resolve(data),
    speaker: (t) => ({ alias: t.name }),
    gmIds: () => ["gm"],
  };
  const deps: MovementDeps = {
    world: () => world,
    uiDeps: () => ui,
    tokenConfig: () => config,
    coreRuler: () => CoreRuler as never,
    queries: () => ({}),
    addStatusEffect: (entry) => void added.push(entry),
    keybindings: () => null,
    modifierKeys: () => MODIFIER_KEYS,
    socket: () => null,
    queryActiveGm: () => null,
    token: (_s, id) => scene.tokens.find((t) => t.id === id) as unknown as SceneToken | undefined,
    activationUser: activationUserOver(defaultUsers()),
    redrawRulers: () => undefined,
    putBack: (token, origin, revertOf) => {
      putBack.push({ id: token.id!, x: origin.x, y: origin.y, revertOf });
      return Promise.resolve();
    },
    renderTemplate: (p, d) => Promise.resolve(renderTemplate(p, d, o.lang)),
    units,
  };
  const runtime = installMovement(hooks as never, builtinRulesets(), deps);
  hooks.callAll("init");
  const Doc = config.documentClass as unknown as new (data: object) => CoreTokenDocument;
  const marine = EXAMPLE_PROFILES.marine!;
  /** A Marine of `unitId` with its base centre at (x, y) inches. */
  const add = (id: string, x: number, y: number, unitId = "squad", over: Record<string, unknown> = {}) => {
    const at = topLeft(x, y);
    const doc = new Doc({
      ...(GEN === 14 ? { level: GROUND } : {}),
      id,
      name: id,
      x: at.x,
      y: at.y,
      width: 1,
      height: 1,
      elevation: 0,
      disposition: 1,
      hidden: false,
      flags: profileFlags({ fields: { ...marine.profile }, baseMm: marine.baseMm, unitId }),
      ...over,
    });
    doc.parent = scene;
    doc.actor = new FakeActor({ id: `actor-${id}`, name: id });
    scene.tokens.push(doc as unknown as FakeScene["tokens"][number]);
    return doc;
  };
  const at = (id: string) => ({ x: core.doc(id).x, y: core.doc(id).y });
  return { hooks, scene, world, view, core, runtime, add, at, confirms, added, putBack };
}
