// A movement side over fake hooks and fake Foundry pieces (MovementDeps), one per simulated
// client: installMovement with a fake CONFIG.Token, keys, socket, chat and put-back recorders.
// Written from the public v13/v14 docs; no Foundry runs here.
import type { ChatData, FoundryUiDeps } from "../../../src/foundry/dialogs/foundry-ui";
import {
  installMovement,
  type MovementDeps,
  type SceneToken,
  type TokenConfigLike,
} from "../../../src/foundry/wiring/movement";
import { builtinRulesets } from "../../../src/rulesets";
import { coreMovement } from "../core-fakes";
import {
  fakeWorld,
  FakeRoll,
  renderTemplate,
  SettlingHooks,
  signumTable,
  translator,
  wp,
  type FakeTokenDoc,
  type FakeWorldOptions,
} from "./fakes";

/** KeyboardManager.MODIFIER_KEYS as the v13 and v14 docs give it. */
export const MODIFIER_KEYS = { ALT: "Alt", CONTROL: "Control", SHIFT: "Shift" };
export const OUT = { combatId: null, round: null, turn: null, tokenTurn: null };
export const RUN = { kind: "toggle", rulesetId: "signum", key: "run" } as const;

export class CoreToken {}
/** Core's TokenDocument: its _preUpdateMovement lets every move through (v13/v14 docs). */
export class CoreDocument {
  constructor(data: object) {
    Object.assign(this, data);
  }
  _preUpdateMovement(_movement: unknown, _operation: unknown): Promise<boolean | void> {
    return Promise.resolve(undefined);
  }
}
export class CoreRuler {}

export function setup(o: FakeWorldOptions = {}) {
  const hooks = new SettlingHooks();
  const { scene, add } = signumTable();
  const a = add("a", 200, 200, { name: "Kira" });
  const world = fakeWorld({ ...o, scene });
  const config: TokenConfigLike = {
    objectClass: CoreToken as never,
    documentClass: CoreDocument as never,
    rulerClass: undefined,
  };
  const queries: Record<string, unknown> = {};
  const keys: string[] = [];
  const emitted: unknown[] = [];
  const socketListeners: ((d: unknown) => void)[] = [];
  const redrawn: string[][] = [];
  const putBack: { id: string; x: number; y: number; revertOf: string }[] = [];
  const messages: ChatData[] = [];
  const ui: FoundryUiDeps = {
    t: translator(),
    render: (tpl, data) => Promise.resolve(renderTemplate(tpl, data)),
    wait: () => Promise.resolve("roll"),
    makeRoll: (f) => new FakeRoll(f, [6]),
    createMessage: (data) => {
      messages.push(data);
      return Promise.resolve(data);
    },
    speaker: (t) => ({ alias: t.name }),
    gmIds: () => ["gm"],
  };
  const deps: MovementDeps = {
    world: () => world,
    uiDeps: () => ui,
    tokenConfig: () => config,
    coreRuler: () => CoreRuler as never,
    queries: () => queries,
    addStatusEffect: () => undefined,
    keybindings: () => ({ register: (_ns, action) => void keys.push(action) }),
    modifierKeys: () => MODIFIER_KEYS,
    socket: () => ({
      emit: (channel, data) => void emitted.push({ channel, data }),
      on: (_c, fn) => void socketListeners.push(fn),
    }),
    queryActiveGm: () => null,
    token: (_s, id) => scene.tokens.find((t) => t.id === id) as unknown as SceneToken | undefined,
    redrawRulers: (ids) => void redrawn.push([...ids]),
    putBack: (token, origin, revertOf) => {
      putBack.push({ id: token.id!, x: origin.x, y: origin.y, revertOf });
      return Promise.resolve();
    },
    renderTemplate: (p, d) => Promise.resolve(renderTemplate(p, d)),
  };
  const runtime = installMovement(hooks as never, builtinRulesets(), deps);
  return {
    hooks,
    scene,
    a,
    add,
    world,
    config,
    queries,
    keys,
    emitted,
    socketListeners,
    redrawn,
    putBack,
    messages,
    runtime,
    deps,
  };
}

/** Core's movement operation for a drag of a from (200, 200), in the running generation's shape. */
export const movement = (id: string, toY: number, over: object = {}) => ({
  ...coreMovement({ id, origin: wp(200, 200), waypoints: [wp(200, toY)] }),
  ...over,
});

export type PreUpdate = { _preUpdateMovement(m: unknown, o: object): Promise<boolean | void> };

/** A client's token document: the RulesTokenDocument class its init put in CONFIG.Token, over a token. */
export function playerDocument(s: ReturnType<typeof setup>, token: FakeTokenDoc): FakeTokenDoc & PreUpdate {
  const Doc = s.config.documentClass as unknown as new (data: object) => FakeTokenDoc & PreUpdate;
  const doc = new Doc({});
  // The same document: what the gate reads (position, flags, scene) is the token's.
  return Object.assign(
    Object.create(Object.getPrototypeOf(doc) as object) as FakeTokenDoc & PreUpdate,
    token,
  );
}
