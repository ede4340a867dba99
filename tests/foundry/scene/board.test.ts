// boardFromScene on fake scenes (no Foundry runs here): units, tokens, walls, regions, the
// viewer filter and the memo with fake hooks.
import { describe, expect, it } from "vitest";
import { isRulesError } from "../../../src/engine/errors";
import { evaluateMove } from "../../../src/engine/evaluate";
import { boardCache, boardForMover, boardFromScene } from "../../../src/foundry/scene/board";
import { signum } from "../../../src/rulesets/signum";
import type { Ruleset } from "../../../src/engine/ruleset";
import { FakeHooks } from "../fakes";
import type { FoundryHost } from "../../../src/foundry/host/types";
import {
  fakeRegion,
  fakeScene,
  fakeToken,
  fakeWall,
  profileFlags,
  registeredSettings,
  terrainBehavior,
} from "./fake-scene";

const { settings, fake } = registeredSettings();
const inches: Ruleset = { ...signum, id: "inchy", unit: "in" };

describe("boardFromScene: units", () => {
  it("converts a scene in cm to a Signum board: 100 px = 2.5 cm, origin at the scene rectangle", () => {
    const scene = fakeScene({ distance: 2.5, units: "cm" });
    scene.tokens.push(fakeToken("a", { x: 300, y: 400 }));
    const { spec, scale } = boardFromScene(scene, signum, { settings });
    expect(spec.unit).toBe("cm");
    expect(spec.width).toBeCloseTo(60);
    expect(spec.height).toBeCloseTo(45);
    expect(spec.models[0]).toMatchObject({ id: "a", x: 2.5 * 1.5, y: 2.5 * 2.5 });
    expect(scale.unitsPerPixel).toBeCloseTo(0.025);
    expect(scale.toPixels(scale.toEngine({ x: 321, y: 654 }))).toEqual({ x: 321, y: 654 });
  });

  it("refuses a scene in feet with TTM.Error.UnitFeet and a hex grid with TTM.Error.HexGrid", () => {
    const feet = fakeScene({ distance: 5, units: "ft" });
    const hex = fakeScene({ type: 2, units: "cm" });
    const err = (f: () => unknown): unknown => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return null;
    };
    const e1 = err(() => boardFromScene(feet, signum, { settings }));
    const e2 = err(() => boardFromScene(hex, signum, { settings }));
    expect(isRulesError(e1) && e1.key).toBe("TTM.Error.UnitFeet");
    expect(isRulesError(e2) && e2.key).toBe("TTM.Error.HexGrid");
  });

  it("a square-grid ruleset on a gridless scene is refused; on a square grid squares are 1", () => {
    const squares: Ruleset = { ...signum, id: "squares", unit: "sq" };
    expect(() => boardFromScene(fakeScene({ type: 0 }), squares, { settings })).toThrow(/SquaresNeedGrid/);
    const scene = fakeScene({ distance: 5, units: "ft" });
    scene.tokens.push(fakeToken("a", { x: 400, y: 200, elevation: 10 }));
    const { spec } = boardFromScene(scene, squares, { settings });
    expect(spec.grid).toEqual({ size: 1 });
    expect(spec.models[0]).toMatchObject({ x: 2.5, y: 0.5, elevation: 2 });
  });
});

describe("boardFromScene: tokens", () => {
  it("sides follow the disposition unless the flag names one; names stay raw", () => {
    const scene = fakeScene();
    scene.tokens.push(
      fakeToken("f", { disposition: 1, name: "<b>Hero</b>" }),
      fakeToken("h", { disposition: -1 }),
      fakeToken("n", { disposition: 0 }),
      fakeToken("s", { disposition: -2 }),
      fakeToken("x", { disposition: -1, flags: profileFlags({ fields: {}, side: "red" }) }),
    );
    const { spec } = boardFromScene(scene, inches, { settings });
    expect(spec.models.map((m) => m.side)).toEqual(["friendly", "hostile", "neutral", "secret", "red"]);
    expect(spec.models[0]?.name).toBe("<b>Hero</b>");
  });

  it("the base comes from the flag, else from the token's size (1 square of 1 in = 25.4 mm)", () => {
    const scene = fakeScene();
    scene.tokens.push(
      fakeToken("flag", { flags: profileFlags({ fields: {}, baseMm: 40, height: 2, unitId: "u1" }) }),
      fakeToken("size", { width: 2, height: 3 }),
    );
    const [flag, size] = boardFromScene(scene, inches, { settings }).spec.models;
    expect(flag).toMatchObject({ baseMm: 40, height: 2, unitId: "u1" });
    expect(size?.baseMm).toBeCloseTo(50.8);
    expect(size).toMatchObject({ x: 1, y: 1.5 }); // centre of a 2×3 token at the corner
  });

  it("the profile is the flag's fields, with actor values where attribute paths are set", async () => {
    const s = registeredSettings();
    await s.fake.set("tabletop-movement", "attributePaths", "move=system.speed; flight = system.fly");
    const scene = fakeScene({ distance: 2.5, units: "cm" });
    scene.tokens.push(
      fakeToken("a", {
        flags: profileFlags({ fields: { move: "S", slow: true, unknown: 1 } }),
        actor: { id: "act", name: "A", system: { speed: "L", fly: true } },
      }),
    );
    const m = boardFromScene(scene, signum, { settings: s.settings }).spec.models[0];
    expect(m?.profile).toEqual({ move: "L", slow: true, flight: true });
  });
});

describe("boardFromScene: walls and terrain", () => {
  it("walls that block movement are walls; open doors and movement-free walls are not", () => {
    const scene = fakeScene();
    scene.walls.push(
      fakeWall("w", [200, 200, 400, 200]),
      fakeWall("none", [0, 0, 1, 1], { move: 0 }),
      fakeWall("open", [0, 0, 1, 1], { door: 1, ds: 1 }),
      fakeWall("closed", [300, 300, 300, 500], { door: 1, ds: 0 }),
      fakeWall("locked", [0, 0, 1, 1], { door: 2, ds: 2 }),
    );
    const { spec } = boardFromScene(scene, inches, { settings });
    expect(spec.walls?.map((w) => w.id)).toEqual(["w", "closed", "locked"]);
    expect(spec.walls?.[0]).toEqual({ id: "w", a: { x: 0, y: 0 }, b: { x: 2, y: 0 } });
  });

  it("regions with the terrain behaviour become terrain: shapes, rotation, ellipses, holes, elevation", () => {
    const scene = fakeScene();
    scene.regions.push(
      fakeRegion(
        "r1",
        [
          { type: "rectangle", hole: false, x: 200, y: 200, width: 200, height: 100, rotation: 90 },
          { type: "ellipse", hole: false, x: 1000, y: 1000, radiusX: 100, radiusY: 50, rotation: 0 },
          { type: "polygon", hole: true, points: [0, 0, 10, 0, 10, 10] },
        ],
        [terrainBehavior("b1", { kind: "platform" })],
        { bottom: 1, top: 3 },
      ),
      fakeRegion(
        "r2",
        [{ type: "circle", hole: false, x: 500, y: 500, radius: 50 }],
        [
          terrainBehavior("b2", { kind: "exploration-arrow", direction: 90 }),
          terrainBehavior("off", { kind: "water" }, true),
          terrainBehavior("bad", { kind: "lava" }),
          { id: "other", type: "teleportToken", disabled: false, system: {} },
        ],
      ),
    );
    const t = boardFromScene(scene, inches, { settings }).spec.terrain ?? [];
    expect(t.map((x) => [x.id, x.kind])).toEqual([
      ["r1.b1.0", "platform"],
      ["r1.b1.1", "platform"],
      ["r2.b2.0", "exploration-arrow"],
    ]);
    // 200×100 px turned 90° about its centre (1.5, 0.5 in): 1 in wide, 2 in tall.
    const xs = t[0]!.polygon.map((p) => p.x);
    const ys = t[0]!.polygon.map((p) => p.y);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(1);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(2);
    expect(t[0]).toMatchObject({ elevation: 1, height: 2 });
    expect(t[1]!.polygon).toHaveLength(32);
    expect(t[2]).toMatchObject({ direction: 90, elevation: 0 });
    expect(t[2]).not.toHaveProperty("height");
  });
});

describe("boardFromScene: what a player may know", () => {
  const scene = fakeScene();
  scene.tokens.push(fakeToken("me"), fakeToken("ghost", { hidden: true, x: 800 }));
  scene.walls.push(fakeWall("seen", [200, 200, 400, 200]), fakeWall("dark", [1500, 1500, 1600, 1500]));
  scene.regions.push(
    fakeRegion(
      "near",
      [{ type: "rectangle", hole: false, x: 300, y: 300, width: 50, height: 50, rotation: 0 }],
      [terrainBehavior("t", { kind: "difficult" })],
    ),
    fakeRegion(
      "far",
      [{ type: "rectangle", hole: false, x: 1500, y: 1500, width: 50, height: 50, rotation: 0 }],
      [terrainBehavior("t", { kind: "difficult" })],
    ),
    // In explored ground, but the GM shows it to no one: a hidden pit.
    {
      ...fakeRegion(
        "pit",
        [{ type: "rectangle", hole: false, x: 400, y: 400, width: 50, height: 50, rotation: 0 }],
        [terrainBehavior("t", { kind: "gap" })],
      ),
      visibility: 1,
    },
  );
  // The player has explored the top-left 1000×1000 px.
  const canSee = (p: { x: number; y: number }): boolean => p.x < 1000 && p.y < 1000;
  const player = { id: "p1", isGM: false };

  it("a player's board leaves out unexplored walls and terrain, GM-only regions and hidden tokens", () => {
    const { spec } = boardFromScene(scene, inches, { settings, viewer: player, canSee, moverIds: ["me"] });
    expect(spec.walls?.map((w) => w.id)).toEqual(["seen"]);
    expect(spec.terrain?.map((t) => t.id)).toEqual(["near.t.0"]);
    expect(spec.models.map((m) => m.id)).toEqual(["me"]);
  });

  it("a hidden mover stays; a GM's board is complete", () => {
    const hidden = boardFromScene(scene, inches, { settings, viewer: player, canSee, moverIds: ["ghost"] });
    expect(hidden.spec.models.map((m) => m.id)).toEqual(["me", "ghost"]);
    const gm = boardFromScene(scene, inches, { settings, viewer: { id: "gm", isGM: true }, canSee });
    expect(gm.spec.walls).toHaveLength(2);
    expect(gm.spec.terrain).toHaveLength(3);
  });
});

describe("boardForMover", () => {
  it("takes the other movers of a group off so they do not block each other", () => {
    const scene = fakeScene({ distance: 2.5, units: "cm" });
    scene.tokens.push(fakeToken("a", { x: 200 }), fakeToken("b", { x: 300 }), fakeToken("c", { x: 2000 }));
    const { spec } = boardFromScene(scene, signum, { settings });
    const path = [
      { x: 1.25, y: 1.25 },
      { x: 9, y: 1.25 },
    ];
    const alone = evaluateMove(signum, spec, { modelId: "a", action: "move", path });
    const group = evaluateMove(signum, boardForMover(spec, "a", ["a", "b"]), {
      modelId: "a",
      action: "move",
      path,
    });
    expect(alone.ok && group.ok).toBe(true);
    if (!alone.ok || !group.ok) return;
    expect(alone.verdict.reach.distance).toBeLessThan(2); // b's base is in the way
    expect(group.verdict.reach.distance).toBeCloseTo(7.75);
    expect(boardForMover(spec, "a", ["a"])).toBe(spec);
  });
});

describe("board memo (fake hooks; no Foundry)", () => {
  it("remembers a board until a document hook fires", () => {
    const hooks = new FakeHooks();
    boardCache.install(hooks as unknown as FoundryHost["hooks"]);
    const scene = fakeScene({ id: "memo" } as never, "memo");
    scene.tokens.push(fakeToken("a"));
    // The memo reads game.settings; stand one in for this test only.
    const g = globalThis as { game?: unknown };
    const before = g.game;
    g.game = { settings: fake };
    try {
      const first = boardFromScene(scene, inches);
      expect(boardFromScene(scene, inches)).toBe(first);
      scene.tokens.push(fakeToken("b"));
      expect(boardFromScene(scene, inches)).toBe(first); // stale until the hook
      hooks.callAll("createToken", {}, {}, "user");
      const second = boardFromScene(scene, inches);
      expect(second).not.toBe(first);
      expect(second.spec.models).toHaveLength(2);
      // Every drag shares the complete board, whoever moves.
      expect(boardFromScene(scene, inches, { moverIds: ["a"] })).toBe(second);
      const viewer = { id: "p", isGM: false };
      const filtered = boardFromScene(scene, inches, { viewer });
      hooks.callAll("sightRefresh");
      expect(boardFromScene(scene, inches)).toBe(second); // unfiltered boards survive vision changes
      expect(boardFromScene(scene, inches, { viewer })).not.toBe(filtered);
    } finally {
      g.game = before;
      boardCache.clear();
    }
  });
});
