import type { BoardSpec } from "../engine/board/types";
import type { Translator } from "../overlay/i18n";
import type { Demo } from "./catalog";
import { loadDemo } from "./scenario";

/**
 * A demo table (as the player left it: moved, edited) with the demo's names and sides in another
 * language. A name is changed only where it still is the demo's name in the language left (one
 * the player typed in the editor stays); a side is renamed for every model on it, models added
 * to it or moved to it in the editor included. `sides` maps each side shown before to its name now.
 */
export function relabel(
  spec: BoardSpec,
  demo: Demo,
  before: Translator,
  after: Translator,
): { readonly spec: BoardSpec; readonly sides: ReadonlyMap<string, string> } {
  const old = loadDemo(demo, before).spec;
  const now = loadDemo(demo, after).spec;
  const renamed = new Map<string, string>();
  for (const [i, m] of old.models.entries()) {
    const next = now.models[i];
    if (next && m.name !== undefined && next.name !== undefined)
      renamed.set(`m:${m.id}:${m.name}`, next.name);
  }
  for (const [i, x] of (old.terrain ?? []).entries()) {
    const next = now.terrain?.[i];
    if (next && x.name !== undefined && next.name !== undefined)
      renamed.set(`t:${x.id}:${x.name}`, next.name);
  }
  const sides = new Map(old.models.map((m, i) => [m.side, now.models[i]?.side ?? m.side]));
  return {
    spec: {
      ...spec,
      models: spec.models.map((m) => {
        const name = renamed.get(`m:${m.id}:${m.name}`);
        return { ...m, ...(name !== undefined ? { name } : {}), side: sides.get(m.side) ?? m.side };
      }),
      terrain: (spec.terrain ?? []).map((x) => {
        const name = renamed.get(`t:${x.id}:${x.name}`);
        return name !== undefined ? { ...x, name } : x;
      }),
    },
    sides,
  };
}
