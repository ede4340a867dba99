import type { Board } from "../../engine/board/board";
import { RulesError } from "../../engine/errors";
import { pathLength } from "../../engine/geometry/polyline";
import { reachable } from "../../engine/grid";
import type { Band, Effect, MoveRequest, Prompt, PromptAnswer, Reason, Verdict } from "../../engine/ruleset";
import { arrowSquares, centreOf, duMap, footprintSquares, type DuMap } from "./board";
import { RUN_PROMPT, SWIM_PROMPT, runBudget, runPrompt, swimAgility, swimPrompt, twoDice } from "./budget";
import { gap, modeOf, moverCosts, othersOf, type Cause, type Mode, type Other } from "./costs";
import { duDeclarations } from "./declarations";
import { readOptions } from "./options";
import { duProfile, footprintOf, type DuProfile } from "./profile";
import { safeZoneEvents } from "./safe";
import { dragSquares, walk } from "./walk";

export function evaluateDu(board: Board, request: MoveRequest): Verdict {
  const map = duMap(board);
  const mover = board.model(request.modelId);
  const p = duProfile(mover);
  const k = footprintOf(p);
  const decl = duDeclarations(request);
  const options = readOptions(request.options);
  const answers = request.answers ?? {};
  const drag = dragSquares(map, request.path, k);
  const start = drag.squares[0];
  if (start === undefined) throw new RulesError("TTM.Du.Error.OffBoard", { id: mover.id });

  const reasons: Reason[] = [];
  const prompts: Prompt[] = [];
  const illegal = (ruleId: string, key: string): void => {
    reasons.push({ ruleId, key, severity: "illegal" });
  };
  const others = othersOf(board, map, mover);
  const ownSquares = footprintSquares(map, start, k);
  const engagedAtStart = others.some((o) => o.enemy && gap(map, o.squares, ownSquares) <= 1);
  const mode = modeOf(map, decl, start, k);
  const swimming = mode === "swim";

  // DU-ACTION-1: one move per activation; a run is the activation's Action.
  if (request.ledger?.moved === true) illegal("DU-ACTION-1", "TTM.Du.Reason.AlreadyMoved");
  if (decl.running && request.ledger?.acted === true) illegal("DU-ACTION-1", "TTM.Du.Reason.ActionUsed");
  if (decl.flying) flyChecks(p, decl.running, engagedAtStart, illegal);
  if (decl.running && swimming) illegal("DU-RUN-1", "TTM.Du.Reason.RunSwim");

  // A move its declarations already refuse asks for no roll; one waiting for its roll goes nowhere yet.
  const declaredAway = reasons.length > 0;
  const budget = budgetOf(
    mode,
    p,
    mover.name,
    answers,
    declaredAway ? [] : prompts,
    declaredAway ? () => {} : illegal,
  );
  const refused = reasons.length > 0;
  const mc = moverCosts(board, map, mover, p, mode, options.corridorWidth);
  const w = walk(map, mc, drag.squares, budget, drag.off);
  const taken = refused ? 1 : w.taken;
  if (!refused && w.cause) {
    const { kind, ...cause } = w.cause;
    reasons.push({ ...cause, severity: kind === "stop" ? "stop" : "illegal" });
  }
  const spent = refused ? 0 : w.cost;

  const points = drag.squares.map((i) => centreOf(map, i, k));
  const legalPath = points.slice(0, taken);
  const length = pathLength(points);
  const reachDistance = pathLength(legalPath);
  const end = drag.squares[taken - 1]!;
  const moved = taken > 1;

  const effects: Effect[] = [];
  // DU-SAFE-1: the moments the Dark Player may play an Obstacle card, in path order.
  if (heroesSide(p, others)) {
    for (const e of safeZoneEvents(map, request, ownSquares, others, drag.squares.slice(0, taken), k)) {
      reasons.push({ ruleId: "DU-SAFE-1", key: e.key, data: { name: mover.name }, severity: "info" });
      // For the Dark Player, who may play an Obstacle card now: hosts tell the GM only.
      effects.push({
        type: "message",
        key: e.message,
        data: { name: mover.name },
        ruleId: "DU-SAFE-1",
        audience: "gm",
      });
    }
  }
  if (moved) {
    const changes: Record<string, boolean> = { moved: true };
    if (mode === "run") {
      changes.ran = true;
      changes.acted = true;
    }
    if (mode === "fly") changes.flew = true;
    effects.push({ type: "ledger", modelId: mover.id, changes, ruleId: "DU-ACTION-1" });
  }
  // DU-SWIM-1: below 0 Agility at the end of the activation, 3 damage dice.
  if (mode === "swim" && swimAgility(p) < 0) {
    effects.push({
      type: "message",
      key: "TTM.Du.Message.SwimDamage",
      data: { name: mover.name },
      ruleId: "DU-SWIM-1",
    });
  }

  const facing = facingOf(map, drag.squares, taken, k, w.stoppedOn !== null && !refused, decl.facing);
  const endSquares = footprintSquares(map, end, k);
  const bands: Band[] = [];
  if (reachDistance > 0) bands.push({ from: 0, to: reachDistance, style: "ok", key: "TTM.Band.Move" });
  if (length > reachDistance + 1e-9) {
    bands.push({
      from: reachDistance,
      to: length,
      style: "over",
      key: "TTM.Band.Over",
      data: { allowance: budget.amount },
    });
  }
  return {
    legal: !reasons.some((r) => r.severity === "illegal"),
    reasons,
    length,
    allowance: budget.amount,
    cost: { amount: spent, key: "TTM.Du.Cost", data: { cost: spent, allowance: budget.amount } },
    remaining: { amount: budget.amount - spent, key: "TTM.Du.Left", data: { points: budget.amount - spent } },
    reach: { distance: reachDistance, point: legalPath.at(-1)! },
    legalPath,
    bands,
    prompts,
    effects,
    contacts: others.filter((o) => o.enemy && gap(map, o.squares, endSquares) <= 1).map((o) => o.model.id),
    reachable: refused
      ? []
      : reachable(map.grid, mc.costs, start, budget.amount).map((c) => {
          const centre = centreOf(map, c.y * map.grid.width + c.x, k);
          return { x: centre.x, y: centre.y, cost: c.cost };
        }),
    ...(facing === null ? {} : { facing }),
  };
}

/** The mover is a hero, or on a hero's side: the Dark Player's Obstacle cards are for them. */
const heroesSide = (p: DuProfile, others: readonly Other[]): boolean =>
  p.hero || others.some((o) => !o.enemy && o.profile.hero);

/** DU-FLY-1: declared only with Flying X, not engaged, not wounded, no heavy armour; never a run. */
function flyChecks(
  p: DuProfile,
  running: boolean,
  engaged: boolean,
  illegal: (ruleId: string, key: string) => void,
): void {
  if (p.flying <= 0) illegal("DU-FLY-1", "TTM.Du.Reason.CannotFly");
  else if (running) illegal("DU-FLY-1", "TTM.Du.Reason.FlyNoRun");
  else if (p.heavyArmour) illegal("DU-FLY-1", "TTM.Du.Reason.FlyArmour");
  else if (p.wounded) illegal("DU-FLY-1", "TTM.Du.Reason.FlyWounded");
  else if (engaged) illegal("DU-FLY-1", "TTM.Du.Reason.FlyEngaged");
}

/** The MP the move may spend, and the rule that says so; the rolls it waits for. */
function budgetOf(
  mode: Mode,
  p: DuProfile,
  name: string,
  answers: Readonly<Record<string, PromptAnswer>>,
  prompts: Prompt[],
  illegal: (ruleId: string, key: string) => void,
): { amount: number; cause: Cause } {
  const tooFar = (ruleId: string, amount: number): { amount: number; cause: Cause } => ({
    amount,
    cause: { ruleId, key: "TTM.Du.Reason.TooFar", data: { allowance: amount } },
  });
  switch (mode) {
    case "walk":
      return tooFar("DU-MOVE-1", p.movement);
    case "fly":
      return tooFar("DU-FLY-1", p.flying);
    case "run": {
      prompts.push(runPrompt(name));
      const dice = twoDice(answers[RUN_PROMPT]);
      if (!dice) {
        illegal("DU-RUN-1", "TTM.Reason.NeedsRoll");
        return tooFar("DU-RUN-1", p.movement);
      }
      return tooFar("DU-RUN-1", runBudget(p.movement, dice));
    }
    case "swim": {
      prompts.push(swimPrompt(name));
      const dice = twoDice(answers[SWIM_PROMPT]);
      const agility = swimAgility(p);
      if (!dice) {
        illegal("DU-SWIM-1", "TTM.Reason.NeedsRoll");
        return tooFar("DU-SWIM-1", Math.max(0, agility));
      }
      if (dice[0] === 1 && dice[1] === 1) {
        return { amount: 0, cause: { ruleId: "DU-SWIM-1", key: "TTM.Du.Reason.SwimFailed" } };
      }
      if (agility <= 0)
        return { amount: 0, cause: { ruleId: "DU-SWIM-1", key: "TTM.Du.Reason.SwimNoAgility" } };
      return tooFar("DU-SWIM-1", agility);
    }
  }
}

/**
 * DU-FACING-1 and DU-EXPLORE-1: a hero stopped on an arrow faces it; otherwise the facing
 * the player declared, or the way the last step went (degrees, 0 = +x, clockwise on screen).
 */
function facingOf(
  map: DuMap,
  squares: readonly number[],
  taken: number,
  k: 1 | 2,
  stopped: boolean,
  declared: number | null,
): number | null {
  const end = squares[taken - 1]!;
  const under = arrowSquares(map, end, k);
  if (stopped && under.length > 0) {
    const arrow = map.arrow[under[0]!]!;
    // Facing within 45° of the arrow counts as facing it (RULES.md decision): a declared facing
    // that close is kept, any other turns to the arrow.
    const off = declared === null ? Infinity : Math.abs(((declared - arrow + 540) % 360) - 180);
    return off <= 45 ? declared! : arrow;
  }
  if (declared !== null) return declared;
  if (taken < 2) return null;
  const w = map.grid.width;
  const a = squares[taken - 2]!;
  const deg = (Math.atan2(Math.floor(end / w) - Math.floor(a / w), (end % w) - (a % w)) * 180) / Math.PI;
  return (deg + 360) % 360;
}
