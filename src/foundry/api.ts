import type { BoardSpec } from "../engine/board/types";
import { isRulesError } from "../engine/errors";
import { evaluateMove, type Outcome } from "../engine/evaluate";
import type { RulesetRegistry } from "../engine/registry";
import { readFields } from "../engine/profile";
import type { Declarations, Ledger, MoveRequest, Profile, Ruleset } from "../engine/ruleset";
import type { ScenarioFile } from "../engine/scenario";
import { MODULE_ID, SETTING } from "./ids";
import { sceneToScenario, type TokenWaypoint } from "./scene/export";
import { readProfileFlag, readTokenProfile } from "./scene/profile";
import type { SceneSource, TokenSource } from "./scene/sources";
import type { LedgerDoc } from "./ledger/store";
import type { ActivationResult } from "./movement/activation";
import type { DeclareRollResult, DeclareToken } from "./movement/declare-rolls";
import type { TokenLike } from "./movement/env";
import { readRulesetOptions, type FoundrySettings } from "./settings";

/** What the movement side adds to the api (src/foundry/wiring/movement.ts implements it). */
export interface MovementApi {
  getLedger(token: LedgerDoc & TokenLike): Ledger;
  resetLedger(token: LedgerDoc & TokenLike): Promise<void>;
  /**
   * Asks the rolls the token's next move waits for before its drag (declare-phase prompts: a
   * jump's distance), with the action it would move with; the answers are kept for the
   * activation. "none" when nothing waits for a roll.
   */
  rollDeclared(token: LedgerDoc & DeclareToken): Promise<DeclareRollResult>;
  /**
   * Begins the token's activation on this client now (the ruleset's startActivation: its
   * prompts asked, answers kept, effects applied), as a combat turn's start does; for play
   * outside the combat tracker. "none" when the ruleset has nothing happen then.
   */
  startActivation(token: LedgerDoc & DeclareToken): Promise<ActivationResult>;
}

/** A token document as the ledger functions read and write it. */
export type LedgerToken = Parameters<MovementApi["getLedger"]>[0];

/**
 * What `game.modules.get("tabletop-movement").api` offers macros and other modules. It only
 * forwards to the registry and the engine, so a verdict from a macro is the verdict a drag gets.
 */
export interface TabletopMovementApi {
  /** Adds a third-party ruleset; throws a RulesError for a bad or taken id. */
  registerRuleset(ruleset: Ruleset): void;
  /** The ids of every registered ruleset, built-in ones first. */
  readonly rulesets: readonly string[];
  /**
   * Evaluates a move on a board described in the ruleset's unit. Bad input (an unknown ruleset,
   * model or action, a broken board) comes back as `{ ok: false, error }` with an i18n key.
   */
  evaluate(rulesetId: string, board: BoardSpec, request: MoveRequest): Outcome;
  /**
   * A token's movement profile for the world's ruleset: the ruleset's fields read and checked
   * (defaults filled in; from the Movement tab and, where the attribute paths setting says so,
   * the actor) and the physical values the tab sets. Throws a RulesError
   * (TTM.Error.ProfileField) when a value does not fit its field.
   */
  getProfile(token: TokenSource): TokenProfile;
  /**
   * What the token has spent in the current round or activation under the world's ruleset (the
   * ruleset owns the keys). Empty when nothing is spent, or what was spent belongs to an earlier
   * round or turn. Implemented by the movement side (src/foundry/wiring/movement.ts).
   */
  getLedger(token: LedgerToken): Ledger;
  /** Clears the token's ledger, as the GM's button in the token HUD does. */
  resetLedger(token: LedgerToken): Promise<void>;
  /** Asks the rolls the token's next move waits for before its drag (see Rolls that decide the move). */
  rollDeclared(token: LedgerDoc & DeclareToken): Promise<DeclareRollResult>;
  /** Begins the token's activation now, as a combat turn's start does (see Rolls that decide the move). */
  startActivation(token: LedgerDoc & DeclareToken): Promise<ActivationResult>;
  /**
   * Writes `scene` and the move of token `tokenId` along `waypoints` (Foundry movement waypoints:
   * the token's top-left corner in pixels, elevation in scene units; the first is where the move
   * starts) as a scenario file that `npx tabletop-movement check` judges the same way. The file
   * is downloaded (unless `download: false`) and returned. Throws a RulesError when the scene
   * cannot be measured or the token is not on it.
   */
  exportScenario(
    scene: SceneSource,
    tokenId: string,
    waypoints: readonly TokenWaypoint[],
    extra?: ExportExtra,
  ): ScenarioFile;
}

export interface TokenProfile {
  readonly rulesetId: string;
  readonly fields: Profile;
  /** Base diameter in mm set on the token; absent means the token's size on the scene. */
  readonly baseMm?: number;
  readonly height?: number;
  readonly unitId?: string;
  readonly side?: string;
}

export interface ExportExtra {
  /** A ruleset action id (default: the ruleset's first action). */
  readonly action?: string;
  readonly declarations?: Declarations;
  readonly ledger?: Ledger;
  readonly title?: string;
  /** Default true: write the verdict of now as the file's `expect`. */
  readonly withExpect?: boolean;
  /** Default true: offer the file as a download (foundry.utils.saveDataToFile). */
  readonly download?: boolean;
}

/** What the api reads from Foundry, looked up when called (never at load). */
export interface ApiEnvironment {
  readonly settings: () => FoundrySettings;
  readonly save: (json: string, filename: string) => void;
}

export function createApi(
  registry: RulesetRegistry,
  env?: ApiEnvironment,
  movement?: MovementApi,
): TabletopMovementApi {
  const needMovement = (): MovementApi => {
    if (!movement) throw new Error(`${MODULE_ID} | this api was created without the movement side`);
    return movement;
  };
  const need = (): ApiEnvironment => {
    if (!env) throw new Error(`${MODULE_ID} | this api was created without Foundry`);
    return env;
  };
  const activeRuleset = (settings: FoundrySettings): Ruleset =>
    registry.get(settings.get(MODULE_ID, SETTING.ruleset));
  return {
    registerRuleset: (ruleset) => registry.register(ruleset),
    get rulesets() {
      return registry.ids();
    },
    evaluate(rulesetId, board, request) {
      let ruleset: Ruleset;
      try {
        ruleset = registry.get(rulesetId);
      } catch (e) {
        if (isRulesError(e)) return { ok: false, error: e };
        throw e;
      }
      return evaluateMove(ruleset, board, request);
    },
    getProfile(token) {
      const settings = need().settings();
      const ruleset = activeRuleset(settings);
      const flag = readProfileFlag(token);
      const raw = readTokenProfile(token, ruleset, settings);
      return {
        rulesetId: ruleset.id,
        fields: readFields(ruleset.profileFields, raw, token.name || (token.id ?? "")),
        ...(flag.baseMm !== undefined ? { baseMm: flag.baseMm } : {}),
        ...(flag.height !== undefined ? { height: flag.height } : {}),
        ...(flag.unitId !== undefined ? { unitId: flag.unitId } : {}),
        ...(flag.side !== undefined ? { side: flag.side } : {}),
      };
    },
    getLedger: (token) => needMovement().getLedger(token),
    resetLedger: (token) => needMovement().resetLedger(token),
    rollDeclared: (token) => needMovement().rollDeclared(token),
    startActivation: (token) => needMovement().startActivation(token),
    exportScenario(scene, tokenId, waypoints, extra = {}) {
      const { settings, save } = need();
      const ruleset = activeRuleset(settings());
      const file = sceneToScenario(scene, ruleset, {
        tokenId,
        waypoints,
        settings: settings(),
        options: readRulesetOptions(settings(), ruleset),
        withExpect: extra.withExpect ?? true,
        ...(extra.action !== undefined ? { action: extra.action } : {}),
        ...(extra.declarations ? { declarations: extra.declarations } : {}),
        ...(extra.ledger ? { ledger: extra.ledger } : {}),
        ...(extra.title !== undefined ? { title: extra.title } : {}),
      });
      if (extra.download ?? true)
        save(JSON.stringify(file, null, 2) + "\n", scenarioFileName(scene, tokenId));
      return file;
    },
  };
}

/** `<scene>-<token>.scenario.json`, with only characters every file system accepts. */
export function scenarioFileName(scene: Pick<SceneSource, "name" | "id">, tokenId: string): string {
  const safe = (s: string): string =>
    s
      .normalize("NFKD")
      .replace(/[^\w-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40);
  return `${safe(scene.name) || safe(scene.id ?? "") || "scene"}-${safe(tokenId) || "token"}.scenario.json`;
}
