import type { BoardSpec } from "../../engine/board/types";
import { RulesError } from "../../engine/errors";
import { evaluateMove } from "../../engine/evaluate";
import type { Declarations, Ledger, OptionValues, Ruleset } from "../../engine/ruleset";
import {
  parseScenario,
  SCENARIO_FORMAT,
  toBoardSpec,
  toMoveRequest,
  type ScenarioFile,
} from "../../engine/scenario";
import type { FoundrySettings } from "../settings";
import { boardFromScene } from "./board";
import type { SceneScale } from "./scale";
import type { SceneSource } from "./sources";

/** A waypoint as Foundry's movement API gives it: the token's top-left corner, elevation in scene units. */
export interface TokenWaypoint {
  readonly x: number;
  readonly y: number;
  readonly elevation?: number;
}

export interface ExportInput {
  readonly tokenId: string;
  /** The planned move, starting where the move starts (the token's position before it). */
  readonly waypoints: readonly TokenWaypoint[];
  /** A ruleset action id; the ruleset's first action if absent. */
  readonly action?: string;
  readonly declarations?: Declarations;
  readonly ledger?: Ledger;
  /** The world's values of the ruleset's options (readRulesetOptions). */
  readonly options?: OptionValues;
  readonly settings: FoundrySettings;
  readonly title?: string;
  /** Write the verdict given now as the file's `expect`, so `check` says whether it still holds. */
  readonly withExpect?: boolean;
}

/** Six decimals: far below any rule's tolerance, and keeps files readable. */
const r6 = (n: number): number => Math.round(n * 1e6) / 1e6;
const pair = (p: { readonly x: number; readonly y: number }): [number, number] => [r6(p.x), r6(p.y)];

/**
 * The scene and one token's planned move as a scenario file (format 1, src/engine/scenario),
 * which `npx tabletop-movement check` judges the way the module does. The board is the whole
 * scene as the rules see it (no fog filter: a GM exports it), with the moving token placed at
 * the start of the path. Throws RulesError when the scene cannot be measured or the token is
 * not on it, and ScenarioError if the result would not be a valid file (a bug, never user input).
 */
export function sceneToScenario(scene: SceneSource, ruleset: Ruleset, input: ExportInput): ScenarioFile {
  const { spec, scale } = boardFromScene(scene, ruleset, { settings: input.settings });
  const token = [...scene.tokens].find((t) => t.id === input.tokenId);
  if (!token || !spec.models.some((m) => m.id === input.tokenId)) {
    throw new RulesError("TTM.Error.UnknownModel", { id: input.tokenId });
  }
  const half = { x: (token.width * scene.grid.size) / 2, y: (token.height * scene.grid.size) / 2 };
  const start: TokenWaypoint = input.waypoints[0] ?? { x: token.x, y: token.y, elevation: token.elevation };
  const path = (input.waypoints.length > 0 ? input.waypoints : [start]).map((w) => waypoint(w, half, scale));
  const [x0 = 0, y0 = 0, e0] = path[0] ?? [];
  const board = boardFile(spec, input.tokenId, { x: x0, y: y0, elevation: e0 });
  const action = input.action ?? ruleset.actions[0]?.id ?? "";
  const file: ScenarioFile = {
    format: SCENARIO_FORMAT,
    ruleset: ruleset.id,
    title: input.title ?? `${scene.name}: ${token.name}`,
    board,
    move: {
      model: input.tokenId,
      action,
      path,
      ...(input.declarations ? { declarations: { ...input.declarations } } : {}),
      ...(input.ledger ? { ledger: { ...input.ledger } } : {}),
    },
    ...(input.options ? { options: { ...input.options } } : {}),
  };
  const checked = parseScenario(JSON.parse(JSON.stringify(file)));
  if (!input.withExpect) return checked;
  // Judged from the file itself, so `expect` is what `check` will compare against.
  const outcome = evaluateMove(ruleset, toBoardSpec(checked), toMoveRequest(checked));
  if (!outcome.ok) return checked; // the file still reproduces the error; nothing to expect
  const v = outcome.verdict;
  return {
    ...checked,
    expect: {
      legal: v.legal,
      reach: r6(v.reach.distance),
      allowance: r6(v.allowance),
      reasons: [...new Set(v.reasons.map((reason) => reason.ruleId))],
      prompts: v.prompts.map((p) => p.id),
    },
  };
}

function waypoint(w: TokenWaypoint, half: { x: number; y: number }, scale: SceneScale): number[] {
  const c = scale.toEngine({ x: w.x + half.x, y: w.y + half.y });
  return w.elevation === undefined ? pair(c) : [...pair(c), r6(scale.elevationToEngine(w.elevation))];
}

function boardFile(
  spec: BoardSpec,
  moverId: string,
  at: { x: number; y: number; elevation: number | undefined },
): ScenarioFile["board"] {
  return {
    unit: spec.unit,
    width: r6(spec.width),
    height: r6(spec.height),
    ...(spec.grid ? { grid: spec.grid } : {}),
    models: spec.models.map((m) => {
      const moved =
        m.id === moverId
          ? { x: at.x, y: at.y, ...(at.elevation !== undefined ? { elevation: at.elevation } : {}) }
          : {};
      return {
        ...m,
        x: r6(m.x),
        y: r6(m.y),
        ...(m.elevation !== undefined ? { elevation: r6(m.elevation) } : {}),
        ...(m.baseMm !== undefined ? { baseMm: r6(m.baseMm) } : {}),
        ...moved,
        ...(m.profile ? { profile: { ...m.profile } } : {}),
      };
    }),
    terrain: (spec.terrain ?? []).map((t) => ({
      ...t,
      polygon: t.polygon.map(pair),
      ...(t.elevation !== undefined ? { elevation: r6(t.elevation) } : {}),
      ...(t.height !== undefined ? { height: r6(t.height) } : {}),
    })),
    walls: (spec.walls ?? []).map((w) => ({ ...w, a: pair(w.a), b: pair(w.b) })),
  };
}
