import type { Verdict } from "../../engine/ruleset";
import { PALETTE } from "../../overlay/colors";
import { MODULE_ID } from "../ids";
import type { GridHighlighter, PixelSquare } from "../host/highlight";
import type { SceneScale } from "../scene/scale";

export type { GridHighlighter, PixelSquare };

/*
 * Where the dragged model can still go (Verdict.reachable, square grids), highlighted on core's
 * grid highlight layer while its ruler is drawn and cleared with it. The squares are computed
 * here (pure); the host draws them (host/highlight.ts over canvas.interface.grid).
 */

export const REACH_STYLE = { color: PALETTE.ok, alpha: 0.25 } as const;

/** The highlight layer of one token's reachable squares. */
export const reachLayer = (tokenId: string): string => `${MODULE_ID}.reach.${tokenId}`;

/**
 * The squares a verdict's reachable footprints cover, as top-left pixel corners: each entry is
 * the centre of a footprint of `width` x `height` spaces (a 2 x 2 creature's middle), so all its
 * squares light up; each square once, in the verdict's order.
 */
export function reachSquares(
  verdict: Verdict,
  scale: SceneScale,
  gridSize: number,
  width: number,
  height: number,
): PixelSquare[] {
  const out: PixelSquare[] = [];
  const seen = new Set<string>();
  for (const r of verdict.reachable ?? []) {
    const c = scale.toPixels(r);
    const left = Math.round(c.x - (width * gridSize) / 2);
    const top = Math.round(c.y - (height * gridSize) / 2);
    for (let a = 0; a < width; a++) {
      for (let b = 0; b < height; b++) {
        const sq = { x: left + a * gridSize, y: top + b * gridSize };
        const key = `${sq.x},${sq.y}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(sq);
      }
    }
  }
  return out;
}

/** One client's reach highlights: drawn per token while its ruler shows this user's drag. */
export class ReachHighlight {
  private readonly shown = new Set<string>();

  constructor(private readonly host: () => GridHighlighter | null) {}

  show(tokenId: string, squares: readonly PixelSquare[]): void {
    const h = this.host();
    if (!h) return;
    if (squares.length === 0) {
      this.clear(tokenId);
      return;
    }
    h.draw(reachLayer(tokenId), squares, REACH_STYLE);
    this.shown.add(tokenId);
  }

  clear(tokenId: string): void {
    if (!this.shown.delete(tokenId)) return;
    this.host()?.clear(reachLayer(tokenId));
  }
}
