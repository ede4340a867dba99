// The thin classes Foundry calls: the Token subclass (constrainMovementPath) and the
// TokenDocument subclass (_preUpdateMovement), built on fake core bases that behave as the v13
// and v14 docs describe (core's constraint returns [path, constrained]; _preUpdateMovement resolves
// undefined to allow and false to refuse). No Foundry runs here.
import { afterEach, describe, expect, it, vi } from "vitest";
import { MODULE_ID } from "../../../src/foundry/ids";
import { PendingMoves } from "../../../src/foundry/movement/after-move";
import { createRulesTokenDocument } from "../../../src/foundry/movement/document";
import type { GateUi, MovementLike } from "../../../src/foundry/movement/gate";
import { createRulesToken } from "../../../src/foundry/movement/token";
import { rollFormula } from "../../../src/foundry/dialogs/roll";
import { coreMovement } from "../core-fakes";
import { FakeRoll, signumTable, testEnv, wp, type FakeTokenDoc } from "./fakes";

afterEach(() => vi.restoreAllMocks());

class FakeCoreToken {
  calls = 0;
  constructor(readonly document: FakeTokenDoc) {}
  constrainMovementPath(waypoints: unknown[], _options?: unknown): [unknown[], boolean] {
    this.calls++;
    return [waypoints, false];
  }
}

type TokenInstance = FakeCoreToken & {
  constrainMovementPath(w: unknown[], o?: unknown): [unknown[], boolean];
};

describe("RulesToken#constrainMovementPath", () => {
  it("runs core's constraint first, then cuts where the rules stop the model", () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    const Token = createRulesToken(FakeCoreToken as never, () => testEnv()) as unknown as new (
      d: FakeTokenDoc,
    ) => TokenInstance;
    const token = new Token(a);
    const [path, constrained] = token.constrainMovementPath([wp(200, 200), wp(800, 200)], { preview: true });
    expect(token.calls).toBe(1);
    expect(constrained).toBe(true);
    expect(path).toEqual([wp(200, 200), wp(600, 200)]);
  });

  it("a bug in the rules returns core's path: the drag goes on", () => {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    const broken = {
      ...testEnv(),
      settings: () => {
        throw new Error("boom");
      },
    };
    const err = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Token = createRulesToken(FakeCoreToken as never, () => broken) as unknown as new (
      d: FakeTokenDoc,
    ) => TokenInstance;
    const path = [wp(200, 200), wp(800, 200)];
    expect(new Token(a).constrainMovementPath(path)).toEqual([path, false]);
    expect(err).toHaveBeenCalledOnce();
  });
});

class FakeCoreDocument {
  static baseAnswer: boolean | void = undefined;
  constructor(data: object) {
    Object.assign(this, data);
  }
  _preUpdateMovement(_m: unknown, _o: unknown): Promise<boolean | void> {
    return Promise.resolve(FakeCoreDocument.baseAnswer);
  }
}

type DocInstance = FakeTokenDoc & {
  _preUpdateMovement(m: MovementLike, o: Record<string, unknown>): Promise<boolean | void>;
};

const uiRolling = (dice: number[], asked: string[] = []): GateUi => ({
  ask: (c) => {
    asked.push(c.promptId);
    return Promise.resolve({ roll: true });
  },
  roll: (f) => rollFormula((x) => new FakeRoll(x, dice), f),
  postPromptCard: () => Promise.resolve(),
  whisperGm: () => Promise.resolve(),
});

function docFor(env = testEnv(), ui = uiRolling([3])) {
  const { add } = signumTable();
  const a = add("a", 200, 200, { name: "Kira" });
  add("e", 300, 200, { disposition: -1, name: "Orc" });
  const pending = new PendingMoves();
  const Doc = createRulesTokenDocument(FakeCoreDocument as never, () => ({
    env,
    ui,
    pending,
  })) as unknown as new (d: object) => DocInstance;
  const doc = new Doc({ ...a, parent: a.parent });
  return { doc, pending, env };
}

/** Core's pre-movement operation for a drag from (200, 200), in the running generation's shape. */
const move = (toY: number, over: Partial<MovementLike> = {}): MovementLike => ({
  ...(coreMovement({ origin: wp(200, 200), waypoints: [wp(200, toY)] }) as unknown as MovementLike),
  ...over,
});

describe("RulesTokenDocument#_preUpdateMovement", () => {
  afterEach(() => {
    FakeCoreDocument.baseAnswer = undefined;
  });

  it("an illegal move is refused (false); core's fields stay as they were", async () => {
    const { doc, pending } = docFor();
    expect(await doc._preUpdateMovement(move(800), {})).toBe(false);
    expect(pending.take("mv1")).toBeUndefined();
  });

  it("a legal move with a prompt: the dialog is awaited, the move kept for after, declarations sent along", async () => {
    const asked: string[] = [];
    const env = testEnv();
    env.store.setMine({ values: { tier: 2 } });
    const { doc, pending } = docFor(env, uiRolling([3], asked));
    const operation: Record<string, unknown> = { movement: { a: {} } };
    expect(await doc._preUpdateMovement(move(400), operation)).toBeUndefined();
    expect(asked).toEqual(["backstab:e"]);
    expect(pending.take("mv1")?.tokenId).toBe("a");
    expect(operation[MODULE_ID]).toEqual({ tokens: { a: { declared: { values: { tier: 2 } } } } });
  });

  it("core (or a system) refusing first means no dialog at all", async () => {
    const asked: string[] = [];
    FakeCoreDocument.baseAnswer = false;
    const { doc } = docFor(testEnv(), uiRolling([3], asked));
    expect(await doc._preUpdateMovement(move(400), {})).toBe(false);
    expect(asked).toEqual([]);
  });

  it("a bug in the gate lets the move through with one localised notice", async () => {
    const env = testEnv();
    const broken = {
      ...env,
      settings: () => {
        throw new Error("boom");
      },
    };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { doc } = docFor(broken);
    expect(await doc._preUpdateMovement(move(400), {})).toBeUndefined();
    expect(env.notices).toHaveLength(1);
    expect(env.notices[0]!.level).toBe("error");
    expect(env.notices[0]!.text).toMatch(/^Tabletop Movement hit an error/);
  });
});
