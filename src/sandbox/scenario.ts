import type { BoardSpec } from "../engine/board/types";
import type { OptionValues } from "../engine/ruleset";
import { parseScenario, toBoardSpec, toMoveRequest } from "../engine/scenario";
import type { Translator } from "../overlay/i18n";
import type { Demo } from "./catalog";

/** What the sandbox needs from a demo scenario: the table, and the move to start from. */
export interface LoadedDemo {
  readonly spec: BoardSpec;
  /** The model and action the file's move names, so the page opens ready to drag it. */
  readonly modelId: string;
  readonly action: string;
  readonly options: OptionValues;
}

/**
 * Reads a demo file through the same parser as the CLI; throws RulesError when it is wrong.
 * Models and terrain the demo names in `names` get their name in the page's language, and the
 * sides it lists in `sides` theirs (a side is only compared with others, so renaming all of its
 * models together changes no rule).
 */
export function loadDemo(demo: Demo, t?: Translator): LoadedDemo {
  const file = parseScenario(demo.file);
  const move = toMoveRequest(file);
  const spec = toBoardSpec(file);
  const names = demo.names ?? {};
  const named = <T extends { readonly id: string; readonly name?: string }>(x: T): T => {
    const key = names[x.id];
    return key && t ? { ...x, name: t(key) } : x;
  };
  const sides = demo.sides ?? {};
  const sided = <T extends { readonly side: string }>(m: T): T => {
    const key = sides[m.side];
    return key && t ? { ...m, side: t(key) } : m;
  };
  return {
    spec: {
      ...spec,
      models: spec.models.map((m) => sided(named(m))),
      terrain: (spec.terrain ?? []).map(named),
    },
    modelId: move.modelId,
    action: move.action,
    options: move.options ?? {},
  };
}
