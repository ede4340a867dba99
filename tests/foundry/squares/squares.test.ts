// Square-grid rulesets in Foundry, with Dungeon Universalis on a fake square-grid scene: the
// ruleset's step costs as core's movement cost, the cut on the ruler and the refusal at commit,
// the reach highlight while dragging, ends snapped to squares, the facing, and the Dark Player's
// Safe-Zone moments whispered to the GM. Runs for v13 and v14 (vitest projects); core's
// measurement and committed movement come from core-fakes.ts.
import { describe, expect, it } from "vitest";
import { FACING_FLAG, facingOf } from "../../../src/foundry/squares/facing";
import { rulesCostFunction } from "../../../src/foundry/squares/cost";
import {
  REACH_STYLE,
  ReachHighlight,
  reachLayer,
  reachSquares,
  type GridHighlighter,
  type PixelSquare,
} from "../../../src/foundry/squares/highlight";
import { snapToSquares } from "../../../src/foundry/squares/snap";
import { constrainByRules, forgetShownProblems } from "../../../src/foundry/movement/constrain";
import { runGate, type GateUi, type MovementLike } from "../../../src/foundry/movement/gate";
import { judge } from "../../../src/foundry/movement/judge";
import { afterOwnMove, PendingMoves, type AfterMoveHost } from "../../../src/foundry/movement/after-move";
import type { MoveCard } from "../../../src/foundry/movement/cards";
import type { MovementEnv } from "../../../src/foundry/movement/env";
import { createRulesRuler } from "../../../src/foundry/ruler/token-ruler";
import { createRulesToken } from "../../../src/foundry/movement/token";
import { dungeonUniversalis } from "../../../src/rulesets/dungeon-universalis";
import { signum } from "../../../src/rulesets/signum";
import { MODULE_ID } from "../../../src/foundry/ids";
import { coreLabelContext, coreMovement, measureCost, type FakeCostFunction } from "../core-fakes";
import { translator, wp, type FakeTokenDoc } from "../movement/fakes";
import { duTable, px, SIZE } from "./du-table";

const at = (x: number, y: number, over: Record<string, unknown> = {}) => {
  const p = px(x, y);
  return wp(p.x, p.y, { action: "walk", ...over });
};

const costOf = (env: MovementEnv, token: FakeTokenDoc): FakeCostFunction => {
  const f = rulesCostFunction(env, token, {}, null);
  if (!f) throw new Error("expected the rules' cost function");
  return f;
};

/** The whole chain core runs in Token#constrainMovementPath after its own (token.ts). */
function constrain(env: MovementEnv, token: FakeTokenDoc, path: ReturnType<typeof at>[]) {
  const snapped = snapToSquares(env, token, [path, false], { preview: true } as never);
  return snapToSquares(env, token, constrainByRules(env, token, snapped, { preview: true }, [token.id]), {});
}

const silentUi: GateUi = {
  ask: () => Promise.resolve(null),
  roll: () => Promise.reject(new Error("no roll expected")),
  postPromptCard: () => Promise.resolve(),
  whisperGm: () => Promise.resolve(),
};

const declaredNothing = { values: {} };

describe("square-grid movement cost (Ruleset.stepCosts through Token#_getMovementCostFunction)", () => {
  it("DU-DIFFICULT-1: an ally standing in difficult terrain costs +2 on core's measured cost, as in the verdict", () => {
    const t = duTable();
    const m = t.add("m", 0, 0, { movement: 6 });
    t.difficult(1, 0);
    t.difficult(2, 0);
    t.add("ally", 2, 0);
    const env = t.env();
    const path = [at(0, 0), at(3, 0)];
    const measured = measureCost(path, SIZE, costOf(env, m));
    expect(measured.steps).toEqual([2, 3, 1]);
    expect(measured.total).toBe(6);
    const j = judge(env, {
      token: m,
      waypoints: path,
      groupIds: [],
      preview: false,
      declared: declaredNothing,
    });
    if (j.kind !== "verdict") throw new Error("expected a verdict");
    expect(j.verdict.legal).toBe(true);
    expect(j.verdict.cost.amount).toBe(measured.total);
    // Without the ally the same squares cost 1 + 2 + 2 … + 1: the +1 is the ally's.
    const alone = duTable();
    const n = alone.add("m", 0, 0, { movement: 6 });
    alone.difficult(1, 0);
    alone.difficult(2, 0);
    expect(measureCost(path, SIZE, costOf(alone.env(), n)).steps).toEqual([2, 2, 1]);
  });

  it("DU-MOVE-2: a diagonal past a wall's corner costs Infinity, is cut on the ruler and refused at commit", async () => {
    const t = duTable();
    const m = t.add("m", 1, 1);
    t.wall(2, 0, 2, 1); // the east edge of square (1, 0), ending on the corner the diagonal passes
    const env = t.env();
    const path = [at(1, 1), at(2, 0)];
    expect(measureCost(path, SIZE, costOf(env, m)).steps).toEqual([Infinity]);
    // The ruler shows the constrained path: the model stays where it stands.
    expect(constrain(env, m, path)).toEqual([[path[0]], true]);
    const movement = coreMovement({ origin: at(1, 1), waypoints: [at(2, 0)], grid: t.scene.grid });
    const result = await runGate(env, silentUi, m, movement as unknown as MovementLike, []);
    expect(result.allowed).toBe(false);
    expect(env.notices.map((n) => n.text).join(" ")).toContain(
      "A wall or obstacle corner blocks the diagonal",
    );
  });

  it("DU-MOVE-2: the same diagonal past a character costs 1 and is left as dragged", () => {
    const t = duTable();
    const m = t.add("m", 1, 1);
    t.add("goblin", 1, 0, {}, { disposition: -1 });
    const env = t.env();
    const path = [at(1, 1), at(2, 0)];
    expect(measureCost(path, SIZE, costOf(env, m)).steps).toEqual([1]);
    expect(constrain(env, m, path)).toEqual([path, false]);
  });

  it("leaves core's cost alone for gridless rulesets and with enforcement off", () => {
    const t = duTable();
    const m = t.add("m", 0, 0);
    expect(rulesCostFunction(t.env({ mode: "off" }), m, {}, null)).toBeNull();
    expect(rulesCostFunction(t.env({ ruleset: signum }), m, {}, null)).toBeNull();
    expect(rulesCostFunction(t.env(), m, {}, null)).not.toBeNull();
  });

  it("prices teleports with core's own function", () => {
    const t = duTable();
    const m = t.add("m", 0, 0);
    const core: FakeCostFunction = () => 0;
    const f = rulesCostFunction(t.env(), m, {}, core as never)!;
    const seg = { action: "walk", width: 1, height: 1, teleport: true };
    expect(f({ i: 2, j: 2, k: 0 }, { i: 2, j: 9, k: 0 }, 7, seg)).toBe(0);
    expect(f({ i: 2, j: 2, k: 0 }, { i: 2, j: 3, k: 0 }, 1, { ...seg, teleport: false })).toBe(1);
  });
});

/** Core's TokenRuler as the subclass sees it: refresh and clear (BaseTokenRuler, v13/v14). */
class FakeCoreRuler {
  static WAYPOINT_LABEL_TEMPLATE = "templates/hud/waypoint-label.hbs";
  cleared = 0;
  constructor(readonly token: { document: FakeTokenDoc }) {}
  refresh(_data: unknown): void {}
  clear(): void {
    this.cleared++;
  }
  _getWaypointLabelContext(_w: unknown, _s: unknown) {
    return coreLabelContext();
  }
}

/** core's grid highlight layer, recording what each named layer shows. */
class FakeGridLayer implements GridHighlighter {
  readonly layers = new Map<string, { squares: PixelSquare[]; color: number; alpha: number }>();
  draw(layer: string, squares: readonly PixelSquare[], style: { color: number; alpha: number }): void {
    this.layers.set(layer, { squares: [...squares], ...style });
  }
  clear(layer: string): void {
    this.layers.delete(layer);
  }
}

describe("the reach highlight (Verdict.reachable) while dragging", () => {
  function dragging(fields: Record<string, unknown> = {}) {
    const t = duTable();
    const m = t.add("m", 0, 0, fields);
    const env = t.env();
    const grid = new FakeGridLayer();
    const Ruler = createRulesRuler(
      FakeCoreRuler as never,
      () => env,
      new ReachHighlight(() => grid),
    ) as unknown as new (t: unknown) => FakeCoreRuler;
    return { t, m, env, grid, ruler: new Ruler({ document: m }) };
  }

  const squaresUpTo = (n: number): PixelSquare[] => {
    const out: PixelSquare[] = [];
    for (let x = 0; x <= n; x++) for (let y = 0; y <= n; y++) out.push(px(x, y));
    return out;
  };
  const sorted = (s: readonly PixelSquare[]) => [...s].sort((a, b) => a.x - b.x || a.y - b.y);

  it("DU-MOVE-1: draws every square Movement 5 can reach on core's grid layer, and clears it when the drag ends", () => {
    const { grid, ruler } = dragging();
    ruler.refresh({ plannedMovement: { player: { foundPath: [at(0, 0), at(2, 0)] } } });
    const shown = grid.layers.get(reachLayer("m"));
    expect(shown?.color).toBe(REACH_STYLE.color);
    expect(shown?.alpha).toBe(REACH_STYLE.alpha);
    // From the scene's corner square, five steps reach the 6 x 6 block (diagonals cost 1).
    expect(sorted(shown!.squares)).toEqual(sorted(squaresUpTo(5)));
    ruler.refresh({ plannedMovement: {} });
    expect(grid.layers.size).toBe(0);
  });

  it("is cleared with the ruler, and never drawn for another user's planned move", () => {
    const { grid, ruler } = dragging();
    ruler.refresh({ plannedMovement: { player: { foundPath: [at(0, 0), at(1, 1)] } } });
    expect(grid.layers.has(reachLayer("m"))).toBe(true);
    ruler.clear();
    expect(ruler.cleared).toBe(1);
    expect(grid.layers.size).toBe(0);
    ruler.refresh({ plannedMovement: { other: { foundPath: [at(0, 0), at(1, 1)] } } });
    expect(grid.layers.size).toBe(0);
  });

  it("DU-FACING-1: the label at the path's end shows the facing the move leaves", () => {
    const { ruler } = dragging();
    ruler.refresh({ plannedMovement: { player: { foundPath: [at(0, 0), at(2, 2)] } } });
    const w0 = { userId: "player", stage: "planned", center: { x: 250, y: 250 }, previous: null, next: null };
    const w1 = { ...w0, center: { x: 450, y: 450 }, previous: w0 };
    const label = (
      ruler as unknown as { _getWaypointLabelContext(w: unknown, s: unknown): { ttm?: { facing?: string } } }
    )._getWaypointLabelContext(w1, {});
    expect(label.ttm?.facing).toBe("Facing 45°");
  });

  it("DU-LARGE-1: a 2 x 2 creature's reachable footprints light all their squares", () => {
    const t = duTable();
    const big = t.add("ogre", 0, 0, { size: 3, movement: 1 });
    const env = t.env();
    const j = judge(env, {
      token: big,
      waypoints: [at(0, 0, { width: 2, height: 2 })],
      groupIds: [],
      preview: true,
      declared: declaredNothing,
    });
    if (j.kind !== "verdict") throw new Error("expected a verdict");
    // Top-left squares (0..1, 0..1) within one step: the footprints cover (0..2, 0..2).
    expect(sorted(reachSquares(j.verdict, j.scale, SIZE, 2, 2))).toEqual(sorted(squaresUpTo(2)));
  });
});

describe("scenes that are not square grids", () => {
  it.each([
    [0, "TTM.Error.SquaresNeedGrid"],
    [2, "TTM.Error.HexGrid"],
  ])("grid type %i: refused once with the localised notice; core's own cost and path kept", (type, key) => {
    forgetShownProblems();
    const t = duTable();
    Object.assign(t.scene.grid, { type });
    const m = t.add("m", 0, 0);
    const env = t.env();
    const path = [at(0, 0), at(8, 0, { x: px(8, 0).x + 30 })];
    expect(constrain(env, m, path)).toEqual([path, false]);
    expect(constrain(env, m, path)).toEqual([path, false]);
    expect(env.notices).toHaveLength(1);
    expect(env.notices[0]!.text).toContain(translator()(key, { type: String(type) }));
    const core: FakeCostFunction = (_f, _t, distance) => distance;
    const f = rulesCostFunction(env, m, {}, core as never)!;
    const seg = { action: "walk", width: 1, height: 1, teleport: false };
    expect(f({ i: 2, j: 2, k: 0 }, { i: 2, j: 3, k: 0 }, 1, seg)).toBe(1);
  });
});

describe("ends of moves on squares", () => {
  it("DU-MOVE-1: a waypoint dropped off the lattice (Shift, a macro) is moved onto the square, then judged there", () => {
    const t = duTable();
    const m = t.add("m", 0, 0);
    const env = t.env();
    const off = at(3, 1, { x: px(3, 1).x + 30, y: px(3, 1).y - 40 });
    const [out, constrained] = constrain(env, m, [at(0, 0), off]);
    expect(constrained).toBe(true);
    expect(out).toEqual([at(0, 0), { ...off, ...px(3, 1) }]);
  });

  it("DU-MOVE-1: a drag past the allowance is cut on the last square within it", () => {
    const t = duTable();
    const m = t.add("m", 0, 0);
    const [out, constrained] = constrain(t.env(), m, [at(0, 0), at(8, 0)]);
    expect(constrained).toBe(true);
    expect(out).toEqual([at(0, 0), at(5, 0)]);
  });

  it("DU-LARGE-1: a 2 x 2 creature ends on four squares", () => {
    const t = duTable();
    const big = t.add("ogre", 0, 0, { size: 3 });
    const from = at(0, 0, { width: 2, height: 2 });
    const off = at(2, 1, { width: 2, height: 2, x: px(2, 1).x + 45, y: px(2, 1).y + 55 });
    const [out] = constrain(t.env(), big, [from, off]);
    expect(out).toEqual([from, { ...off, ...px(2, 2) }]);
  });

  it("leaves core's intermediate steps, gridless rulesets and teleports alone", () => {
    const t = duTable();
    const m = t.add("m", 0, 0);
    const off = at(3, 1, { x: px(3, 1).x + 30 });
    expect(snapToSquares(t.env({ ruleset: signum }), m, [[at(0, 0), off], false], {})).toEqual([
      [at(0, 0), off],
      false,
    ]);
    const tele = at(3, 1, { x: px(3, 1).x + 30, action: "blink" });
    expect(snapToSquares(t.env(), m, [[at(0, 0), tele], false], {})).toEqual([[at(0, 0), tele], false]);
    const step = at(1, 0, { x: px(1, 0).x + 1, intermediate: true });
    expect(snapToSquares(t.env(), m, [[at(0, 0), step], false], {})).toEqual([[at(0, 0), step], false]);
  });
});

/** An after-move host over fakes, recording cards (and whether whispered) and notices. */
function afterHost(tokens: FakeTokenDoc[]) {
  const cards: { card: MoveCard; whisper: boolean }[] = [];
  const notices: string[] = [];
  const host: AfterMoveHost = {
    t: translator(),
    tokenById: (id) => tokens.find((t) => t.id === id),
    statusEffects: () => [],
    addStatusEffect: () => {},
    notify: (_l, text) => void notices.push(text),
    isTokensTurn: () => false,
    ruleset: () => dungeonUniversalis,
    combatNow: () => ({ combatId: null, round: null, turn: null, tokenTurn: null }),
    damagePath: () => "",
    callAll: () => {},
    postCard: (_t, card, whisper) => {
      cards.push({ card, whisper });
      return Promise.resolve();
    },
    sendToGm: () => Promise.resolve(true),
  };
  return { host, cards, notices };
}

describe("after a square-grid move", () => {
  async function heroWalks(to: [number, number]) {
    const t = duTable();
    const hero = t.add("taeral", 0, 0, { hero: true }, { name: "Taeral" });
    const env = t.env();
    const movement = coreMovement({ origin: at(0, 0), waypoints: [at(...to)], grid: t.scene.grid });
    const gate = await runGate(env, silentUi, hero, movement as unknown as MovementLike, []);
    if (!gate.allowed || !gate.committed) throw new Error("expected a committed move");
    const pending = new PendingMoves();
    pending.add(gate.committed);
    const h = afterHost([hero]);
    await afterOwnMove(h.host, pending, hero, movement);
    return { hero, h };
  }

  it("DU-SAFE-1: leaving the Safe Zone is whispered to the GM (the Dark Player), not told to the mover", async () => {
    const { h } = await heroWalks([3, 0]);
    expect(h.cards).toEqual([
      {
        whisper: true,
        card: {
          kind: "gm",
          title: translator()("TTM.Card.GmTitle", { name: "Taeral" }),
          lines: [{ text: "Taeral left the Safe Zone: you may play an Obstacle card.", ruleId: "DU-SAFE-1" }],
        },
      },
    ]);
    expect(h.notices).toEqual([]);
  });

  it("DU-SAFE-1: a move within the Safe Zone whispers nothing", async () => {
    const { h } = await heroWalks([2, 0]);
    expect(h.cards).toEqual([]);
    expect(h.notices).toEqual([]);
  });

  it("DU-FACING-1: the facing the move leaves is recorded on the token", async () => {
    const { hero } = await heroWalks([2, 2]);
    expect(facingOf(hero)).toBe(45);
    expect((hero.flags[MODULE_ID] as Record<string, unknown>)[FACING_FLAG]).toBe(45);
  });
});

/** Core's Token as the subclass sees it: its constraint and its own cost function (distance). */
class FakeCoreToken {
  constructor(readonly document: FakeTokenDoc) {}
  constrainMovementPath(waypoints: unknown[], _options?: unknown): [unknown[], boolean] {
    return [waypoints, false];
  }
  _getMovementCostFunction(_options?: unknown): FakeCostFunction {
    return (_f, _t, distance) => distance;
  }
}

type TokenInstance = FakeCoreToken & {
  constrainMovementPath(w: unknown[], o?: unknown): [unknown[], boolean];
};

describe("the Token subclass on square grids", () => {
  const tokenClass = (env: MovementEnv) =>
    createRulesToken(FakeCoreToken as never, () => env) as unknown as new (d: FakeTokenDoc) => TokenInstance;

  it("DU-DIFFICULT-1: Token#_getMovementCostFunction is the rules' (the ally in difficult terrain +2); Signum keeps core's", () => {
    const t = duTable();
    const m = t.add("m", 0, 0, { movement: 6 });
    t.difficult(1, 0);
    t.difficult(2, 0);
    t.add("ally", 2, 0);
    const Token = tokenClass(t.env());
    const path = [at(0, 0), at(3, 0)];
    expect(measureCost(path, SIZE, new Token(m)._getMovementCostFunction({})).steps).toEqual([2, 3, 1]);
    const Core = tokenClass(t.env({ ruleset: signum }));
    expect(measureCost(path, SIZE, new Core(m)._getMovementCostFunction({})).steps).toEqual([1, 1, 1]);
  });

  it("DU-MOVE-1: Token#constrainMovementPath snaps a Shift-drop onto its square and cuts at the allowance", () => {
    const t = duTable();
    const m = t.add("m", 0, 0);
    const token = new (tokenClass(t.env()))(m);
    const off = at(8, 0, { x: px(8, 0).x + 20, y: px(8, 0).y + 30 });
    expect(token.constrainMovementPath([at(0, 0), off], { preview: true })).toEqual([
      [at(0, 0), { ...off, ...px(5, 0) }],
      true,
    ]);
  });
});
