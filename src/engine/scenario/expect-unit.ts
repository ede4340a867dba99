import type { Verdict } from "../ruleset";
import { fmt, near, type Mismatch } from "./compare";
import type { UnitExpect } from "./unit-schema";

const K = "TTM.UnitMove.Mismatch";

const at = (p: readonly number[] | { readonly x: number; readonly y: number } | undefined): string =>
  p === undefined ? "—" : "x" in p ? `[${fmt(p.x)}, ${fmt(p.y)}]` : `[${p.map(fmt).join(", ")}]`;

/** A unit move's verdict against the step's `models` and `unitStatus` claims. */
export function checkUnit(want: UnitExpect, verdict: Verdict | null): Omit<Mismatch, "step">[] {
  const out: Omit<Mismatch, "step">[] = [];
  if (want.unitStatus !== undefined) {
    const actual = verdict?.unitStatus ?? null;
    if (actual !== want.unitStatus) {
      out.push({
        field: "unitStatus",
        key: `${K}.UnitStatus`,
        data: { expected: want.unitStatus ?? "—", actual: actual ?? "—" },
      });
    }
  }
  for (const [id, claim] of Object.entries(want.models ?? {})) {
    const got = verdict?.models?.find((m) => m.modelId === id);
    const status = typeof claim === "string" ? claim : claim.status;
    const point = typeof claim === "string" ? undefined : claim.point;
    if (!got) {
      out.push({ field: "models", key: `${K}.NotPlaced`, data: { model: id } });
      continue;
    }
    if (status !== undefined && got.status !== status)
      out.push({
        field: "models",
        key: `${K}.Status`,
        data: { model: id, expected: status, actual: got.status },
      });
    if (point && !(near(point[0], got.point.x) && near(point[1], got.point.y)))
      out.push({
        field: "models",
        key: `${K}.Point`,
        data: { model: id, expected: at(point), actual: at(got.point) },
      });
  }
  return out;
}
