import type { Board, Nearby } from "../board/board";
import type { Model } from "../board/types";
import { isWhollyWithin } from "../geometry/circle";
import { type LinkRules, linkBlock, nearGroup } from "./links";

export interface CoherencyRules extends LinkRules {
  /** SCTMG-COH-1: every model must be Wholly Within this of the Leading Model (3"). */
  readonly range: number;
}

export interface Coherency {
  /** Every model Wholly Within range of the leader and linked to it (SCTMG-COH-1). */
  readonly inCoherency: boolean;
  /** Ids Wholly Within range of the leader (the leader included). */
  readonly within: ReadonlySet<string>;
  /** Ids joined to the leader by a chain of Coherency Links (the leader included). */
  readonly linked: ReadonlySet<string>;
}

/**
 * SCTMG-COH-1, SCTMG-WITHIN-2: whether the unit, each model standing where it is given (see
 * `standingAt`), is In Coherency. "Wholly Within 3" of the Leading Model" is measured from the
 * nearest point of the Leading Model's base to the farthest point of the other base
 * (`isWhollyWithin`): for two bases of the same size that is the distance between the centres,
 * so two 32 mm models 3.00" apart centre to centre are in coherency and 3.01" are not. The chain
 * may pass through any model of the unit; links are tested nearest first, breadth first from the
 * leader, so an open formation costs one link per model. `unitIds` names every model of the unit
 * (their old places on the board are not obstacles).
 */
export function unitCoherency(
  board: Board,
  leader: Model,
  members: readonly Model[],
  unitIds: ReadonlySet<string>,
  rules: CoherencyRules,
  near?: Nearby,
): Coherency {
  const within = new Set<string>([leader.id]);
  for (const m of members) if (isWhollyWithin(m, leader, rules.range)) within.add(m.id);
  const linked = linkedTo(board, leader, members, unitIds, rules, near);
  const inCoherency = members.every((m) => within.has(m.id) && linked.has(m.id));
  return { inCoherency, within, linked };
}

/** The ids joined to `leader` by a chain of Coherency Links among `members` (the leader included). */
export function linkedTo(
  board: Board,
  leader: Model,
  members: readonly Model[],
  unitIds: ReadonlySet<string>,
  rules: LinkRules,
  near?: Nearby,
): Set<string> {
  const linked = new Set<string>([leader.id]);
  if (members.length === 0) return linked;
  const found = near ?? nearGroup(board, [leader, ...members], Math.max(rules.gapWidth, 0) + maxR(members));
  let open = members.slice();
  const queue: Model[] = [leader];
  while (queue.length > 0 && open.length > 0) {
    const u = queue.shift()!;
    const d2 = (m: Model): number => (m.x - u.x) ** 2 + (m.y - u.y) ** 2;
    open.sort((p, q) => d2(p) - d2(q));
    const rest: Model[] = [];
    for (const v of open) {
      if (!linkBlock(board, u, v, unitIds, rules, found)) {
        linked.add(v.id);
        queue.push(v);
      } else rest.push(v);
    }
    open = rest;
  }
  return linked;
}

const maxR = (ms: readonly Model[]): number => ms.reduce((r, m) => Math.max(r, m.r), 0);
