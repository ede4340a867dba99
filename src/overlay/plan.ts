import type { MessageData } from "../engine/errors";
import { pointAtDistance } from "../engine/geometry/polyline";
import { type Point, distance } from "../engine/geometry/vec";
import type { BandStyle, Prompt, Reason, Verdict } from "../engine/ruleset";
import type { Unit } from "../engine/units";
import { PALETTE, bandColor } from "./colors";
import type { Translator } from "./i18n";
import { subPath } from "./path";

/*
 * "Verdict -> what to draw", as plain data in board units. The Foundry ruler and the sandbox
 * both draw this, so what a player sees in one is what they see in the other, and the choices
 * (where pieces split, which reason the label shows) are unit-tested without a canvas.
 */

const EPS = 1e-6;

/** What the host knows beyond the verdict; everything is optional and only adds detail. */
export interface PlanContext {
  /** The ruleset's unit, for the budget line ("2.0 cm left"). */
  readonly unit?: Unit;
  /** The mover's base radius in board units, to draw its ghost at the reach point. */
  readonly moverRadius?: number;
  /** Where a model stands, to ring the enemies it ends in contact with. */
  readonly locate?: (
    id: string,
  ) => { readonly x: number; readonly y: number; readonly r: number } | undefined;
}

/** A stretch of the path in one band's colour. */
export interface PathPiece {
  readonly from: number;
  readonly to: number;
  readonly points: readonly Point[];
  readonly style: BandStyle;
  readonly tier?: number;
  readonly color: number;
  /** Drawn dashed: beyond the allowance, a cue that does not rely on colour. */
  readonly dashed: boolean;
  /** The band's name in the user's language ("Run", "Beyond the allowance of 10.0"). */
  readonly text: string;
}

/**
 * A band with no length: something that happens at one point of the path, such as a climb whose
 * cost counts double (MUMG-CLIMB-1). Drawn as a short bar across the path at `point`, in the
 * band's colour, with `text` as its tooltip or legend.
 */
export interface PathMark {
  readonly at: number;
  readonly point: Point;
  /** The path's direction there (a unit vector; +x on a path with no length), to draw across it. */
  readonly direction: Point;
  readonly style: BandStyle;
  readonly tier?: number;
  readonly color: number;
  readonly text: string;
}

export interface ReachMarker {
  readonly point: Point;
  readonly distance: number;
  /** The mover's base radius, when known, for a ghost base where it will stop. */
  readonly radius: number | null;
  /** True when the model stops short of the path's end (the cursor). */
  readonly short: boolean;
  readonly color: number;
}

export interface ContactMarker {
  readonly id: string;
  /** Where the bases touch, or the reach point when the enemy cannot be located. */
  readonly point: Point;
  /** The enemy's base, to ring it. */
  readonly ring: { readonly x: number; readonly y: number; readonly r: number } | null;
  readonly color: number;
}

export interface PromptMarker {
  readonly id: string;
  readonly ruleId: string;
  readonly kind: Prompt["kind"];
  readonly point: Point;
  readonly at: number;
  /** Position among prompts at the same spot, so icons fan out instead of stacking. */
  readonly stack: number;
  readonly text: string;
  readonly formula: string | null;
  readonly color: number;
}

export type LabelTone = "main" | "muted" | "illegal" | "stop";

export interface LabelLine {
  readonly text: string;
  readonly tone: LabelTone;
  readonly ruleId?: string;
}

export interface OverlayLabel {
  /** The path's end (the dragged waypoint); the drawer offsets the box from it. */
  readonly at: Point;
  readonly legal: boolean;
  readonly lines: readonly LabelLine[];
}

export interface OverlayPlan {
  readonly legal: boolean;
  readonly length: number;
  readonly pieces: readonly PathPiece[];
  /** Bands of no length (climbs), which `pieces` leaves out. */
  readonly marks: readonly PathMark[];
  readonly waypoints: readonly Point[];
  readonly reach: ReachMarker | null;
  readonly contacts: readonly ContactMarker[];
  readonly prompts: readonly PromptMarker[];
  readonly label: OverlayLabel;
}

/** One decimal, never "-0.0": what the engine prints too. */
export const formatDistance = (d: number): string => {
  const r = Math.round(d * 10) / 10;
  return (Object.is(r, -0) ? 0 : r).toFixed(1);
};

export function planOverlay(
  path: readonly Point[],
  verdict: Verdict,
  t: Translator,
  context: PlanContext = {},
): OverlayPlan {
  const start = path[0] ?? verdict.reach.point;
  const end = path[path.length - 1] ?? start;
  const moved = verdict.length > EPS;
  return {
    legal: verdict.legal,
    length: verdict.length,
    pieces: moved ? pieces(path, verdict, t) : [],
    marks: moved ? marks(path, verdict, t) : [],
    waypoints: path.slice(),
    reach: moved
      ? {
          point: verdict.reach.point,
          distance: verdict.reach.distance,
          radius: context.moverRadius ?? null,
          short: verdict.reach.distance < verdict.length - EPS,
          color: PALETTE.reach,
        }
      : null,
    contacts: verdict.contacts.map((id) => contactMarker(id, verdict.reach.point, context)),
    prompts: promptMarkers(path, verdict, t),
    label: { at: end, legal: verdict.legal, lines: labelLines(verdict, t, context.unit) },
  };
}

function pieces(path: readonly Point[], verdict: Verdict, t: Translator): PathPiece[] {
  const bands = verdict.bands
    .filter((b) => b.to > b.from + EPS)
    .slice()
    .sort((a, b) => a.from - b.from);
  if (bands.length === 0) {
    // A ruleset that gives no bands still gets a path: coloured by the verdict alone.
    const style: BandStyle = verdict.legal ? "ok" : "over";
    return [
      piece(path, 0, verdict.length, style, undefined, style === "ok" ? "TTM.Band.Move" : "TTM.Band.Over", t),
    ];
  }
  return bands.map((b) => piece(path, b.from, b.to, b.style, b.tier, b.key, t, b.data));
}

function piece(
  path: readonly Point[],
  from: number,
  to: number,
  style: BandStyle,
  tier: number | undefined,
  key: string,
  t: Translator,
  data?: MessageData,
): PathPiece {
  return {
    from,
    to,
    points: subPath(path, from, to),
    style,
    ...(tier !== undefined ? { tier } : {}),
    color: bandColor(style, tier),
    dashed: style === "over",
    text: t(key, data),
  };
}

function marks(path: readonly Point[], verdict: Verdict, t: Translator): PathMark[] {
  if (path.length === 0) return [];
  return verdict.bands
    .filter((b) => b.to <= b.from + EPS)
    .map((b) => ({
      at: b.from,
      point: pointAtDistance(path, b.from),
      direction: directionAt(path, b.from),
      style: b.style,
      ...(b.tier !== undefined ? { tier: b.tier } : {}),
      color: bandColor(b.style, b.tier),
      text: t(b.key, b.data),
    }));
}

/** The direction of the path at d: the segment the model walks on from there (the last one at the end). */
function directionAt(path: readonly Point[], d: number): Point {
  let walked = 0;
  let last: Point = { x: 1, y: 0 };
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const seg = distance(a, b);
    if (seg === 0) continue;
    last = { x: (b.x - a.x) / seg, y: (b.y - a.y) / seg };
    walked += seg;
    if (walked > d + EPS) break;
  }
  return last;
}

function contactMarker(id: string, reach: Point, context: PlanContext): ContactMarker {
  const enemy = context.locate?.(id);
  if (!enemy) return { id, point: reach, ring: null, color: PALETTE.contact };
  const gap = distance(reach, enemy);
  // The touching point lies on the line between the centres, one mover radius from the reach point.
  const along = gap > EPS ? Math.min(1, (context.moverRadius ?? gap - enemy.r) / gap) : 0;
  return {
    id,
    point: { x: reach.x + (enemy.x - reach.x) * along, y: reach.y + (enemy.y - reach.y) * along },
    ring: { x: enemy.x, y: enemy.y, r: enemy.r },
    color: PALETTE.contact,
  };
}

function promptMarkers(path: readonly Point[], verdict: Verdict, t: Translator): PromptMarker[] {
  const seen = new Map<string, number>();
  return verdict.prompts.map((p) => {
    // A prompt with no distance happens where the move ends.
    const at = p.at ?? verdict.reach.distance;
    const point = path.length > 0 ? pointAtDistance(path, at) : verdict.reach.point;
    const spot = `${point.x.toFixed(3)},${point.y.toFixed(3)}`;
    const stack = seen.get(spot) ?? 0;
    seen.set(spot, stack + 1);
    return {
      id: p.id,
      ruleId: p.ruleId,
      kind: p.kind,
      point,
      at,
      stack,
      text: t(p.key, p.data),
      formula: p.formula ?? null,
      color: PALETTE.prompt,
    };
  });
}

function labelLines(verdict: Verdict, t: Translator, unit: Unit | undefined): LabelLine[] {
  const lines: LabelLine[] = [{ text: t(verdict.cost.key, verdict.cost.data), tone: "main" }];
  const unitText = unit ? t(`TTM.Overlay.Unit.${unit}`) : "";
  const left = verdict.allowance - verdict.length;
  // Without a unit the placeholder is empty: squeeze the space it leaves.
  const tidy = (s: string): string => s.replace(/\s+/g, " ").trim();
  const remaining = verdict.remaining;
  lines.push(
    remaining
      ? { text: t(remaining.key, remaining.data), tone: remaining.amount >= -EPS ? "muted" : "illegal" }
      : left >= -EPS
        ? {
            text: tidy(t("TTM.Overlay.Left", { distance: formatDistance(left), unit: unitText })),
            tone: "muted",
          }
        : {
            text: tidy(t("TTM.Overlay.Beyond", { distance: formatDistance(-left), unit: unitText })),
            tone: "illegal",
          },
  );
  const reason = firstReason(verdict.reasons);
  if (reason) {
    lines.push({
      text: t(reason.key, reason.data),
      tone: reason.severity === "illegal" ? "illegal" : "stop",
      ruleId: reason.ruleId,
    });
  }
  return lines;
}

/** The reason worth a line on the ruler: the first that makes the move illegal, else the first stop. */
export function firstReason(reasons: readonly Reason[]): Reason | undefined {
  return reasons.find((r) => r.severity === "illegal") ?? reasons.find((r) => r.severity === "stop");
}
