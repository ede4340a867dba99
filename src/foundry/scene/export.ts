import { RulesError } from "../../engine/errors";
import type { Declarations, Ledger, OptionValues, Ruleset, Waypoint } from "../../engine/ruleset";
import { buildScenario, type ScenarioFile } from "../../engine/scenario";
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

/**
 * The scene and one token's planned move as a scenario file (format 2, one `move` step; written
 * by buildScenario in src/engine/scenario), which `npx tabletop-movement check` judges the way
 * the module does. The board is the whole scene as the rules see it (no fog filter: a GM exports
 * it), with the moving token placed at the start of the path. Throws RulesError when the scene
 * cannot be measured or the token is not on it, and ScenarioError if the result would not be a
 * valid file (a bug, never user input).
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
  return buildScenario({
    ruleset,
    board: spec,
    request: {
      modelId: input.tokenId,
      action: input.action ?? ruleset.actions[0]?.id ?? "",
      path,
      ...(input.declarations ? { declarations: input.declarations } : {}),
      ...(input.ledger ? { ledger: input.ledger } : {}),
      ...(input.options ? { options: input.options } : {}),
    },
    title: input.title ?? `${scene.name}: ${token.name}`,
    ...(input.withExpect ? { withExpect: true } : {}),
  });
}

function waypoint(w: TokenWaypoint, half: { x: number; y: number }, scale: SceneScale): Waypoint {
  const c = scale.toEngine({ x: w.x + half.x, y: w.y + half.y });
  return w.elevation === undefined ? c : { ...c, elevation: scale.elevationToEngine(w.elevation) };
}
