// Expected parts of a Carnevale jump's verdict, shared by the jump tests: each test still writes
// out the whole answer, built from these.
export const U = "TTM.Unit.in";
export const jumpPrompt = (controlled = 0) => ({
  id: "jump:1",
  ruleId: "CARN-JUMP-1",
  kind: "roll",
  formula: "5d10",
  key: "TTM.Carnevale.Prompt.Jump",
  data: { name: "g", dice: "5d10", controlled },
  at: 0,
  phase: "declare",
});
export const ledger = (apSpent: number, chainReady = false, chainUsed = false, ruleId = "CARN-JUMP-1") => ({
  type: "ledger",
  modelId: "g",
  changes: { actions: 1, apSpent, chainReady, chainUsed, submergedMove: 0 },
  ruleId,
});
export const elevation = (e: number, ruleId: string) => ({
  type: "elevation",
  modelId: "g",
  elevation: e,
  ruleId,
});
export const cost = (distance: string, ap = 1) => ({
  amount: ap,
  key: "TTM.Carnevale.CostJump",
  data: { ap, distance, unit: U },
});
export const okBand = (to: number, distance: string) => ({
  from: 0,
  to,
  style: "ok",
  tier: 1,
  key: "TTM.Carnevale.Band.Jump",
  data: { distance, unit: U },
});
export const lostBand = (from: number, to: number) => ({
  from,
  to,
  style: "over",
  key: "TTM.Carnevale.Band.Lost",
});
export const stop = (key: string, distance: string) => ({
  ruleId: "CARN-JUMP-1",
  key: `TTM.Carnevale.Reason.${key}`,
  severity: "stop",
  data: { distance, unit: U },
});
