import type { PixelWaypoint } from "../movement/path";
import type { SceneSource, TokenSource } from "../scene/sources";

/*
 * The Leading Model's path as another token of the same update operation sees it: the
 * leader's movement instruction in the operation (`movement[leaderId].waypoints`, v13 and v14
 * TokenMovementInstruction; absent fields are the token's own) from where the leader stands.
 * A member's gate judges it to know whether the ruleset makes this drag a unit move. Pure.
 */

const num = (v: unknown, fallback: number): number =>
  typeof v === "number" && Number.isFinite(v) ? v : fallback;

export function tokenSource(scene: SceneSource, id: string): TokenSource | undefined {
  for (const t of scene.tokens) if (t.id === id) return t;
  return undefined;
}

export function leaderPath(scene: SceneSource, leaderId: string, operation: unknown): PixelWaypoint[] | null {
  const leader = tokenSource(scene, leaderId);
  const movement = (operation as { movement?: Record<string, { waypoints?: unknown } | undefined> } | null)
    ?.movement;
  const steps = movement?.[leaderId]?.waypoints;
  if (!leader || !Array.isArray(steps) || steps.length === 0) return null;
  const origin: PixelWaypoint = {
    x: leader.x,
    y: leader.y,
    width: leader.width,
    height: leader.height,
    elevation: leader.elevation,
    ...(leader.level !== undefined ? { level: leader.level } : {}),
  };
  const out: PixelWaypoint[] = [origin];
  for (const raw of steps as unknown[]) {
    const w = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const prev = out.at(-1)!;
    out.push({
      x: num(w.x, prev.x),
      y: num(w.y, prev.y),
      width: num(w.width, prev.width),
      height: num(w.height, prev.height),
      elevation: num(w.elevation, prev.elevation),
      ...(typeof w.action === "string" ? { action: w.action } : {}),
      ...(typeof w.level === "string"
        ? { level: w.level }
        : prev.level !== undefined
          ? { level: prev.level }
          : {}),
    });
  }
  return out;
}
