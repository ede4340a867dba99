import type { Board } from "./board/board";
import type { Model, RawProfile } from "./board/types";
import type { MessageData } from "./errors";
import type { Point } from "./geometry/vec";
import type { Unit } from "./units";
import type { ForcedMove, ModelPlacement, UnitMoveRequest, UnitStatus } from "./unit/types";

export type { ForcedMove, ModelPlacement, PlacementStatus, UnitMoveRequest, UnitStatus } from "./unit/types";

/** A waypoint of the dragged path; elevation in the board's unit where the host knows it. */
export interface Waypoint extends Point {
  readonly elevation?: number;
}

export type DeclarationValue = string | number | boolean;
export type Declarations = Readonly<Record<string, DeclarationValue>>;

/** What a model already spent in the current round or activation; each ruleset owns its keys. */
export type Ledger = Readonly<Record<string, number | boolean | string>>;

export type OptionValues = Readonly<Record<string, DeclarationValue>>;

export interface MoveRequest {
  readonly modelId: string;
  /** One of the ruleset's action ids. */
  readonly action: string;
  /** The path the base centre follows; the first waypoint is where the model stands. */
  readonly path: readonly Waypoint[];
  /**
   * What the player declared for this move (see `Ruleset.declarations`), plus any context the
   * host passes the same way (MUMG reads the current combat round as `round`).
   */
  readonly declarations?: Declarations;
  readonly ledger?: Ledger;
  /** World options for the ruleset's decisions (see `Ruleset.options`). */
  readonly options?: OptionValues;
  /**
   * Answers to the verdict's prompts so far, by prompt id (see `Prompt.phase`). `evaluate`
   * reads them: an answered declare or path prompt changes the verdict. Hosts keep declare-phase
   * answers for the whole activation and pass them in on every evaluation during the drag.
   */
  readonly answers?: Readonly<Record<string, PromptAnswer>>;
  /** A move of a whole unit: `modelId` is its Leading Model (see docs/api.md, "Unit moves"). */
  readonly unit?: UnitMoveRequest;
  /**
   * A move the model does not choose: pushed, thrown, made to fall, or sent directly towards or
   * away from `targetIds`. A ruleset that reads it judges the path as that move (no action paid
   * for a push); for towards and away it routes the path itself and `path` is just the start.
   * A ruleset that does not read it judges the path as an ordinary move.
   */
  readonly forced?: ForcedMove;
}

/** Why a move is illegal, limited, or worth knowing about. */
export interface Reason {
  /** The RULES.md id, e.g. "SIGNUM-CONTACT-1". */
  readonly ruleId: string;
  /** An i18n key present in every language file. */
  readonly key: string;
  readonly data?: MessageData;
  /** "illegal" makes the verdict illegal; "stop" ended the path early; "info" is advice. */
  readonly severity: "illegal" | "stop" | "info";
}

/**
 * How the ruler colours a stretch of the path. `ok` fits the first tier; `tier` fits a dearer
 * tier (its number in `tier`); `double` counts twice; `over` is beyond what the model may do.
 */
export type BandStyle = "ok" | "tier" | "double" | "over";

export interface Band {
  /** Distance along the path where the band starts and ends. */
  readonly from: number;
  readonly to: number;
  readonly style: BandStyle;
  readonly tier?: number;
  readonly key: string;
  readonly data?: MessageData;
}

/** The cost in the game's currency, ready to print: `{amount} POW`, `12 cm`, `3 □`. */
export interface Cost {
  readonly amount: number;
  readonly key: string;
  readonly data?: MessageData;
}

/**
 * When a prompt is met. `declare`: when the action is declared, before the drag (a jump's
 * distance); until answered the verdict is not legal (TTM.Reason.NeedsRoll), and its answer sets
 * the allowance. `path`: at `at` along the path (a climb test), in path order; unanswered it is
 * judged as a plain success, answered it may end the move there, lengthen it or make it a fall.
 * `after` (the default): rolled once the move is drawn; it only adds effects (a backstab).
 */
export type PromptPhase = "declare" | "path" | "after";

/** A roll or a choice the host must make; the ruleset's `resolve` turns its answer into effects. */
export interface Prompt {
  readonly id: string;
  readonly ruleId: string;
  readonly kind: "roll" | "choice";
  /** Dice to roll, as Foundry formulas understand them ("1d6", "3d10"). */
  readonly formula?: string;
  readonly choices?: readonly string[];
  /** Title and body for the dialog. */
  readonly key: string;
  readonly data?: MessageData;
  /** The model the prompt is about when it is not the mover (the backstabbing enemy). */
  readonly sourceId?: string;
  /** The distance along the path where the prompt happens (for the ruler's icon); required for `path`. */
  readonly at?: number;
  /** When the prompt is met; absent means "after". The settle loop (settle.ts) asks in this order. */
  readonly phase?: PromptPhase;
}

export type Effect =
  | {
      readonly type: "damage";
      readonly modelId: string;
      readonly amount: number;
      readonly damageKind?: string;
      readonly ruleId: string;
    }
  | {
      readonly type: "condition";
      readonly modelId: string;
      readonly condition: string;
      readonly ruleId: string;
    }
  | {
      readonly type: "elevation";
      readonly modelId: string;
      readonly elevation: number;
      readonly ruleId: string;
    }
  | { readonly type: "ledger"; readonly modelId: string; readonly changes: Ledger; readonly ruleId: string }
  | { readonly type: "end-turn"; readonly modelId: string; readonly ruleId: string }
  /**
   * A message for the table; `audience: "gm"` is meant for the game master only (Dungeon
   * Universalis' Dark Player): hosts whisper it to the GM instead of telling the mover.
   */
  | {
      readonly type: "message";
      readonly key: string;
      readonly data?: MessageData;
      readonly ruleId: string;
      readonly audience?: "gm";
    }
  /**
   * Counters a model carries between activations (Carnevale's Dazed and Submerged): `delta` adds
   * that many, a negative one removes (removing all gives minus the current count).
   */
  | {
      readonly type: "counter";
      readonly modelId: string;
      readonly counter: string;
      readonly delta: number;
      readonly ruleId: string;
    }
  /**
   * A model put somewhere other than the end of its own dragged path: unit members placed after
   * the Leading Model, a fall straight down. Position and elevation in the board's unit.
   */
  | {
      readonly type: "place";
      readonly modelId: string;
      readonly x: number;
      readonly y: number;
      readonly elevation?: number;
      readonly ruleId: string;
    }
  /** A model removed from the table (SCTMG-COH-3); hosts remove it only after the player confirms. */
  | { readonly type: "casualty"; readonly modelId: string; readonly ruleId: string };

export interface Verdict {
  readonly legal: boolean;
  readonly reasons: readonly Reason[];
  /** Length of the dragged path, in the board's unit. */
  readonly length: number;
  /** How far this model may go with this action, in the board's unit. */
  readonly allowance: number;
  readonly cost: Cost;
  /**
   * What is left of the allowance, ready to print, where that is not `allowance - length` in the
   * board's unit: a square grid counts movement points, not squares. Rulers show it instead.
   */
  readonly remaining?: Cost;
  /** The furthest point along the path the model may reach, and the distance to it. */
  readonly reach: { readonly distance: number; readonly point: Point };
  /** The legal part of the path, ending at `reach.point`. */
  readonly legalPath: readonly Point[];
  readonly bands: readonly Band[];
  readonly prompts: readonly Prompt[];
  readonly effects: readonly Effect[];
  /** Enemy models in base contact at the end of the legal path. */
  readonly contacts: readonly string[];
  /**
   * Square grids: every square the model can end on within its allowance, from where it stands,
   * for the ruler's highlight: the square's centre (a 2 x 2 creature's: its middle) in the
   * board's unit, and the cheapest cost of getting there in the game's currency.
   */
  readonly reachable?: readonly { readonly x: number; readonly y: number; readonly cost: number }[];
  /** The facing the move leaves the model with, in degrees (0 = +x, clockwise on screen). */
  readonly facing?: number;
  /** For a unit move: where each model of the unit ends, the Leading Model first. */
  readonly models?: readonly ModelPlacement[];
  readonly unitStatus?: UnitStatus;
}

/** The answer to a prompt: the dice the host rolled, or the choice made. */
export interface PromptAnswer {
  readonly dice?: readonly number[];
  readonly choice?: string;
}

export interface PromptOutcome {
  readonly effects: readonly Effect[];
  /** Summary for the chat card. */
  readonly key: string;
  readonly data?: MessageData;
}

export type FieldType = "number" | "boolean" | "select" | "text";

/**
 * One field of a movement profile, a world option or a declaration, described so any host can
 * draw a form (or a key) for it without knowing the game.
 */
export interface FieldSpec {
  readonly key: string;
  readonly type: FieldType;
  readonly labelKey: string;
  readonly hintKey?: string;
  readonly choices?: readonly { readonly value: string; readonly labelKey: string }[];
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly default: DeclarationValue;
}

export interface ActionSpec {
  readonly id: string;
  readonly labelKey: string;
  /** The core Foundry movement action it maps to, when one fits. */
  readonly core?: "walk" | "fly" | "swim" | "climb" | "jump" | "crawl" | "burrow" | "blink" | "displace";
  /** A Font Awesome icon class, for the token HUD. */
  readonly icon: string;
}

/** What the host knows when a model's activation begins (see `Ruleset.startActivation`). */
export interface ActivationRequest {
  readonly modelId: string;
  readonly ledger?: Ledger;
  readonly options?: OptionValues;
  readonly declarations?: Declarations;
  /** Answers to the prompts of an earlier call, by prompt id. */
  readonly answers?: Readonly<Record<string, PromptAnswer>>;
}

/**
 * What happens when a model's activation begins: rolls to make (Dungeon Universalis' swim roll),
 * effects (Carnevale: Submerged counters removed), and why (info reasons, or illegal ones that
 * keep the model from acting).
 */
export interface ActivationStart {
  readonly prompts: readonly Prompt[];
  readonly effects: readonly Effect[];
  readonly reasons: readonly Reason[];
}

/** Read-only view of a profile after the ruleset checked it. */
export type Profile = Readonly<Record<string, DeclarationValue>>;

/**
 * A game's movement rules. Pure: it reads the board and the request and answers with a verdict;
 * it never rolls dice or touches a host. Third-party rulesets implement this and register it.
 */
export interface Ruleset {
  readonly id: string;
  readonly nameKey: string;
  readonly unit: Unit;
  /** Base diameter in mm when a model gives none (flagged as a default in the UI). */
  readonly defaultBaseMm: number;
  readonly profileFields: readonly FieldSpec[];
  readonly actions: readonly ActionSpec[];
  /** World settings for the decisions where the rules text is unclear. */
  readonly options: readonly FieldSpec[];
  /**
   * What the player declares before or while dragging, which the ruleset reads from
   * `request.declarations`: a run, the POW paid, the special power used. Hosts draw them from
   * here without knowing the game (the sandbox as form fields, Foundry as keybindings), and
   * `checkRequest` refuses a value that does not fit its field, naming the key; keys not listed
   * are let through, so a newer host does not break an older ruleset.
   *
   * - `default` is what an absent declaration means ("not declared"); a key pressed again in
   *   Foundry goes back to it.
   * - A boolean declaration with the key of one of `actions` (Signum's `run`) says the same as
   *   choosing that action: hosts offer it once, as the action.
   * - Choices are fixed per ruleset. A value that depends on the model (MUMG's special power,
   *   named on its card) is a `text` field whose hint says what to write.
   * - Context the host supplies rather than the player (MUMG's combat `round`) is not a
   *   declaration and is not listed; the ruleset documents and checks it itself.
   */
  readonly declarations?: readonly FieldSpec[];
  /**
   * When the model's ledger starts afresh in combat: each round (MUMG-MOVE-3, the default) or
   * each turn of the model (SIGNUM-ACTION-1).
   */
  readonly ledgerResets?: "round" | "turn";
  /**
   * A die of every roll prompt with its own role: the LAST die of the answer (Carnevale's
   * Destiny die). Hosts roll it as a term of its own, in its own colour where a dice module
   * allows, and name it with `key` (an i18n key) on the card. Absent: all dice alike.
   */
  readonly markedDie?: { readonly key: string };
  /** Evaluate a move. Throws RulesError on bad input; never on an illegal move. */
  evaluate(board: Board, request: MoveRequest): Verdict;
  /**
   * What happens when a model's activation begins (Carnevale's Submerged counters, Dungeon
   * Universalis' swim roll). A ruleset without it has nothing happen then. Its prompts are
   * answered like a move's: through `answers` and `resolve` (with a move of the model's first
   * action that has not left its place). Throws RulesError on bad input.
   */
  startActivation?(board: Board, request: ActivationRequest): ActivationStart;
  /**
   * Square grids (unit `"sq"`): what one step costs this mover, for a host that measures moves
   * itself (Foundry's ruler, grid highlight and committed cost). Given the board and the request
   * (the model, its action, declarations and ledger; `path[0]` where it stands), it answers a
   * function from one footprint centre to the next, in the board's unit, giving the rules' cost
   * of that step in the game's currency, or `Infinity` for a step the rules refuse (a wall, a
   * corner, a closed square). Between squares that are not neighbours it gives the cost of the
   * straight grid line between them. The same costs `evaluate` charges: a path's step costs
   * add up to its verdict's `cost.amount` as far as the verdict's reach.
   */
  stepCosts?(board: Board, request: MoveRequest): StepCostFunction;
  /** Turn a rolled or chosen prompt into effects. */
  resolve(board: Board, request: MoveRequest, prompt: Prompt, answer: PromptAnswer): PromptOutcome;
}

/** A ruleset's cost of moving a footprint from one centre to another (see `Ruleset.stepCosts`). */
export type StepCostFunction = (from: Point, to: Point) => number;

export type { Model, RawProfile };
