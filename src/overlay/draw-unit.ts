import type { Point } from "../engine/geometry/vec";
import { PALETTE } from "./colors";
import type { OverlayPixi } from "./draw";
import type { UnitOverlayPlan } from "./unit-plan";

/*
 * Draws a UnitOverlayPlan with the PIXI the host hands in, as draw.ts draws the ruler: the links
 * first, then each ghost (a translucent base ringed in its status colour over a dark casing,
 * with a solid dot at its centre), a cross over a casualty and a "!" beside a model Out of
 * Coherency. Sizes in screen pixels; board (0, 0) is the parent's origin.
 */

const LINK = 2.5;
const CASING = 2;
const RING = 3;
const DOT = 4;
const DASH = 6;
const GAP = 5;
const FONT = "Inter, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif";

export function drawUnitOverlay(
  pixi: OverlayPixi,
  parent: PIXI.Container,
  plan: UnitOverlayPlan,
  scale: number,
): PIXI.Container {
  const root = new pixi.Container();
  root.name = "ttm-unit-overlay";
  parent.addChild(root);
  const px = (p: Point): Point => ({ x: p.x * scale, y: p.y * scale });
  const g = new pixi.Graphics();
  root.addChild(g);
  for (const l of plan.links) {
    const a = px(l.from);
    const b = px(l.to);
    g.lineStyle(LINK + 2 * CASING, PALETTE.casing, 0.55);
    g.moveTo(a.x, a.y);
    g.lineTo(b.x, b.y);
    g.lineStyle(LINK, l.color, 0.95);
    if (l.dashed) dashed(g, a, b);
    else {
      g.moveTo(a.x, a.y);
      g.lineTo(b.x, b.y);
    }
  }
  g.lineStyle(0);
  for (const ghost of plan.ghosts) {
    const c = px(ghost.point);
    const r = Math.max(3, ghost.r * scale);
    g.lineStyle(RING + 2 * CASING, PALETTE.casing, 0.7);
    g.drawCircle(c.x, c.y, r);
    g.lineStyle(RING, ghost.color, 1);
    g.beginFill(ghost.color, 0.3);
    g.drawCircle(c.x, c.y, r);
    g.endFill();
    g.lineStyle(1.5, PALETTE.casing, 0.9);
    g.beginFill(ghost.color, 1);
    g.drawCircle(c.x, c.y, DOT);
    g.endFill();
    if (ghost.placed) {
      // Set by hand: a second, inner ring.
      g.lineStyle(1.5, PALETTE.reach, 0.9);
      g.drawCircle(c.x, c.y, Math.max(2, r - RING - 2));
    }
    if (ghost.status === "casualty") {
      const k = r * 0.6;
      for (const [w, col] of [
        [RING + 2 * CASING, PALETTE.casing],
        [RING, ghost.color],
      ] as const) {
        g.lineStyle(w, col, 1);
        g.moveTo(c.x - k, c.y - k);
        g.lineTo(c.x + k, c.y + k);
        g.moveTo(c.x + k, c.y - k);
        g.lineTo(c.x - k, c.y + k);
      }
    }
    g.lineStyle(0);
    if (ghost.status === "out-of-coherency") {
      const bang = new pixi.Text("!", {
        fontFamily: FONT,
        fontSize: 14,
        fontWeight: "800",
        fill: ghost.color,
        stroke: PALETTE.casing,
        strokeThickness: 3,
      });
      bang.anchor.set(0.5);
      bang.position.set(c.x + r * 0.75 + 4, c.y - r * 0.75 - 4);
      root.addChild(bang);
    }
  }
  return root;
}

function dashed(g: PIXI.Graphics, a: Point, b: Point): void {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  for (let s = 0; s < len; s += DASH + GAP) {
    const e = Math.min(len, s + DASH);
    g.moveTo(a.x + ((b.x - a.x) * s) / len, a.y + ((b.y - a.y) * s) / len);
    g.lineTo(a.x + ((b.x - a.x) * e) / len, a.y + ((b.y - a.y) * e) / len);
  }
}
