import type { Point } from "../../engine/geometry/vec";
import type { UnitMoveRequest } from "../../engine/ruleset";
import type { Translator } from "../../overlay/i18n";
import { type UnitSummary, unitSummary } from "../../overlay/unit-summary";
import type { NoticeLevel } from "../host/types";
import type { DragDeclarations } from "../movement/declarations";
import { refusalText, unjudgedText } from "../movement/messages";
import type { SceneSource, PixelPoint } from "../scene/sources";
import { unitUpdate, type UnitUpdate } from "./commit";
import type { Rejudge } from "./gate";
import { casualtiesOf, centreFor, ghostsOf, type Ghost, type UnitPlan } from "./plan";

/*
 * The player's answer to a unit move's ghosts: accept them, drag a ghost elsewhere (each place
 * judged again by the ruleset with the player's placements; one it refuses snaps back and says
 * why), or cancel (nothing moved, nothing spent). Casualties are taken off only after a second
 * confirmation, hidden in the unit's one operation so core's undo brings them back. Accepting commits the whole unit as one operation (commit.ts). The ghosts are
 * drawn by the host (host/ghosts.ts, PIXI); tests give a fake view.
 */

export type GhostAnswer = "accept" | "cancel";

export type { UnitSummary };

export interface GhostView {
  /** Draws the ghosts; `onMove` is called when the player drops a ghost (top-left pixels). */
  show(
    ghosts: readonly Ghost[],
    summary: UnitSummary,
    onMove: (tokenId: string, to: PixelPoint) => void,
  ): void;
  update(ghosts: readonly Ghost[], summary: UnitSummary): void;
  /** Waits for Accept or Cancel. */
  ask(): Promise<GhostAnswer>;
  close(): void;
}

export interface SessionHost {
  readonly t: Translator;
  readonly explain: boolean;
  view(): GhostView;
  confirmCasualties(names: readonly string[]): Promise<boolean>;
  /** Scene#updateEmbeddedDocuments("Token", updates, operation). */
  update(scene: SceneSource, update: UnitUpdate): Promise<void>;
  /** Out of Coherency on (or off) the unit's tokens. */
  markCoherency(scene: SceneSource, tokenIds: readonly string[], out: boolean): Promise<void>;
  notify(level: NoticeLevel, text: string): void;
}

export const summaryOf = (plan: UnitPlan, t: Translator): UnitSummary =>
  unitSummary(t, plan.leaderName, plan.ghosts, plan.unitStatus);

export type SessionEnd = "moved" | "cancelled" | "refused";

export class UnitSession {
  private plan: UnitPlan;
  /** The places the player set by hand, engine units, by token id. */
  private readonly placed = new Map<string, Point>();
  private readonly view: GhostView;

  constructor(
    plan: UnitPlan,
    private readonly scene: SceneSource,
    private readonly rejudge: Rejudge,
    private readonly declared: DragDeclarations,
    private readonly host: SessionHost,
  ) {
    this.plan = plan;
    this.view = host.view();
  }

  get current(): UnitPlan {
    return this.plan;
  }

  private request(extra?: { id: string; point: Point }): UnitMoveRequest {
    const placements: Record<string, Point> = Object.fromEntries(this.placed);
    if (extra) placements[extra.id] = extra.point;
    return { unitId: this.plan.unitId, placements };
  }

  /** The player dropped a ghost at `to`: judged again; true when the ruleset takes the place. */
  move(tokenId: string, to: PixelPoint): boolean {
    const ghost = this.plan.ghosts.find((g) => g.tokenId === tokenId);
    if (!ghost) return false;
    const j0 = this.rejudge({ unitId: this.plan.unitId });
    const scale = j0.kind === "verdict" ? j0.scale : null;
    if (!scale) return false;
    const point = centreFor(to, ghost, this.scene.grid.size, scale);
    const j = this.rejudge(this.request({ id: tokenId, point }));
    if (j.kind === "problem") {
      this.host.notify("warn", unjudgedText(j.problem, this.host.t));
      this.view.update(this.plan.ghosts, summaryOf(this.plan, this.host.t));
      return false;
    }
    const ghosts = j.verdict.legal
      ? ghostsOf(j.verdict, this.scene, j.scale, new Set([...this.placed.keys(), tokenId]))
      : null;
    if (!ghosts) {
      this.host.notify("warn", refusalText(ghost.name, j.verdict, this.host.t, this.host.explain));
      this.view.update(this.plan.ghosts, summaryOf(this.plan, this.host.t)); // the ghost snaps back
      return false;
    }
    this.placed.set(tokenId, point);
    this.plan = { ...this.plan, ghosts, unitStatus: j.verdict.unitStatus ?? "in-coherency" };
    this.view.update(this.plan.ghosts, summaryOf(this.plan, this.host.t));
    return true;
  }

  /** Shows the ghosts and waits for the player; resolves once the unit moved or nothing did. */
  async run(): Promise<SessionEnd> {
    const t = this.host.t;
    this.view.show(this.plan.ghosts, summaryOf(this.plan, t), (id, to) => void this.move(id, to));
    for (;;) {
      const answer = await this.view.ask();
      if (answer === "cancel") {
        this.view.close();
        this.host.notify("info", t("TTM.UnitMove.Cancelled", { name: this.plan.leaderName }));
        return "cancelled";
      }
      const dead = casualtiesOf(this.plan);
      if (dead.length > 0 && !(await this.host.confirmCasualties(dead.map((g) => g.name)))) continue;
      // Judged once more just before the write: the scene may have changed while the ghosts showed.
      const j = this.rejudge(this.request());
      if (j.kind === "problem" || !j.verdict.legal || !j.verdict.models) {
        this.view.close();
        if (j.kind === "verdict")
          this.host.notify("warn", refusalText(this.plan.leaderName, j.verdict, t, this.host.explain));
        return "refused";
      }
      this.view.close();
      await this.commit();
      return "moved";
    }
  }

  private async commit(): Promise<void> {
    const plan = this.plan;
    // The confirmed casualties go in the same operation (hidden and flagged: scene/casualty.ts).
    await this.host.update(this.scene, unitUpdate(plan, Object.fromEntries(this.placed), this.declared));
    const standing = [
      plan.leaderId,
      ...plan.ghosts.filter((g) => g.status !== "casualty").map((g) => g.tokenId),
    ];
    const out = plan.unitStatus === "out-of-coherency";
    await this.host.markCoherency(this.scene, standing, out);
    if (out) this.host.notify("warn", this.host.t("TTM.UnitMove.OutNotice", { name: plan.leaderName }));
  }
}
