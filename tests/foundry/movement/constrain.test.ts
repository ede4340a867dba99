import { signum } from "../../../src/rulesets/signum";
// The rules' part of Token#constrainMovementPath and the judge behind it, on a fake Signum
// table (real ruleset, real board builder, fake scene and settings; no Foundry runs here).
import { describe, expect, it } from "vitest";
import { constrainByRules, forgetShownProblems } from "../../../src/foundry/movement/constrain";
import { judge } from "../../../src/foundry/movement/judge";
import { recordMove } from "../../../src/foundry/ledger/store";
import { signumTable, testEnv, wp } from "./fakes";

const OUT = { combatId: null, round: null, turn: null, tokenTurn: null };

describe("constrainByRules (enforce)", () => {
  it("cuts a 15 cm drag of an M model at 10 cm, on the waypoint core gave", () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    const env = testEnv();
    const path = [wp(200, 200), wp(800, 200, { action: "walk" })];
    const [out, constrained] = constrainByRules(env, a, [path, false], { preview: true }, ["a"]);
    expect(constrained).toBe(true);
    expect(out).toEqual([path[0], { ...path[1], x: 600 }]);
  });

  it("leaves a legal path and core's own cut alone", () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    const path = [wp(200, 200), wp(500, 200)];
    expect(constrainByRules(testEnv(), a, [path, true], {}, [])).toEqual([path, true]);
  });

  it("a declared run (Signum's run action) stretches the allowance to L", () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    const env = testEnv();
    env.store.setMine({ action: "run", values: {} });
    const path = [wp(200, 200), wp(800, 200)];
    expect(constrainByRules(env, a, [path, false], { preview: true }, [])).toEqual([path, false]);
  });

  it("a model that already moved this turn stays where it is", async () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    await recordMove(a, signum, { moved: true }, "m0", OUT);
    const path = [wp(200, 200), wp(300, 200)];
    expect(constrainByRules(testEnv(), a, [path, false], {}, [])).toEqual([[path[0]], true]);
  });

  it("tokens dragged together do not block each other; a token left behind does", () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    add("b", 500, 200); // a friend in the way (SIGNUM-MOVE-2: bases stop the base)
    const path = [wp(200, 200), wp(700, 200)]; // 12.5 cm… kept to 10 cm below
    const short = [wp(200, 200), wp(600, 200)];
    const alone = constrainByRules(testEnv(), a, [short, false], {}, ["a"]);
    expect(alone[1]).toBe(true);
    expect(alone[0][1]!.x).toBeLessThan(500);
    const together = constrainByRules(testEnv(), a, [short, false], {}, ["a", "b"]);
    expect(together).toEqual([short, false]);
    expect(constrainByRules(testEnv(), a, [path, false], {}, ["a", "b"])[0][1]!.x).toBe(600);
  });
});

describe("constrainByRules: who is not cut", () => {
  const setup = () => {
    const { add } = signumTable();
    return { a: add("a", 200, 200), path: [wp(200, 200), wp(800, 200)] };
  };

  it("warn and off modes show the verdict but never cut", () => {
    const { a, path } = setup();
    expect(constrainByRules(testEnv({ mode: "warn" }), a, [path, false], {}, [])).toEqual([path, false]);
    expect(constrainByRules(testEnv({ mode: "off" }), a, [path, false], {}, [])).toEqual([path, false]);
  });

  it("a GM moves freely when exempt, and is cut like a player when not", () => {
    const { a, path } = setup();
    const gm = { isGM: true, id: "gm", name: "GM" };
    expect(constrainByRules(testEnv({ user: gm }), a, [path, false], {}, [])).toEqual([path, false]);
    expect(constrainByRules(testEnv({ user: gm, gmExempt: false }), a, [path, false], {}, [])[1]).toBe(true);
  });

  it("core's Unconstrained Movement (ignoreCost) is the GM override", () => {
    const { a, path } = setup();
    const env = testEnv({ user: { isGM: true }, gmExempt: false });
    expect(constrainByRules(env, a, [path, false], { ignoreCost: true }, [])).toEqual([path, false]);
  });

  it("teleports are placements, not moves", () => {
    const { a } = setup();
    const path = [wp(200, 200), wp(2000, 200, { action: "blink" })];
    expect(constrainByRules(testEnv(), a, [path, false], {}, [])).toEqual([path, false]);
  });
});

describe("a drag the rules cannot judge goes on, with one notice", () => {
  it("a scene in feet: unconstrained, one localised notification however often it is asked", () => {
    forgetShownProblems();
    const { scene, add } = signumTable();
    Object.assign(scene.grid, { units: "ft", distance: 5 });
    const a = add("a", 200, 200);
    const env = testEnv({ lang: "es" });
    const path = [wp(200, 200), wp(2000, 200)];
    for (let i = 0; i < 3; i++)
      expect(constrainByRules(env, a, [path, false], { preview: true }, [])).toEqual([path, false]);
    expect(env.notices).toHaveLength(1);
    expect(env.notices[0]!.level).toBe("warn");
    expect(env.notices[0]!.text).toMatch(/^Las reglas de movimiento no se comprueban/);
    expect(env.notices[0]!.text).not.toMatch(/TTM\./);
  });

  it("NaN coordinates and a broken profile keep the token's path and position", () => {
    forgetShownProblems();
    const { add } = signumTable();
    const a = add("a", 200, 200);
    const env = testEnv();
    const nan = [wp(200, 200), wp(Number.NaN, 200)];
    expect(constrainByRules(env, a, [nan, false], {}, [])).toEqual([nan, false]);
    const b = add("b", 200, 600, { flags: { "tabletop-movement": { profile: { fields: { move: "Q" } } } } });
    const path = [wp(200, 600), wp(2000, 600)];
    expect(constrainByRules(env, b, [path, false], {}, [])).toEqual([path, false]);
    expect(env.notices.map((n) => n.text)).toHaveLength(2);
  });

  it("a token with no scene is a problem, not a crash", () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    a.parent = null;
    const j = judge(testEnv(), {
      token: a,
      waypoints: [wp(200, 200), wp(300, 200)],
      groupIds: [],
      preview: false,
      declared: { values: {} },
    });
    expect(j).toEqual({ kind: "problem", problem: { key: "TTM.Error.NoScene" } });
  });
});

describe("judge", () => {
  it("in a started combat the request carries the round (MUMG reads it for Ensnare)", () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    const combat = {
      id: "c",
      started: true,
      round: 3,
      turn: 0,
      turns: [{ tokenId: "a", sceneId: "scene1" }],
    };
    const input = { token: a, waypoints: [wp(200, 200), wp(300, 200)], groupIds: [], preview: false };
    const j = judge(testEnv({ combats: [combat] }), { ...input, declared: { values: {} } });
    expect(j.kind === "verdict" && j.request.declarations).toEqual({ round: 3 });
    const own = judge(testEnv({ combats: [combat] }), { ...input, declared: { values: { round: 1 } } });
    expect(own.kind === "verdict" && own.request.declarations).toEqual({ round: 1 });
    const out = judge(testEnv(), { ...input, declared: { values: {} } });
    expect(out.kind === "verdict" && out.request.declarations).toEqual({});
  });

  it("judges with the ruleset action of the path, the ledger and the declarations", async () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    await recordMove(a, signum, { ran: false }, "m0", OUT);
    const j = judge(testEnv(), {
      token: a,
      waypoints: [wp(200, 200), wp(300, 200, { action: "run" })],
      groupIds: [],
      preview: false,
      declared: { values: { tier: 2 } },
    });
    expect(j.kind).toBe("verdict");
    if (j.kind !== "verdict") return;
    expect(j.request).toMatchObject({
      modelId: "a",
      action: "run",
      declarations: { tier: 2 },
      ledger: { ran: false },
    });
    expect(j.request.options).toMatchObject({ backstabHitsOn: 4 });
    expect(j.verdict.length).toBeCloseTo(2.5);
  });

  it("asks the same question once on the same board: a repeated judgement is the same object", () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    const base = testEnv();
    // Foundry memoises the scene's board until the scene changes (scene/cache.ts); so does this.
    const built = new Map<string, ReturnType<typeof base.board>>();
    const env = {
      ...base,
      board: (...args: Parameters<typeof base.board>) => {
        const key = JSON.stringify(args[2]);
        const hit = built.get(key) ?? base.board(...args);
        built.set(key, hit);
        return hit;
      },
    };
    const input = {
      token: a,
      waypoints: [wp(200, 200), wp(300, 200)],
      groupIds: [],
      preview: false,
      declared: { values: {} },
    };
    expect(judge(env, input)).toBe(judge(env, input));
  });
});
