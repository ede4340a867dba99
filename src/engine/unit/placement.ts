import type { Board, Nearby } from "../board/board";
import type { Model, Terrain } from "../board/types";
import { insidePolygon } from "../geometry/polygon";
import { closestPointOnSegment } from "../geometry/segment";
import type { Point } from "../geometry/vec";
import { baseFitsAt } from "../path/fit";
import { type CoherencyRules, unitCoherency } from "./coherency";
import { linkBlock, nearGroup, standingAt } from "./links";
import type { ModelPlacement, UnitStatus } from "./types";
import { GEOMETRY_TOLERANCE } from "../geometry/tolerance";

export interface PlacementRules extends CoherencyRules {
  /** Terrain a base may not overlap; by default only impassable pieces. */
  readonly blocks?: (t: Terrain) => boolean;
  /** The base must lie wholly on one surface at the level it is placed on (ground units). */
  readonly support?: boolean;
  /** SCTMG-MOVE-1: bases no model may be placed within `distance` of (enemy Ground models, 1"). */
  readonly keepAway?: { readonly models: readonly Model[]; readonly distance: number };
  /**
   * SCTMG-TOWARD-2: rank places by closeness to (towards) or distance from (away) this point
   * instead of by the model's old place relative to the leader.
   */
  readonly prefer?: { readonly target: Point; readonly away: boolean };
  /**
   * SCTMG-COH-3: how far beyond coherency range a model that cannot be in coherency is looked
   * for "as close as possible" (default: the range again). Past it the model is a casualty.
   */
  readonly searchBeyond?: number;
  /** Spacing of the candidate places (default: a third of the smaller of the base's radius and 1). */
  readonly step?: number;
}

export interface PlacementRequest {
  /** The Leading Model where it stood before the move. */
  readonly leader: Model;
  /** Where the Leading Model ends, and its level there (the others are placed at that level). */
  readonly to: Point;
  readonly level: number;
  /** The other models of the unit, where they stood before the move. */
  readonly members: readonly Model[];
  /** Places the player gave; they are checked, not moved. */
  readonly fixed?: ReadonlyMap<string, Point>;
}

export interface Placement {
  /** The Leading Model first, then the others in the order given. */
  readonly placements: readonly ModelPlacement[];
  readonly unitStatus: UnitStatus;
  /** Player-given places where the base does not fit (overlap, terrain, table edge). */
  readonly misfits: readonly string[];
}

/**
 * SCTMG-LEAD-1, SCTMG-COH-1, SCTMG-COH-3: places the rest of a unit around its Leading Model's
 * new position. The player's places come first, as given (checked: `misfits`). Then each other
 * model, nearest to the leader first, goes to its old place relative to the leader if its base
 * fits there, keeps away from what it must, lies Wholly Within range of the leader and has a
 * Coherency Link to a model already placed; else to the place nearest that one (with `prefer`:
 * nearest to / farthest from the target) that does all that. When this leaves models without a
 * place in range, a second pass packs every model as near the leader as it can, and the pass
 * leaving fewer is kept: coherency comes before old places. What is still left goes as close to
 * the leader as it can with a link, out of coherency (on a lattice twice as coarse); a model with
 * no such place within `searchBeyond` is a casualty (SCTMG-COH-4: casualties never make a unit
 * Out of Coherency). Then each of those looks once more for a place in range, now that the whole
 * unit stands (its link may be to a model placed after it), and each still without a place looks
 * once more beyond the range (its place may be against a model placed only then). The statuses
 * are those of `unitCoherency` on the whole arrangement.
 *
 * Candidate places: a square lattice of `step` through the leader's new centre, the places where
 * the base touches each obstacle nearest the wanted place, and places touching each model
 * already placed; "nearest" is within half a step's diagonal of the best on open ground. A new
 * place links to one of the LINK_TRIES models placed nearest it (a place whose nearest
 * neighbours are all cut off stands behind something); fits and links are remembered for the
 * call, which is what keeps a crowded table to tens of milliseconds.
 */
export function placeUnit(board: Board, request: PlacementRequest, rules: PlacementRules): Placement {
  const { leader, to, level, members } = request;
  const unitIds = new Set<string>([leader.id, ...members.map((m) => m.id)]);
  const head = standingAt(leader, to, level);
  const beyond = Math.max(0, rules.searchBeyond ?? rules.range);
  const maxR = members.reduce((r, m) => Math.max(r, m.r), leader.r);
  const reach = rules.range + leader.r + beyond + maxR;
  // Only the bases a placed model could come near matter.
  const away = rules.keepAway
    ? {
        distance: rules.keepAway.distance,
        models: rules.keepAway.models.filter(
          (e) => dist(e, to) - e.r <= reach + rules.keepAway!.distance + maxR,
        ),
      }
    : null;
  const base: Model[] = [head];
  const misfits: string[] = [];
  // Whether a base of a radius fits at a point on the board (other models, terrain, walls,
  // edges), remembered: the passes and the models of one size share the lattice through `to`.
  const boardFit = new Map<string, boolean>();
  const fitOptions = { ...rules, ignore: unitIds, elevation: level, support: rules.support ?? false };
  // The hot loop of the search: squared distances, no Math.hypot.
  // `enemies`: the automatic places keep away from the bases near the leader; a player's place
  // may be anywhere, so it is checked against them all.
  const fits = (
    placed: readonly Model[],
    m: Model,
    p: Point,
    enemies: readonly Model[] | undefined = away?.models,
  ): boolean => {
    for (const o of placed) {
      const dx = p.x - o.x;
      const dy = p.y - o.y;
      const min = m.r + o.r - GEOMETRY_TOLERANCE;
      if (dx * dx + dy * dy < min * min) return false;
    }
    if (away && enemies) {
      for (const e of enemies) {
        const dx = p.x - e.x;
        const dy = p.y - e.y;
        const min = away.distance - GEOMETRY_TOLERANCE + m.r + e.r;
        if (dx * dx + dy * dy < min * min) return false;
      }
    }
    const key = `${p.x},${p.y},${m.r}`;
    let ok = boardFit.get(key);
    if (ok === undefined) {
      // A query of the base's own box: far fewer candidates than the whole group's neighbourhood.
      ok = baseFitsAt(board, m, p, fitOptions);
      boardFit.set(key, ok);
    }
    return ok;
  };
  // A link is tried to the few nearest models placed (a model whose nearest neighbours are all
  // cut off stands behind something), each with its own small query of the board.
  // Links depend only on the two places, so the passes share what they learn.
  const links = new Map<string, boolean>();
  const linkable = (placed: readonly Model[], m: Model, tries: number): boolean => {
    const d2 = (o: Model): number => (o.x - m.x) * (o.x - m.x) + (o.y - m.y) * (o.y - m.y);
    const byDistance = placed
      .map((o) => ({ o, d: d2(o) }))
      .sort((a, b) => a.d - b.d)
      .map((e) => e.o);
    for (let i = 0; i < Math.min(tries, byDistance.length); i++) {
      const o = byDistance[i]!;
      const key = `${o.x},${o.y},${o.elevation}|${m.x},${m.y}`;
      let clear = links.get(key);
      if (clear === undefined) {
        clear = !linkBlock(board, o, m, unitIds, rules);
        links.set(key, clear);
      }
      if (clear) return true;
    }
    return false;
  };

  const fixed = request.fixed ?? new Map<string, Point>();
  const auto: Model[] = [];
  for (const m of members) {
    const p = fixed.get(m.id);
    if (!p) {
      auto.push(m);
      continue;
    }
    if (!fits(base, m, p, rules.keepAway?.models)) misfits.push(m.id);
    base.push(standingAt(m, p, level));
  }
  // What stands near the leader's end and near the player's places, which may lie anywhere (the
  // final links from and to them need it too).
  const near = nearGroup(
    board,
    base,
    reach + Math.max(rules.gapWidth, 0) + (rules.keepAway?.distance ?? 0) + maxR,
  );
  const old = (m: Model): number => dist(m, leader);
  auto.sort((p, q) => old(p) - old(q) || (p.id < q.id ? -1 : p.id > q.id ? 1 : 0));

  /**
   * One greedy pass. `relative`: each model as near its old place relative to the leader as it
   * can (or the preferred side); otherwise `compact`: as near the leader as it can, which packs
   * the unit into room the first pass left in pieces.
   */
  const arrange = (relative: boolean): { placed: Model[]; left: Model[] } => {
    const placed = base.slice();
    const left: Model[] = [];
    for (const m of auto) {
      const wanted = relative ? { x: to.x + (m.x - leader.x), y: to.y + (m.y - leader.y) } : to;
      // Centres whose base lies Wholly Within range of the leader's base (see isWhollyWithin).
      const inner = rules.range + leader.r - m.r;
      const preferring = relative && rules.prefer !== undefined;
      // Most moves leave room where the model stood relative to the leader: try it first.
      const exact = !preferring && dist(wanted, to) <= inner + GEOMETRY_TOLERANCE;
      if (exact && firstPlace(placed, m, [wanted])) continue;
      const extra = extras(m, wanted, placed).filter((p) => dist(p, to) <= inner + GEOMETRY_TOLERANCE);
      let ordered: Point[];
      if (relative && !preferring) {
        ordered = byKey([...lattice(to, to, stepFor(m), -Infinity, inner), ...extra], (p) => dist(p, wanted));
      } else {
        // The ranking does not depend on the model: one sorted lattice per base size, merged
        // with this model's own touching places.
        const rank = preferring
          ? preferRank(rules.prefer.target, rules.prefer.away)
          : (p: Point) => dist(p, to);
        ordered = mergeByKey(sharedLattice(m, inner, rank, preferring), extra, rank);
      }
      if (!firstPlace(placed, m, ordered)) left.push(m);
    }
    return { placed, left };
  };
  const stepFor = (m: Model): number => rules.step ?? Math.min(m.r, 1) / 3;
  const shared = new Map<string, { points: Point[]; keys: number[] }>();
  const sharedLattice = (m: Model, inner: number, rank: (p: Point) => number, preferring: boolean) => {
    const key = `${m.r},${preferring}`;
    let hit = shared.get(key);
    if (!hit) {
      const points = byKey(lattice(to, to, stepFor(m), -Infinity, inner), rank);
      hit = { points, keys: points.map(rank) };
      shared.set(key, hit);
    }
    return hit;
  };
  const extras = (m: Model, wanted: Point, placed: readonly Model[]): Point[] => [
    ...touching(m.r, wanted, near, unitIds),
    ...rims(m.r, placed, wanted),
  ];
  /** Places the model at the first place in order where its base fits and links. */
  const firstPlace = (placed: Model[], m: Model, ordered: readonly Point[], tries = LINK_TRIES): boolean => {
    for (const p of ordered) {
      if (!fits(placed, m, p)) continue;
      const at = standingAt(m, p, level);
      if (linkable(placed, at, tries)) {
        placed.push(at);
        return true;
      }
    }
    return false;
  };
  let best = arrange(true);
  if (best.left.length > 0) {
    const packed = arrange(false);
    if (packed.left.length < best.left.length) best = packed;
  }
  // SCTMG-COH-3: the rest as close to the leader as possible with a valid link, on a lattice
  // twice as coarse (how much closer matters less than finding a place at all).
  const outOfRange = (m: Model): void => {
    const inner = rules.range + leader.r - m.r;
    const wanted = { x: to.x + (m.x - leader.x), y: to.y + (m.y - leader.y) };
    const outer = lattice(to, to, 2 * stepFor(m), inner, inner + beyond);
    for (const p of extras(m, to, best.placed)) {
      const d = dist(p, to);
      if (d > inner + GEOMETRY_TOLERANCE && d <= inner + beyond + GEOMETRY_TOLERANCE) outer.push(p);
    }
    firstPlace(
      best.placed,
      m,
      byKey(outer, (p) => dist(p, to) + 1e-6 * dist(p, wanted)),
    );
  };
  for (const m of best.left) outOfRange(m);
  // With the whole unit standing, a model left out of range may now find a place in range that
  // links to a model placed after it (or through a neighbour other than its nearest): one more
  // look for each, the others staying where they are.
  const lost: Model[] = [];
  for (const m of best.left) {
    const i = best.placed.findIndex((o) => o.id === m.id);
    const was = i >= 0 ? best.placed.splice(i, 1)[0]! : null;
    const inner = rules.range + leader.r - m.r;
    const extra = extras(m, to, best.placed).filter((p) => dist(p, to) <= inner + GEOMETRY_TOLERANCE);
    // Any place in range beats one out of it: nearest the leader first, on the shared lattice.
    const toLeader = (p: Point): number => dist(p, to);
    const ordered = mergeByKey(sharedLattice(m, inner, toLeader, false), extra, toLeader);
    if (firstPlace(best.placed, m, ordered, 2 * LINK_TRIES)) continue;
    if (was) best.placed.splice(i, 0, was);
    else lost.push(m);
  }
  // SCTMG-COH-3: a casualty only with no place with a link at all. A model that found none may
  // have one now, against a model the last look placed (whose place was found only once the
  // whole unit stood): each looks beyond the range once more.
  for (const m of lost) outOfRange(m);
  const placed = best.placed;

  const standing = placed.slice(1);
  const c = unitCoherency(board, head, standing, unitIds, rules, near);
  const where = new Map(standing.map((m) => [m.id, m]));
  const placements: ModelPlacement[] = [
    { modelId: leader.id, point: { x: to.x, y: to.y }, status: "leader" },
  ];
  for (const m of members) {
    const at = where.get(m.id);
    if (!at) placements.push({ modelId: m.id, point: { x: m.x, y: m.y }, status: "casualty" });
    else {
      const ok = c.within.has(m.id) && c.linked.has(m.id);
      placements.push({
        modelId: m.id,
        point: { x: at.x, y: at.y },
        status: ok ? "coherent" : "out-of-coherency",
      });
    }
  }
  return { placements, unitStatus: c.inCoherency ? "in-coherency" : "out-of-coherency", misfits };
}

/** Lower is better: nearer the target (towards) or farther from it (away). */
const preferRank =
  (target: Point, away: boolean) =>
  (p: Point): number =>
    (away ? -1 : 1) * dist(p, target);

/** A sorted list and a few more points merged by the same key (ties: the sorted list first). */
function mergeByKey(
  sorted: { readonly points: readonly Point[]; readonly keys: readonly number[] },
  more: readonly Point[],
  key: (p: Point) => number,
): Point[] {
  const extra = more.map((p) => ({ p, k: key(p) })).sort((a, b) => a.k - b.k);
  const out: Point[] = [];
  let j = 0;
  for (let i = 0; i < sorted.points.length; i++) {
    while (j < extra.length && extra[j]!.k < sorted.keys[i]!) out.push(extra[j++]!.p);
    out.push(sorted.points[i]!);
  }
  while (j < extra.length) out.push(extra[j++]!.p);
  return out;
}

/**
 * The places nearest `wanted` where a base of radius r just touches one obstacle: each other
 * model, terrain piece and wall near it (the models already placed: `rims`, which holds the place
 * towards `wanted`). The lattice alone misses the narrow slot beside an obstacle, which is where
 * a model pushed off its wanted place usually belongs.
 */
function touching(r: number, wanted: Point, near: Nearby, unitIds: ReadonlySet<string>): Point[] {
  const out: Point[] = [];
  const reach = 2 * r + 2;
  const push = (from: Point, gap: number): void => {
    const d = dist(wanted, from);
    if (d > reach + gap || d < 1e-12) return;
    const k = (gap + 1e-7) / d;
    out.push({ x: from.x + (wanted.x - from.x) * k, y: from.y + (wanted.y - from.y) * k });
  };
  for (const o of near.models) if (!unitIds.has(o.id)) push(o, r + o.r);
  for (const w of near.walls) push(closestPointOnSegment(wanted, w.a, w.b), r);
  for (const t of near.terrain) {
    const poly = t.polygon;
    let best: Point | null = null;
    let bestD = Infinity;
    for (let i = 0; i < poly.length; i++) {
      const q = closestPointOnSegment(wanted, poly[i]!, poly[(i + 1) % poly.length]!);
      const d = dist(q, wanted);
      if (d < bestD) {
        bestD = d;
        best = q;
      }
    }
    if (!best || bestD > reach) continue;
    if (insidePolygon(wanted.x, wanted.y, poly)) {
      // Out through the nearest edge: the base's centre r beyond it.
      if (bestD < 1e-12) continue;
      const k = (r + 1e-7) / bestD;
      out.push({ x: best.x + (best.x - wanted.x) * k, y: best.y + (best.y - wanted.y) * k });
    } else push(best, r);
  }
  return out;
}

/** Distance between centres; Math.hypot is several times slower in the search's hot loops. */
function dist(a: Point, b: Point): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/** How many of the nearest placed models a new place tries to link to. */
const LINK_TRIES = 4;

/** The points sorted by a key computed once per point. */
function byKey(points: readonly Point[], key: (p: Point) => number): Point[] {
  const keyed = points.map((p) => ({ p, k: key(p) }));
  keyed.sort((a, b) => a.k - b.k);
  return keyed.map((e) => e.p);
}

/** Places where a base of radius r touches a placed base: 16 round each, and one towards `wanted`. */
function rims(r: number, placed: readonly Model[], wanted: Point): Point[] {
  const out: Point[] = [];
  for (const o of placed) {
    const d = r + o.r + 1e-7;
    for (let k = 0; k < 16; k++) {
      const a = (k * Math.PI) / 8;
      out.push({ x: o.x + d * Math.cos(a), y: o.y + d * Math.sin(a) });
    }
    const w = dist(o, wanted);
    if (w > 1e-12) out.push({ x: o.x + ((wanted.x - o.x) * d) / w, y: o.y + ((wanted.y - o.y) * d) / w });
  }
  return out;
}

/**
 * Points of a square lattice through `anchor` with spacing `step` whose distance from `centre`
 * is in (from, to]; the anchor itself first when it qualifies.
 */
function lattice(anchor: Point, centre: Point, step: number, from: number, to: number): Point[] {
  const out: Point[] = [];
  if (!(to >= 0) || !(step > 0)) return out;
  const inRing = (x: number, y: number): boolean => {
    const d = Math.hypot(x - centre.x, y - centre.y);
    return d > from + 1e-12 && d <= to + 1e-9;
  };
  const i0 = Math.floor((centre.x - to - anchor.x) / step);
  const i1 = Math.ceil((centre.x + to - anchor.x) / step);
  const j0 = Math.floor((centre.y - to - anchor.y) / step);
  const j1 = Math.ceil((centre.y + to - anchor.y) / step);
  for (let i = i0; i <= i1; i++) {
    for (let j = j0; j <= j1; j++) {
      const x = anchor.x + i * step;
      const y = anchor.y + j * step;
      if (inRing(x, y)) out.push({ x, y });
    }
  }
  // The exact anchor (i = j = 0) is in the lattice already when it lies in the ring.
  return out;
}
