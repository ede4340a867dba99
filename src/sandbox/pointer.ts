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

/** A touch or pen held this long without moving drops a waypoint (there is no Space on a tablet). */
const LONG_PRESS_MS = 500;
/** How far (CSS px) a finger may wander and still count as held still: fingers tremble. */
const STILL_PX = 8;

/**
 * Left button drags a model. While dragging, Space or a right-click drops a waypoint,
 * Backspace removes the last one and Escape cancels: the same gestures as a ruler in Foundry,
 * but with a held button, because a click would end the drag.
 *
 * Touch and pen drag the same way through Pointer Events (the canvas has `touch-action: none`,
 * so the browser does not scroll instead). Without buttons or keys, a waypoint is a long press,
 * holding still for LONG_PRESS_MS, or a tap with a second finger. Only the pointer that started
 * the drag moves and ends it.
 */
export function attachPointer(canvas: HTMLCanvasElement, h: DragHandlers): () => void {
  const local = (ev: MouseEvent): Point => {
    const r = canvas.getBoundingClientRect();
    return { x: ev.clientX - r.left, y: ev.clientY - r.top };
  };
  /** The pointer dragging now; others (a second finger) only drop waypoints. */
  let active: number | null = null;
  let still: { at: Point; timer: number } | null = null;
  const stopPress = (): void => {
    if (still) window.clearTimeout(still.timer);
    still = null;
  };
  /** Starts (again) the long-press clock from where the touch or pen is now. */
  const armPress = (at: Point): void => {
    stopPress();
    const timer = window.setTimeout(() => {
      // Stays armed at the same spot, so holding on does not drop a second waypoint there.
      if (h.dragging()) h.waypoint();
    }, LONG_PRESS_MS);
    still = { at, timer };
  };
  const finish = (ev: PointerEvent): void => {
    stopPress();
    active = null;
    if (canvas.hasPointerCapture(ev.pointerId)) canvas.releasePointerCapture(ev.pointerId);
  };
  const down = (ev: PointerEvent): void => {
    if (h.dragging()) {
      if (ev.pointerType === "touch" && ev.pointerId !== active) {
        ev.preventDefault();
        h.waypoint();
      }
      return;
    }
    if (ev.button !== 0) return;
    if (h.start(local(ev))) {
      active = ev.pointerId;
      canvas.setPointerCapture(ev.pointerId);
      ev.preventDefault();
      if (ev.pointerType !== "mouse") armPress(local(ev));
    }
  };
  const move = (ev: PointerEvent): void => {
    if (!h.dragging()) {
      h.hover(local(ev));
      return;
    }
    if (active !== null && ev.pointerId !== active) return;
    const at = local(ev);
    h.move(at);
    if (still && Math.hypot(at.x - still.at.x, at.y - still.at.y) > STILL_PX) armPress(at);
  };
  const up = (ev: PointerEvent): void => {
    if (ev.button !== 0 || !h.dragging() || (active !== null && ev.pointerId !== active)) return;
    finish(ev);
    h.end(local(ev));
  };
  // The browser took the touch over (a system gesture, a call): the drag is not the player's any more.
  const lost = (ev: PointerEvent): void => {
    if (ev.pointerId !== active || !h.dragging()) return;
    finish(ev);
    h.cancel();
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
    else if (ev.code === "Escape") {
      stopPress();
      h.cancel();
    } else return;
    ev.preventDefault();
  };
  canvas.addEventListener("pointerdown", down);
  canvas.addEventListener("pointermove", move);
  canvas.addEventListener("pointerup", up);
  canvas.addEventListener("pointercancel", lost);
  canvas.addEventListener("mousedown", mouse);
  canvas.addEventListener("contextmenu", menu);
  window.addEventListener("keydown", key);
  return () => {
    stopPress();
    canvas.removeEventListener("pointerdown", down);
    canvas.removeEventListener("pointermove", move);
    canvas.removeEventListener("pointerup", up);
    canvas.removeEventListener("pointercancel", lost);
    canvas.removeEventListener("mousedown", mouse);
    canvas.removeEventListener("contextmenu", menu);
    window.removeEventListener("keydown", key);
  };
}
