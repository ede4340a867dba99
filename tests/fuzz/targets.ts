import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { TERRAIN_KINDS } from "../../src/engine/board/types";
import { RulesError, isRulesError } from "../../src/engine/errors";
import { evaluateMove } from "../../src/engine/evaluate";
import { readFields } from "../../src/engine/profile";
import type { Ruleset } from "../../src/engine/ruleset";
import {
  ScenarioError,
  parseScenario,
  parseScenarioText,
  runScenario,
  toBoardSpec,
  type ScenarioFile,
} from "../../src/engine/scenario";
import { moveStepRequest } from "../../src/engine/scenario/convert";
import { MODULE_ID } from "../../src/foundry/ids";
import { blocksMovement } from "../../src/foundry/scene/pieces";
import {
  parseAttributePaths,
  readPath,
  readProfileFlag,
  readTokenProfile,
} from "../../src/foundry/scene/profile";
import { shapeOutline } from "../../src/foundry/scene/shapes";
import type { ShapeSource, WallSource } from "../../src/foundry/scene/sources";
import { readTerrainBehavior } from "../../src/foundry/scene/terrain-data";
import type { FoundrySettings } from "../../src/foundry/settings";
import { builtinRulesets } from "../../src/rulesets";
import { HOSTILE_SCALARS, anyJson, mutated, mutatedText, setOwn } from "./hostile";

/*
 * What the fuzzer feeds and what it accepts back. Each target turns an input into an outcome
 * label (`valid`, `default`, `refused:<key>`); anything else — a throw that is not a RulesError,
 * a key missing from lang/en.json, a placeholder the data does not fill, a reader's answer
 * outside its documented shape — is a failure, thrown as FuzzFailure.
 */

export const ROOT = resolve(import.meta.dirname, "../..");
const registry = builtinRulesets();

export class FuzzFailure extends Error {
  override name = "FuzzFailure";
}

type LangTree = { readonly [k: string]: string | LangTree };
const EN = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as LangTree;

/** The English text of an i18n key, or undefined when en.json lacks it. */
export function english(key: string): string | undefined {
  let node: string | LangTree | undefined = EN;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** A refusal is clear when its key is in en.json and its data fills every placeholder. */
export function checkRefusal(key: string, data: Readonly<Record<string, unknown>>): void {
  const text = english(key);
  if (text === undefined) throw new FuzzFailure(`key missing from lang/en.json: ${key}`);
  for (const m of text.matchAll(/\{(\w+)\}/g)) {
    const v = data[m[1]!];
    if (!Object.hasOwn(data, m[1]!) || (typeof v !== "string" && typeof v !== "number")) {
      throw new FuzzFailure(`${key}: placeholder {${m[1]}} not filled by ${JSON.stringify(data)}`);
    }
  }
}

/** The outcome of a call that may refuse with a RulesError; any other throw is a failure. */
export function refusalOf(e: unknown): string {
  if (!isRulesError(e)) {
    const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    throw new FuzzFailure(`uncaught ${what}`, { cause: e });
  }
  checkRefusal(e.key, e.data);
  if (e instanceof ScenarioError) for (const i of e.issues) checkRefusal(i.key, i.data);
  return `refused:${e.key}`;
}

const attempt = (run: () => string): string => {
  try {
    return run();
  } catch (e) {
    if (e instanceof FuzzFailure) throw e;
    return refusalOf(e);
  }
};

export interface Target<T> {
  readonly name: string;
  /** Share of a run's cases, relative to the other targets. */
  readonly weight: number;
  readonly arb: fc.Arbitrary<T>;
  readonly run: (input: T) => string;
}

// The shipped example files, good and bad, are the seeds the mutations start from.
const SCENARIO_DIR = join(ROOT, "scenarios");
const scenarioTexts: string[] = readdirSync(SCENARIO_DIR)
  .filter((d) => statSync(join(SCENARIO_DIR, d)).isDirectory())
  .flatMap((d) =>
    readdirSync(join(SCENARIO_DIR, d))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => readFileSync(join(SCENARIO_DIR, d, f), "utf8")),
  );
const scenarioSeeds: unknown[] = scenarioTexts.flatMap((t) => {
  try {
    return [JSON.parse(t) as unknown];
  } catch {
    return [];
  }
});
const validFiles: ScenarioFile[] = scenarioSeeds.flatMap((s) => {
  try {
    return [parseScenario(s)];
  } catch {
    return [];
  }
});

/** Plays a file that parsed, then judges its first move step once more through evaluateMove. */
function play(file: ScenarioFile): string {
  const ruleset = registry.get(file.ruleset);
  runScenario(file, registry);
  const step = file.steps.find((s) => s.kind === "move");
  if (step?.kind === "move") {
    const outcome = evaluateMove(ruleset, toBoardSpec(file), moveStepRequest(step, file.options));
    if (!outcome.ok) refusalOf(outcome.error);
  }
  return "valid";
}

export const scenarioJson: Target<unknown> = {
  name: "scenario-json",
  weight: 40,
  arb: fc.oneof({ weight: 9, arbitrary: mutated(scenarioSeeds) }, { weight: 1, arbitrary: anyJson }),
  run: (json) => attempt(() => play(parseScenario(json))),
};

export const scenarioText: Target<string> = {
  name: "scenario-text",
  weight: 15,
  arb: fc.oneof(
    { weight: 6, arbitrary: mutatedText(mutated(scenarioSeeds)) },
    { weight: 2, arbitrary: fc.constantFrom(...scenarioTexts) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  ),
  run: (text) => attempt(() => play(parseScenarioText(text))),
};

/** A mover from a shipped file of each ruleset, whose profile the fuzzer replaces. */
interface ProfileCase {
  readonly file: ScenarioFile;
  readonly profile: unknown;
}

function profileTarget(ruleset: Ruleset): Target<ProfileCase> {
  const files = validFiles.filter(
    (f) => f.ruleset === ruleset.id && f.steps.some((s) => s.kind === "move" && s.unit === undefined),
  );
  if (files.length === 0) throw new Error(`no shipped ${ruleset.id} scenario with a single-model move`);
  const seeds: unknown[] = [
    {},
    ...files.flatMap((f) => f.board.models.map((m) => m.profile ?? {})),
    Object.fromEntries(ruleset.profileFields.map((f) => [f.key, f.default])),
  ];
  const keys = ruleset.profileFields.map((f) => f.key);
  const profile = fc.oneof(
    { weight: 6, arbitrary: mutated(seeds) },
    {
      weight: 3,
      arbitrary: fc.dictionary(fc.constantFrom(...keys, "__proto__", "constructor"), anyJson, {
        maxKeys: keys.length + 1,
      }),
    },
    { weight: 1, arbitrary: anyJson },
  );
  return {
    name: `profile-${ruleset.id}`,
    weight: 5,
    arb: fc.record({ file: fc.constantFrom(...files), profile }),
    run: ({ file, profile }) =>
      attempt(() => {
        const step = file.steps.find((s) => s.kind === "move" && s.unit === undefined);
        if (step?.kind !== "move") throw new FuzzFailure("seed without a move step");
        const raw = (
          profile !== null && typeof profile === "object" && !Array.isArray(profile) ? profile : {}
        ) as Record<string, unknown>;
        // The reader first, alone: it refuses or gives values of the declared kinds.
        const read = readFields(ruleset.profileFields, raw, step.model);
        for (const f of ruleset.profileFields) {
          const v = read[f.key];
          const ok =
            (f.type === "number" && typeof v === "number" && Number.isFinite(v)) ||
            (f.type === "boolean" && typeof v === "boolean") ||
            ((f.type === "select" || f.type === "text") && typeof v === "string");
          if (!ok) throw new FuzzFailure(`${ruleset.id}.${f.key} read as ${String(v)}`);
        }
        const spec = toBoardSpec(file);
        const models = spec.models.map((m) => (m.id === step.model ? { ...m, profile: raw } : m));
        const outcome = evaluateMove(ruleset, { ...spec, models }, moveStepRequest(step, file.options));
        return outcome.ok ? "valid" : refusalOf(outcome.error);
      }),
  };
}

export const profileTargets: Target<ProfileCase>[] = registry.all().map(profileTarget);

/** A token's flags and actor, and the attribute paths setting, all from a macro's hands. */
interface TokenCase {
  readonly flags: unknown;
  readonly actor: unknown;
  readonly paths: string;
  readonly ruleset: string;
}

const validFlags = {
  [MODULE_ID]: {
    profile: {
      fields: { move: "L", movement: "4/7", slow: true },
      baseMm: 25,
      height: 1.5,
      unitId: "u1",
      side: "red",
    },
  },
};
const settingsWith = (paths: string): FoundrySettings => ({ get: () => paths }) as unknown as FoundrySettings;

const positiveFinite = (v: unknown): boolean => typeof v === "number" && Number.isFinite(v) && v > 0;

export const tokenFlags: Target<TokenCase> = {
  name: "token-flags",
  weight: 10,
  arb: fc.record({
    flags: fc.oneof({ weight: 5, arbitrary: mutated([validFlags, {}]) }, { weight: 1, arbitrary: anyJson }),
    actor: fc.oneof(
      fc.constant(null),
      mutated([
        { id: "a1", name: "Actor", system: { attributes: { move: "XL", height: 2 }, traits: { fly: true } } },
      ]),
    ),
    paths: fc.oneof(
      fc.constantFrom(
        "move=system.attributes.move; flight=system.traits.fly",
        "move=__proto__.constructor",
        "move=constructor.prototype",
        "height=system.attributes.height,fly=system.traits.fly",
        "",
      ),
      fc.string({ maxLength: 60 }),
    ),
    ruleset: fc.constantFrom(...registry.all().map((r) => r.id)),
  }),
  run: ({ flags, actor, paths, ruleset: id }) =>
    attempt(() => {
      const flag = readProfileFlag({ flags });
      // The documented safe default: anything of the wrong type is dropped.
      if (Object.getPrototypeOf(flag.fields) !== Object.prototype)
        throw new FuzzFailure("fields is not a plain object");
      if (flag.baseMm !== undefined && !positiveFinite(flag.baseMm))
        throw new FuzzFailure(`baseMm ${flag.baseMm}`);
      if (flag.height !== undefined && !(Number.isFinite(flag.height) && flag.height >= 0))
        throw new FuzzFailure(`height ${flag.height}`);
      for (const t of [flag.unitId, flag.side])
        if (t !== undefined && (typeof t !== "string" || t.trim() === ""))
          throw new FuzzFailure(`text ${String(t)}`);
      const ruleset = registry.get(id);
      const raw = readTokenProfile(
        { flags, actor: actor as Parameters<typeof readTokenProfile>[0]["actor"] },
        ruleset,
        settingsWith(paths),
      );
      for (const key of Object.keys(raw)) {
        if (!ruleset.profileFields.some((f) => f.key === key))
          throw new FuzzFailure(`unknown field ${key} read`);
      }
      readFields(ruleset.profileFields, raw, "token");
      return Object.keys(flag.fields).length === 0 && Object.keys(raw).length === 0 ? "default" : "valid";
    }),
};

/** A region behaviour's `system`, one region shape and one wall, as the scene adapter reads them. */
interface RegionCase {
  readonly system: unknown;
  readonly shape: ShapeSource;
  readonly wall: WallSource;
  readonly paths: string;
  readonly path: string;
  readonly root: unknown;
}

/** Numbers of every size: Foundry's schema guarantees the type of a shape's fields, not their range. */
const number = fc.oneof(
  fc.double(),
  fc.integer({ min: -10_000, max: 10_000 }),
  fc.constantFrom(...HOSTILE_SCALARS.filter((v): v is number => typeof v === "number")),
);
const shape: fc.Arbitrary<ShapeSource> = fc.oneof(
  fc.record({
    type: fc.constant("rectangle" as const),
    hole: fc.boolean(),
    x: number,
    y: number,
    width: number,
    height: number,
    rotation: number,
  }),
  fc.record({
    type: fc.constant("ellipse" as const),
    hole: fc.boolean(),
    x: number,
    y: number,
    radiusX: number,
    radiusY: number,
    rotation: number,
  }),
  fc.record({
    type: fc.constant("circle" as const),
    hole: fc.boolean(),
    x: number,
    y: number,
    radius: number,
  }),
  fc.record({
    type: fc.constant("polygon" as const),
    hole: fc.boolean(),
    points: fc.array(number, { maxLength: 40 }),
  }),
);
const nullableInt = fc.option(fc.integer({ min: -5, max: 30 }));

export const regions: Target<RegionCase> = {
  name: "region-readers",
  weight: 10,
  arb: fc.record({
    system: fc.oneof(
      mutated([{ kind: "exploration-arrow", direction: 90 }, ...TERRAIN_KINDS.map((kind) => ({ kind }))]),
      anyJson,
    ),
    shape,
    wall: fc.record({
      id: fc.option(fc.string()),
      c: fc.array(number, { maxLength: 6 }),
      move: nullableInt,
      door: nullableInt,
      ds: nullableInt,
    }),
    paths: fc.string({ maxLength: 80 }),
    path: fc.oneof(
      fc.constantFrom("__proto__", "constructor.prototype", "a.__proto__.b", "system.x"),
      fc.string({ maxLength: 20 }),
    ),
    root: anyJson,
  }),
  run: ({ system, shape, wall, paths, path, root }) =>
    attempt(() => {
      const data = readTerrainBehavior(system);
      if (data !== null) {
        if (!TERRAIN_KINDS.includes(data.kind)) throw new FuzzFailure(`kind ${String(data.kind)}`);
        if (data.direction !== null && !Number.isFinite(data.direction))
          throw new FuzzFailure(`direction ${data.direction}`);
      }
      const outline = shapeOutline(shape);
      if (outline !== null && !Array.isArray(outline)) throw new FuzzFailure(`outline ${String(outline)}`);
      if (outline) {
        const numbers = Object.entries(shape)
          .filter(([k]) => k !== "hole" && k !== "type")
          .flatMap(([, v]) => (Array.isArray(v) ? (v as number[]) : [v as number]));
        // An outline of finite numbers has finite corners: a NaN corner would poison the board.
        if (
          numbers.every((n) => Math.abs(n) < 1e12) &&
          outline.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y))
        )
          throw new FuzzFailure(`non-finite outline from ${JSON.stringify(shape)}`);
      }
      if (typeof blocksMovement(wall) !== "boolean") throw new FuzzFailure("blocksMovement not a boolean");
      for (const [key, p] of parseAttributePaths(paths)) {
        if (!key || !/^[\w$-]+(\.[\w$-]+)*$/.test(p)) throw new FuzzFailure(`attribute path ${key}=${p}`);
      }
      readPath(root, path);
      return data === null ? "default" : "valid";
    }),
};

/** Every target; each keeps its own input type, erased here so one loop can run them all. */
export const TARGETS = [
  scenarioJson,
  scenarioText,
  ...profileTargets,
  tokenFlags,
  regions,
] as unknown as readonly Target<unknown>[];

export { RulesError, setOwn };
