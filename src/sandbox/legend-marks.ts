import "./legend-marks.css";
import type { Board } from "../engine/board/board";
import { PALETTE, UNIT_STATUS, cssColor } from "../overlay/colors";
import type { Translator } from "../overlay/i18n";
import { escapeHtml as e } from "../overlay/html";
import { BOARD } from "./palette";

/*
 * The legend's second half: what the marks drawn on and around the bases mean, as the board
 * view (board-view.ts) and the overlay (draw.ts, draw-unit.ts) draw them. Only what the board
 * on show can draw is listed: unit ghosts where models share a unit, counters where a model
 * carries one, the exploration arrow on a dungeon's board.
 */

export interface MarksShown {
  /** Some models share a unit: a drag shows the others' ghosts and links (SCTMG). */
  readonly units: boolean;
  /** A model carries a counter (Carnevale's Submerged, Dazed). */
  readonly counters: boolean;
  /** The board has exploration arrows (Dungeon Universalis). */
  readonly arrows: boolean;
}

/** What the board can draw: units of more than one model, counters, exploration arrows. */
export function marksOn(board: Board | null): MarksShown {
  const units = new Map<string, number>();
  for (const m of board?.models ?? [])
    if (m.unitId !== null) units.set(m.unitId, (units.get(m.unitId) ?? 0) + 1);
  return {
    units: [...units.values()].some((n) => n > 1),
    counters: board?.models.some((m) => Object.values(m.counters).some((n) => n > 0)) ?? false,
    arrows: board?.terrain.some((x) => x.kind === "exploration-arrow") ?? false,
  };
}

const css = (c: number): string => cssColor(c);

export function marksLegendHtml(t: Translator, shown: MarksShown): string {
  const item = (icon: string, key: string, testid: string): string =>
    `<li data-legend="${testid}">${icon}<span>${e(t(key))}</span></li>`;
  const ghost = (c: number): string =>
    `<span class="mark ghost" style="border-color:${css(c)};background:${css(c)}4d;--dot:${css(c)}"></span>`;
  const units = shown.units
    ? `<h3>${e(t("TTM.Sandbox.Legend.Unit"))}</h3><ul class="legend">${[
        item(ghost(UNIT_STATUS.coherent), "TTM.Sandbox.Legend.UnitCoherent", "unit-coherent"),
        item(
          `${ghost(UNIT_STATUS["out-of-coherency"])}<b class="bang" style="color:${css(UNIT_STATUS["out-of-coherency"])}">!</b>`,
          "TTM.Sandbox.Legend.UnitOut",
          "unit-out",
        ),
        item(
          `<span class="mark ghost cross" style="border-color:${css(UNIT_STATUS.casualty)};background:${css(UNIT_STATUS.casualty)}4d;--dot:${css(UNIT_STATUS.casualty)}"></span>`,
          "TTM.Sandbox.Legend.UnitCasualty",
          "unit-casualty",
        ),
        item(
          `<span class="mark link" style="--solid:${css(UNIT_STATUS.coherent)};--dash:${css(UNIT_STATUS["out-of-coherency"])}"></span>`,
          "TTM.Sandbox.Legend.UnitLink",
          "unit-link",
        ),
      ].join("")}</ul>`
    : "";
  const marks = [
    item(
      `<span class="mark waypoint" style="background:${css(PALETTE.reach)}"></span>`,
      "TTM.Sandbox.Legend.Waypoint",
      "waypoint",
    ),
    item(
      `<span class="mark selected" style="border-color:${css(BOARD.facing)}"></span>`,
      "TTM.Sandbox.Legend.Selected",
      "selected",
    ),
    item(`<span class="mark moved"></span>`, "TTM.Sandbox.Legend.Moved", "moved"),
    ...(shown.counters
      ? [
          item(
            `<span class="mark chip" style="color:${css(BOARD.counterText)};background:${css(BOARD.counter)}">×1</span>`,
            "TTM.Sandbox.Legend.Counter",
            "counter",
          ),
        ]
      : []),
    ...(shown.arrows
      ? [item(`<span class="mark arrow" aria-hidden="true">➤</span>`, "TTM.Sandbox.Legend.Arrow", "arrow")]
      : []),
  ];
  return `${units}<h3>${e(t("TTM.Sandbox.Legend.Marks"))}</h3><ul class="legend">${marks.join("")}</ul>`;
}
