import type { BoardSpec, ModelSpec, TerrainSpec, WallSpec } from "../../engine/board/types";
import type { Ruleset } from "../../engine/ruleset";
import type { FoundrySettings } from "../settings";
import { BoardCache, FILTERED } from "./cache";
import { canvasCanSee } from "../host/fog";
import { realSettings } from "../host/globals";
import { piecesOnLevel, scenePieces, type ScenePieces, type TokenPiece } from "./pieces";
import { scaleFor, type SceneScale } from "./scale";
import type { PixelPoint, SceneSource, ViewerSource } from "./sources";
import { piecesForViewer } from "./viewer";

export type { SceneScale } from "./scale";

export interface BoardOptions {
  /**
   * Build the board as this user may know it. For a non-GM, walls and terrain they have not
   * explored and cannot see are left out, and so are hidden tokens (see viewer.ts): use it for
   * suggested routes and previews, never to judge a committed move.
   */
  readonly viewer?: ViewerSource;
  /** The tokens being moved: always on the board, even when hidden from the viewer. */
  readonly moverIds?: readonly string[];
  /**
   * v14: the scene level the mover stands on; the board holds only what stands on it (tokens
   * on other levels, regions of other levels left out). Null or absent: everything.
   */
  readonly level?: string | null;
  /** Defaults to `game.settings`; injected by tests. */
  readonly settings?: FoundrySettings;
  /** Defaults to the canvas's fog and vision (fog.ts); injected by tests. */
  readonly canSee?: (p: PixelPoint) => boolean;
}

export interface SceneBoard {
  /** The board in the ruleset's unit, origin at the scene rectangle's top-left corner. */
  readonly spec: BoardSpec;
  readonly scale: SceneScale;
}

/** Memo of built boards; `installBoardCache` (from install.ts) wires it to the document hooks. */
export const boardCache = new BoardCache<SceneBoard>();

/**
 * The scene as the engine's board, for a ruleset. Throws RulesError (an i18n key the caller
 * shows once) when the scene cannot be measured: feet or an unknown unit, a hex grid, a
 * square-grid game on a gridless scene. Memoised per scene, ruleset, viewer and movers until a
 * token, wall, region, actor, setting or the scene changes.
 */
export function boardFromScene(scene: SceneSource, ruleset: Ruleset, options: BoardOptions = {}): SceneBoard {
  const filtered = options.viewer !== undefined && !options.viewer.isGM;
  const movers = [...(options.moverIds ?? [])].sort();
  // Movers only change a filtered board (they stay when hidden), so unfiltered boards are shared
  // by every drag. The scene and settings objects are part of the key (Foundry's stay the same
  // objects, so every drag hits; two tests' fakes never share an entry); an injected canSee is a
  // test double and never memoised.
  const level = options.level ?? null;
  const where = `${identity(scene)}:${scene.id ?? ""}|${ruleset.id}|${level ?? ""}|${identity(options.settings)}`;
  const key = filtered ? `${FILTERED}${where}|${movers.join(",")}|${options.viewer?.id ?? "?"}` : where;
  const build = (): SceneBoard => buildBoard(scene, ruleset, options, filtered, movers);
  return options.canSee ? build() : boardCache.get(key, build);
}

const identities = new WeakMap<object, number>();
let nextIdentity = 1;
/** A number per object for memo keys (0 for none), without holding the object. */
function identity(o: object | undefined): number {
  if (!o) return 0;
  let id = identities.get(o);
  if (id === undefined) {
    id = nextIdentity++;
    identities.set(o, id);
  }
  return id;
}

function buildBoard(
  scene: SceneSource,
  ruleset: Ruleset,
  options: BoardOptions,
  filtered: boolean,
  movers: readonly string[],
): SceneBoard {
  const scale = scaleFor(scene.grid, scene.dimensions, ruleset.unit);
  const all = piecesOnLevel(
    scenePieces(scene, ruleset, options.settings ?? realSettings()),
    options.level ?? null,
  );
  const pieces = filtered
    ? piecesForViewer(all, options.canSee ?? canvasCanSee(scene), new Set(movers))
    : all;
  return { spec: toSpec(pieces, scene, ruleset, scale), scale };
}

function toSpec(pieces: ScenePieces, scene: SceneSource, ruleset: Ruleset, scale: SceneScale): BoardSpec {
  const u = scale.unitsPerPixel;
  const models = pieces.tokens.map((t) => toModel(t, scale));
  const walls: WallSpec[] = pieces.walls.map((w) => ({
    id: w.id,
    a: scale.toEngine(w.a),
    b: scale.toEngine(w.b),
  }));
  const terrain: TerrainSpec[] = pieces.terrain.map((t) => {
    // Regions rest on the table unless their bottom is set; an open top leaves the height to the
    // ruleset's default for the kind.
    const bottom = t.bottom ?? 0;
    const height = t.top === null ? undefined : Math.max(0, scale.elevationToEngine(t.top - bottom));
    return {
      id: t.id,
      kind: t.kind,
      polygon: t.outline.map((p) => scale.toEngine(p)),
      elevation: scale.elevationToEngine(bottom),
      ...(height !== undefined ? { height } : {}),
      ...(t.direction !== null ? { direction: t.direction } : {}),
      name: t.name,
    };
  });
  return {
    unit: ruleset.unit,
    width: scene.dimensions.sceneWidth * u,
    height: scene.dimensions.sceneHeight * u,
    grid: ruleset.unit === "sq" ? { size: 1 } : null,
    models,
    terrain,
    walls,
  };
}

function toModel(t: TokenPiece, scale: SceneScale): ModelSpec {
  const c = scale.toEngine(t.centre);
  return {
    id: t.id,
    // Kept raw: escaped where it is rendered (Handlebars {{ }}), never here.
    name: t.name,
    side: t.side,
    x: c.x,
    y: c.y,
    elevation: scale.elevationToEngine(t.elevation),
    baseMm: t.flag.baseMm ?? scale.pixelsToMm(t.sizePx),
    ...(t.flag.height !== undefined ? { height: t.flag.height } : {}),
    ...(t.flag.unitId !== undefined ? { unitId: t.flag.unitId } : {}),
    profile: t.profile,
    ...(Object.keys(t.counters).length > 0 ? { counters: t.counters } : {}),
  };
}

/**
 * The board one mover is judged on when several tokens move together: the others of the group
 * are taken off, so they neither block it nor count as contacts (each is judged on its own path).
 */
export function boardForMover(spec: BoardSpec, moverId: string, groupIds: readonly string[]): BoardSpec {
  const others = new Set(groupIds.filter((id) => id !== moverId));
  return others.size === 0 ? spec : { ...spec, models: spec.models.filter((m) => !others.has(m.id)) };
}
