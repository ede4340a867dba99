// A minimal third-party ruleset for Tabletop Movement Rules: "Steps", a made-up game where a
// model walks up to its Speed in inches, plus a world-wide bonus. It is what docs/api.md
// explains, and tests/foundry/scene/example-ruleset.test.ts registers and evaluates it.
//
// In your own module (its esmodule, loaded before the world is ready):
//
//   import { stepsRuleset } from "./steps-ruleset.js";
//   Hooks.once("tabletopMovement.init", (api) => api.registerRuleset(stepsRuleset));
//
// The i18n keys (STEPS.…) belong in your module's own language files.

/** Where a path of points is after `distance` along it. */
function pointAlong(path, distance) {
  let left = distance;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1];
    const b = path[i];
    const step = Math.hypot(b.x - a.x, b.y - a.y);
    if (step >= left && step > 0) {
      const t = left / step;
      return { index: i, point: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t } };
    }
    left -= step;
  }
  const last = path[path.length - 1];
  return { index: path.length, point: { x: last.x, y: last.y } };
}

function pathLength(path) {
  let total = 0;
  for (let i = 1; i < path.length; i++)
    total += Math.hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y);
  return total;
}

/** @type {import("../../src/engine/ruleset").Ruleset} */
export const stepsRuleset = {
  id: "steps",
  nameKey: "STEPS.Name",
  unit: "in",
  defaultBaseMm: 25,
  profileFields: [
    { key: "speed", type: "number", labelKey: "STEPS.Speed", min: 0, max: 30, step: 1, default: 6 },
  ],
  actions: [{ id: "walk", labelKey: "STEPS.Walk", core: "walk", icon: "fa-solid fa-shoe-prints" }],
  options: [{ key: "bonus", type: "number", labelKey: "STEPS.Bonus", min: 0, max: 6, step: 1, default: 0 }],

  // Pure: the same board and request always give the same verdict; no dice, no Foundry.
  evaluate(board, request) {
    const model = board.model(request.modelId);
    const speed = Number(model.profile.speed ?? 6) + Number(request.options?.bonus ?? 0);
    const path = request.path;
    const length = pathLength(path);
    const reachDistance = Math.min(length, speed);
    const reach = pointAlong(path, reachDistance);
    const legal = length <= speed + 1e-9;
    const shown = (n) => Math.round(n * 10) / 10;
    return {
      legal,
      reasons: legal
        ? []
        : [
            {
              ruleId: "STEPS-1",
              key: "STEPS.TooFar",
              data: { length: shown(length), speed: shown(speed) },
              severity: "illegal",
            },
          ],
      length,
      allowance: speed,
      cost: { amount: shown(reachDistance), key: "STEPS.Cost", data: { distance: shown(reachDistance) } },
      reach: { distance: reachDistance, point: reach.point },
      legalPath: [...path.slice(0, reach.index).map((p) => ({ x: p.x, y: p.y })), reach.point],
      bands: [
        { from: 0, to: reachDistance, style: "ok", key: "STEPS.Band.Walk" },
        ...(legal ? [] : [{ from: speed, to: length, style: "over", key: "STEPS.Band.Over" }]),
      ],
      prompts: [],
      effects: [{ type: "ledger", modelId: model.id, changes: { moved: true }, ruleId: "STEPS-1" }],
      contacts: [],
    };
  },

  // Steps asks for no rolls, so there is never a prompt to resolve.
  resolve() {
    return { effects: [], key: "STEPS.NothingToRoll" };
  },
};
