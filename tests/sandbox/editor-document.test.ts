// The board editor's pure model (src/sandbox/editor/document.ts): every edit takes a scenario
// file and gives a new, checked one; a refused edit throws the RulesError that says why and
// leaves the file as it was.
import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import { TERRAIN_KINDS } from "../../src/engine/board/types";
import { isRulesError } from "../../src/engine/errors";
import { parseScenario, runScenario, type ScenarioFile } from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";
import { dungeonUniversalis } from "../../src/rulesets/dungeon-universalis";
import { signum } from "../../src/rulesets/signum";
import { DEMOS } from "../../src/sandbox/catalog";
import {
  type Edit,
  applyEdit,
  boardOf,
  checkScenario,
  freshId,
  tableScenario,
} from "../../src/sandbox/editor/document";
import { pick } from "../../src/sandbox/editor/hit";
import { loadDemo } from "../../src/sandbox/scenario";

const signumDemo = DEMOS.find((d) => d.id === "signum")!;
const duDemo = DEMOS.find((d) => d.id === "dungeon-universalis")!;

function demoFile(demo = signumDemo): ScenarioFile {
  const loaded = loadDemo(demo);
  return tableScenario(demo.ruleset, loaded.spec, { modelId: loaded.modelId, action: loaded.action });
}

/** The RulesError an edit throws, as key and data; fails when it does not throw one. */
function refusal(file: ScenarioFile, edit: Edit, ruleset = signum): { key: string; data: unknown } {
  const before = JSON.stringify(file);
  try {
    applyEdit(ruleset, file, edit);
  } catch (err) {
    if (!isRulesError(err)) throw err;
    expect(JSON.stringify(file)).toBe(before);
    return { key: err.key, data: err.data };
  }
  throw new Error(`edit ${edit.kind} was accepted`);
}

const model = (file: ScenarioFile, id: string) => file.board.models.find((m) => m.id === id);
const piece = (file: ScenarioFile, id: string) => file.board.terrain?.find((x) => x.id === id);

describe("the table as a scenario file", () => {
  it("is written by buildScenario: the board and a move step of the opening model that has not started", () => {
    const file = demoFile();
    expect(file.format).toBe(2);
    expect(file.ruleset).toBe("signum");
    expect(file.steps).toEqual([{ kind: "move", model: "aldric", action: "move", path: [[8, 22]] }]);
    expect(boardOf(file).models.map((m) => m.id)).toEqual(loadDemo(signumDemo).spec.models.map((m) => m.id));
    // And it replays: a scenario like any other.
    expect(runScenario(file, builtinRulesets()).steps[0]?.verdict?.legal).toBe(true);
  });

  it("an opening model that is gone falls back to the first model; a table without models is refused", () => {
    const spec = loadDemo(signumDemo).spec;
    expect(tableScenario(signum, spec, { modelId: "nobody", action: "move" }).steps[0]).toMatchObject({
      model: "aldric",
    });
    expect(() => tableScenario(signum, { ...spec, models: [] }, { modelId: "x", action: "move" })).toThrow(
      expect.objectContaining({ key: "TTM.Sandbox.Editor.Error.NoModels" }),
    );
  });

  it("checkScenario refuses another ruleset's file, a board in the wrong unit and a bad profile", () => {
    const file = demoFile();
    expect(() => checkScenario(dungeonUniversalis, file)).toThrow(
      expect.objectContaining({
        key: "TTM.Error.UnknownRuleset",
        data: { id: "signum", known: "dungeon-universalis" },
      }),
    );
    expect(() => checkScenario(signum, { ...file, board: { ...file.board, unit: "in" } })).toThrow(
      expect.objectContaining({
        key: "TTM.Scenario.Error.UnitMismatch",
        data: { unit: "in", ruleset: "signum", expected: "cm" },
      }),
    );
    const badProfile = {
      ...file,
      board: {
        ...file.board,
        models: file.board.models.map((m, i) => (i === 0 ? { ...m, profile: { move: "Q" } } : m)),
      },
    };
    expect(() => checkScenario(signum, badProfile)).toThrow(
      expect.objectContaining({
        key: "TTM.Error.ProfileField",
        data: { id: "Ser Aldric", field: "move", value: '"Q"' },
      }),
    );
  });
});

describe("editing the board", () => {
  it("adds a model where pressed, with a fresh id, the side given and the ruleset's default profile", () => {
    const file = demoFile();
    const next = applyEdit(signum, file, {
      kind: "add-model",
      at: { x: 30, y: 40 },
      name: "New",
      side: "Horde",
    });
    expect(next.board.models).toHaveLength(file.board.models.length + 1);
    expect(model(next, "model-1")).toEqual({ id: "model-1", name: "New", side: "Horde", x: 30, y: 40 });
    const again = applyEdit(signum, next, { kind: "add-model", at: { x: 40, y: 40 }, name: "New" });
    // Without a side it joins the first model's.
    expect(model(again, "model-2")).toMatchObject({ side: "Wardens" });
    expect(model(file, "model-1")).toBeUndefined();
  });

  it("on a square grid, a new model stands in the middle of the square pressed and terrain covers whole squares", () => {
    const file = demoFile(duDemo);
    const empty = { x: 1.3, y: 8.8 };
    const next = applyEdit(dungeonUniversalis, file, { kind: "add-model", at: empty, name: "N" });
    expect(model(next, "model-1")).toMatchObject({ x: 1.5, y: 8.5 });
    const t = applyEdit(dungeonUniversalis, file, { kind: "add-terrain", at: { x: 3.7, y: 5.2 }, name: "T" });
    expect(piece(t, "terrain-1")?.polygon).toEqual([
      [3, 5],
      [5, 5],
      [5, 7],
      [3, 7],
    ]);
    const moved = applyEdit(dungeonUniversalis, t, {
      kind: "move",
      target: { type: "terrain", id: "terrain-1" },
      by: { x: 1.4, y: -0.6 },
    });
    expect(piece(moved, "terrain-1")?.polygon[0]).toEqual([4, 4]);
  });

  it("a model placed where the rules refuse it (off the table, NaN) is refused with the board's message", () => {
    const file = demoFile();
    expect(refusal(file, { kind: "add-model", at: { x: Number.NaN, y: 3 }, name: "N" })).toEqual({
      key: "TTM.Error.ModelPosition",
      data: { id: "model-1" },
    });
    const r = refusal(file, { kind: "move", target: { type: "model", id: "nobody" }, by: { x: 1, y: 0 } });
    expect(r).toEqual({ key: "TTM.Error.UnknownModel", data: { id: "nobody" } });
  });

  it("moves a model by the drag and keeps the file's move step where its model now stands", () => {
    const file = demoFile();
    const next = applyEdit(signum, file, {
      kind: "move",
      target: { type: "model", id: "aldric" },
      by: { x: 2, y: -1 },
    });
    expect(model(next, "aldric")).toMatchObject({ x: 10, y: 21 });
    expect(next.steps).toEqual([{ kind: "move", model: "aldric", action: "move", path: [[10, 21]] }]);
    expect(runScenario(next, builtinRulesets()).steps).toHaveLength(1);
  });

  it("moves a terrain piece: every corner by the same amount", () => {
    const file = demoFile();
    const next = applyEdit(signum, file, {
      kind: "move",
      target: { type: "terrain", id: "tower" },
      by: { x: -1, y: 2 },
    });
    expect(piece(next, "tower")?.polygon).toEqual(
      piece(file, "tower")!.polygon.map(([x, y]) => [x - 1, y + 2]),
    );
  });

  it("deletes a model or a piece; the move step passes to the first model when its own is deleted; the last model stays", () => {
    const file = demoFile();
    const next = applyEdit(signum, file, { kind: "delete", target: { type: "model", id: "aldric" } });
    expect(model(next, "aldric")).toBeUndefined();
    expect(next.steps[0]).toMatchObject({ model: "mira", path: [[9, 9]] });
    const noTower = applyEdit(signum, file, { kind: "delete", target: { type: "terrain", id: "tower" } });
    expect(noTower.board.terrain?.map((x) => x.id)).toEqual(["forest", "rubble", "stones"]);
    expect(refusal(file, { kind: "delete", target: { type: "terrain", id: "moat" } })).toEqual({
      key: "TTM.Sandbox.Editor.Error.UnknownTerrain",
      data: { id: "moat" },
    });
    let alone = file;
    for (const m of file.board.models.slice(1))
      alone = applyEdit(signum, alone, { kind: "delete", target: { type: "model", id: m.id } });
    expect(refusal(alone, { kind: "delete", target: { type: "model", id: "aldric" } })).toEqual({
      key: "TTM.Sandbox.Editor.Error.LastModel",
      data: {},
    });
  });

  it("changes a terrain piece's kind to any kind the engine knows, and refuses one it does not", () => {
    const file = demoFile();
    for (const kind of TERRAIN_KINDS) {
      const next = applyEdit(signum, file, { kind: "terrain-kind", id: "forest", terrain: kind });
      expect(piece(next, "forest")?.kind).toBe(kind);
    }
    expect(refusal(file, { kind: "terrain-kind", id: "forest", terrain: "swamp" })).toEqual({
      key: "TTM.Error.TerrainKind",
      data: { id: "forest", kind: "swamp" },
    });
  });

  it("changes a terrain piece's height; empty removes it; negative or not a number is refused", () => {
    const file = demoFile();
    const next = applyEdit(signum, file, { kind: "terrain-height", id: "tower", height: " 2.5 " });
    expect(piece(next, "tower")?.height).toBe(2.5);
    expect(new Board(boardOf(next), 25).terrain.find((x) => x.id === "tower")?.height).toBe(2.5);
    expect(
      piece(applyEdit(signum, next, { kind: "terrain-height", id: "tower", height: "" }), "tower"),
    ).not.toHaveProperty("height");
    expect(refusal(file, { kind: "terrain-height", id: "tower", height: "-1" })).toEqual({
      key: "TTM.Error.NegativeHeight",
      data: { id: "tower", value: "-1" },
    });
    expect(refusal(file, { kind: "terrain-height", id: "tower", height: "tall" })).toEqual({
      key: "TTM.Error.NotFinite",
      data: { id: "tower", field: "height" },
    });
  });
});

describe("a model's name, side and base", () => {
  const file = demoFile();
  const edit = (field: "name" | "side" | "baseMm", value: string): Edit => ({
    kind: "model",
    id: "mira",
    field,
    value,
  });

  it("renames it (empty: it is called by its id again) and moves it to another side, a new one too", () => {
    expect(model(applyEdit(signum, file, edit("name", "  Mira  ")), "mira")?.name).toBe("Mira");
    const unnamed = applyEdit(signum, file, edit("name", ""));
    expect(model(unnamed, "mira")).not.toHaveProperty("name");
    expect(new Board(boardOf(unnamed), 25).model("mira").name).toBe("mira");
    expect(model(applyEdit(signum, file, edit("side", "Horde")), "mira")?.side).toBe("Horde");
    expect(model(applyEdit(signum, file, edit("side", "Pilgrims")), "mira")?.side).toBe("Pilgrims");
    expect(refusal(file, edit("side", " "))).toEqual({
      key: "TTM.Sandbox.Editor.Error.NoSide",
      data: { id: "mira" },
    });
  });

  it("sets its base in mm (empty: the ruleset's default); zero, negative or not a number is refused", () => {
    const big = applyEdit(signum, file, edit("baseMm", "50"));
    expect(new Board(boardOf(big), signum.defaultBaseMm).model("mira")).toMatchObject({ baseMm: 50, r: 2.5 });
    const back = applyEdit(signum, big, edit("baseMm", ""));
    expect(new Board(boardOf(back), signum.defaultBaseMm).model("mira")).toMatchObject({
      baseMm: signum.defaultBaseMm,
      baseDefaulted: true,
    });
    for (const value of ["0", "-25", "wide"])
      expect(refusal(file, edit("baseMm", value))).toEqual({
        key: "TTM.Error.BaseSize",
        data: { id: "mira", value },
      });
  });
});

describe("profiles, from each ruleset's own fields", () => {
  it("sets every profile field of every game to its default and back, and refuses a field the game lacks", () => {
    for (const demo of DEMOS) {
      const file = demoFile(demo);
      const id = file.board.models[0]!.id;
      for (const f of demo.ruleset.profileFields) {
        const value = f.type === "boolean" ? f.default === true : String(f.default);
        const next = applyEdit(demo.ruleset, file, { kind: "profile", id, key: f.key, value });
        const written = model(next, id)?.profile?.[f.key];
        if (f.type === "number") expect(written, `${demo.id} ${f.key}`).toBe(f.default);
        else if (f.type === "boolean") expect(written, `${demo.id} ${f.key}`).toBe(value);
        else if (value === "")
          expect(model(next, id)?.profile, `${demo.id} ${f.key}`).not.toHaveProperty(f.key);
        else expect(written, `${demo.id} ${f.key}`).toBe(value);
      }
      expect(refusal(file, { kind: "profile", id, key: "wings", value: "2" }, demo.ruleset)).toEqual({
        key: "TTM.Sandbox.Editor.Error.UnknownField",
        data: { field: "wings" },
      });
    }
  });

  it("a number field takes a number typed as text; a value outside the field is refused naming model and field", () => {
    const carnevale = DEMOS.find((d) => d.id === "carnevale")!;
    const file = demoFile(carnevale);
    const next = applyEdit(carnevale.ruleset, file, {
      kind: "profile",
      id: "lucia",
      key: "move",
      value: "6",
    });
    expect(model(next, "lucia")?.profile).toMatchObject({ move: 6 });
    expect(
      refusal(file, { kind: "profile", id: "lucia", key: "move", value: "fast" }, carnevale.ruleset),
    ).toEqual({
      key: "TTM.Error.ProfileField",
      data: { id: "Lucia", field: "move", value: '"fast"' },
    });
    const signumFile = demoFile();
    expect(refusal(signumFile, { kind: "profile", id: "mira", key: "move", value: "XXL" })).toEqual({
      key: "TTM.Error.ProfileField",
      data: { id: "Mira «Quickstep»", field: "move", value: '"XXL"' },
    });
    // The ruleset's own reading of a profile (MUMG's movement line) refuses what readFields lets through.
    const mumg = DEMOS.find((d) => d.id === "mumg")!;
    const r = refusal(
      demoFile(mumg),
      { kind: "profile", id: "cap", key: "movement", value: "fast" },
      mumg.ruleset,
    );
    expect(r.key).toMatch(/^TTM\./);
    expect(r.data).toMatchObject({ id: "cap" });
  });
});

describe("what a press picks", () => {
  it("the topmost model under the press, else the terrain piece holding it, else nothing", () => {
    const board = new Board(loadDemo(signumDemo).spec, 25);
    expect(pick(board, { x: 8.5, y: 22 })).toEqual({ type: "model", id: "aldric" });
    expect(pick(board, { x: 38, y: 22 })).toEqual({ type: "terrain", id: "tower" });
    expect(pick(board, { x: 55, y: 5 })).toBeNull();
    // Just outside a base still picks it; further out does not.
    const aldric = board.model("aldric");
    expect(pick(board, { x: aldric.x + aldric.r + 0.15, y: aldric.y })).toEqual({
      type: "model",
      id: "aldric",
    });
    expect(pick(board, { x: aldric.x + aldric.r + 0.3, y: aldric.y })).toBeNull();
  });
});

describe("fresh ids", () => {
  it("skip every id on the board, walls included", () => {
    const file = parseScenario({
      format: 2,
      ruleset: "signum",
      board: {
        unit: "cm",
        width: 10,
        height: 10,
        models: [{ id: "model-1", side: "a", x: 1, y: 1 }],
        walls: [{ id: "model-2", a: [0, 5], b: [5, 5] }],
      },
      steps: [{ kind: "move", model: "model-1", action: "move", path: [[1, 1]] }],
    });
    expect(freshId(file.board, "model")).toBe("model-3");
    expect(freshId(file.board, "terrain")).toBe("terrain-1");
  });
});
