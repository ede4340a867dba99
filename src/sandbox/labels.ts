/**
 * Where the models' name labels go so they do not print over each other or over a base. Pure
 * geometry in pixels, so the placement is deterministic and the browser test can check it.
 */

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Disc {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** A label to place: its base (centre and radius) and the text's size at full scale. */
export interface LabelWant {
  readonly base: Disc;
  readonly w: number;
  readonly h: number;
}

export interface Placed {
  /** Top-left and size, already scaled. */
  readonly box: Rect;
  readonly scale: number;
}

/** The gap between a base and its label, in pixels. */
const GAP = 3;
/** Shrinking further makes a 12 px name unreadable; past this the least crowded spot wins instead. */
const SCALES = [1, 0.85, 0.72] as const;

export const intersects = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const overlapArea = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** Whether the disc and the rectangle share any point (nearest point of the box within r). */
export const touchesDisc = (r: Rect, d: Disc): boolean => {
  const nx = Math.max(r.x, Math.min(d.x, r.x + r.w));
  const ny = Math.max(r.y, Math.min(d.y, r.y + r.h));
  return (nx - d.x) ** 2 + (ny - d.y) ** 2 < d.r * d.r;
};

/**
 * Below first (where a reader looks for it), then above, right and left of the base; then the
 * four corners, which clear a neighbour standing straight above or beside.
 */
function candidates(base: Disc, w: number, h: number): Rect[] {
  const off = base.r + GAP;
  const d = off * Math.SQRT1_2;
  return [
    { x: base.x - w / 2, y: base.y + off, w, h },
    { x: base.x - w / 2, y: base.y - off - h, w, h },
    { x: base.x + off, y: base.y - h / 2, w, h },
    { x: base.x - off - w, y: base.y - h / 2, w, h },
    { x: base.x + d, y: base.y + d, w, h },
    { x: base.x - d - w, y: base.y + d, w, h },
    { x: base.x + d, y: base.y - d - h, w, h },
    { x: base.x - d - w, y: base.y - d - h, w, h },
  ];
}

/** How badly a spot collides: overlapped label area, plus a base counted as its bounding square. */
function crowding(box: Rect, labels: readonly Rect[], bases: readonly Disc[]): number {
  let sum = 0;
  for (const l of labels) sum += overlapArea(box, l);
  for (const d of bases)
    if (touchesDisc(box, d)) sum += overlapArea(box, { x: d.x - d.r, y: d.y - d.r, w: 2 * d.r, h: 2 * d.r });
  return sum;
}

/**
 * A greedy pass in the order given: each label takes the first free spot among its candidates at
 * full size, then shrunk; when none is free, the least crowded one. `fixed` are labels already on
 * the board (the ghost's label is placed against the models' ones, which must not jump about
 * while dragging); `bases` are all bases a label must keep off, its own included.
 */
export function placeLabels(
  wants: readonly LabelWant[],
  bases: readonly Disc[],
  fixed: readonly Rect[] = [],
): Placed[] {
  const taken: Rect[] = [...fixed];
  const out: Placed[] = [];
  for (const want of wants) {
    let best: Placed | null = null;
    let bestCrowding = Infinity;
    for (const scale of SCALES) {
      for (const box of candidates(want.base, want.w * scale, want.h * scale)) {
        const c = crowding(box, taken, bases);
        if (c < bestCrowding) {
          best = { box, scale };
          bestCrowding = c;
        }
        if (c === 0) break;
      }
      if (bestCrowding === 0) break;
    }
    const placed = best ?? { box: candidates(want.base, want.w, want.h)[0]!, scale: 1 };
    taken.push(placed.box);
    out.push(placed);
  }
  return out;
}
