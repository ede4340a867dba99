import type { Point } from "../engine/geometry/vec";

/** What the page does with the mouse and keys; the pointer code only translates events. */
export interface DragHandlers {
  /** Canvas point (CSS px). Returns true when a drag started (a model was under the pointer). */
  start(at: Point): boolean;
  move(at: Point): void;
  hover(at: Point): void;
  /** Drops a waypoint at the current cursor. */
  waypoint(): void;
  undoWaypoint(): void;
  cancel(): void;
  end(at: Point): void;
  dragging(): boolean;
}

/**
 * Left button drags a model. While dragging, Space or a right-click drops a waypoint,
 * Backspace removes the last one and Escape cancels: the same gestures as a ruler in Foundry,
 * but with a held button, because a click would end the drag.
 */
export function attachPointer(canvas: HTMLCanvasElement, h: DragHandlers): () => void {
  const local = (ev: MouseEvent): Point => {
    const r = canvas.getBoundingClientRect();
    return { x: ev.clientX - r.left, y: ev.clientY - r.top };
  };
  const down = (ev: PointerEvent): void => {
    if (ev.button !== 0 || h.dragging()) return;
    if (h.start(local(ev))) {
      canvas.setPointerCapture(ev.pointerId);
      ev.preventDefault();
    }
  };
  const move = (ev: PointerEvent): void => {
    if (h.dragging()) h.move(local(ev));
    else h.hover(local(ev));
  };
  const up = (ev: PointerEvent): void => {
    if (ev.button !== 0 || !h.dragging()) return;
    if (canvas.hasPointerCapture(ev.pointerId)) canvas.releasePointerCapture(ev.pointerId);
    h.end(local(ev));
  };
  // A second button pressed during a drag fires no pointerdown (pointer events chord it into a
  // pointermove), but it does fire mousedown.
  const mouse = (ev: MouseEvent): void => {
    if (ev.button === 2 && h.dragging()) {
      ev.preventDefault();
      h.waypoint();
    }
  };
  const menu = (ev: MouseEvent): void => ev.preventDefault();
  const key = (ev: KeyboardEvent): void => {
    if (!h.dragging()) return;
    if (ev.code === "Space") h.waypoint();
    else if (ev.code === "Backspace") h.undoWaypoint();
    else if (ev.code === "Escape") h.cancel();
    else return;
    ev.preventDefault();
  };
  canvas.addEventListener("pointerdown", down);
  canvas.addEventListener("pointermove", move);
  canvas.addEventListener("pointerup", up);
  canvas.addEventListener("mousedown", mouse);
  canvas.addEventListener("contextmenu", menu);
  window.addEventListener("keydown", key);
  return () => {
    canvas.removeEventListener("pointerdown", down);
    canvas.removeEventListener("pointermove", move);
    canvas.removeEventListener("pointerup", up);
    canvas.removeEventListener("mousedown", mouse);
    canvas.removeEventListener("contextmenu", menu);
    window.removeEventListener("keydown", key);
  };
}
