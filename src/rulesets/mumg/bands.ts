import { GEOMETRY_TOLERANCE } from "../../engine/geometry/tolerance";
import { formatLength } from "../../engine/format";
import { type CostWeights, type PathAnalysis, type WeighedPiece, distanceAtCost } from "../../engine/path";
import type { Band, BandStyle } from "../../engine/ruleset";

const EPS = GEOMETRY_TOLERANCE;
const UNIT = "TTM.Unit.in";

/** A POW tier as the ruler shows it: how many POW, the movement value, and where along this path it runs out. */
export interface TierReach {
  readonly pow: number;
  readonly value: number;
  /** Path distance at which this path's counted cost reaches the value. */
  readonly distance: number;
}

/**
 * MUMG-MOVE-1: where each tier the model may buy runs out along this path. The tiers apply to
 * the counted cost (doubling included), so each value is mapped back to a path distance.
 */
export function tierReaches(a: PathAnalysis, weights: CostWeights, values: readonly number[]): TierReach[] {
  const out: TierReach[] = [];
  // Priced once for every tier; a tier that runs out on a climb ends at its foot (the face).
  const weighed = a.weigh(weights);
  values.forEach((value, i) => {
    if (value > 0) out.push({ pow: i + 1, value, distance: distanceAtCost(weighed, value).distance });
  });
  return out;
}

export interface BandInput {
  readonly analysis: PathAnalysis;
  readonly weights: CostWeights;
  /** The tiers the model may buy, cheapest first; one entry for a declared tier or a power. */
  readonly tiers: readonly TierReach[];
  /** Tiers it could have bought had it not declared one: beyond the declared one they show as not declared. */
  readonly undeclared: readonly TierReach[];
  /** Where the legal part of the path ends. */
  readonly legalEnd: number;
  /** How a stretch in a tier is named (a tier of movement, a special power). */
  readonly tierBand: (tier: TierReach) => Pick<Band, "key" | "data">;
  /** The most the move may count, for the band beyond it. */
  readonly allowance: number;
  /** A special power has one price: its whole stretch shows as within the move. */
  readonly single?: boolean;
}

/**
 * The ruler's bands: each stretch of the legal part in the colour of the tier it costs
 * ("ok" for 1 POW, "tier" 2 or 3), "double" where it counts twice (gaps, low obstacles, rough;
 * MUMG-JUMP-1, MUMG-ROUGH-1), and "over" beyond where the model may go. A climb in the legal
 * part that counts double (MUMG-CLIMB-1) has no length to colour: it is a zero-length "double"
 * band at its face, named with its height and what it counts, which the overlay draws as a mark.
 */
export function mumgBands(input: BandInput): Band[] {
  const a = input.analysis;
  const length = a.length;
  const legalEnd = Math.min(input.legalEnd, length);
  const weighed = a.weigh(input.weights);
  const cuts = new Set<number>([0, legalEnd, length]);
  for (const t of [...input.tiers, ...input.undeclared])
    if (t.distance > 0 && t.distance < length) cuts.add(t.distance);
  for (const p of weighed) {
    if (p.weight === 1 || p.change) continue;
    cuts.add(Math.min(p.from, length));
    cuts.add(Math.min(p.to, length));
  }
  const sorted = [...cuts].sort((x, y) => x - y);
  const out: Band[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const from = sorted[i - 1]!;
    const to = sorted[i]!;
    if (to <= from + EPS) continue;
    const band = bandFor(input, from, to, legalEnd, weighed);
    const last = out[out.length - 1];
    if (
      last &&
      last.style === band.style &&
      last.tier === band.tier &&
      last.key === band.key &&
      JSON.stringify(last.data) === JSON.stringify(band.data) &&
      Math.abs(last.to - from) <= EPS
    ) {
      out[out.length - 1] = { ...last, to };
    } else out.push(band);
  }
  // A mark sorts before the stretch that starts at its face: the model climbs, then walks on.
  return [...out, ...climbMarks(input, weighed, legalEnd)].sort(
    (x, y) => x.from - y.from || x.to - x.from - (y.to - y.from),
  );
}

/** MUMG-CLIMB-1: each climb paid in the legal part that counts more than once, as a zero-length band. */
function climbMarks(input: BandInput, weighed: readonly WeighedPiece[], legalEnd: number): Band[] {
  const out: Band[] = [];
  for (const e of weighed) {
    const c = e.change;
    // A climb at the legal end is not made: the model stops at its foot.
    if (!c || c.type === "drop" || e.weight <= 1 || e.from >= legalEnd - EPS) continue;
    // The tier that pays it: the first whose reach lies past the face.
    const tier = input.tiers.find((t) => t.distance > e.from + EPS) ?? input.tiers[input.tiers.length - 1];
    const pow = tier?.pow ?? 1;
    out.push({
      from: e.from,
      to: e.from,
      style: "double",
      tier: pow,
      key: c.type === "climb-up" ? "TTM.Mumg.Band.ClimbUp" : "TTM.Mumg.Band.ClimbDown",
      data: { height: formatLength(c.height), counted: formatLength(e.costTo - e.costFrom), unit: UNIT, pow },
    });
  }
  return out;
}

function bandFor(
  input: BandInput,
  from: number,
  to: number,
  legalEnd: number,
  weighed: readonly WeighedPiece[],
): Band {
  const mid = (from + to) / 2;
  if (from >= legalEnd - EPS) {
    // Beyond the declared tier but within one the model could have paid: not declared.
    const other = input.undeclared.find((t) => to <= t.distance + EPS);
    return other
      ? {
          from,
          to,
          style: "over",
          key: "TTM.Mumg.Band.NotDeclared",
          data: { pow: other.pow },
        }
      : {
          from,
          to,
          style: "over",
          key: "TTM.Mumg.Band.Over",
          data: { allowance: formatLength(input.allowance), unit: UNIT },
        };
  }
  const tier = input.tiers.find((t) => to <= t.distance + EPS) ?? input.tiers[input.tiers.length - 1];
  // Climbs and drops are entries of no length: a stretch takes the weight of the piece under it.
  const weight = weighed.find((p) => !p.change && p.from <= mid && mid <= p.to)?.weight ?? 1;
  const pow = tier?.pow ?? 1;
  if (weight > 1) {
    return { from, to, style: "double", tier: pow, key: "TTM.Mumg.Band.Double", data: { pow } };
  }
  const style: BandStyle = pow === 1 || input.single === true ? "ok" : "tier";
  const named = tier ? input.tierBand(tier) : { key: "TTM.Band.Move" };
  return { from, to, style, tier: pow, ...named };
}
