import fc from "fast-check";

/*
 * Hostile JSON for the fuzzer: values of every wrong type and size, and mutations of real files
 * (scenarios/, valid profiles) that swap, drop or add one field at any depth. Keys that pollute
 * prototypes are set as own properties, as JSON.parse makes them.
 */

export const POLLUTION_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** Sets `key` as an own, enumerable property even when it is `__proto__`. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** An object nested `depth` levels under `key`, built without recursion. */
export function nested(depth: number, key = "a", leaf: unknown = 1): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) {
    const o: Record<string, unknown> = {};
    setOwn(o, key, v);
    v = o;
  }
  return v;
}

/** A list nested `depth` levels. */
export function nestedList(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Numbers and texts that break naive readers: huge, tiny, signed zero, non-finite in words. */
export const HOSTILE_SCALARS: readonly unknown[] = [
  0,
  -0,
  -1,
  0.5,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 53,
  1e21,
  "NaN",
  "Infinity",
  "-Infinity",
  "1e308",
  "1e309",
  "-0",
  " 12 ",
  "0x10",
  "",
  " ",
  "\u0000",
  "\uFEFF",
  "\uD800",
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  true,
  false,
  null,
];

const scalar = fc.constantFrom(...HOSTILE_SCALARS);

/** A value of any JSON type, small enough to mutate by the thousand. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...POLLUTION_KEYS), fc.jsonValue({ maxDepth: 2 })).map(([k, v]) => {
      const o: Record<string, unknown> = {};
      setOwn(o, k, v);
      return o;
    }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }).map((d) => nested(d)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }).map((d) => nestedList(d)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 20_000 }), scalar)
      .map(([n, v]) => Array.from({ length: n }, () => v)),
  },
);

/**
 * Where in a document a mutation lands, uniform in [0, 1): fc.double spreads over bit patterns
 * (most draws are tiny) and integers are biased to small ones, so either would mostly hit the root.
 */
const fraction = fc.noBias(fc.integer({ min: 0, max: 2 ** 30 - 1 })).map((n) => n / 2 ** 30);

/** One change to a JSON document, applied at the node the `at` fraction picks. */
export type Mutation =
  | { readonly op: "replace"; readonly at: number; readonly value: unknown }
  | { readonly op: "delete"; readonly at: number }
  | { readonly op: "add"; readonly at: number; readonly key: string; readonly value: unknown }
  | { readonly op: "repeat"; readonly at: number; readonly times: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant("replace" as const), at: fraction, value: anyJson }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("delete" as const), at: fraction }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("add" as const),
      at: fraction,
      key: fc.oneof(
        fc.constantFrom(...POLLUTION_KEYS, "x", "kind", "id", "move"),
        fc.string({ maxLength: 8 }),
      ),
      value: anyJson,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("repeat" as const),
      at: fraction,
      times: fc.integer({ min: 2, max: 2_000 }),
    }),
  },
);

interface Node {
  readonly parent: Record<string, unknown> | unknown[] | null;
  readonly key: string | number;
  readonly value: unknown;
}

function nodesOf(doc: unknown): Node[] {
  const out: Node[] = [{ parent: null, key: "", value: doc }];
  for (let i = 0; i < out.length && out.length < 5_000; i++) {
    const v = out[i]!.value;
    if (Array.isArray(v)) v.forEach((item, k) => out.push({ parent: v, key: k, value: item as unknown }));
    else if (v !== null && typeof v === "object") {
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) out.push({ parent: o, key: k, value: o[k] });
    }
  }
  return out;
}

/** A deep copy that keeps `__proto__` as an own key (structuredClone would too, but not faster). */
export const cloneJson = (doc: unknown): unknown => JSON.parse(JSON.stringify(doc) ?? "null") as unknown;

/** `doc` (a copy) with each mutation applied in turn; the root may be replaced. */
export function mutate(doc: unknown, mutations: readonly Mutation[]): unknown {
  let root = cloneJson(doc);
  for (const m of mutations) {
    const nodes = nodesOf(root);
    const node = nodes[Math.min(nodes.length - 1, Math.floor(m.at * nodes.length))]!;
    const put = (value: unknown): void => {
      if (node.parent === null) root = value;
      else if (Array.isArray(node.parent)) node.parent[node.key as number] = value;
      else setOwn(node.parent, node.key as string, value);
    };
    switch (m.op) {
      case "replace":
        put(m.value);
        break;
      case "delete":
        if (Array.isArray(node.parent)) node.parent.splice(node.key as number, 1);
        else if (node.parent) Reflect.deleteProperty(node.parent, node.key);
        break;
      case "add":
        if (node.value !== null && typeof node.value === "object" && !Array.isArray(node.value)) {
          setOwn(node.value as Record<string, unknown>, m.key, m.value);
        } else if (Array.isArray(node.value)) node.value.push(m.value);
        else put({ [m.key]: m.value });
        break;
      case "repeat":
        if (Array.isArray(node.value) && node.value.length > 0) {
          const items = node.value as unknown[];
          const first = items[0];
          for (let i = 0; i < m.times; i++) items.push(first);
        }
        break;
    }
  }
  return root;
}

/** A seed document changed by one to four mutations, or left as it is now and then. */
export const mutated = (seeds: readonly unknown[]): fc.Arbitrary<unknown> =>
  fc
    .tuple(fc.constantFrom(...seeds), fc.array(mutation, { minLength: 0, maxLength: 4 }))
    .map(([seed, ms]) => mutate(seed, ms));

/** The text of a document broken the way files break: cut short, a character changed or added. */
export const mutatedText = (docs: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc
    .tuple(
      docs,
      fc.constantFrom("as-is", "cut", "flip", "insert", "bom", "pretty"),
      fraction,
      fc.constantFrom(
        "{",
        "}",
        "[",
        "]",
        ",",
        ":",
        '"',
        "\\",
        "\n",
        "NaN",
        "Infinity",
        "-",
        "1e999",
        "\u2028",
        "\uFEFF",
      ),
    )
    .map(([doc, how, at, ch]) => {
      const text = JSON.stringify(doc) ?? "null";
      const i = Math.floor(at * text.length);
      switch (how) {
        case "cut":
          return text.slice(0, i);
        case "flip":
          return text.slice(0, i) + ch + text.slice(i + 1);
        case "insert":
          return text.slice(0, i) + ch + text.slice(i);
        case "bom":
          return `\uFEFF${text}`;
        case "pretty":
          return JSON.stringify(doc, null, 2) ?? "null";
        default:
          return text;
      }
    });
