import {
  type ElevationOptions,
  LEVEL_EPS,
  type Surface,
  appliesAt,
  blockSpans,
  blockingBlock,
  climbTop,
  roleOf,
  solidAt,
  surfaceOf,
  topOf,
} from "../board/elevation";
import { TERRAIN_KINDS, type Terrain, type TerrainKind } from "../board/types";
import type { Stretch } from "./stretches";

export type LevelChangeType = "climb-up" | "climb-down" | "gap" | "low-obstacle" | "drop";

/** A change of level along the path, for the rules of jumping, climbing and falling. */
export interface LevelChange {
  readonly type: LevelChangeType;
  /** Distance along the path where it happens (where the centre leaves the edge, meets the face). */
  readonly at: number;
  /** Where it ends: `at` for climbs and drops; the far side for gaps and low obstacles. */
  readonly end: number;
  /** Horizontal distance the centre crosses: 0 for climbs and drops. */
  readonly width: number;
  /**
   * Vertical distance: climbed or dropped; for a low obstacle its top above the model's feet;
   * for a gap how far below the model's feet the lowest surface it crossed lies.
   */
  readonly height: number;
  readonly fromLevel: number;
  readonly toLevel: number;
  /**
   * The terrain climbed (for a climb out of a hole, the hole whose wall it is), climbed down from,
   * dropped from (or into, for a hole left from the table), stepped over, or the gap jumped; null
   * for the table or an open space between pieces.
   */
  readonly terrainId: string | null;
  /** A ladder or stairs the climb was made on. */
  readonly via: "ladder" | "stairs" | null;
  readonly viaId: string | null;
}

export interface LevelOptions extends ElevationOptions {
  /** Flyers keep their level: no climbs, gaps or drops; every piece under the centre labels the path. */
  readonly flying?: boolean;
  /**
   * How leaving an edge for a lower surface is reported. "auto": climbing down the face of a
   * climbable piece (vertical, or a kind the ruleset adds), dropping off a platform or the table; "climb": always climbing down; "drop": always a drop (a fall,
   * MUMG-VOID-1).
   */
  readonly descend?: "auto" | "climb" | "drop";
  /**
   * The widest stretch over lower ground still read as a jump across a gap. Wider, the model
   * goes down at the edge, walks, and climbs up again. Default: no limit.
   */
  readonly maxGapWidth?: number;
  /**
   * How much lower than its take-off a jump may land and still be a gap crossing (the rest is a
   * drop where it lands). Default 0: a gap lies between surfaces at the same level or rising.
   */
  readonly gapLandingDrop?: number;
}

/** What the level walk says about one stretch. */
export interface StretchLevel {
  /** The model's level: its feet, at the take-off level while in the air over a gap. */
  readonly level: number;
  /** The level of the surface under the centre (below `level` over a gap). */
  readonly surface: number;
  readonly airborne: boolean;
  readonly kinds: readonly TerrainKind[];
  readonly terrainIds: readonly string[];
}

export interface LevelWalk {
  readonly startLevel: number;
  readonly stretches: readonly StretchLevel[];
  readonly changes: readonly LevelChange[];
}

interface Pending {
  readonly index: number;
  readonly at: number;
  readonly level: number;
  /** The surface the model stood on before the edge. */
  readonly left: Surface;
  /** How many changes were recorded before it, to forget those made in the air on a rewind. */
  readonly mark: number;
}

/**
 * Walks the stretches in order, keeping the model's level: it climbs blocks standing at its feet,
 * climbs out of a hole where the ground rises above its feet, steps over low obstacles, and when
 * the surface under the centre falls away it stays at its level in the air (pending) until it
 * lands on a surface as high: a gap; if it never lands (or the gap is too wide) it goes back to
 * the edge, descends there, and walks on at the lower level.
 * Terminates: every rewind restarts at a stretch strictly after the previous rewind's.
 */
export function walkLevels(
  stretches: readonly Stretch[],
  start: number,
  options: LevelOptions = {},
): LevelWalk {
  const n = stretches.length;
  const out = new Array<StretchLevel>(n);
  const changes: LevelChange[] = [];
  const first = stretches[0];
  if (!first) return { startLevel: start, stretches: [], changes: [] };
  if (options.flying) {
    const surface = (s: Stretch): number => surfaceOf(s.under, start, options).level;
    stretches.forEach((s, i) => {
      const l = flyingLabels(s.under, options);
      out[i] = {
        level: start,
        surface: surface(s),
        airborne: false,
        kinds: l.kinds,
        terrainIds: l.terrainIds,
      };
    });
    return { startLevel: start, stretches: out, changes };
  }
  const maxGap = options.maxGapWidth ?? Infinity;
  const landing = options.gapLandingDrop ?? 0;
  const startLevel = snapStart(first.under, start, options);
  let level = startLevel;
  let pending: Pending | null = null;
  let lastSurface: Surface = surfaceOf(first.under, level, options);
  let lowOpen = new Map<string, number>();
  let i = 0;

  const closeGap = (p: Pending, end: number, upTo: number): void => {
    let lowest = p.level;
    let hole: string | null = null;
    for (let k = p.index; k < upTo; k++) {
      const s = out[k]!;
      lowest = Math.min(lowest, s.surface);
      if (!s.kinds.includes("gap")) {
        out[k] = {
          level: s.level,
          surface: s.surface,
          airborne: true,
          kinds: sortKinds([...s.kinds, "gap"]),
          terrainIds: s.terrainIds,
        };
      }
      // The hole jumped lies below the take-off: not the one whose floor the model took off from.
      if (hole === null)
        hole =
          stretches[k]!.under.find((t) => roleOf(t, options) === "hole" && t.elevation < p.level - LEVEL_EPS)
            ?.id ?? null;
    }
    changes.push(change("gap", p.at, end, p.level - lowest, p.level, p.level, hole, null));
  };

  const descend = (p: Pending): void => {
    changes.length = p.mark;
    const below = surfaceOf(stretches[p.index]!.under, p.level, options);
    // No ladder or stairs here: the walk looked for one at this edge (same stretches, same
    // levels) before it took off, and would have climbed down it.
    const mode = options.descend ?? "auto";
    const climbs = mode === "climb" || (mode === "auto" && climbsDown(p.left.terrain, options));
    const id = p.left.terrain?.id ?? below.terrain?.id ?? null;
    changes.push(change(climbs ? "climb-down" : "drop", p.at, p.at, 0, p.level, below.level, id, null));
    level = below.level;
    i = p.index;
    lowOpen = new Map();
  };

  for (;;) {
    while (i < n) {
      const s = stretches[i]!;
      if (pending && s.from - pending.at > maxGap + LEVEL_EPS) {
        descend(pending);
        pending = null;
        continue;
      }
      const before = stretches[i - 1]?.under ?? [];
      const ground = surfaceOf(s.under, level, options);
      if (ground.level > level + LEVEL_EPS) {
        // Out of a hole: the ground under the centre is above the feet (the table past a ditch's
        // edge, a shallower floor), so the model climbs the hole's wall to it.
        if (pending) {
          closeGap(pending, s.from, i);
          pending = null;
        }
        changes.push(
          change(
            "climb-up",
            s.from,
            s.from,
            0,
            level,
            ground.level,
            holeLeft(before, level, options) ?? lastSurface.terrain?.id ?? null,
            viaOf(before, s.under, level, ground.level, options),
          ),
        );
        level = ground.level;
      }
      const top = climbTop(s.under, level, options);
      if (top > level + LEVEL_EPS) {
        if (pending) {
          closeGap(pending, s.from, i);
          pending = null;
        }
        const face = blockingBlock(s.under, level, options);
        changes.push(
          change(
            "climb-up",
            s.from,
            s.from,
            0,
            level,
            top,
            face?.id ?? null,
            viaOf(before, s.under, level, top, options),
          ),
        );
        level = top;
      }
      const surface = surfaceOf(s.under, level, options);
      if (pending) {
        if (surface.level >= level - landing - LEVEL_EPS) {
          closeGap(pending, s.from, i);
          pending = null;
          if (surface.level < level - LEVEL_EPS) {
            changes.push(
              change("drop", s.from, s.from, 0, level, surface.level, surface.terrain?.id ?? null, null),
            );
            level = surface.level;
          }
        } else if (s.to - pending.at > maxGap + LEVEL_EPS) {
          descend(pending);
          pending = null;
          continue;
        }
      } else if (surface.level < level - LEVEL_EPS) {
        const via = viaOf(before, s.under, level, surface.level, options);
        if (via) {
          changes.push(
            change(
              "climb-down",
              s.from,
              s.from,
              0,
              level,
              surface.level,
              lastSurface.terrain?.id ?? null,
              via,
            ),
          );
          level = surface.level;
        } else {
          pending = { index: i, at: s.from, level, left: lastSurface, mark: changes.length };
        }
      }
      lowOpen = trackLow(s, level, options, lowOpen, changes);
      const l = labels(s.under, level, surface, options);
      out[i] = {
        level,
        surface: surface.level,
        airborne: pending !== null,
        kinds: l.kinds,
        terrainIds: l.terrainIds,
      };
      if (!pending) lastSurface = surface;
      i++;
    }
    if (!pending) break;
    descend(pending);
    pending = null;
  }
  changes.sort((a, b) => a.at - b.at);
  return { startLevel, stretches: out, changes };
}

/** "auto" descent: down the face of a climbable piece (vertical, or what the ruleset adds), off a platform's edge. */
function climbsDown(t: Terrain | null, options: ElevationOptions): boolean {
  return t !== null && t.kind !== "platform" && roleOf(t, options) === "block";
}

/** Low obstacles at the feet: a change when the centre steps onto one, widened while it stays over it. */
function trackLow(
  s: Stretch,
  level: number,
  options: ElevationOptions,
  open: Map<string, number>,
  changes: LevelChange[],
): Map<string, number> {
  const next = new Map<string, number>();
  for (const t of s.under) {
    if (roleOf(t, options) !== "low" || !blockSpans(t, level)) continue;
    const k = open.get(t.id);
    if (k !== undefined && changes[k]) {
      const c = changes[k];
      changes[k] = change(c.type, c.at, s.to, c.height, c.fromLevel, c.toLevel, c.terrainId, null);
      next.set(t.id, k);
    } else {
      next.set(t.id, changes.length);
      changes.push(change("low-obstacle", s.from, s.to, topOf(t) - level, level, level, t.id, null));
    }
  }
  return next;
}

function change(
  type: LevelChangeType,
  at: number,
  end: number,
  height: number,
  fromLevel: number,
  toLevel: number,
  terrainId: string | null,
  via: Terrain | null,
): LevelChange {
  const vertical = type === "climb-up" || type === "climb-down" || type === "drop";
  return {
    type,
    at,
    end,
    width: end - at,
    height: vertical ? Math.abs(toLevel - fromLevel) : height,
    fromLevel,
    toLevel,
    terrainId,
    via: via ? (via.kind as "ladder" | "stairs") : null,
    viaId: via ? via.id : null,
  };
}

/**
 * The hole whose wall the model climbs out by: the one whose floor it stood on (at `level`), else,
 * with its feet above every floor under it (on a crate in a ditch, or in the air over a pit it
 * jumped), the innermost hole its feet are in: the highest floor below them, its top above them.
 */
function holeLeft(before: readonly Terrain[], level: number, options: ElevationOptions): string | null {
  let inner: Terrain | null = null;
  for (const t of before) {
    if (roleOf(t, options) !== "hole") continue;
    if (Math.abs(t.elevation - level) <= LEVEL_EPS) return t.id;
    const around = t.elevation < level && t.elevation + t.height > level + LEVEL_EPS;
    if (around && (inner === null || t.elevation > inner.elevation)) inner = t;
  }
  return inner?.id ?? null;
}

/** A ladder or stairs, under the centre just before or after, that reaches both levels. */
function viaOf(
  before: readonly Terrain[],
  after: readonly Terrain[],
  from: number,
  to: number,
  options: ElevationOptions,
): Terrain | null {
  for (const list of [after, before]) {
    for (const t of list) {
      if (roleOf(t, options) === "access" && appliesAt(t, from) && appliesAt(t, to)) return t;
    }
  }
  return null;
}

/**
 * The level the model starts at: the surface under its centre nearest to the elevation it was
 * given (ties go up). A token whose elevation was never set stands on the roof it is drawn on.
 */
function snapStart(under: readonly Terrain[], given: number, options: ElevationOptions): number {
  // The table, or the floor of a hole the centre is over.
  const candidates: number[] = [surfaceOf(under, -Infinity, options).level];
  for (const t of under) {
    const role = roleOf(t, options);
    if (role === "block") candidates.push(topOf(t));
    if (role === "access" && appliesAt(t, given)) candidates.push(given);
  }
  let best: number | null = null;
  for (const c of candidates) {
    if (blockingBlock(under, c, options)) continue;
    const d = Math.abs(c - given);
    const bestD = best === null ? Infinity : Math.abs(best - given);
    if (best === null || d < bestD - LEVEL_EPS || (Math.abs(d - bestD) <= LEVEL_EPS && c > best)) best = c;
  }
  return best ?? climbTop(under, candidates[0]!, options);
}

// Kinds are listed in the board's own order, so pieces compare equal whatever order terrain was found in.
const KIND_ORDER: readonly TerrainKind[] = TERRAIN_KINDS;

/** Kinds in a fixed order without repeats, so equal sets compare equal element by element. */
function sortKinds(kinds: TerrainKind[]): TerrainKind[] {
  if (kinds.length < 2) return kinds;
  const out: TerrainKind[] = [];
  for (const k of KIND_ORDER) if (kinds.includes(k)) out.push(k);
  return out;
}

/** The kinds that apply to a model at this level over this surface, and the pieces giving them. */
function labels(
  under: readonly Terrain[],
  level: number,
  surface: Surface,
  options: ElevationOptions,
): { kinds: TerrainKind[]; terrainIds: string[] } {
  const kinds: TerrainKind[] = [];
  const ids: string[] = [];
  const onSurface = Math.abs(surface.level - level) <= LEVEL_EPS;
  for (const t of under) {
    let kind: TerrainKind | null = null;
    switch (roleOf(t, options)) {
      case "flat":
      case "access":
        if (appliesAt(t, level)) kind = t.kind;
        break;
      case "block":
        if (onSurface && Math.abs(topOf(t) - level) <= LEVEL_EPS) kind = t.kind;
        break;
      case "low":
        if (blockSpans(t, level)) kind = "low-obstacle";
        break;
      case "solid":
        if (solidAt(t, level)) kind = "impassable";
        break;
      case "hole":
        // Over the hole in the air. On its floor the model stands on a surface like any other,
        // unless the hole has no depth given (height 0: a region drawn without a bottom or top),
        // which stays a gap to every model whose level is at or above it.
        if (
          level >= t.elevation - LEVEL_EPS &&
          surface.level <= t.elevation + LEVEL_EPS &&
          (level > t.elevation + LEVEL_EPS || t.height === 0)
        )
          kind = "gap";
        break;
      case "ignored":
        break;
    }
    if (kind) {
      kinds.push(kind);
      ids.push(t.id);
    }
  }
  return { kinds: sortKinds(kinds), terrainIds: ids };
}

/** A flyer's path is labelled by everything under it, whatever the level. */
function flyingLabels(
  under: readonly Terrain[],
  options: ElevationOptions,
): { kinds: TerrainKind[]; terrainIds: string[] } {
  const kinds: TerrainKind[] = [];
  const ids: string[] = [];
  for (const t of under) {
    const role = roleOf(t, options);
    if (role === "ignored") continue;
    kinds.push(role === "low" ? "low-obstacle" : role === "hole" ? "gap" : t.kind);
    ids.push(t.id);
  }
  return { kinds: sortKinds(kinds), terrainIds: ids };
}
