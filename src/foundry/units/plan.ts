import type { Point } from "../../engine/geometry/vec";
import type { PlacementStatus, UnitStatus, Verdict } from "../../engine/ruleset";
import type { SceneScale } from "../scene/scale";
import type { PixelPoint, SceneSource, TokenSource } from "../scene/sources";
import type { PixelWaypoint } from "../movement/path";

/*
 * A unit move's verdict as what the Foundry side shows and commits: for each other model of the
 * unit a ghost at its proposed place (top-left pixels, as token documents store positions) with
 * its status. Pure: the scene's tokens and scale come in.
 */

export interface Ghost {
  readonly tokenId: string;
  readonly name: string;
  /** Where the token stands now and where the ghost stands (top-left pixels). */
  readonly from: PixelPoint;
  readonly to: PixelPoint;
  /** Size in grid spaces, as the token's. */
  readonly width: number;
  readonly height: number;
  readonly status: Exclude<PlacementStatus, "leader">;
  /** The player put this ghost there by hand (its place goes to the ruleset as given). */
  readonly placed: boolean;
  readonly elevation: number;
  readonly level?: string;
}

export interface UnitPlan {
  readonly leaderId: string;
  readonly leaderName: string;
  readonly unitId: string;
  /** The leader's path as judged (its origin first), cut at its reach. */
  readonly leaderPath: readonly PixelWaypoint[];
  readonly ghosts: readonly Ghost[];
  readonly unitStatus: UnitStatus;
  /** Tokens of the operation outside the unit, which the unit's board leaves off. */
  readonly groupIds: readonly string[];
}

const tokenById = (scene: SceneSource, id: string): TokenSource | undefined => {
  for (const t of scene.tokens) if (t.id === id) return t;
  return undefined;
};

/** A base centre in engine units as the top-left pixel corner of a token of that size. */
export function topLeftFor(
  point: Point,
  token: Pick<TokenSource, "width" | "height">,
  gridSize: number,
  scale: SceneScale,
): PixelPoint {
  const c = scale.toPixels(point);
  return {
    x: Math.round(c.x - (token.width * gridSize) / 2),
    y: Math.round(c.y - (token.height * gridSize) / 2),
  };
}

/** A top-left pixel corner of a token as its base centre in engine units. */
export function centreFor(
  topLeft: PixelPoint,
  token: Pick<TokenSource, "width" | "height">,
  gridSize: number,
  scale: SceneScale,
): Point {
  return scale.toEngine({
    x: topLeft.x + (token.width * gridSize) / 2,
    y: topLeft.y + (token.height * gridSize) / 2,
  });
}

/**
 * The ghosts of a unit verdict, or null when the verdict moves no unit (no `models`). `placed`
 * names the ghosts the player set by hand, which keep that mark.
 */
export function ghostsOf(
  verdict: Verdict,
  scene: SceneSource,
  scale: SceneScale,
  placed: ReadonlySet<string> = new Set(),
): Ghost[] | null {
  if (!verdict.models) return null;
  const gridSize = scene.grid.size;
  const out: Ghost[] = [];
  for (const m of verdict.models) {
    if (m.status === "leader") continue;
    const token = tokenById(scene, m.modelId);
    if (!token?.id) continue;
    const from = { x: token.x, y: token.y };
    out.push({
      tokenId: token.id,
      name: token.name,
      from,
      // A casualty keeps where it stood until it is removed.
      to: m.status === "casualty" ? from : topLeftFor(m.point, token, gridSize, scale),
      width: token.width,
      height: token.height,
      status: m.status,
      placed: placed.has(token.id),
      elevation: token.elevation,
      ...(token.level !== undefined ? { level: token.level } : {}),
    });
  }
  return out;
}

export const casualtiesOf = (plan: UnitPlan): Ghost[] => plan.ghosts.filter((g) => g.status === "casualty");
