import { isRulesError } from "../../engine/errors";
import type { TabletopMovementApi } from "../api";
import type { FoundryHost, I18nLike, NoticeLevel } from "../host/types";
import type { TokenWaypoint } from "../scene/export";
import type { SceneSource } from "../scene/sources";
import { formatMessage } from "./message";

/** The tool's name in the token controls. */
export const EXPORT_TOOL = "ttmExportScenario";

/** What the export button reads of a controlled token's document (TokenDocument in v13). */
export interface MovedToken {
  readonly id: string | null;
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
  /** The last movement (TokenMovementData): its origin and the waypoints it passed. */
  readonly movement?: {
    readonly origin: TokenWaypoint;
    readonly passed: { readonly waypoints: readonly (TokenWaypoint & { readonly intermediate?: boolean })[] };
  } | null;
}

/**
 * The move the button exports: the token's last movement (from where it started to where it
 * stopped), or, if it has not moved since the scene loaded, standing where it is. A refused move
 * never happened, so for one of those a macro passes the waypoints to `api.exportScenario`.
 */
export function lastMoveOf(token: MovedToken): TokenWaypoint[] {
  const m = token.movement;
  if (m && m.passed.waypoints.length > 0) {
    // The path the player was shown: core's intermediate grid steps left out.
    return [m.origin, ...m.passed.waypoints.filter((w) => w.intermediate !== true)].map((w) => ({
      x: w.x,
      y: w.y,
      elevation: w.elevation ?? 0,
    }));
  }
  return [{ x: token.x, y: token.y, elevation: token.elevation }];
}

/** What the button reads of the canvas and the user (host/globals.ts exportToolParts). */
export interface ExportToolParts {
  isGM(): boolean;
  scene(): SceneSource | undefined;
  controlledToken(): (MovedToken & { readonly id: string | null }) | undefined;
  notify(level: NoticeLevel, text: string): void;
  readonly i18n: Pick<I18nLike, "format">;
}

/**
 * A GM button in the token controls (the v13 and v14 `getSceneControlButtons` hook, documented
 * with this very pattern): it exports the scene and the controlled token's last move as a
 * scenario file, so a rules question can be replayed with `npx tabletop-movement check`.
 */
export function installExportTool(
  hooks: FoundryHost["hooks"],
  api: TabletopMovementApi,
  parts: ExportToolParts,
): void {
  hooks.on("getSceneControlButtons", (controls) => {
    const tokens = (controls as Record<string, { tools?: Record<string, unknown> } | undefined>).tokens;
    if (!tokens?.tools) return;
    tokens.tools[EXPORT_TOOL] = {
      name: EXPORT_TOOL,
      title: "TTM.Export.Button",
      icon: "fa-solid fa-file-export",
      order: Object.keys(tokens.tools).length,
      button: true,
      visible: parts.isGM(),
      onChange: () => exportControlled(api, parts),
    };
  });
}

export function exportControlled(api: TabletopMovementApi, parts: ExportToolParts): void {
  const scene = parts.scene();
  const token = parts.controlledToken();
  if (!scene || !token?.id) {
    parts.notify("warn", formatMessage(parts.i18n, "TTM.Export.NoToken"));
    return;
  }
  try {
    const file = api.exportScenario(scene, token.id, lastMoveOf(token));
    parts.notify("info", formatMessage(parts.i18n, "TTM.Export.Done", { title: file.title ?? "" }));
  } catch (e) {
    if (!isRulesError(e)) throw e;
    parts.notify("error", formatMessage(parts.i18n, e.key, e.data));
  }
}
