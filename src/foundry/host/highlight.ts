/*
 * Core's grid highlight layer (canvas.interface.grid, a GridLayer in v13 and v14), for the
 * reach highlight of square-grid rulesets (squares/highlight.ts). Read on each call: the canvas
 * is redrawn with each scene. Null outside a drawn canvas.
 */

/** A square to highlight: its top-left corner in canvas pixels. */
export interface PixelSquare {
  readonly x: number;
  readonly y: number;
}

/** What the features draw highlights with: core's grid layer, or a test's fake. */
export interface GridHighlighter {
  /** Replaces what the named layer shows with these squares. */
  draw(
    layer: string,
    squares: readonly PixelSquare[],
    style: { readonly color: number; readonly alpha: number },
  ): void;
  clear(layer: string): void;
}

/** The GridLayer members used, as the v13/v14 docs give them. */
interface GridLayerLike {
  addHighlightLayer(name: string): unknown;
  getHighlightLayer(name: string): unknown;
  clearHighlightLayer(name: string): void;
  highlightPosition(name: string, options: { x: number; y: number; color?: number; alpha?: number }): void;
}

export function canvasGridHighlighter(): GridHighlighter | null {
  if (typeof canvas === "undefined" || !canvas?.ready) return null;
  const layer = (canvas.interface as unknown as { grid?: GridLayerLike } | undefined)?.grid;
  if (!layer) return null;
  return {
    draw: (name, squares, style) => {
      if (!layer.getHighlightLayer(name)) layer.addHighlightLayer(name);
      layer.clearHighlightLayer(name);
      for (const s of squares)
        layer.highlightPosition(name, { x: s.x, y: s.y, color: style.color, alpha: style.alpha });
    },
    clear: (name) => {
      if (layer.getHighlightLayer(name)) layer.clearHighlightLayer(name);
    },
  };
}
