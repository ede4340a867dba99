// What the engine checks before any ruleset sees a request (src/engine/evaluate.ts, checkRequest)
// and the host's entry that never throws on bad input (evaluateMove).
import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import type { BoardSpec } from "../../src/engine/board/types";
import { RulesError } from "../../src/engine/errors";
import { MAX_WAYPOINTS, checkRequest, evaluateMove } from "../../src/engine/evaluate";
import type { MoveRequest, Ruleset, Verdict, Waypoint } from "../../src/engine/ruleset";
import { signum } from "../../src/rulesets/signum";
import { model, pts, table } from "./helpers";
import { refusal } from "../refusal";

const VERDICT = { legal: true, reasons: [] } as unknown as Verdict;

/** A ruleset with Signum's actions (move, run) that records what it is asked and answers VERDICT. */
function recording(extra: Partial<Ruleset> = {}) {
  const seen: { board: Board; request: MoveRequest }[] = [];
  const game: Ruleset = {
    ...signum,
    id: "x",
    evaluate: (board, request) => {
      seen.push({ board, request });
      return VERDICT;
    },
    ...extra,
  };
  return { game, seen };
}

const board = table({ models: [model("m", "a", 5, 5)] });
const req = (parts: Partial<MoveRequest> = {}): MoveRequest => ({
  modelId: "m",
  action: "move",
  path: pts([5, 5], [6, 5]),
  ...parts,
});

describe("checkRequest", () => {
  it("refuses an unknown model, an unknown action, an empty path, each with its data", () => {
    const { game } = recording();
    expect(refusal(() => checkRequest(game, board, req({ modelId: "ghost" })))).toMatchObject({
      key: "TTM.Error.UnknownModel",
      data: { id: "ghost" },
    });
    const a = refusal(() => checkRequest(game, board, req({ action: "fly" })));
    expect([a.key, a.data]).toEqual(["TTM.Error.UnknownAction", { action: "fly", known: "move, run" }]);
    const e = refusal(() => checkRequest(game, board, req({ path: [] })));
    expect([e.key, e.data]).toEqual(["TTM.Error.EmptyPath", { id: "m" }]);
    expect(checkRequest(game, board, req({ action: "run", path: pts([5, 5]) }))).toBeUndefined();
  });

  it("takes 10,000 waypoints and refuses one more, with the count and the limit", () => {
    const { game } = recording();
    const many = (n: number): Waypoint[] => Array.from({ length: n }, (_, i) => ({ x: 5 + i / n, y: 5 }));
    expect(MAX_WAYPOINTS).toBe(10_000);
    expect(checkRequest(game, board, req({ path: many(10_000) }))).toBeUndefined();
    const e = refusal(() => checkRequest(game, board, req({ path: many(10_001) })));
    expect([e.key, e.data]).toEqual(["TTM.Error.PathTooLong", { count: 10_001, max: 10_000 }]);
  });

  it("refuses a waypoint that is not a finite point or has a non-finite elevation, by index", () => {
    const { game } = recording();
    const bad: [Waypoint[], number][] = [
      [[{ x: NaN, y: 5 }], 0],
      [
        [
          { x: 5, y: 5 },
          { x: 6, y: Infinity },
        ],
        1,
      ],
      [
        [
          { x: 5, y: 5 },
          { x: 6, y: 5 },
          { x: 7, y: 5, elevation: NaN },
        ],
        2,
      ],
      [
        [
          { x: 5, y: 5, elevation: 0 },
          { x: 6, y: 5, elevation: -Infinity },
        ],
        1,
      ],
      [
        [
          { x: 5, y: 5 },
          { x: 6, y: 5, elevation: Infinity },
          { x: NaN, y: 5 },
        ],
        1,
      ],
    ];
    for (const [path, index] of bad) {
      const e = refusal(() => checkRequest(game, board, req({ path })));
      expect([e.key, e.data]).toEqual(["TTM.Error.Waypoint", { index }]);
    }
    const high = [
      { x: 5, y: 5, elevation: 3 },
      { x: 6, y: 5, elevation: -1.5 },
      { x: 7, y: 5 },
    ];
    expect(checkRequest(game, board, req({ path: high }))).toBeUndefined();
  });

  it("the first thing wrong is the one refused: model, then action, then path, then waypoints, then declarations", () => {
    const { game } = recording({
      declarations: [{ key: "run", type: "boolean", labelKey: "X", default: false }],
    });
    const worst = req({
      modelId: "ghost",
      action: "fly",
      path: [{ x: NaN, y: 0 }],
      declarations: { run: "fast" },
    });
    const keys = [
      worst,
      { ...worst, modelId: "m" },
      { ...worst, modelId: "m", action: "move", path: [] },
      { ...worst, modelId: "m", action: "move" },
      { ...worst, modelId: "m", action: "move", path: pts([5, 5]) },
    ].map((r) => refusal(() => checkRequest(game, board, r)).key);
    expect(keys).toEqual([
      "TTM.Error.UnknownModel",
      "TTM.Error.UnknownAction",
      "TTM.Error.EmptyPath",
      "TTM.Error.Waypoint",
      "TTM.Error.Declaration",
    ]);
  });
});

describe("evaluateMove", () => {
  it("judges on the board given, or builds one from a spec with the ruleset's default base", () => {
    const { game, seen } = recording({ defaultBaseMm: 50.8 });
    const out = evaluateMove(game, board, req());
    expect(out).toEqual({ ok: true, verdict: VERDICT });
    expect(out.ok && out.verdict).toBe(VERDICT);
    expect(seen[0]!.board).toBe(board);
    expect(seen[0]!.request).toEqual(req());
    const spec: BoardSpec = { unit: "in", width: 20, height: 20, models: [model("m", "a", 5, 5)] };
    expect(evaluateMove(game, spec, req())).toEqual({ ok: true, verdict: VERDICT });
    expect(seen[1]!.board).toBeInstanceOf(Board);
    // 50.8 mm is 2" across: a radius of 1".
    expect(seen[1]!.board.model("m").r).toBe(1);
    expect(seen).toHaveLength(2);
  });

  it("bad input (a board that cannot be built, a bad request, the ruleset's own refusal) comes back as the error", () => {
    const { game, seen } = recording();
    const bad = evaluateMove(
      game,
      { unit: "in", width: 20, height: 20, models: [model("m", "a", NaN, 5)] },
      req(),
    );
    expect(!bad.ok && bad.error.key).toBe("TTM.Error.ModelPosition");
    const ghost = evaluateMove(game, board, req({ modelId: "ghost" }));
    expect([Object.keys(ghost), !ghost.ok && ghost.error instanceof RulesError]).toEqual([
      ["ok", "error"],
      true,
    ]);
    expect(!ghost.ok && [ghost.error.key, ghost.error.data]).toEqual([
      "TTM.Error.UnknownModel",
      { id: "ghost" },
    ]);
    expect(seen).toHaveLength(0);
    const refusing = recording({
      evaluate: () => {
        throw new RulesError("TTM.Error.Own", { why: 1 });
      },
    }).game;
    const own = evaluateMove(refusing, board, req());
    expect(!own.ok && [own.error.key, own.error.data]).toEqual(["TTM.Error.Own", { why: 1 }]);
  });

  it("a bug (anything but a RulesError) still throws", () => {
    const broken = recording({
      evaluate: () => {
        throw new TypeError("bug");
      },
    }).game;
    expect(() => evaluateMove(broken, board, req())).toThrow(TypeError);
  });
});
