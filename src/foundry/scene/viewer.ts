import type { PixelPoint } from "./sources";
import type { ScenePieces } from "./pieces";

/**
 * What a non-GM player may know of the scene, so a suggested route leaks nothing through the
 * fog: walls and terrain are kept only when some part of them (an end, the middle, a corner or
 * the centre) is explored or in sight; terrain in regions shown to the Gamemaster only and
 * tokens hidden by the GM are left out (hidden tokens stay when they are the ones moving). Pure: `canSee` is the only window on Foundry (see fog.ts), so tests fake it.
 */
export function piecesForViewer(
  pieces: ScenePieces,
  canSee: (p: PixelPoint) => boolean,
  moverIds: ReadonlySet<string>,
): ScenePieces {
  return {
    tokens: pieces.tokens.filter((t) => !t.hidden || moverIds.has(t.id)),
    walls: pieces.walls.filter((w) => canSee(w.a) || canSee(w.b) || canSee(mid(w.a, w.b))),
    terrain: pieces.terrain.filter(
      (t) => !t.secret && (t.outline.some(canSee) || canSee(centroid(t.outline))),
    ),
  };
}

const mid = (a: PixelPoint, b: PixelPoint): PixelPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

function centroid(points: readonly PixelPoint[]): PixelPoint {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}
