import { describe, expect, it } from "vitest";
import { FakeHooks, FakeSettings } from "./fakes";

// The fakes stand in for Foundry in every src/foundry test, so their semantics are tested too.
describe("FakeHooks (as foundry.helpers.Hooks is documented)", () => {
  it("call runs listeners in registration order and stops at the first that returns false", () => {
    const hooks = new FakeHooks();
    const seen: string[] = [];
    hooks.on("preThing", () => void seen.push("a"));
    hooks.on("preThing", () => {
      seen.push("b");
      return false;
    });
    hooks.on("preThing", () => void seen.push("c"));
    expect(hooks.call("preThing")).toBe(false);
    expect(seen).toEqual(["a", "b"]);
  });

  it("call returns true when no listener vetoes, and passes the arguments", () => {
    const hooks = new FakeHooks();
    const args: unknown[] = [];
    hooks.on("thing", (...a) => void args.push(...a));
    expect(hooks.call("thing", 1, "two")).toBe(true);
    expect(hooks.call("nobody-listens")).toBe(true);
    expect(args).toEqual([1, "two"]);
  });

  it("callAll runs every listener even after one returns false", () => {
    const hooks = new FakeHooks();
    const seen: string[] = [];
    hooks.on("thing", () => {
      seen.push("a");
      return false;
    });
    hooks.on("thing", () => void seen.push("b"));
    hooks.callAll("thing");
    expect(seen).toEqual(["a", "b"]);
  });

  it("once listeners run a single time; on listeners every time", () => {
    const hooks = new FakeHooks();
    let once = 0;
    let always = 0;
    hooks.once("init", () => void once++);
    hooks.on("init", () => void always++);
    hooks.callAll("init");
    hooks.callAll("init");
    expect([once, always]).toEqual([1, 2]);
  });

  it("off removes a listener by id or by function", () => {
    const hooks = new FakeHooks();
    const fn = (): void => undefined;
    const id = hooks.on("thing", () => undefined);
    hooks.on("thing", fn);
    hooks.off("thing", id);
    hooks.off("thing", fn);
    expect(hooks.count("thing")).toBe(0);
  });
});

describe("FakeSettings (as foundry.helpers.ClientSettings is documented)", () => {
  it("throws on keys that were never registered", async () => {
    const s = new FakeSettings();
    expect(() => s.get("mod", "nope")).toThrow(/not a registered game setting/);
    await expect(async () => s.set("mod", "nope", 1)).rejects.toThrow(/not a registered/);
  });

  it("gives the default until a value is set, then the value", async () => {
    const s = new FakeSettings();
    const changes: unknown[] = [];
    s.register("mod", "flag", { type: Boolean, default: true, onChange: (v) => void changes.push(v) });
    expect(s.get("mod", "flag")).toBe(true);
    await s.set("mod", "flag", false);
    expect(s.get("mod", "flag")).toBe(false);
    expect(changes).toEqual([false]);
  });
});
