import type { Waypoint } from "../../src/engine/ruleset";
import { near } from "./helpers";

// Expected parts of a Carnevale Movement's verdict, shared by the move tests: each test still
// writes out the whole answer, built from these.
export const U = "TTM.Unit.in";
export const ledger = (apSpent = 1) => ({
  type: "ledger",
  modelId: "g",
  changes: { actions: 1, apSpent, chainReady: false, chainUsed: false, submergedMove: 0 },
  ruleId: "CARN-MOVE-1",
});
export const elevation = (e: number, ruleId: string) => ({
  type: "elevation",
  modelId: "g",
  elevation: e,
  ruleId,
});
export const okBand = (to: number, move = "6.0") => ({
  from: 0,
  to,
  style: "ok",
  tier: 1,
  key: "TTM.Carnevale.Band.Move",
  data: { ap: 1, move, unit: U },
});
export const overBand = (from: number, to: number, allowance = "6.0") => ({
  from,
  to,
  style: "over",
  key: "TTM.Carnevale.Band.Over",
  data: { allowance, unit: U },
});
export const lostBand = (from: number, to: number) => ({
  from,
  to,
  style: "over",
  key: "TTM.Carnevale.Band.Lost",
});
export const cost = (counted: string, move = "6.0", ap = 1) => ({
  amount: ap,
  key: "TTM.Carnevale.Cost",
  data: { ap, counted, move, unit: U },
});
export const fallPrompt = (height: string, loss: number, at: number, ruleId: string, water = 0) => ({
  id: "fall",
  ruleId,
  kind: "roll",
  formula: "5d10",
  key: "TTM.Carnevale.Prompt.Fall",
  data: { name: "g", dice: "5d10", height, loss, unit: U, water, controlled: 0 },
  at: near(at, 6),
  phase: "after",
});
export const reach = (distance: number, x: number, y: number) => ({
  distance: near(distance, 6),
  point: { x: near(x, 6), y: near(y, 6) },
});
export const line = (...p: [number, number][]): Waypoint[] =>
  p.map(([x, y]) => ({ x: near(x, 6), y: near(y, 6) }));
export const tooFar = (counted: string, allowance = "6.0") => ({
  ruleId: "CARN-MOVE-1",
  key: "TTM.Carnevale.Reason.TooFar",
  severity: "illegal",
  data: { counted, allowance, unit: U },
});
export const hangs = (height: string) => ({
  ruleId: "CARN-CLIMB-3",
  key: "TTM.Carnevale.Reason.Hangs",
  severity: "info",
  data: { name: "g", height, unit: U },
});
