import { Board } from "../src/engine/board/board";
import type { Point } from "../src/engine/geometry/vec";
import { MODULE_ID } from "../src/foundry/ids";
import { combatNowFor } from "../src/foundry/ledger/combat";
import { NO_DECLARATIONS } from "../src/foundry/movement/declarations";
import type { MovementEnv, TokenLike, UserLike } from "../src/foundry/movement/env";
import { judge } from "../src/foundry/movement/judge";
import type { PixelWaypoint } from "../src/foundry/movement/path";
import { boardFromScene, type SceneBoard } from "../src/foundry/scene/board";
import type { RegionSource, SceneSource, TokenSource, WallSource } from "../src/foundry/scene/sources";
import { TERRAIN_BEHAVIOR_TYPE } from "../src/foundry/scene/terrain-data";
import { registerSettings, type FoundrySettings, readRulesetOptions } from "../src/foundry/settings";
import { builtinRulesets } from "../src/rulesets";
import { signum } from "../src/rulesets/signum";
import { type BenchConfig, type Target, target } from "./bench";
import { rng } from "./rng";
import { skirmishTable } from "./scene";
import { median, quantile, timeMs } from "./stats";

/*
 * The crowded table as Foundry hands it to the module: a scene of plain objects shaped like the
 * documents src/foundry/scene/sources.ts reads (the tests' fakes do the same), read by the same
 * code the module runs (boardFromScene, then the engine's Board), and a drag judged the way the
 * ruler judges one on every mouse move (movement/judge.ts). 100 px squares of 2.54 cm: one inch.
 */

export interface CrowdConfig {
  readonly tokens: number;
  readonly walls: number;
  readonly regions: number;
  readonly buildRuns: number;
  readonly dragRuns: number;
}

export const CROWD_FULL: CrowdConfig = {
  tokens: 1000,
  walls: 2000,
  regions: 300,
  buildRuns: 41,
  dragRuns: 3000,
};

const PX = 100;
const PAD = 200;

/** `game.settings` with the module's settings registered, as after init (defaults only). */
function settings(): FoundrySettings {
  const registered = new Map<string, { default?: unknown }>();
  const fake = {
    register: (ns: string, key: string, data: { default?: unknown }) =>
      void registered.set(`${ns}.${key}`, data),
    get: (ns: string, key: string) => registered.get(`${ns}.${key}`)?.default,
    set: () => Promise.resolve(undefined),
  };
  const out = fake as unknown as FoundrySettings;
  registerSettings(out, builtinRulesets());
  return out;
}

type Token = TokenSource & TokenLike & { readonly id: string; readonly parent: SceneSource };

/** A gridless Foundry scene of 72" x 48" with `tokens` tokens, `walls` walls and terrain regions. */
export function crowdedScene(c: CrowdConfig, seed: number): SceneSource {
  const table = skirmishTable(
    { width: 72, height: 48, models: Math.min(c.tokens, 200), terrain: c.regions, walls: c.walls },
    seed,
  );
  const px = (v: number): number => PAD + v * PX;
  const tokens: Token[] = [];
  const scene: SceneSource = {
    id: "crowd",
    name: "Crowded table",
    grid: { size: PX, distance: 2.54, units: "cm", type: 0 },
    dimensions: { sceneX: PAD, sceneY: PAD, sceneWidth: 72 * PX, sceneHeight: 48 * PX },
    tokens,
    walls: (table.walls ?? []).map((w): WallSource => ({
      id: w.id,
      c: [px(w.a.x), px(w.a.y), px(w.b.x), px(w.b.y)],
      move: 20,
      door: 0,
      ds: 0,
    })),
    regions: (table.terrain ?? []).map((t, i): RegionSource => ({
      id: `r${i}`,
      name: `Region ${i}`,
      shapes: [{ type: "polygon", hole: false, points: t.polygon.flatMap((p) => [px(p.x), px(p.y)]) }],
      elevation: { bottom: null, top: null },
      behaviors: [{ id: `b${i}`, type: TERRAIN_BEHAVIOR_TYPE, disabled: false, system: { kind: t.kind } }],
    })),
  };
  // 200 bases of 25-60 mm stand in units where the bench's placement put them; the rest (a
  // crowd of 25 mm tokens: placing each clear of all the others would take seconds) in a
  // jittered grid over the table, wherever that falls.
  const rand = rng(seed + 1);
  const rest = c.tokens - table.models.length;
  const cols = Math.max(1, Math.ceil(Math.sqrt((rest * 72) / 48)));
  const rows = Math.max(1, Math.ceil(rest / cols));
  for (let i = 0; i < c.tokens; i++) {
    const m = table.models[i];
    const k = i - table.models.length;
    const x = m ? m.x : ((k % cols) + 0.5 + (rand() - 0.5) * 0.4) * (72 / cols);
    const y = m ? m.y : (Math.floor(k / cols) + 0.5 + (rand() - 0.5) * 0.4) * (48 / rows);
    const baseMm = m?.baseMm ?? 25;
    tokens.push({
      id: `t${i}`,
      name: `Token ${i}`,
      x: px(x) - PX / 2,
      y: px(y) - PX / 2,
      width: 1,
      height: 1,
      elevation: 0,
      disposition: i % 2 ? 1 : -1,
      hidden: false,
      actor: null,
      flags: { [MODULE_ID]: { profile: { fields: { move: "M" }, baseMm } } },
      parent: scene,
    });
  }
  return scene;
}

export function runFoundryBench(
  bench: BenchConfig,
  c: CrowdConfig,
  log: (line: string) => void = () => {},
): { figures: Record<string, number>; targets: Target[] } {
  const scene = crowdedScene(c, bench.seed + 10);
  const s = settings();
  const build = (): { board: SceneBoard; engine: Board } => {
    const board = boardFromScene(scene, signum, { settings: s });
    return { board, engine: new Board(board.spec, signum.defaultBaseMm) };
  };
  log(`Foundry scene of ${c.tokens} tokens and ${c.walls} walls: board build...`);
  for (let i = 0; i < 5; i++) build();
  const buildMs: number[] = [];
  for (let i = 0; i < c.buildRuns; i++) buildMs.push(timeMs(() => build()));
  const built = build();

  log("Foundry scene: a drag update (the ruler's judge on every move)...");
  const user: UserLike = { id: "gm", name: "GM", isGM: true };
  // What install.ts gives the movement code, the board memoised as the board cache keeps it.
  const env: MovementEnv = {
    t: (key) => key,
    ruleset: () => signum,
    settings: () => ({ mode: "enforce", gmExempt: false, showReasons: true }),
    options: (r) => readRulesetOptions(s, r),
    user: () => user,
    board: () => built.board,
    combatNow: (tokenId, sceneId) => combatNowFor(tokenId, sceneId, []),
    declarations: () => NO_DECLARATIONS,
    isTeleport: () => false,
    dragGroup: (id) => [id],
    notify: () => {},
  };
  const tokens = [...scene.tokens] as Token[];
  const rand = rng(bench.seed + 11);
  const toPixels = (p: Point): PixelWaypoint => ({
    x: PAD + p.x * (PX / 2.54) - PX / 2,
    y: PAD + p.y * (PX / 2.54) - PX / 2,
    width: 1,
    height: 1,
    elevation: 0,
  });
  // Each drag starts at a token and wanders 10 waypoints of 1-6 cm (the board is in cm).
  const cm = (v: number): number => ((v - PAD) * 2.54) / PX;
  const drags = Array.from({ length: c.dragRuns }, () => {
    const token = tokens[Math.floor(rand() * tokens.length)]!;
    let p = { x: cm(token.x + PX / 2), y: cm(token.y + PX / 2) };
    let heading = rand() * 2 * Math.PI;
    const path = [toPixels(p)];
    while (path.length < 10) {
      heading += ((rand() - 0.5) * (2 * Math.PI)) / 3;
      const l = 1 + rand() * 5;
      p = {
        x: Math.min(72 * 2.54, Math.max(0, p.x + l * Math.cos(heading))),
        y: Math.min(48 * 2.54, Math.max(0, p.y + l * Math.sin(heading))),
      };
      path.push(toPixels(p));
    }
    return { token, path };
  });
  const evaluate = (d: (typeof drags)[number]): void => {
    judge(env, { token: d.token, waypoints: d.path, groupIds: [], preview: true, declared: NO_DECLARATIONS });
  };
  for (const d of drags.slice(0, 200)) evaluate(d);
  const dragUs = drags.map((d) => timeMs(() => evaluate(d)) * 1000);
  const verdicts = drags.filter(
    (d) =>
      judge(env, {
        token: d.token,
        waypoints: d.path,
        groupIds: [],
        preview: true,
        declared: NO_DECLARATIONS,
      }).kind === "verdict",
  ).length;

  const figures: Record<string, number> = {
    foundry_board_build_ms_median: median(buildMs),
    foundry_board_build_ms_p90: quantile(buildMs, 0.9),
    foundry_board_tokens: built.board.spec.models.length,
    foundry_board_walls: built.board.spec.walls?.length ?? 0,
    foundry_board_terrain: built.board.spec.terrain?.length ?? 0,
    foundry_drag_us_median: median(dragUs),
    foundry_drag_us_p99: quantile(dragUs, 0.99),
    foundry_drag_verdict_fraction: verdicts / drags.length,
  };
  const targets = [
    target(
      `Foundry scene, ${c.tokens} tokens + ${c.walls} walls: board build (median)`,
      figures.foundry_board_build_ms_median,
      20,
      "ms",
    ),
    target("Foundry scene: drag update, ruler's judge (median)", figures.foundry_drag_us_median, 50, "µs"),
    target("Foundry scene: drag update (p99)", figures.foundry_drag_us_p99, 500, "µs", "info"),
  ];
  return { figures, targets };
}
