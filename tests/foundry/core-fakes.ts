// What Foundry core hands the module, per generation, written from the public API docs
// (foundryvtt.com/api v13 and /api/v14): committed movement (TokenMovementOperation with its
// passed/pending TokenMeasuredMovementWaypoints), the ruler's label context and waypoints, and
// regions. The generation is the one the test project runs (vitest.config.ts, setup-v13/14.ts):
// - Square grids: core's committed movement holds an `intermediate` waypoint for every grid
//   space crossed between two waypoints (TokenDocument#getCompleteMovementPath over
//   BaseGrid#getDirectPath); gridless scenes have none.
// - v14 waypoints also carry `level` (the scene level id) and `depth` (grid spaces); the
//   operation carries `finished` (Promise<boolean>) and `animation` {started, ended, duration}.
// - v14 regions: `elevation` is a number (the surface's height) and `levels` the level ids;
//   v13 regions: `elevation: {bottom, top}`.
// Not modelled: measurement of cost and distance (core's numbers are not read by the module),
// terrain data, checkpoints at region boundaries.
import { generation } from "../../src/foundry/host/generation";

export const GEN = generation();

/** The level every fake token and waypoint stands on in v14 scenes (LevelData._id). */
export const GROUND = "ground";

type Json = Record<string, unknown>;

/** A top-left pixel waypoint as core stores it in committed movement (TokenMeasuredMovementWaypoint). */
export function measured(x: number, y: number, over: Json = {}): Json & { x: number; y: number } {
  return {
    x,
    y,
    elevation: 0,
    width: 1,
    height: 1,
    shape: 4,
    action: "walk",
    terrain: null,
    snapped: false,
    explicit: true,
    checkpoint: false,
    intermediate: false,
    userId: "player",
    movementId: "mv1",
    cost: 0,
    ...(GEN === 14 ? { level: GROUND, depth: 1, subpathId: "sp1" } : {}),
    ...over,
  };
}

/**
 * The grid offsets of a direct path between two spaces on a square grid: diagonal steps while
 * both coordinates still differ, spread along the line (what BaseGrid#getDirectPath documents:
 * a shortest path whose spaces the straight line passes through), ends included.
 */
export function squareDirectPath(from: [number, number], to: [number, number]): [number, number][] {
  const [i0, j0] = from;
  const [i1, j1] = to;
  const n = Math.max(Math.abs(i1 - i0), Math.abs(j1 - j0));
  const out: [number, number][] = [];
  for (let k = 0; k <= n; k++) {
    const t = n === 0 ? 0 : k / n;
    out.push([Math.round(i0 + (i1 - i0) * t), Math.round(j0 + (j1 - j0) * t)]);
  }
  return out;
}

export interface CoreMovementInput {
  readonly id?: string;
  readonly origin: Json & { x: number; y: number };
  /** The user's waypoints (explicit), top-left pixels. */
  readonly waypoints: readonly (Json & { x: number; y: number })[];
  /** The scene's grid: square grids get core's intermediate steps. */
  readonly grid?: { readonly size: number; readonly type: number };
  readonly method?: string;
  readonly chain?: readonly string[];
  readonly constrainOptions?: Json;
  readonly pending?: readonly (Json & { x: number; y: number })[];
  /** v14: how `finished` settles (default: resolves true at once). */
  readonly finished?: Promise<boolean>;
}

/** Core's intermediate steps between two top-left waypoints on a square grid. */
function stepsBetween(a: Json & { x: number; y: number }, b: Json & { x: number; y: number }, size: number) {
  const cell = (w: { x: number; y: number }): [number, number] => [
    Math.round(w.y / size),
    Math.round(w.x / size),
  ];
  const path = squareDirectPath(cell(a), cell(b)).slice(1, -1);
  return path.map(([i, j]) =>
    measured(j * size, i * size, {
      ...b,
      x: j * size,
      y: i * size,
      explicit: false,
      checkpoint: false,
      intermediate: true,
    }),
  );
}

/** A TokenMovementOperation as core passes it to _preUpdateMovement and the moveToken hook. */
export function coreMovement(input: CoreMovementInput) {
  const id = input.id ?? "mv1";
  const square = input.grid !== undefined && input.grid.type === 1;
  const expand = (
    ws: readonly (Json & { x: number; y: number })[],
    from: Json & { x: number; y: number },
  ) => {
    const out: (Json & { x: number; y: number })[] = [];
    let prev = from;
    for (const w of ws) {
      const explicit = measured(w.x, w.y, { movementId: id, ...w });
      if (square) out.push(...stepsBetween(prev, explicit, input.grid.size));
      out.push(explicit);
      prev = explicit;
    }
    return out;
  };
  const origin = measured(input.origin.x, input.origin.y, input.origin);
  const passed = expand(input.waypoints, origin);
  const pending = expand(input.pending ?? [], passed.at(-1) ?? origin);
  const section = (waypoints: Json[]) => ({ waypoints, distance: 0, cost: 0, spaces: 0, diagonals: 0 });
  const base = {
    id,
    chain: [...(input.chain ?? [])],
    method: (input.method ?? "dragging") as "dragging",
    origin,
    destination: passed.at(-1) ?? origin,
    passed: section(passed),
    pending: section(pending),
    history: {
      recorded: section([]),
      unrecorded: section([]),
      distance: 0,
      cost: 0,
      spaces: 0,
      diagonals: 0,
    },
    constrained: false,
    recorded: false,
    constrainOptions: input.constrainOptions ?? {},
    autoRotate: false,
    showRuler: true,
  };
  if (GEN === 13) return base;
  const finished = input.finished ?? Promise.resolve(true);
  return {
    ...base,
    split: false,
    subpathId: "sp1",
    measureOptions: {},
    terrainOptions: {},
    finished,
    animation: { started: Promise.resolve(), ended: finished.then(() => undefined), duration: 500 },
  };
}

/** Core's label context (TokenRuler#_getWaypointLabelContext, v13 and v14 docs). */
export function coreLabelContext(over: Json = {}) {
  return {
    action: { icon: "fa-solid fa-person-walking", label: "TOKEN.MOVEMENT.ACTIONS.walk.label" },
    cssClass: "",
    secret: false,
    units: "cm",
    uiScale: 1,
    position: { x: 0, y: 0 },
    distance: { total: "12.5", delta: "+2.5" },
    cost: { total: "12.5", units: "cm", delta: "+2.5" },
    elevation: { total: 0, icon: "fa-solid fa-arrows-up-down", hidden: true },
    ...over,
  };
}

/**
 * A region's elevation fields as the generation stores them, from the logical range the test
 * means (scene units; null open): v13 `{bottom, top}`; v14 the surface height as `elevation`
 * and, for a raised floor, a level starting there (see levelsFor).
 */
export function regionElevation(range: { bottom: number | null; top: number | null }): Json {
  if (GEN === 13) return { elevation: { bottom: range.bottom, top: range.top } };
  const floor = range.bottom ?? 0;
  return {
    elevation: range.top ?? floor,
    levels: [floor === 0 ? GROUND : `level-${floor}`],
  };
}

/** The scene levels a v14 fake scene needs for these regions (none in v13). */
export function levelsFor(
  floors: readonly number[],
): { id: string; elevation: { bottom: number; top: number } }[] {
  if (GEN === 13) return [];
  const ids = new Set([0, ...floors]);
  return [...ids].map((b) => ({
    id: b === 0 ? GROUND : `level-${b}`,
    elevation: { bottom: b, top: b + 1000 },
  }));
}

/** The cost function core measures square-grid movement with (TokenMovementCostFunction). */
export type FakeCostFunction = (
  from: { i: number; j: number; k: number },
  to: { i: number; j: number; k: number },
  distance: number,
  segment: { action: string; width: number; height: number; teleport: boolean },
) => number;

/**
 * Core's measured cost of a path on a square grid (Token#measureMovementPath with the token's
 * cost function, TokenDocument#measureMovementPath over BaseGrid#getDirectPath): the cost
 * function is called once per grid step between the top-left offsets of consecutive spaces of
 * the direct path through the waypoints, and the total is their sum (GridMeasurePathResult.cost;
 * each waypoint's cost is the total up to it). Intermediate waypoints are steps of that path.
 */
export function measureCost(
  waypoints: readonly { x: number; y: number; width?: number; height?: number; action?: string }[],
  size: number,
  cost: FakeCostFunction,
): { total: number; steps: number[]; atWaypoint: number[] } {
  const steps: number[] = [];
  const atWaypoint: number[] = [0];
  let total = 0;
  for (let n = 1; n < waypoints.length; n++) {
    const a = waypoints[n - 1]!;
    const b = waypoints[n]!;
    const cells = squareDirectPath(
      [Math.round(a.y / size), Math.round(a.x / size)],
      [Math.round(b.y / size), Math.round(b.x / size)],
    );
    const segment = {
      action: b.action ?? "walk",
      width: b.width ?? 1,
      height: b.height ?? 1,
      teleport: false,
    };
    for (let s = 1; s < cells.length; s++) {
      const [i0, j0] = cells[s - 1]!;
      const [i1, j1] = cells[s]!;
      const diagonal = i0 !== i1 && j0 !== j1;
      const c = cost({ i: i0, j: j0, k: 0 }, { i: i1, j: j1, k: 0 }, diagonal ? 1.5 : 1, segment);
      steps.push(c);
      total += c;
    }
    atWaypoint.push(total);
  }
  return { total, steps, atWaypoint };
}

/** CONST.USER_ROLES (v13 and v14 docs). */
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/** CONST.DOCUMENT_OWNERSHIP_LEVELS (v13 and v14 docs). */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/** A User as a client's `game.users` holds it: `active` while connected, `isGM` for GM and assistant. */
export interface FakeUser {
  readonly id: string;
  readonly name: string;
  readonly role: number;
  active: boolean;
  readonly isGM: boolean;
}

export function fakeUser(id: string, role: number, active = true): FakeUser {
  return {
    id,
    name: id,
    role,
    active,
    // User#isGM: "a GAMEMASTER or ASSISTANT role".
    get isGM() {
      return this.role >= USER_ROLES.ASSISTANT;
    },
  };
}

/**
 * `game.users` (Users, a WorldCollection): its `contents` in world order and `activeGM`, "one
 * User who is an active Gamemaster (non-assistant if possible), or null" (the first such here).
 */
export function fakeUsers(users: readonly FakeUser[]) {
  return {
    contents: users,
    get: (id: string) => users.find((u) => u.id === id),
    get activeGM(): FakeUser | null {
      const active = users.filter((u) => u.active && u.isGM);
      return active.find((u) => u.role === USER_ROLES.GAMEMASTER) ?? active[0] ?? null;
    },
  };
}

/**
 * Document#testUserPermission over a document's `ownership` ({ [userId]: level, default: level }):
 * the user's own level, else the default; a GM has every level. A token's ownership is its
 * actor's (TokenDocument: the token's permissions derive from its Actor); no actor, only GMs.
 */
export function testUserPermission(
  ownership: Readonly<Record<string, number>> | undefined,
  user: FakeUser,
  permission: keyof typeof OWNERSHIP,
): boolean {
  if (user.isGM) return true;
  const own = ownership?.[user.id];
  const level = own !== undefined && own !== OWNERSHIP.INHERIT ? own : (ownership?.default ?? OWNERSHIP.NONE);
  return level >= OWNERSHIP[permission];
}

/** The ownership of a token document as core derives it: its actor's. */
export function tokenOwnership(token: unknown): Readonly<Record<string, number>> | undefined {
  const actor = (token as { actor?: { ownership?: Record<string, number> } | null }).actor;
  return actor?.ownership;
}
