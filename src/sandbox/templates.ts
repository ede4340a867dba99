import Handlebars from "handlebars";
import type { Translator } from "../overlay/i18n";
import promptDialogSource from "../../templates/prompt-dialog.hbs?raw";
import unitCasualtiesSource from "../../templates/unit-casualties.hbs?raw";
import unitGhostsSource from "../../templates/unit-ghosts.hbs?raw";

/*
 * The module's own Handlebars templates, rendered in the page with the real handlebars package
 * and a `localize` helper that behaves like Foundry's (a key alone is looked up; hash arguments
 * fill its placeholders), so a prompt reads the same here as in Foundry's dialog.
 */

type Render = (context: object) => string;

/** A Handlebars environment with the helpers the module's templates use (`localize`). */
export function moduleHandlebars(translator: () => Translator): typeof Handlebars {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const hash = (options.hash ?? {}) as Record<string, unknown>;
    const data: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(hash)) data[k] = typeof v === "number" ? v : String(v);
    // A plain string: Handlebars escapes it, names in the hash included.
    return translator()(String(key), data);
  });
  return hb;
}

export interface Templates {
  readonly promptDialog: Render;
  /** A unit move's summary beside its ghosts, and the question before casualties are removed. */
  readonly unitGhosts: Render;
  readonly unitCasualties: Render;
}

export function makeTemplates(translator: () => Translator): Templates {
  const hb = moduleHandlebars(translator);
  const promptDialog = hb.compile(promptDialogSource);
  const unitGhosts = hb.compile(unitGhostsSource);
  const unitCasualties = hb.compile(unitCasualtiesSource);
  return {
    promptDialog: (context) => promptDialog(context),
    unitGhosts: (context) => unitGhosts(context),
    unitCasualties: (context) => unitCasualties(context),
  };
}
