import type { PlacementStatus, UnitStatus } from "../engine/ruleset";
import type { Translator } from "./i18n";

/*
 * What the unit move's summary template (templates/unit-ghosts.hbs) receives, built the same way
 * for Foundry's Accept / Cancel panel and the sandbox's: the Leading Model, each other model's
 * proposed status, the unit's coherency and the hint.
 */

export interface UnitSummary {
  readonly title: string;
  readonly leader: string;
  readonly models: readonly { readonly name: string; readonly status: string; readonly css: string }[];
  readonly unitStatus: string;
  readonly outOfCoherency: boolean;
  readonly hint: string;
}

type MemberStatus = Exclude<PlacementStatus, "leader">;

const STATUS_CSS = { coherent: "ok", "out-of-coherency": "warn", casualty: "bad" } as const;
const STATUS_KEY = {
  coherent: "TTM.UnitMove.Status.Coherent",
  "out-of-coherency": "TTM.UnitMove.Status.OutOfCoherency",
  casualty: "TTM.UnitMove.Status.Casualty",
} as const;

export function unitSummary(
  t: Translator,
  leaderName: string,
  members: readonly { readonly name: string; readonly status: MemberStatus }[],
  unitStatus: UnitStatus,
): UnitSummary {
  const out = unitStatus === "out-of-coherency";
  return {
    title: t("TTM.UnitMove.Title", { name: leaderName }),
    leader: t("TTM.UnitMove.Leader", { name: leaderName }),
    models: members.map((g) => ({
      name: g.name,
      status: t(STATUS_KEY[g.status]),
      css: STATUS_CSS[g.status],
    })),
    unitStatus: t(out ? "TTM.UnitMove.UnitOut" : "TTM.UnitMove.UnitIn"),
    outOfCoherency: out,
    hint: t("TTM.UnitMove.Hint"),
  };
}
