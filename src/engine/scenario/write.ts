import type { BoardSpec } from "../board/types";
import { evaluateMove } from "../evaluate";
import type { MoveRequest, Ruleset, Waypoint } from "../ruleset";
import { moveStepRequest, toBoardSpec } from "./convert";
import { parseScenario } from "./parse";
import { SCENARIO_FORMAT, type MoveStep, type ScenarioFile } from "./schema";
import { toUnitStep, unitClaims } from "./unit-step";

export interface BuildInput {
  readonly ruleset: Ruleset;
  /** The table as the rules see it, in the ruleset's unit. */
  readonly board: BoardSpec;
  /** The move to write: the model, its action, its path (the first waypoint is where it starts), declarations, ledger and the world's options. */
  readonly request: MoveRequest;
  readonly title?: string;
  /** Write the verdict given now as the step's `expect`, so `check` says whether it still holds. */
  readonly withExpect?: boolean;
}

/** Six decimals: far below any rule's tolerance, and keeps files readable. */
const r6 = (n: number): number => Math.round(n * 1e6) / 1e6;
const pair = (p: { readonly x: number; readonly y: number }): [number, number] => [r6(p.x), r6(p.y)];
const waypoint = (w: Waypoint): number[] =>
  w.elevation === undefined ? pair(w) : [...pair(w), r6(w.elevation)];

/**
 * A board and one move as a format 2 scenario file with one `move` step, which `npx
 * tabletop-movement check` judges the way the host did (the Foundry export writes its scene
 * with this). The moving model stands at the path's start; numbers are rounded to six decimals.
 * Throws ScenarioError if the result would not be a valid file (a bug, never user input).
 */
export function buildScenario(input: BuildInput): ScenarioFile {
  const { request } = input;
  const path = request.path.map(waypoint);
  const [x0, y0, e0] = path[0] ?? [];
  const step: MoveStep = {
    kind: "move",
    model: request.modelId,
    action: request.action,
    path,
    ...(request.declarations ? { declarations: { ...request.declarations } } : {}),
    ...(request.ledger ? { ledger: { ...request.ledger } } : {}),
    ...(request.unit ? { unit: toUnitStep(request.unit, pair) } : {}),
  };
  const file: ScenarioFile = {
    format: SCENARIO_FORMAT,
    ruleset: input.ruleset.id,
    ...(input.title !== undefined ? { title: input.title } : {}),
    board: boardFile(input.board, request.modelId, x0, y0, e0),
    ...(request.options ? { options: { ...request.options } } : {}),
    steps: [step],
  };
  const checked = parseScenario(JSON.parse(JSON.stringify(file)));
  if (!input.withExpect) return checked;
  const written = checked.steps[0] as MoveStep;
  // Judged from the file itself, so `expect` is what `check` will compare against.
  const outcome = evaluateMove(
    input.ruleset,
    toBoardSpec(checked),
    moveStepRequest(written, checked.options),
  );
  if (!outcome.ok) return checked; // the file still reproduces the error; nothing to expect
  const v = outcome.verdict;
  const expect: NonNullable<MoveStep["expect"]> = {
    legal: v.legal,
    reach: r6(v.reach.distance),
    allowance: r6(v.allowance),
    length: r6(v.length),
    cost: { amount: r6(v.cost.amount), key: v.cost.key },
    reasons: [...new Set(v.reasons.map((reason) => reason.ruleId))],
    prompts: v.prompts.map((p) => p.id),
    contacts: [...v.contacts],
    ...unitClaims(v, pair),
  };
  return { ...checked, steps: [{ ...written, expect }] };
}

function boardFile(
  spec: BoardSpec,
  moverId: string,
  x: number | undefined,
  y: number | undefined,
  elevation: number | undefined,
): ScenarioFile["board"] {
  return {
    unit: spec.unit,
    width: r6(spec.width),
    height: r6(spec.height),
    ...(spec.grid ? { grid: spec.grid } : {}),
    models: spec.models.map((m) => {
      const moved =
        m.id === moverId && x !== undefined && y !== undefined
          ? { x, y, ...(elevation !== undefined ? { elevation } : {}) }
          : {};
      return {
        ...m,
        x: r6(m.x),
        y: r6(m.y),
        ...(m.elevation !== undefined ? { elevation: r6(m.elevation) } : {}),
        ...(m.baseMm !== undefined ? { baseMm: r6(m.baseMm) } : {}),
        ...moved,
        ...(m.profile ? { profile: { ...m.profile } } : {}),
        ...(m.counters ? { counters: { ...m.counters } } : {}),
      };
    }),
    terrain: (spec.terrain ?? []).map((t) => ({
      ...t,
      polygon: t.polygon.map(pair),
      ...(t.elevation !== undefined ? { elevation: r6(t.elevation) } : {}),
      ...(t.height !== undefined ? { height: r6(t.height) } : {}),
    })),
    walls: (spec.walls ?? []).map((w) => ({ ...w, a: pair(w.a), b: pair(w.b) })),
  };
}
