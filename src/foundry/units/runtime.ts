import type { Translator } from "../../overlay/i18n";
import type { StatusEntry } from "../effects/conditions";
import type { NoticeLevel } from "../host/types";
import { MODULE_ID } from "../ids";
import type { SceneSource } from "../scene/sources";
import { markCoherency, type MarkerToken } from "./marker";
import type { UnitGateDeps } from "./gate";
import { UnitSession, type GhostView, type SessionEnd } from "./session";
import type { UnitUpdate } from "./commit";

/*
 * The unit-move side as the movement wiring installs it: the Foundry pieces it needs (filled by
 * install.ts from the host layer, by tests from fakes) and the one ghost session at a time.
 */

export interface UnitHostParts {
  /** canvas.tokens._draggedToken?.document.id (v13, v14 TokenLayer docs). */
  draggedTokenId(): string | null;
  /** The ghosts on the canvas and their Accept / Cancel panel (host/ghosts.ts). */
  ghostView(t: Translator): GhostView;
  /** A yes/no dialog (DialogV2); true for yes. */
  confirm(title: string, content: string): Promise<boolean>;
  /** Scene#updateEmbeddedDocuments("Token", updates, operation) on that scene. */
  updateTokens(scene: SceneSource, updates: readonly object[], operation: object): Promise<void>;
}

export interface UnitEnvParts {
  readonly t: () => Translator;
  readonly explain: () => boolean;
  notify(level: NoticeLevel, text: string): void;
  statusEffects(): readonly StatusEntry[];
  addStatusEffect(entry: StatusEntry): void;
  token(scene: SceneSource, id: string): MarkerToken | undefined;
  render(path: string, data: object): Promise<string>;
}

export const CASUALTY_TEMPLATE = `modules/${MODULE_ID}/templates/unit-casualties.hbs`;

/** Runs one ghost session at a time; a unit drag while one is open waits for its answer. */
export class UnitSessions {
  private running: { session: UnitSession; done: Promise<SessionEnd> } | null = null;

  constructor(
    private readonly parts: UnitHostParts,
    private readonly env: UnitEnvParts,
  ) {}

  get active(): UnitSession | null {
    return this.running?.session ?? null;
  }

  /** The open session's end, for tests and for the next drag. */
  get done(): Promise<SessionEnd> | null {
    return this.running?.done ?? null;
  }

  gateDeps(): Omit<UnitGateDeps, "env"> {
    return {
      draggedTokenId: () => this.parts.draggedTokenId(),
      startSession: (plan, scene, rejudge, declared) => {
        const t = this.env.t();
        const { parts, env } = this;
        if (this.running) {
          env.notify("info", t("TTM.UnitMove.Busy"));
          return;
        }
        const session = new UnitSession(plan, scene, rejudge, declared, {
          t,
          explain: env.explain(),
          view: () => parts.ghostView(t),
          confirmCasualties: async (names) =>
            parts.confirm(
              t("TTM.UnitMove.CasualtyTitle"),
              await env.render(CASUALTY_TEMPLATE, {
                text: t("TTM.UnitMove.CasualtyText", { count: names.length }),
                names,
              }),
            ),
          update: (s, u: UnitUpdate) => parts.updateTokens(s, u.updates, u.operation),
          markCoherency: (s, ids, out) =>
            markCoherency(
              {
                statusEffects: () => env.statusEffects(),
                addStatusEffect: (e) => env.addStatusEffect(e),
                label: () => t("TTM.UnitMove.Marker"),
                token: (id) => env.token(s, id),
              },
              ids,
              out,
            ),
          notify: (level, text) => env.notify(level, text),
        });
        const done = (async (): Promise<SessionEnd> => {
          try {
            return await session.run();
          } catch (e) {
            console.error(`${MODULE_ID} | unit move`, e);
            env.notify("error", t("TTM.Notify.Bug"));
            return "cancelled";
          }
        })();
        this.running = { session, done };
        void done.then(() => {
          if (this.running?.session === session) this.running = null;
        });
      },
    };
  }
}
