import type { MessageData } from "../../engine/errors";
import type { OptionValues, Ruleset } from "../../engine/ruleset";
import type { Translator } from "../../overlay/i18n";
import type { NoticeLevel } from "../host/types";
import type { EnforcementMode } from "../ids";
import type { CombatNow } from "../ledger/ledger";
import type { SceneBoard } from "../scene/board";
import type { SceneSource, ViewerSource } from "../scene/sources";
import type { DragDeclarations } from "./declarations";

/*
 * Everything the movement code asks of Foundry, in one narrow interface. install.ts builds it
 * from `game`, `canvas` and CONFIG; tests build it from fakes. Nothing here holds a rule.
 */

/** The slice of a TokenDocument the movement code reads. */
export interface TokenLike {
  readonly id: string | null;
  readonly name: string;
  /** The scene the token is on (`TokenDocument#parent`). */
  readonly parent: SceneSource | null;
  readonly flags: unknown;
  /** v14: the scene level the token stands on. */
  readonly level?: string;
}

export interface UserLike extends ViewerSource {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
}

export type { NoticeLevel };

export interface WorldSettings {
  readonly mode: EnforcementMode;
  readonly gmExempt: boolean;
  readonly showReasons: boolean;
}

export interface MovementEnv {
  readonly t: Translator;
  /** The world's ruleset; throws RulesError when the setting names none registered. */
  ruleset(): Ruleset;
  settings(): WorldSettings;
  /** The world's values of the ruleset's options (`<rulesetId>.<key>` settings). */
  options(ruleset: Ruleset): OptionValues;
  /** The user of this client. */
  user(): UserLike;
  /** The scene as the engine's board (scene/board.ts `boardFromScene`); throws RulesError. */
  board(
    scene: SceneSource,
    ruleset: Ruleset,
    options: {
      readonly viewer?: UserLike;
      readonly moverIds: readonly string[];
      /** v14: the mover's scene level (host/generation.ts levelOf); null: everything. */
      readonly level?: string | null;
    },
  ): SceneBoard;
  /** Where the combat stands for a token (ledger/combat.ts over `game.combats`). */
  combatNow(tokenId: string, sceneId: string | null): CombatNow;
  /** The declarations a user made for their drag of a token (local or shared by socket). */
  declarations(tokenId: string, userId: string): DragDeclarations;
  /** Whether a Foundry movement action teleports (CONFIG.Token.movement.actions[id].teleport). */
  isTeleport(action: string): boolean;
  /**
   * The tokens dragged together with this one (the user's controlled tokens, when it is one of
   * them): each is judged on its own path, the others taken off its board.
   */
  dragGroup(tokenId: string): readonly string[];
  notify(level: NoticeLevel, text: string): void;
}

/** A RulesError's message, kept as data until shown. */
export interface Problem {
  readonly key: string;
  readonly data?: MessageData;
}
