import type { Point } from "../engine/geometry/vec";
import { PALETTE } from "./colors";
import type { LabelTone, OverlayPlan, PathPiece } from "./plan";

/*
 * Draws an OverlayPlan with whatever PIXI the host hands in. Foundry passes its global PIXI
 * (whose Graphics is SmoothGraphics); the sandbox passes { Graphics: SmoothGraphics, Text,
 * Container } from pixi.js 7, which the compiler accepts as the same shape. Nothing here
 * touches a global, so this file never loads a second PIXI into Foundry.
 */

/** The three PIXI classes the overlay needs, typed against Foundry's global PIXI. */
export type OverlayPixi = Pick<typeof PIXI, "Graphics" | "Text" | "Container">;

/** Sizes in screen pixels: the ruler keeps its weight whatever the board's scale. */
const LINE = 6;
const CASING = 3;
const DASH = 10;
const GAP = 7;
const WAYPOINT = 4;
const BADGE = 18;
const FONT = "Inter, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif";

const TONE_COLOR: Record<LabelTone, number> = {
  main: PALETTE.labelText,
  muted: PALETTE.labelMuted,
  illegal: 0xff8fa0,
  stop: PALETTE.tier2,
};

/**
 * Draws the plan into a new container under `parent` and returns it; destroy it (with its
 * children) to clear. `scale` is screen pixels per board unit; board (0, 0) is the parent's origin.
 */
export function drawOverlay(
  pixi: OverlayPixi,
  parent: PIXI.Container,
  plan: OverlayPlan,
  scale: number,
): PIXI.Container {
  const root = new pixi.Container();
  root.name = "ttm-overlay";
  parent.addChild(root);
  const px = (p: Point): Point => ({ x: p.x * scale, y: p.y * scale });

  const g = new pixi.Graphics();
  root.addChild(g);
  drawPath(g, plan.pieces, px);
  for (const m of plan.marks) drawMark(g, px(m.point), m.direction, m.color);
  drawWaypoints(g, plan.waypoints.slice(1, -1).map(px));
  if (plan.reach) drawReach(g, px(plan.reach.point), plan.reach.radius, plan.reach.short, scale);
  for (const c of plan.contacts) {
    if (c.ring) {
      g.lineStyle(CASING + 2, PALETTE.casing, 0.6);
      g.drawCircle(c.ring.x * scale, c.ring.y * scale, c.ring.r * scale + 5);
      g.lineStyle(3, c.color, 1);
      g.drawCircle(c.ring.x * scale, c.ring.y * scale, c.ring.r * scale + 5);
    }
    drawDiamond(g, px(c.point), 6, c.color);
  }
  for (const p of plan.prompts) drawPromptBadge(pixi, root, g, p.kind, px(p.point), p.stack, p.color);
  if (plan.waypoints.length > 1) drawLabel(pixi, root, plan, px(plan.label.at));
  return root;
}

function drawPath(g: PIXI.Graphics, pieces: readonly PathPiece[], px: (p: Point) => Point): void {
  const screen = pieces.map((p) => p.points.map(px));
  // The casing goes under every piece first, so a piece never covers its neighbour's outline.
  screen.forEach((pts) => {
    g.lineStyle(LINE + 2 * CASING, PALETTE.casing, 0.7);
    polyline(g, pts);
    g.lineStyle(0);
    for (const p of pts) disc(g, p, LINE / 2 + CASING, PALETTE.casing, 0.7);
  });
  pieces.forEach((piece, i) => {
    const pts = screen[i]!;
    g.lineStyle(LINE, piece.color, 1);
    if (piece.dashed) dashed(g, pts);
    else polyline(g, pts);
    g.lineStyle(0);
    // Round joins at the bends; the ends stay square so band boundaries stay sharp.
    if (!piece.dashed) for (const p of pts.slice(1, -1)) disc(g, p, LINE / 2, piece.color, 1);
  });
  const first = screen[0]?.[0];
  if (first && pieces[0]) disc(g, first, LINE / 2, pieces[0].color, 1);
}

/**
 * A bar across the path where a climb or drop counts extra: it has no length along the path,
 * so it is drawn at the face, at right angles to the way the model goes.
 */
function drawMark(g: PIXI.Graphics, at: Point, direction: Point, color: number): void {
  const half = LINE * 1.6;
  const a = { x: at.x - direction.y * half, y: at.y + direction.x * half };
  const b = { x: at.x + direction.y * half, y: at.y - direction.x * half };
  g.lineStyle(LINE / 2 + 2 * CASING, PALETTE.casing, 0.8);
  g.moveTo(a.x, a.y);
  g.lineTo(b.x, b.y);
  g.lineStyle(LINE / 2, color, 1);
  g.moveTo(a.x, a.y);
  g.lineTo(b.x, b.y);
  g.lineStyle(0);
}

function polyline(g: PIXI.Graphics, pts: readonly Point[]): void {
  const [head, ...rest] = pts;
  if (!head || rest.length === 0) return;
  g.moveTo(head.x, head.y);
  for (const p of rest) g.lineTo(p.x, p.y);
}

/** Dashes measured along the whole piece, so they run on smoothly through bends. */
function dashed(g: PIXI.Graphics, pts: readonly Point[]): void {
  let phase = 0; // distance into the current dash+gap cycle
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    let s = 0;
    while (s < len) {
      const inDash = phase < DASH;
      const step = Math.min(len - s, inDash ? DASH - phase : DASH + GAP - phase);
      if (inDash) {
        g.moveTo(a.x + ((b.x - a.x) * s) / len, a.y + ((b.y - a.y) * s) / len);
        g.lineTo(a.x + ((b.x - a.x) * (s + step)) / len, a.y + ((b.y - a.y) * (s + step)) / len);
      }
      s += step;
      phase = (phase + step) % (DASH + GAP);
    }
  }
}

function disc(g: PIXI.Graphics, p: Point, r: number, color: number, alpha: number): void {
  g.beginFill(color, alpha);
  g.drawCircle(p.x, p.y, r);
  g.endFill();
}

function drawWaypoints(g: PIXI.Graphics, pts: readonly Point[]): void {
  for (const p of pts) {
    g.lineStyle(2, PALETTE.casing, 0.9);
    g.beginFill(PALETTE.reach, 1);
    g.drawCircle(p.x, p.y, WAYPOINT);
    g.endFill();
  }
  g.lineStyle(0);
}

function drawReach(g: PIXI.Graphics, p: Point, radius: number | null, short: boolean, scale: number): void {
  if (radius !== null) {
    // A ghost of the base where the model will stop; bolder when it stops short of the cursor.
    const r = radius * scale;
    g.lineStyle(short ? 5 : 4, PALETTE.casing, 0.6);
    g.drawCircle(p.x, p.y, r);
    g.lineStyle(short ? 3 : 2, PALETTE.reach, 0.95);
    g.beginFill(PALETTE.reach, short ? 0.16 : 0.1);
    g.drawCircle(p.x, p.y, r);
    g.endFill();
  }
  g.lineStyle(2, PALETTE.casing, 0.9);
  g.beginFill(PALETTE.reach, 1);
  g.drawCircle(p.x, p.y, 5);
  g.endFill();
  g.lineStyle(0);
}

function drawDiamond(g: PIXI.Graphics, p: Point, r: number, color: number): void {
  g.lineStyle(2, PALETTE.casing, 0.9);
  g.beginFill(color, 1);
  g.drawPolygon([p.x, p.y - r, p.x + r, p.y, p.x, p.y + r, p.x - r, p.y]);
  g.endFill();
  g.lineStyle(0);
}

/** A die face for a roll, a "?" for a choice: what the host will ask at that spot. */
function drawPromptBadge(
  pixi: OverlayPixi,
  root: PIXI.Container,
  g: PIXI.Graphics,
  kind: "roll" | "choice",
  p: Point,
  stack: number,
  color: number,
): void {
  const x = p.x + 12 + stack * (BADGE + 4);
  const y = p.y - 12 - BADGE;
  g.lineStyle(2, PALETTE.casing, 0.9);
  g.beginFill(color, 1);
  g.drawRoundedRect(x, y, BADGE, BADGE, 4);
  g.endFill();
  g.lineStyle(0);
  if (kind === "roll") {
    // Three pips on a diagonal: a d6 showing 3, readable at any size.
    for (const k of [0.28, 0.5, 0.72])
      disc(g, { x: x + BADGE * k, y: y + BADGE * (1 - k) }, 1.8, PALETTE.casing, 1);
    return;
  }
  const q = new pixi.Text("?", { fontFamily: FONT, fontSize: 14, fontWeight: "700", fill: PALETTE.casing });
  q.anchor.set(0.5);
  q.position.set(x + BADGE / 2, y + BADGE / 2);
  root.addChild(q);
}

function drawLabel(pixi: OverlayPixi, root: PIXI.Container, plan: OverlayPlan, at: Point): void {
  const box = new pixi.Container();
  box.name = "ttm-overlay-label";
  const pad = 8;
  let y = pad;
  let width = 0;
  const texts = plan.label.lines.map((line, i) => {
    const text = new pixi.Text(line.text, {
      fontFamily: FONT,
      fontSize: i === 0 ? 15 : 13,
      fontWeight: i === 0 ? "700" : "500",
      fill: TONE_COLOR[line.tone],
      wordWrap: true,
      wordWrapWidth: 280,
    });
    text.position.set(pad + 6, y);
    y += text.height + 2;
    width = Math.max(width, text.width);
    return text;
  });
  const bg = new pixi.Graphics();
  bg.lineStyle(1, plan.label.legal ? PALETTE.ok : PALETTE.over, 0.9);
  bg.beginFill(PALETTE.labelBackground, 0.9);
  bg.drawRoundedRect(0, 0, width + 2 * pad + 6, y + pad - 2, 6);
  bg.endFill();
  bg.lineStyle(0);
  // A bar in the verdict's colour on the left edge, so the label alone says legal or not.
  bg.beginFill(plan.label.legal ? PALETTE.ok : PALETTE.over, 1);
  bg.drawRoundedRect(3, 3, 4, y + pad - 8, 2);
  bg.endFill();
  box.addChild(bg, ...texts);
  box.position.set(Math.round(at.x + 18), Math.round(at.y + 18));
  root.addChild(box);
}
