import type { RulesetRegistry } from "../../engine/registry";
import { arrival } from "../host/generation";
import type { ModifierKeys, RulerClass } from "../host/types";
import { applyActions, effectsCard, type EffectToken, type EffectsHost } from "../effects/apply";
import type { StatusEntry } from "../effects/conditions";
import type { EffectAction } from "../effects/plan";
import { foundryGateUi, postMoveCard, postMoveCardAs, type FoundryUiDeps } from "../dialogs/foundry-ui";
import type { MovementApi } from "../api";
import { INIT_HOOK, MODULE_ID, UNTOLD_FLAG } from "../ids";
import { PROFILE_SETTING } from "../settings";
import { isTokensTurn } from "../ledger/combat";
import { installLedgerHud } from "../ledger/hud-install";
import { resetTimingFor } from "../ledger/ledger";
import { resetStaleLedgers, type CombatWithScene } from "../ledger/reset";
import { readLedger, recordActivation, recordAnswer, recordMove, resetLedger } from "../ledger/store";
import {
  activationsBegun,
  runActivationStart,
  type ActivationHost,
  type TurnState,
} from "../movement/activation";
import { rollDeclared, type DeclareRollHost } from "../movement/declare-rolls";
import { createRulesRuler } from "../ruler/token-ruler";
import { ReachHighlight, type GridHighlighter } from "../squares/highlight";
import {
  afterOwnMove,
  carryOutEffects,
  PendingMoves,
  type AfterMoveHost,
  type MovedToken,
} from "../movement/after-move";
import {
  applyCommand,
  DeclarationStore,
  describeDeclarations,
  isEmpty,
  type DeclarationCommand,
} from "../movement/declarations";
import { createRulesTokenDocument, type TokenDocumentClass } from "../movement/document";
import type { MoveCard } from "../movement/cards";
import type { MovementEnv, TokenLike } from "../movement/env";
import { forgetShownProblems } from "../movement/constrain";
import type { GateUi, ReportedMovement } from "../movement/gate";
import type { PixelWaypoint } from "../movement/path";
import { checkPlayerMove, RevertedMoves, type RevertHost } from "../movement/gm-check";
import { registerDeclarationKeys, type KeybindingRegistry } from "../movement/keybindings";
import { declareMessage, receiveDeclare } from "../movement/share";
import { createRulesToken, type TokenClass } from "../movement/token";
import { movementEnv, type FoundryWorld } from "../movement/world";
import { UNTOLD_KEPT, UntoldTeller, untoldSpeaker, withUntold, type UntoldStore } from "../movement/untold";
import { isRecord, moduleFlag } from "../records";
import { UnitSessions, type UnitHostParts } from "../units/runtime";

/*
 * Wires the movement side into Foundry: the Token, TokenDocument and TokenRuler subclasses, the
 * declaration keys, the socket, and the hooks that run after a move (effects, ledger, the GM's
 * check), at combat turns (ledger resets, the ruleset's startActivation) and on the token HUD (the ledger). Part of the top
 * wiring (src/foundry/install.ts): Foundry is reached only through MovementDeps, which install.ts
 * fills from the host layer (host/globals.ts) and tests from fakes.
 */

/** A token document as the after-move code needs it: the narrow interfaces of each part. */
export type SceneToken = MovedToken & EffectToken & PixelWaypoint;

export interface TokenConfigLike {
  objectClass: TokenClass;
  documentClass: TokenDocumentClass;
  rulerClass: unknown;
}

export interface SocketLike {
  emit(channel: string, data: unknown): void;
  on(channel: string, fn: (data: unknown) => void): void;
}

export interface MovementDeps {
  world(): FoundryWorld;
  uiDeps(world: FoundryWorld): FoundryUiDeps;
  /** CONFIG.Token: the classes are read and replaced by subclasses. */
  tokenConfig(): TokenConfigLike;
  /** The core TokenRuler, when CONFIG.Token.rulerClass holds none. */
  coreRuler(): RulerClass;
  /** CONFIG.queries (v13): handlers other users call with `User#query`. */
  queries(): Record<string, unknown>;
  addStatusEffect(entry: StatusEntry): void;
  keybindings(): KeybindingRegistry | null;
  /** KeyboardManager.MODIFIER_KEYS. */
  modifierKeys(): ModifierKeys;
  socket(): SocketLike | null;
  /** Whether a GM is connected (`game.users.activeGM`); absent, one is taken to be. */
  gmConnected?(): boolean;
  /**
   * Where refusals made while no GM is connected are kept for one (a flag on each User
   * document, movement/untold.ts). Absent: kept in this client's memory until a GM connects.
   */
  untold?: UntoldStore;
  /** `game.users.activeGM`'s query, or null when no GM is connected. */
  queryActiveGm(name: string, data: unknown): Promise<unknown> | null;
  token(sceneId: string | null, tokenId: string): SceneToken | undefined;
  /**
   * The id of the one user whose client starts this token's activation (host/users.ts): its
   * first active non-GM owner, else the active GM; null when neither is connected.
   */
  activationUser(token: SceneToken): string | null;
  /** Redraws the rulers of these tokens (other users' declarations changed), and this user's drag. */
  redrawRulers(tokenIds: readonly string[]): void;
  /** Puts a token elsewhere as a placement (core `displace`): a `place` effect (a fall straight down). */
  place?(token: SceneToken, at: { x: number; y: number; elevation: number; level?: string }): Promise<void>;
  /** Puts a token back as a placement (core `displace`), marked as the GM's revert of a move. */
  putBack(
    token: SceneToken,
    origin: { x: number; y: number; elevation: number },
    revertOf: string,
  ): Promise<void>;
  renderTemplate(path: string, data: object): Promise<string>;
  /** Unit moves: ghosts, the unit's one update, casualties (units/). Absent: no unit moves. */
  units?: UnitHostParts;
  /** Core's grid highlight layer (square grids: the reach highlight); absent or null, none. */
  gridHighlighter?(): GridHighlighter | null;
}

export const SOCKET = `module.${MODULE_ID}`;
export const APPLY_EFFECTS_QUERY = `${MODULE_ID}.applyEffects`;

export interface MovementRuntime {
  readonly env: () => MovementEnv;
  readonly store: DeclarationStore;
  readonly pending: PendingMoves;
  readonly reverted: RevertedMoves;
  readonly api: MovementApi;
  /** Runs a declaration key's command; exposed for tests. */
  readonly declare: (command: DeclarationCommand) => boolean;
  /** The unit moves' ghost sessions, when the host has the parts. */
  readonly units: UnitSessions | null;
}

export function installMovement(
  hooks: {
    on(hook: string, fn: (...args: never[]) => unknown): unknown;
    callAll(hook: string, ...args: unknown[]): unknown;
  },
  registry: RulesetRegistry,
  deps: MovementDeps,
): MovementRuntime {
  const store = new DeclarationStore(() => deps.world().user().id);
  const pending = new PendingMoves();
  const env = (): MovementEnv => movementEnv(deps.world(), registry, store);
  const rulesetId = (): string => env().ruleset().id;
  const reverted = new RevertedMoves(rulesetId);
  // Moves refused on this client while no GM was connected: kept on this user's flag for the
  // active GM's client to tell (movement/untold.ts); in memory, told to the first GM who
  // connects while this client is open, when there is no store or writing to it failed.
  const untold: { token: TokenLike; card: MoveCard }[] = [];
  const keepUntold = async (token: TokenLike, card: MoveCard): Promise<void> => {
    const store = deps.untold;
    const me = deps.world().user().id;
    if (store && me) {
      try {
        const speaker = untoldSpeaker(deps.uiDeps(deps.world()).speaker(token));
        await store.write(me, withUntold(store.read(me), { id: store.newId(), speaker, card }));
        return;
      } catch (e) {
        console.error(`${MODULE_ID} | keeping a refusal for the GM`, e);
      }
    }
    if (untold.length >= UNTOLD_KEPT) untold.shift();
    untold.push({ token, card });
  };
  const ui = (): GateUi => ({
    ...foundryGateUi(deps.uiDeps(deps.world())),
    refused: (token, card) => ((deps.gmConnected?.() ?? true) ? Promise.resolve() : keepUntold(token, card)),
  });
  // Made on first use: deps are read when called, as everywhere here.
  let tellerMade: UntoldTeller | null = null;
  const teller = (): UntoldTeller | null =>
    deps.untold
      ? (tellerMade ??= new UntoldTeller(deps.untold, (e) => {
          const world = deps.world();
          return postMoveCardAs(deps.uiDeps(world), e.speaker, e.card, world.gmIds());
        }))
      : null;

  const effectsHost = (sceneId: string | null): EffectsHost => {
    const world = deps.world();
    return {
      t: env().t,
      tokenById: (id) => deps.token(sceneId, id),
      statusEffects: () => world.statusEffects(),
      addStatusEffect: (entry) => deps.addStatusEffect(entry),
      notify: (level, text) => world.notify(level, text),
      isTokensTurn: (tokenId) => isTokensTurn(env().combatNow(tokenId, sceneId)),
      place: async (tokenId, centre, elevation) => {
        const doc = deps.token(sceneId, tokenId);
        const size = doc?.parent?.grid.size;
        if (!doc || !size || !deps.place) return;
        await deps.place(doc, {
          x: Math.round(centre.x - (doc.width * size) / 2),
          y: Math.round(centre.y - (doc.height * size) / 2),
          elevation: elevation ?? doc.elevation,
          ...(doc.level !== undefined ? { level: doc.level } : {}),
        });
      },
    };
  };

  const afterHost = (sceneId: string | null): AfterMoveHost => {
    const world = deps.world();
    const uiDeps = deps.uiDeps(world);
    return {
      ...effectsHost(sceneId),
      ruleset: () => env().ruleset(),
      combatNow: (tokenId, scene) => env().combatNow(tokenId, scene),
      damagePath: () => world.settings.get(MODULE_ID, PROFILE_SETTING.damagePath),
      callAll: (hook, ...args) => void hooks.callAll(hook, ...args),
      postCard: (token, card, whisperGm) => postMoveCard(uiDeps, token, card, whisperGm ? world.gmIds() : []),
      sendToGm: async (scene, actions) => {
        const asked = deps.queryActiveGm(APPLY_EFFECTS_QUERY, { sceneId: scene, actions });
        if (!asked) return false;
        await asked;
        return true;
      },
    };
  };

  const units = deps.units
    ? new UnitSessions(deps.units, {
        t: () => env().t,
        explain: () => env().settings().showReasons || deps.world().user().isGM,
        notify: (level, text) => deps.world().notify(level, text),
        statusEffects: () => deps.world().statusEffects(),
        addStatusEffect: (entry) => deps.addStatusEffect(entry),
        token: (scene, id) => deps.token(scene.id, id),
        render: (path, data) => deps.renderTemplate(path, data),
      })
    : null;

  const declareHost: DeclareRollHost = {
    record: (token, promptId, answer) => {
      const doc = token.id ? deps.token(token.parent?.id ?? null, token.id) : undefined;
      if (!doc || !token.id) return Promise.resolve();
      return recordAnswer(
        doc,
        env().ruleset(),
        promptId,
        answer,
        env().combatNow(token.id, token.parent?.id ?? null),
      );
    },
  };

  const activationHost = (sceneId: string | null): ActivationHost => ({
    record: (token, promptId, answer) => declareHost.record(token, promptId, answer),
    apply: async (token, effects, scale) => {
      const doc = token.id ? deps.token(sceneId, token.id) : undefined;
      if (!doc?.id) return;
      const id = doc.id;
      await carryOutEffects(afterHost(sceneId), doc, effects, scale, async (changes) => {
        if (changes) await recordActivation(doc, env().ruleset(), changes, env().combatNow(id, sceneId));
      });
    },
    callAll: (hook, ...args) => void hooks.callAll(hook, ...args),
  });

  /** The rolls these tokens' next moves wait for, asked now (declare-rolls.ts), one token after another. */
  const rollDeclaredFor = async (tokenIds: readonly string[]): Promise<void> => {
    for (const id of tokenIds) {
      const doc = deps.token(null, id);
      if (doc) await rollDeclared(env(), ui(), doc, declareHost);
    }
  };

  const declare = (command: DeclarationCommand): boolean => {
    const world = deps.world();
    const ids = world.controlledTokenIds();
    if (ids.length === 0) return false;
    const ruleset = env().ruleset();
    const next = applyCommand(store.mine(), command, ruleset);
    if (next === null) return false;
    store.setMine(next);
    deps.socket()?.emit(SOCKET, declareMessage(world.user().id, ids, next));
    deps.redrawRulers(ids);
    const words = describeDeclarations(next, ruleset, env().t);
    world.notify(
      "info",
      isEmpty(next)
        ? env().t("TTM.Notify.DeclaredNone")
        : env().t("TTM.Notify.Declared", { list: words.join(", ") }),
    );
    // A declaration may be what a roll waits for (a jump declared): asked before the drag.
    void guard("rollDeclared", () => rollDeclaredFor(ids))();
    return true;
  };

  const revertHost: RevertHost = {
    putBack: async (token, origin, revertOf) => {
      const doc = token.id ? deps.token(token.parent?.id ?? null, token.id) : undefined;
      if (doc) await deps.putBack(doc, origin, revertOf);
    },
    whisper: async (token, card, userIds) => {
      const world = deps.world();
      await postMoveCard(deps.uiDeps(world), token, card, [...new Set([...world.gmIds(), ...userIds])]);
    },
  };

  const api: MovementApi = {
    getLedger: (token) =>
      token.id ? readLedger(token, env().ruleset(), env().combatNow(token.id, token.parent?.id ?? null)) : {},
    resetLedger: async (token) => {
      if (token.id)
        await resetLedger(token, rulesetId(), env().combatNow(token.id, token.parent?.id ?? null));
    },
    rollDeclared: (token) => rollDeclared(env(), ui(), token, declareHost),
    startActivation: (token) =>
      runActivationStart(env(), ui(), token, activationHost(token.parent?.id ?? null)),
  };

  // Foundry logs a throwing listener and goes on; these log too, and a rejected promise is
  // caught here rather than left unhandled. The promise is returned so tests can await it.
  const guard =
    (what: string, fn: (...args: never[]) => unknown) =>
    (...args: never[]): Promise<void> | undefined => {
      const fail = (e: unknown): void => console.error(`${MODULE_ID} | ${what}`, e);
      try {
        const r = fn(...args);
        return r instanceof Promise ? r.then(() => undefined, fail) : undefined;
      } catch (e) {
        fail(e);
        return undefined;
      }
    };

  hooks.on(
    "init",
    guard("init", () => {
      // Keys for every registered ruleset's declarations. Third-party rulesets arrive through
      // INIT_HOOK, which the module fires later in this same init; keys must be in by its end.
      hooks.on(
        INIT_HOOK,
        guard("keybindings", () => {
          const keys = deps.keybindings();
          if (keys) registerDeclarationKeys(keys, registry.all(), declare, deps.modifierKeys());
        }),
      );
      const config = deps.tokenConfig();
      // Documents are created when the world loads, after init: the class must be in place now.
      config.documentClass = createRulesTokenDocument(config.documentClass, () => ({
        env: env(),
        ui: ui(),
        pending,
        ...(units ? { units: units.gateDeps() } : {}),
      }));
      deps.queries()[APPLY_EFFECTS_QUERY] = (data: unknown) => applyForPlayer(data);
    }),
  );

  hooks.on(
    "setup",
    guard("setup", () => {
      // Subclass whatever the game system configured by now, so its own behaviour stays underneath.
      const config = deps.tokenConfig();
      config.objectClass = createRulesToken(config.objectClass, env);
      const ruler =
        typeof config.rulerClass === "function" ? (config.rulerClass as RulerClass) : deps.coreRuler();
      config.rulerClass = createRulesRuler(
        ruler,
        env,
        new ReachHighlight(() => deps.gridHighlighter?.() ?? null),
      );
    }),
  );

  hooks.on(
    "ready",
    guard("ready", async () => {
      deps.socket()?.on(SOCKET, (data) => deps.redrawRulers(receiveDeclare(store, data)));
      if (deps.world().user().isActiveGM) await teller()?.tellAll();
    }),
  );

  // updateUser (v13/v14 docs): (user, changed, options, userId) on every client. A player's
  // client kept a refusal on its user while this GM was connecting, or the GM became active.
  hooks.on(
    "updateUser",
    guard("updateUser", async (user: { id?: string | null } | null, changed: unknown) => {
      const t = teller();
      if (!t || !user?.id || !deps.world().user().isActiveGM) return;
      const flags = isRecord(changed) ? changed.flags : undefined;
      if (moduleFlag(flags, UNTOLD_FLAG) !== undefined) await t.tell(user.id);
    }),
  );

  // userConnected (v13/v14 docs): (user, connected), for another user joining or leaving.
  hooks.on(
    "userConnected",
    guard(
      "userConnected",
      async (user: { id?: string | null; isGM?: boolean } | null, connected: boolean) => {
        if (!connected || !user?.isGM || !user.id || untold.length === 0) return;
        const uiDeps = deps.uiDeps(deps.world());
        for (const { token, card } of untold.splice(0)) await postMoveCard(uiDeps, token, card, [user.id]);
      },
    ),
  );

  hooks.on(
    "canvasReady",
    guard("canvasReady", () => forgetShownProblems()),
  );

  hooks.on(
    "moveToken",
    guard(
      "moveToken",
      async (
        doc: SceneToken,
        movement: ReportedMovement,
        operation: unknown,
        user: { id: string; name: string; isGM: boolean },
      ) => {
        const me = deps.world().user();
        if (user.id === me.id) {
          // The declarations were spent by this move (the gate kept them with it): what the player
          // declares while the token still moves is for the next one.
          if (movement.method !== "undo" && !isEmpty(store.mine())) {
            store.setMine({ values: {} });
            if (doc.id) deps.socket()?.emit(SOCKET, declareMessage(me.id, [doc.id], { values: {} }));
          }
          // Effects and the ledger wait until the token has arrived (v14 movement.finished; at
          // once in v13, whose hook fires when the update is done).
          await arrival(movement);
          await afterOwnMove(afterHost(doc.parent?.id ?? null), pending, doc, movement);
          return;
        }
        if (doc.id) store.clearRemote(user.id, doc.id);
        if (!me.isActiveGM) return;
        // Before anything is awaited: a model its unit's leader placed goes back with the leader.
        reverted.noteFollower(doc, movement, operation);
        // The GM puts an illegal move back once the token is there, not halfway through its animation.
        await arrival(movement);
        await checkPlayerMove(env(), revertHost, doc, movement, operation, user, reverted);
      },
    ),
  );

  hooks.on(
    "updateToken",
    guard("updateToken", async (doc: SceneToken, changes: unknown, _options: unknown, userId: unknown) => {
      if (deps.world().user().isActiveGM) await reverted.refundIfCharged(doc);
      // This user switched the token's movement action (the token HUD): a roll that action waits
      // for before its drag (a jump's distance) is asked now.
      const switched = typeof changes === "object" && changes !== null && "movementAction" in changes;
      if (switched && userId === deps.world().user().id) await rollDeclared(env(), ui(), doc, declareHost);
    }),
  );

  /** The activations a turn change begins, each run on its token's one chosen client. */
  const startActivations = async (combat: CombatWithScene, prior: TurnState, current: TurnState) => {
    const ruleset = env().ruleset();
    if (!ruleset.startActivation || !prior || !current) return;
    const me = deps.world().user().id;
    for (const begun of activationsBegun(combat, prior, current, resetTimingFor(ruleset))) {
      const doc = deps.token(begun.sceneId, begun.tokenId);
      if (!doc || deps.activationUser(doc) !== me) continue;
      await runActivationStart(env(), ui(), doc, activationHost(begun.sceneId));
    }
  };

  hooks.on(
    "combatTurnChange",
    guard("combatTurnChange", async (combat: CombatWithScene, prior: TurnState, current: TurnState) => {
      // The GM tidies the stale ledgers first, so an activation's start writes on a fresh one.
      if (deps.world().user().isActiveGM)
        await resetStaleLedgers(
          env(),
          combat,
          (sceneId, tokenId) => deps.token(sceneId, tokenId),
          env().ruleset(),
        );
      await startActivations(combat, prior, current);
    }),
  );

  installLedgerHud(hooks, {
    env,
    rulesetId,
    render: (path, data) => deps.renderTemplate(path, data),
    has: (key) => deps.world().i18n.has(key),
    reset: (token) => api.resetLedger(token),
    declare,
    token: (sceneId, tokenId) => deps.token(sceneId, tokenId),
  });

  /** The GM's side of APPLY_EFFECTS_QUERY: effects on documents the moving player may not change. */
  async function applyForPlayer(data: unknown): Promise<boolean> {
    const d = data as { sceneId?: unknown; actions?: unknown };
    const sceneId = typeof d.sceneId === "string" ? d.sceneId : null;
    const actions = Array.isArray(d.actions) ? (d.actions as EffectAction[]) : [];
    const host = effectsHost(sceneId);
    for (const a of actions) {
      if (a.kind !== "ledger") continue;
      const token = deps.token(sceneId, a.tokenId);
      if (token)
        await recordMove(
          token,
          env().ruleset(),
          a.changes,
          `gm-${Date.now()}`,
          env().combatNow(a.tokenId, sceneId),
        );
    }
    const applied = await applyActions(host, actions);
    const first = actions.find((a) => "tokenId" in a);
    const speaker = first && "tokenId" in first ? deps.token(sceneId, first.tokenId) : undefined;
    const card = effectsCard(applied, speaker?.name ?? "", env().t);
    if (card && speaker) await postMoveCard(deps.uiDeps(deps.world()), speaker, card, []);
    // The GM applies them: what a document refused is the GM's to know (and to apply by hand).
    for (const line of applied.failed) host.notify("warn", line.text);
    return true;
  }

  return { env, store, pending, reverted, api, declare, units };
}
