import type { RawProfile, TerrainKind } from "../../engine/board/types";
import type { Ruleset } from "../../engine/ruleset";
import { levelOf, onLevel, regionRange } from "../host/generation";
import type { LevelSource } from "../host/v14";
import type { FoundrySettings } from "../settings";
import { readCounters } from "../effects/counters";
import { readProfileFlag, readTokenProfile, type ProfileFlag } from "./profile";
import { shapeOutline } from "./shapes";
import type { PixelPoint, RegionSource, SceneSource, TokenSource, WallSource } from "./sources";
import { TERRAIN_BEHAVIOR_TYPE, readTerrainBehavior } from "./terrain-data";
import { isCasualty } from "./casualty";

/** A token as the rules need it, still in scene pixels and scene units. */
export interface TokenPiece {
  readonly id: string;
  readonly name: string;
  readonly centre: PixelPoint;
  /** The smaller side of the token, in pixels: its base when the profile gives none. */
  readonly sizePx: number;
  readonly elevation: number;
  /** v14: the scene level it stands on (null: v13, or no levels). */
  readonly level: string | null;
  readonly side: string;
  readonly hidden: boolean;
  readonly flag: ProfileFlag;
  readonly profile: RawProfile;
  /** Counters it carries (effects/counters.ts); empty when none. */
  readonly counters: Readonly<Record<string, number>>;
}

export interface WallPiece {
  readonly id: string;
  readonly a: PixelPoint;
  readonly b: PixelPoint;
}

export interface TerrainPiece {
  readonly id: string;
  readonly name: string;
  readonly kind: TerrainKind;
  readonly direction: number | null;
  readonly outline: readonly PixelPoint[];
  /** Scene units; null where the region is open-ended. */
  readonly bottom: number | null;
  readonly top: number | null;
  /** The region is shown to the Gamemaster only (a hidden pit): players' boards leave it out. */
  readonly secret: boolean;
  /** v14: the scene levels it stands on; null: all. */
  readonly levels: readonly string[] | null;
}

/** Everything of a scene the engine's board is made from, before unit conversion. */
export interface ScenePieces {
  readonly tokens: readonly TokenPiece[];
  readonly walls: readonly WallPiece[];
  readonly terrain: readonly TerrainPiece[];
}

/**
 * Sides from CONST.TOKEN_DISPOSITIONS. Disposition, not ownership, decides the side: two
 * players' characters belong to different users yet fight on one side, and an NPC ally the GM
 * owns is friendly. Secret tokens are their own side (an enemy to all) so the rules still see
 * them; a token flag `side` overrides this for games with more than two sides.
 */
export const DISPOSITION_SIDES: Readonly<Record<number, string>> = {
  [-2]: "secret",
  [-1]: "hostile",
  0: "neutral",
  1: "friendly",
};

export function tokenPiece(
  token: TokenSource & { readonly id: string },
  gridSize: number,
  ruleset: Ruleset,
  settings: FoundrySettings,
): TokenPiece {
  const flag = readProfileFlag(token);
  return {
    id: token.id,
    name: token.name,
    centre: { x: token.x + (token.width * gridSize) / 2, y: token.y + (token.height * gridSize) / 2 },
    sizePx: Math.min(token.width, token.height) * gridSize,
    elevation: token.elevation,
    level: levelOf(token),
    side: flag.side ?? DISPOSITION_SIDES[token.disposition] ?? "neutral",
    hidden: token.hidden,
    flag,
    profile: readTokenProfile(token, ruleset, settings),
    counters: readCounters(token),
  };
}

/**
 * Walls that stop movement: any movement restriction (CONST.WALL_MOVEMENT_TYPES other than
 * NONE), except doors standing open (door type set, door state OPEN = 1).
 */
export function blocksMovement(wall: WallSource): boolean {
  if (!wall.move) return false;
  return !(wall.door && wall.ds === 1);
}

/** CONST.REGION_VISIBILITY.GAMEMASTER (v13 docs). */
const GM_ONLY = 1;

/**
 * The terrain pieces of a region: one per shape and terrain behaviour. Holes are not
 * subtracted: the engine's terrain is a simple polygon, so a hole shape is skipped and the
 * area it cuts out still counts as terrain (draw the terrain around a clearing as several
 * shapes instead). Disabled behaviours and behaviours with unreadable data are skipped.
 */
export function regionPieces(
  region: RegionSource & { readonly id: string },
  levelById: (id: string) => LevelSource | undefined = () => undefined,
): TerrainPiece[] {
  const out: TerrainPiece[] = [];
  // v13 bottom/top or v14 surface elevation over its level: the host knows which.
  const range = regionRange(region, levelById);
  for (const behavior of region.behaviors) {
    if (behavior.type !== TERRAIN_BEHAVIOR_TYPE || behavior.disabled) continue;
    const data = readTerrainBehavior(behavior.system);
    if (!data) continue;
    region.shapes.forEach((shape, i) => {
      if (shape.hole) return;
      const outline = shapeOutline(shape);
      if (!outline) return;
      out.push({
        id: `${region.id}.${behavior.id ?? "terrain"}.${i}`,
        name: region.name,
        kind: data.kind,
        direction: data.direction,
        outline,
        bottom: range.bottom,
        top: range.top,
        secret: region.visibility === GM_ONLY,
        levels: range.levels,
      });
    });
  }
  return out;
}

const hasId = <T extends { readonly id: string | null }>(d: T): d is T & { readonly id: string } =>
  typeof d.id === "string" && d.id !== "";

/** Reads every token, blocking wall and terrain region of a scene. */
export function scenePieces(scene: SceneSource, ruleset: Ruleset, settings: FoundrySettings): ScenePieces {
  const tokens: TokenPiece[] = [];
  // A unit's casualty stays on the scene, hidden, only so core's undo can bring it back.
  for (const t of scene.tokens)
    if (hasId(t) && !isCasualty(t)) tokens.push(tokenPiece(t, scene.grid.size, ruleset, settings));
  const walls: WallPiece[] = [];
  for (const w of scene.walls) {
    if (!hasId(w) || !blocksMovement(w)) continue;
    const [ax = NaN, ay = NaN, bx = NaN, by = NaN] = w.c;
    walls.push({ id: w.id, a: { x: ax, y: ay }, b: { x: bx, y: by } });
  }
  const levels = new Map<string, LevelSource>();
  for (const l of scene.levels ?? []) if (l.id) levels.set(l.id, l);
  const terrain: TerrainPiece[] = [];
  for (const r of scene.regions) if (hasId(r)) terrain.push(...regionPieces(r, (id) => levels.get(id)));
  return { tokens, walls, terrain };
}

/**
 * What stands on a mover's scene level (v14): the tokens on it and the terrain of regions on it
 * (or on every level). Without a level (v13, a scene without levels) everything counts.
 */
export function piecesOnLevel(pieces: ScenePieces, level: string | null): ScenePieces {
  if (level === null) return pieces;
  return {
    tokens: pieces.tokens.filter((t) => t.level === null || t.level === level),
    walls: pieces.walls,
    terrain: pieces.terrain.filter((t) => onLevel(t.levels, level)),
  };
}
