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
import { activationUserId } from "../../../src/foundry/host/users";
import {
  coreMovement,
  fakeUser,
  fakeUsers,
  testUserPermission,
  tokenOwnership,
  USER_ROLES,
  type FakeUser,
} from "../core-fakes";
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
import type { FakeScene } from "../scene/fake-scene";

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

/** The world's users every client sees: a player who owns the tokens given ownership, and the GM. */
export const defaultUsers = (): FakeUser[] => [
  fakeUser("player", USER_ROLES.PLAYER),
  fakeUser("gm", USER_ROLES.GAMEMASTER),
];

/** The host's choice of the client that starts a token's activation, over the fake `game.users`. */
export const activationUserOver =
  (users: readonly FakeUser[]) =>
  (token: unknown): string | null => {
    const all = fakeUsers(users);
    return activationUserId(
      all.contents,
      (u) => testUserPermission(tokenOwnership(token), u, "OWNER"),
      all.activeGM?.id ?? null,
    );
  };

export interface SetupOptions extends FakeWorldOptions {
  /** The scene and its token factory; default a Signum table with Kira at (200, 200). */
  readonly table?: {
    readonly scene: FakeScene;
    readonly add: (id: string, x: number, y: number, over?: Record<string, unknown>) => FakeTokenDoc;
  };
  /** `game.users` as this client sees it. */
  readonly users?: readonly FakeUser[];
  /** What each DialogV2.wait resolves with, in turn (a button's action, null closed); default "roll". */
  readonly dialogs?: readonly unknown[];
  /** The dice the fake Rolls give, in turn; default a 6 for every roll. */
  readonly dice?: readonly number[];
}

export function setup(o: SetupOptions = {}) {
  const hooks = new SettlingHooks();
  const { scene, add } = o.table ?? signumTable();
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
  const dialogs: { title: string; content: string }[] = [];
  const answers = o.dialogs ? [...o.dialogs] : null;
  const dice = o.dice ? [...o.dice] : null;
  const ui: FoundryUiDeps = {
    t: translator(),
    render: (tpl, data) => Promise.resolve(renderTemplate(tpl, data)),
    wait: (config) => {
      dialogs.push({ title: config.title, content: config.content });
      return Promise.resolve(answers ? (answers.length > 0 ? answers.shift() : null) : "roll");
    },
    makeRoll: (f) => new FakeRoll(f, dice ?? [6]),
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
    activationUser: activationUserOver(o.users ?? defaultUsers()),
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
    dialogs,
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
