import type { Model } from "../engine/board/types";
import type { DeclarationValue, Effect, FieldSpec, Ruleset, Verdict } from "../engine/ruleset";
import type { Unit } from "../engine/units";
import { PALETTE, bandColor, cssColor } from "../overlay/colors";
import type { Translator } from "../overlay/i18n";
import { formatDistance } from "../overlay/plan";
import type { LegendBand } from "./catalog";
import { escapeHtml as e } from "../overlay/html";
import { BOARD, REACHABLE, TERRAIN_COLORS, sideColor } from "./palette";

/*
 * The side panel as HTML strings. Every text goes through the translator or escapeHtml (model
 * and side names come from files), so building with innerHTML stays safe.
 */

/** An answered prompt: the dice rolled or the choice made, and the outcome text, shown next to it. */
export interface PromptResult {
  readonly dice?: readonly number[];
  /** The choice as the prompt offered it (an i18n key or plain text). */
  readonly choice?: string;
  readonly text: string;
}

/**
 * Live while dragging; settling while the drop's rolls are asked; placing while a unit's ghosts
 * wait for Accept or Cancel; then done, or cancelled.
 */
export type ShownPhase = "live" | "settling" | "placing" | "done" | "cancelled";

export interface VerdictView {
  readonly phase: ShownPhase;
  readonly model: Model;
  readonly verdict: Verdict;
  readonly rolls: ReadonlyMap<string, PromptResult>;
  /** Everything the settled move did (the verdict's effects and the outcomes'); else the verdict's. */
  readonly effects?: readonly Effect[];
  /** The prompt whose dialog is open. */
  readonly asking?: string;
}

const PHASE_KEYS: Readonly<Record<ShownPhase, string>> = {
  live: "TTM.Sandbox.Verdict.Measuring",
  settling: "TTM.Sandbox.Verdict.Settling",
  placing: "TTM.Sandbox.Unit.Placing",
  done: "TTM.Sandbox.Verdict.LastMove",
  cancelled: "TTM.Sandbox.Verdict.Cancelled",
};

const PROMPT_PHASE_KEYS = {
  declare: "TTM.Sandbox.Prompt.PhaseDeclare",
  path: "TTM.Sandbox.Prompt.PhasePath",
  after: "TTM.Sandbox.Prompt.PhaseAfter",
} as const;

/** Counters the built-in games hand out, by the names their effects use; others show as named. */
const COUNTER_KEYS: Readonly<Record<string, string>> = {
  dazed: "TTM.Sandbox.Counter.Dazed",
  submerged: "TTM.Sandbox.Counter.Submerged",
};

export const counterLabel = (t: Translator, name: string): string => {
  const key = COUNTER_KEYS[name];
  return key ? t(key) : name;
};

const dist = (t: Translator, d: number, unit: Unit): string =>
  t("TTM.Sandbox.Distance", { distance: formatDistance(d), unit: t(`TTM.Overlay.Unit.${unit}`) });

export function verdictHtml(
  t: Translator,
  view: VerdictView | null,
  unit: Unit,
  names: (id: string) => string,
): string {
  const title = `<h2>${e(t("TTM.Sandbox.Verdict.Title"))}</h2>`;
  if (!view)
    return `${title}<p class="muted" data-testid="verdict-idle">${e(t("TTM.Sandbox.Verdict.Idle"))}</p>`;
  const v = view.verdict;
  const state = v.legal ? "legal" : "illegal";
  const phase = t(PHASE_KEYS[view.phase]);
  const rows: [string, string][] = [
    [t("TTM.Sandbox.Verdict.Model"), e(view.model.name)],
    [
      t("TTM.Sandbox.Verdict.Cost"),
      `<span data-testid="verdict-cost">${e(t(v.cost.key, v.cost.data))}</span>`,
    ],
    [t("TTM.Sandbox.Verdict.Path"), e(dist(t, v.length, unit))],
    [t("TTM.Sandbox.Verdict.Allowance"), e(dist(t, v.allowance, unit))],
    [t("TTM.Sandbox.Verdict.Reach"), e(dist(t, v.reach.distance, unit))],
  ];
  if (v.contacts.length > 0)
    rows.push([t("TTM.Sandbox.Verdict.Contacts"), e(v.contacts.map(names).join(", "))]);
  const reasons =
    v.reasons.length === 0
      ? `<p class="muted">${e(t("TTM.Sandbox.Verdict.NoReasons"))}</p>`
      : `<ul class="reasons" data-testid="verdict-reasons">${v.reasons
          .map(
            (r) =>
              `<li class="sev-${r.severity}"><code>${e(r.ruleId)}</code><span class="text">${e(
                t(r.key, r.data),
              )}</span><span class="sev">${e(t(`TTM.Sandbox.Verdict.Severity.${r.severity}`))}</span></li>`,
          )
          .join("")}</ul>`;
  const prompts =
    v.prompts.length === 0
      ? ""
      : `<h3>${e(t("TTM.Sandbox.Verdict.Prompts"))}</h3><ul class="prompts" data-testid="verdict-prompts">${v.prompts
          .map((p) => {
            const answered = view.rolls.get(p.id);
            const phase = p.phase ?? "after";
            const when =
              phase === "path"
                ? t(PROMPT_PHASE_KEYS.path, {
                    distance: formatDistance(p.at ?? 0),
                    unit: t(`TTM.Overlay.Unit.${unit}`),
                  })
                : t(PROMPT_PHASE_KEYS[phase]);
            const action = answered
              ? `<span class="rolled" data-testid="rolled">${e(answerText(t, answered))} — ${e(answered.text)}</span>`
              : view.asking === p.id
                ? `<span class="rolled asking">${e(t("TTM.Sandbox.Prompt.Asking"))}</span>`
                : "";
            return `<li data-prompt="${e(p.id)}" data-phase="${phase}"><code>${e(p.ruleId)}</code><span class="text">${e(
              t(p.key, p.data),
            )}</span><span class="when">${e(when)}</span>${action}</li>`;
          })
          .join("")}</ul>`;
  const effects = (view.effects ?? v.effects)
    .map((x) => effectText(t, x, names))
    .filter((x): x is string => x !== null);
  const after =
    effects.length === 0
      ? ""
      : `<h3>${e(t("TTM.Sandbox.Verdict.Effects"))}</h3><ul class="effects">${effects
          .map((x) => `<li>${e(x)}</li>`)
          .join("")}</ul>`;
  return `${title}
    <div class="verdict-head" data-testid="verdict" data-legal="${v.legal}" data-phase="${view.phase}">
      <span class="badge ${state}" data-testid="verdict-status">${e(t(`TTM.Sandbox.Verdict.${v.legal ? "Legal" : "Illegal"}`))}</span>
      <span class="phase">${e(phase)}</span>
    </div>
    <dl class="facts">${rows.map(([k, val]) => `<dt>${e(k)}</dt><dd>${val}</dd>`).join("")}</dl>
    <h3>${e(t("TTM.Sandbox.Verdict.Reasons"))}</h3>${reasons}${prompts}${after}`;
}

const answerText = (t: Translator, a: PromptResult): string =>
  a.dice
    ? t("TTM.Sandbox.Prompt.Rolled", { dice: a.dice.join(", ") })
    : t("TTM.Sandbox.Prompt.Chose", { choice: t(a.choice ?? "") });

export function effectText(t: Translator, x: Effect, names: (id: string) => string): string | null {
  switch (x.type) {
    case "ledger":
      return t("TTM.Sandbox.Effect.Ledger");
    case "end-turn":
      return t("TTM.Sandbox.Effect.EndTurn");
    case "message":
      return t(x.key, x.data);
    case "damage":
      return t("TTM.Sandbox.Effect.Damage", { name: names(x.modelId), amount: x.amount });
    case "condition":
      return t("TTM.Sandbox.Effect.Condition", {
        name: names(x.modelId),
        condition: x.condition === "knocked-down" ? "TTM.Condition.knocked-down" : x.condition,
      });
    case "elevation":
      return t("TTM.Sandbox.Effect.Elevation", { name: names(x.modelId), elevation: x.elevation });
    case "counter":
      return t(x.delta >= 0 ? "TTM.Sandbox.Effect.CounterAdd" : "TTM.Sandbox.Effect.CounterRemove", {
        name: names(x.modelId),
        counter: counterLabel(t, x.counter),
        count: Math.abs(x.delta),
      });
    case "place":
      return t("TTM.Sandbox.Effect.Place", { name: names(x.modelId) });
    case "casualty":
      return t("TTM.Sandbox.Effect.Casualty", { name: names(x.modelId) });
  }
}

/** Conditions the built-in games set, by their ids; others show as named. */
const CONDITION_KEYS: Readonly<Record<string, string>> = {
  "knocked-down": "TTM.Condition.knocked-down",
  "out-of-coherency": "TTM.UnitMove.Marker",
};

const conditionLabel = (t: Translator, c: string): string => {
  const key = CONDITION_KEYS[c];
  return key ? t(key) : c;
};

/** What the table keeps about a model besides its profile. */
export interface ModelState {
  readonly moved: boolean;
  readonly damage: number;
  readonly conditions: readonly string[];
  readonly facing: number | undefined;
}

export function modelCardHtml(
  t: Translator,
  ruleset: Ruleset,
  model: Model | null,
  sides: readonly string[],
  now: ModelState,
): string {
  const moved = now.moved;
  const title = `<h2>${e(t("TTM.Sandbox.ModelCard.Title"))}</h2>`;
  if (!model) return `${title}<p class="muted">${e(t("TTM.Sandbox.ModelCard.Hint"))}</p>`;
  const base = t(model.baseDefaulted ? "TTM.Sandbox.ModelCard.BaseDefault" : "TTM.Sandbox.ModelCard.BaseMm", {
    mm: model.baseMm,
  });
  const swatch = `<span class="swatch round" style="background:${cssColor(sideColor(sides.indexOf(model.side)))}"></span>`;
  const rows: [string, string][] = [
    [t("TTM.Sandbox.ModelCard.Side"), `${swatch}${e(model.side)}`],
    [t("TTM.Sandbox.ModelCard.Base"), e(base)],
    ...(model.elevation !== 0
      ? [
          [t("TTM.Sandbox.ModelCard.Elevation"), e(dist(t, model.elevation, ruleset.unit))] as [
            string,
            string,
          ],
        ]
      : []),
    ...ruleset.profileFields.map((f): [string, string] => [
      t(f.labelKey),
      e(fieldValue(t, f, model.profile[f.key])),
    ]),
  ];
  const counters = Object.entries(model.counters).filter(([, n]) => n > 0);
  if (counters.length > 0)
    rows.push([
      t("TTM.Sandbox.ModelCard.Counters"),
      `<span data-testid="model-counters">${e(
        counters
          .map(([c, n]) => t("TTM.Sandbox.ModelCard.Counter", { counter: counterLabel(t, c), count: n }))
          .join(", "),
      )}</span>`,
    ]);
  if (now.damage > 0) rows.push([t("TTM.Sandbox.ModelCard.Damage"), e(String(now.damage))]);
  if (now.conditions.length > 0)
    rows.push([
      t("TTM.Sandbox.ModelCard.Conditions"),
      e(now.conditions.map((c) => conditionLabel(t, c)).join(", ")),
    ]);
  if (now.facing !== undefined)
    rows.push([
      t("TTM.Sandbox.ModelCard.Facing"),
      e(t("TTM.Sandbox.ModelCard.Degrees", { degrees: now.facing })),
    ]);
  return `${title}<p class="model-name">${e(model.name)}${
    moved ? ` <span class="tag">${e(t("TTM.Sandbox.ModelCard.Moved"))}</span>` : ""
  }</p><dl class="facts">${rows.map(([k, v]) => `<dt>${e(k)}</dt><dd>${v}</dd>`).join("")}</dl>`;
}

/** A profile value as a person reads it: the category's label, yes/no, or the number. */
function fieldValue(t: Translator, f: FieldSpec, raw: unknown): string {
  const v: unknown = raw === undefined || raw === null || raw === "" ? f.default : raw;
  if (f.type === "boolean") return t(v === true || v === "true" ? "TTM.Sandbox.Yes" : "TTM.Sandbox.No");
  if (f.type === "select") {
    const choice = f.choices?.find((c) => c.value === String(v));
    return choice ? t(choice.labelKey) : String(v);
  }
  return typeof v === "string" || typeof v === "number" ? String(v) : "";
}

export function legendHtml(
  t: Translator,
  kinds: readonly string[],
  sides: readonly string[],
  hasWalls: boolean,
  bands: readonly LegendBand[],
  gridded = false,
): string {
  const item = (color: string, text: string, cls = ""): string =>
    `<li><span class="swatch ${cls}" style="background:${color}"></span>${e(text)}</li>`;
  const ruler = [
    ...bands.map((b) =>
      item(cssColor(bandColor(b.style, b.tier)), t(b.labelKey), b.style === "over" ? "bar dashed" : "bar"),
    ),
    item(cssColor(PALETTE.reach), t("TTM.Sandbox.Legend.Reach"), "round ring"),
    item(cssColor(PALETTE.contact), t("TTM.Sandbox.Legend.Contact"), "diamond"),
    item(cssColor(PALETTE.prompt), t("TTM.Sandbox.Legend.Prompt")),
    ...(gridded
      ? [
          item(cssColor(REACHABLE.color), t("TTM.Sandbox.Legend.Reachable")),
          item(cssColor(BOARD.facing), t("TTM.Sandbox.Legend.Facing"), "diamond"),
        ]
      : []),
  ];
  const table = kinds.map((k) => {
    const c = TERRAIN_COLORS[k as keyof typeof TERRAIN_COLORS];
    return item(c ? cssColor(c.fill) : "#888", t(`TTM.Sandbox.Terrain.${k}`));
  });
  if (hasWalls) table.push(item("#e7e1d6", t("TTM.Sandbox.Legend.Wall"), "bar"));
  const sideItems = sides.map((s, i) => item(cssColor(sideColor(i)), s, "round"));
  return `<h2>${e(t("TTM.Sandbox.Legend.Title"))}</h2>
    <h3>${e(t("TTM.Sandbox.Legend.Ruler"))}</h3><ul class="legend">${ruler.join("")}</ul>
    <h3>${e(t("TTM.Sandbox.Legend.Table"))}</h3><ul class="legend">${table.join("")}</ul>
    <h3>${e(t("TTM.Sandbox.Legend.Sides"))}</h3><ul class="legend">${sideItems.join("")}</ul>`;
}

/**
 * The declarations the panel draws as fields: all of the ruleset's, except a boolean with the
 * key of an action (Signum's `run`), which the contract says is that action: the action switch
 * already offers it, and a second control for the same thing could disagree with it.
 */
export const declarationFields = (ruleset: Ruleset): readonly FieldSpec[] =>
  (ruleset.declarations ?? []).filter(
    (f) => !(f.type === "boolean" && ruleset.actions.some((a) => a.id === f.key)),
  );

/** The ruleset's actions as a segmented switch, its declarations and its options as form fields. */
export function controlsHtml(
  t: Translator,
  ruleset: Ruleset,
  action: string,
  options: Readonly<Record<string, DeclarationValue>>,
  declare: {
    readonly values: Readonly<Record<string, DeclarationValue>>;
    readonly round: number;
  },
  declaredNow: DeclaredView | null = null,
): string {
  const actions = ruleset.actions
    .map(
      (a) =>
        `<label class="seg"><input type="radio" name="action" value="${e(a.id)}"${
          a.id === action ? " checked" : ""
        }><span>${e(t(a.labelKey))}</span></label>`,
    )
    .join("");
  const fields = ruleset.options.map((f) => optionField(t, f, options[f.key] ?? f.default)).join("");
  const declarable = declarationFields(ruleset);
  const declared =
    declarable.length === 0
      ? ""
      : `<h3>${e(t("TTM.Sandbox.Declarations"))}</h3><div class="options" data-testid="declarations">${declarable
          .map((f) => optionField(t, f, declare.values[f.key] ?? f.default, "declaration"))
          .join("")}</div>`;
  return `<h2>${e(t("TTM.Sandbox.Action"))}</h2>
    <div class="segmented" role="radiogroup" data-testid="actions">${actions}</div>
    <p class="muted" data-testid="round">${e(t("TTM.Sandbox.Round", { round: declare.round }))}</p>
    ${declared}${declaredHtml(t, declaredNow)}
    <h3>${e(t("TTM.Sandbox.Options"))}</h3><div class="options">${fields}</div>`;
}

/** The rolls a model's activation keeps from its declarations (a run's 2D6, a jump's test). */
export interface DeclaredView {
  readonly name: string;
  readonly items: readonly {
    readonly ruleId: string;
    readonly dice: readonly number[] | null;
    readonly choice: string | null;
    readonly text: string;
  }[];
}

function declaredHtml(t: Translator, view: DeclaredView | null): string {
  if (!view || view.items.length === 0) return "";
  return `<h3>${e(t("TTM.Sandbox.DeclaredRolls", { name: view.name }))}</h3><ul class="prompts" data-testid="declared">${view.items
    .map(
      (d) =>
        `<li><code>${e(d.ruleId)}</code><span class="rolled">${e(
          d.dice
            ? t("TTM.Sandbox.Prompt.Rolled", { dice: d.dice.join(", ") })
            : t("TTM.Sandbox.Prompt.Chose", { choice: t(d.choice ?? "") }),
        )} — ${e(d.text)}</span></li>`,
    )
    .join("")}</ul>`;
}

/** A form field for a world option (`data-option`) or a declaration (`data-declaration`). */
/** A FieldSpec as a form field carrying `data-<kind>="<key>"` (the editor draws profiles with it). */
export function optionField(
  t: Translator,
  f: FieldSpec,
  value: DeclarationValue,
  kind: "option" | "declaration" | "profile" = "option",
): string {
  const id = `${{ option: "opt", declaration: "decl", profile: "prof" }[kind]}-${f.key}`;
  const hint = f.hintKey ? `<small>${e(t(f.hintKey))}</small>` : "";
  const label = `<span class="label">${e(t(f.labelKey))}</span>`;
  switch (f.type) {
    case "boolean":
      return `<label class="field check" for="${id}"><input type="checkbox" id="${id}" data-${kind}="${e(f.key)}"${
        value === true ? " checked" : ""
      }>${label}${hint}</label>`;
    case "select":
      return `<label class="field" for="${id}">${label}<select id="${id}" data-${kind}="${e(f.key)}">${(
        f.choices ?? []
      )
        .map(
          (c) =>
            `<option value="${e(c.value)}"${c.value === String(value) ? " selected" : ""}>${e(t(c.labelKey))}</option>`,
        )
        .join("")}</select>${hint}</label>`;
    case "number": {
      const attrs = [
        f.min !== undefined ? ` min="${f.min}"` : "",
        f.max !== undefined ? ` max="${f.max}"` : "",
        f.step !== undefined ? ` step="${f.step}"` : "",
      ].join("");
      return `<label class="field" for="${id}">${label}<input type="number" id="${id}" data-${kind}="${e(f.key)}" value="${e(String(value))}"${attrs}>${hint}</label>`;
    }
    case "text":
      return `<label class="field" for="${id}">${label}<input type="text" id="${id}" data-${kind}="${e(f.key)}" value="${e(String(value))}">${hint}</label>`;
  }
}
