/*
 * A snapshot of the built-in objects a hostile file could pollute (`__proto__`, `constructor`,
 * `prototype` keys copied by a careless spread or merge). The fuzzer takes one before a batch
 * and compares after each case, so a pollution is blamed on the input that caused it.
 */

type Watched = readonly (readonly [string, object])[];

const WATCHED: Watched = [
  ["Object.prototype", Object.prototype],
  ["Array.prototype", Array.prototype],
  ["Function.prototype", Function.prototype],
  ["String.prototype", String.prototype],
  ["Number.prototype", Number.prototype],
  ["Boolean.prototype", Boolean.prototype],
  ["Symbol.prototype", Symbol.prototype],
  ["Error.prototype", Error.prototype],
  ["RegExp.prototype", RegExp.prototype],
  ["Map.prototype", Map.prototype],
  ["Set.prototype", Set.prototype],
  ["WeakSet.prototype", WeakSet.prototype],
  ["Promise.prototype", Promise.prototype],
  ["Object", Object],
  ["Array", Array],
  ["JSON", JSON],
  ["Math", Math],
];

interface Entry {
  readonly name: string;
  readonly target: object;
  readonly proto: object | null;
  readonly extensible: boolean;
  readonly props: ReadonlyMap<string | symbol, PropertyDescriptor>;
}

export interface GlobalSnapshot {
  readonly entries: readonly Entry[];
  /** globalThis's own keys only: Node's lazy globals swap a getter for a value on first use. */
  readonly globalKeys: ReadonlySet<PropertyKey>;
}

export function snapshotGlobals(): GlobalSnapshot {
  return {
    entries: WATCHED.map(([name, target]) => ({
      name,
      target,
      proto: Object.getPrototypeOf(target) as object | null,
      extensible: Object.isExtensible(target),
      props: new Map(Reflect.ownKeys(target).map((k) => [k, Object.getOwnPropertyDescriptor(target, k)!])),
    })),
    globalKeys: new Set(Reflect.ownKeys(globalThis)),
  };
}

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor): boolean =>
  Object.is(a.value, b.value) &&
  a.get === b.get &&
  a.set === b.set &&
  a.writable === b.writable &&
  a.enumerable === b.enumerable &&
  a.configurable === b.configurable;

/** What differs from the snapshot, one line per change; empty when nothing does. */
export function globalChanges(before: GlobalSnapshot): string[] {
  const out: string[] = [];
  for (const e of before.entries) {
    if (Object.getPrototypeOf(e.target) !== e.proto) out.push(`${e.name}: prototype replaced`);
    if (Object.isExtensible(e.target) !== e.extensible) out.push(`${e.name}: extensibility changed`);
    const keys = Reflect.ownKeys(e.target);
    for (const k of keys) {
      const was = e.props.get(k);
      const now = Object.getOwnPropertyDescriptor(e.target, k)!;
      if (!was) out.push(`${e.name}.${String(k)} added`);
      else if (!sameDescriptor(was, now)) out.push(`${e.name}.${String(k)} changed`);
    }
    for (const k of e.props.keys()) if (!keys.includes(k)) out.push(`${e.name}.${String(k)} removed`);
  }
  for (const k of Reflect.ownKeys(globalThis)) {
    if (!before.globalKeys.has(k)) out.push(`globalThis.${String(k)} added`);
  }
  return out;
}

/** Puts back what a polluting case changed, so one failure does not fail every later case. */
export function restoreGlobals(before: GlobalSnapshot): void {
  for (const e of before.entries) {
    for (const k of Reflect.ownKeys(e.target)) {
      if (!e.props.has(k)) Reflect.deleteProperty(e.target, k);
    }
    for (const [k, d] of e.props) {
      const now = Object.getOwnPropertyDescriptor(e.target, k);
      if (!now || !sameDescriptor(d, now)) Reflect.defineProperty(e.target, k, d);
    }
    if (Object.getPrototypeOf(e.target) !== e.proto) Reflect.setPrototypeOf(e.target, e.proto);
  }
}
