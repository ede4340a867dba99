// Small fakes of Foundry's `Hooks` and `game.settings`, written from the public API docs
// (foundryvtt.com/api, foundry.helpers.Hooks and foundry.helpers.ClientSettings, v13), so that
// src/foundry can be tested without Foundry. They copy the behaviour the module relies on:
// - Hooks.on/once return an id; off takes that id or the function.
// - Hooks.call runs listeners in registration order and stops, returning false, as soon as one
//   returns false; callAll runs them all (v13 documents its return as void).
// - A once listener is removed when it first runs, so it runs at most once.
// - settings.get/set throw for a key that was never registered; get gives the default until set.
// Not copied: Foundry catches and logs errors thrown by hook listeners; here they propagate so a
// test sees them. Settings values are not validated against their type or choices.
import type { FoundryHost } from "../../src/foundry/host/types";

type Listener = (...args: unknown[]) => unknown;

interface Hooked {
  readonly id: number;
  readonly fn: Listener;
  readonly once: boolean;
}

export class FakeHooks {
  private nextId = 1;
  private readonly events = new Map<string, Hooked[]>();

  on(hook: string, fn: Listener, options: { once?: boolean } = {}): number {
    const id = this.nextId++;
    const list = this.events.get(hook) ?? [];
    list.push({ id, fn, once: options.once ?? false });
    this.events.set(hook, list);
    return id;
  }

  once(hook: string, fn: Listener): number {
    return this.on(hook, fn, { once: true });
  }

  off(hook: string, fn: Listener | number): void {
    const list = this.events.get(hook);
    if (!list) return;
    const i = list.findIndex((h) => (typeof fn === "number" ? h.id === fn : h.fn === fn));
    if (i >= 0) list.splice(i, 1);
  }

  call(hook: string, ...args: unknown[]): boolean {
    for (const h of this.snapshot(hook)) {
      if (h.once) this.off(hook, h.id);
      if (h.fn(...args) === false) return false;
    }
    return true;
  }

  callAll(hook: string, ...args: unknown[]): void {
    for (const h of this.snapshot(hook)) {
      if (h.once) this.off(hook, h.id);
      h.fn(...args);
    }
  }

  /** How many listeners a hook has, for assertions. */
  count(hook: string): number {
    return this.events.get(hook)?.length ?? 0;
  }

  // Listeners added while a hook runs wait for its next call.
  private snapshot(hook: string): Hooked[] {
    return [...(this.events.get(hook) ?? [])];
  }
}

/** What a test can read back about a registered setting. */
export interface RegisteredSetting {
  readonly namespace: string;
  readonly key: string;
  readonly name?: string;
  readonly hint?: string;
  readonly scope?: "world" | "client" | "user";
  readonly config?: boolean;
  readonly type?: unknown;
  readonly choices?: Readonly<Record<string, string>>;
  readonly range?: { readonly min: number; readonly max: number; readonly step: number };
  readonly default?: unknown;
  readonly onChange?: (value: unknown) => void;
}

export class FakeSettings {
  readonly settings = new Map<string, RegisteredSetting>();
  private readonly values = new Map<string, unknown>();

  register(namespace: string, key: string, data: Omit<RegisteredSetting, "namespace" | "key">): void {
    this.settings.set(`${namespace}.${key}`, { ...data, namespace, key });
  }

  get(namespace: string, key: string): unknown {
    const id = this.require(namespace, key);
    return this.values.has(id) ? this.values.get(id) : this.settings.get(id)?.default;
  }

  set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = this.require(namespace, key);
    this.values.set(id, value);
    this.settings.get(id)?.onChange?.(value);
    return Promise.resolve(value);
  }

  private require(namespace: string, key: string): string {
    const id = `${namespace}.${key}`;
    if (!this.settings.has(id)) throw new Error(`"${id}" is not a registered game setting`);
    return id;
  }
}

/** The slice of `game` the module touches: settings and the package collection. */
export class FakeGame {
  readonly settings = new FakeSettings();
  readonly modules = new Map<string, { id: string; api?: unknown }>();

  constructor(moduleIds: readonly string[] = ["tabletop-movement"]) {
    for (const id of moduleIds) this.modules.set(id, { id });
  }
}

/**
 * A host for installModule over the fakes. The casts are the test boundary: the fakes have
 * the members src/foundry uses, not the whole of Foundry's classes.
 */
export function fakeHost(
  hooks = new FakeHooks(),
  game = new FakeGame(),
): {
  host: FoundryHost;
  hooks: FakeHooks;
  game: FakeGame;
} {
  const host: FoundryHost = {
    hooks: hooks as unknown as FoundryHost["hooks"],
    game: () => game as unknown as ReturnType<FoundryHost["game"]>,
  };
  return { host, hooks, game };
}
