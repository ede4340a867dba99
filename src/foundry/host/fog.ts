/** A point in scene pixels. */
interface PixelPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * What the local user can tell about a point of the scene on the canvas: explored
 * (`canvas.fog.isPointExplored`) or in sight now (`canvas.visibility.testVisibility`). A scene
 * without token vision hides nothing. A scene that is not on the canvas cannot be tested, so
 * nothing of it counts as known: a route must not leak what the player has not seen.
 */
export function canvasCanSee(scene: { readonly id: string | null }): (p: PixelPoint) => boolean {
  const c = typeof canvas === "undefined" ? undefined : canvas;
  if (!c?.ready || c.scene?.id !== scene.id) return () => false;
  const visibility = c.visibility;
  const fog = c.fog;
  if (!visibility?.tokenVision) return () => true;
  return (p) => (fog?.isPointExplored(p) ?? false) || visibility.testVisibility(p, { tolerance: 1 });
}
