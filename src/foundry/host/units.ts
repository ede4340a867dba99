import { UNIT_STATUS } from "../../overlay/colors";
import { MODULE_ID } from "../ids";

/*
 * The unit moves' Foundry side (v13 and v14 alike): the ghosts of a unit's other models drawn
 * with the canvas's PIXI on the controls layer, dragged with the pointer (Canvas#mousePosition),
 * an Accept / Cancel panel (DialogV2, not modal, so the canvas stays usable), and the scene's
 * token updates. The session logic (units/session.ts) only sees GhostView-shaped
 * objects; this is the one implementation that touches the canvas.
 */

/** The shapes this file needs of the session's types; kept local so the host imports no feature. */
interface GhostLike {
  readonly tokenId: string;
  readonly name: string;
  readonly to: { readonly x: number; readonly y: number };
  readonly width: number;
  readonly height: number;
  readonly status: "coherent" | "out-of-coherency" | "casualty";
}
type Answer = "accept" | "cancel";

const TEMPLATE = `modules/${MODULE_ID}/templates/unit-ghosts.hbs`;
const COLOUR = UNIT_STATUS;

interface PixiLike {
  Container: new () => PixiContainer;
  Graphics: new () => PixiGraphics;
}
interface PixiContainer {
  addChild(...c: unknown[]): unknown;
  removeChildren(): unknown[];
  destroy(o?: object): void;
  position: { set(x: number, y: number): void };
  eventMode: string;
  cursor: string;
  on(event: string, fn: (e: unknown) => void): unknown;
  off(event: string, fn?: (e: unknown) => void): unknown;
}
interface PixiGraphics extends PixiContainer {
  clear(): PixiGraphics;
  beginFill(colour: number, alpha: number): PixiGraphics;
  lineStyle(width: number, colour: number, alpha: number): PixiGraphics;
  drawEllipse(x: number, y: number, rx: number, ry: number): PixiGraphics;
  moveTo(x: number, y: number): PixiGraphics;
  lineTo(x: number, y: number): PixiGraphics;
  endFill(): PixiGraphics;
}

const pixi = (): PixiLike => (globalThis as unknown as { PIXI: PixiLike }).PIXI;

const render = (data: object): Promise<string> =>
  foundry.applications.handlebars.renderTemplate(TEMPLATE, data as Record<string, unknown>);

class CanvasGhostView {
  private layer: PixiContainer | null = null;
  private html = "";
  private panel: HTMLElement | null = null;
  private onMove: (tokenId: string, to: { x: number; y: number }) => void = () => undefined;

  constructor(private readonly title: (summary: { title: string }) => string) {}

  show(ghosts: readonly GhostLike[], summary: { title: string }, onMove: CanvasGhostView["onMove"]): void {
    this.onMove = onMove;
    const P = pixi();
    this.layer = new P.Container();
    (canvas?.controls as unknown as PixiContainer | undefined)?.addChild(this.layer);
    this.update(ghosts, summary);
  }

  update(ghosts: readonly GhostLike[], summary: object): void {
    const layer = this.layer;
    if (!layer) return;
    for (const c of layer.removeChildren()) (c as PixiContainer).destroy({ children: true });
    const size = canvas?.scene?.grid.size ?? 100;
    for (const g of ghosts) layer.addChild(this.ghost(g, size));
    void render(summary).then((html) => {
      this.html = html;
      if (this.panel) this.panel.innerHTML = html;
    });
  }

  private ghost(g: GhostLike, size: number): PixiGraphics {
    const P = pixi();
    const w = g.width * size;
    const h = g.height * size;
    const shape = new P.Graphics();
    shape.lineStyle(3, COLOUR[g.status], 0.9).beginFill(COLOUR[g.status], 0.35);
    shape.drawEllipse(w / 2, h / 2, w / 2, h / 2).endFill();
    if (g.status === "casualty")
      shape
        .moveTo(w * 0.2, h * 0.2)
        .lineTo(w * 0.8, h * 0.8)
        .moveTo(w * 0.8, h * 0.2)
        .lineTo(w * 0.2, h * 0.8);
    shape.position.set(g.to.x, g.to.y);
    shape.eventMode = "static";
    shape.cursor = "grab";
    let grab: { dx: number; dy: number } | null = null;
    const at = (): { x: number; y: number } => {
      const m = canvas?.mousePosition;
      return { x: m?.x ?? 0, y: m?.y ?? 0 };
    };
    const move = (): void => {
      if (!grab) return;
      const p = at();
      shape.position.set(p.x - grab.dx, p.y - grab.dy);
    };
    const drop = (): void => {
      if (!grab) return;
      const p = at();
      const to = { x: Math.round(p.x - grab.dx), y: Math.round(p.y - grab.dy) };
      grab = null;
      shape.off("globalpointermove", move);
      this.onMove(g.tokenId, to);
    };
    shape.on("pointerdown", () => {
      const p = at();
      grab = { dx: p.x - g.to.x, dy: p.y - g.to.y };
      shape.on("globalpointermove", move);
    });
    shape.on("pointerup", drop);
    shape.on("pointerupoutside", drop);
    return shape;
  }

  async ask(accept: string, cancel: string, summary: { title: string }): Promise<Answer> {
    const answer = await foundry.applications.api.DialogV2.wait({
      window: { title: this.title(summary) },
      content: `<div class="ttm-unit-summary">${this.html}</div>`,
      buttons: [
        { action: "accept", label: accept, default: true },
        { action: "cancel", label: cancel },
      ],
      rejectClose: false,
      modal: false,
      render: (_event: unknown, dialog: { element: HTMLElement }) => {
        this.panel = dialog.element.querySelector<HTMLElement>(".ttm-unit-summary");
      },
    } as never);
    this.panel = null;
    return answer === "accept" ? "accept" : "cancel";
  }

  close(): void {
    this.layer?.destroy({ children: true });
    this.layer = null;
  }
}

/** The unit parts of the movement wiring (units/runtime.ts UnitHostParts) over the real globals. */
export function realUnitParts() {
  return {
    draggedTokenId: (): string | null =>
      (
        canvas?.tokens as unknown as
          { _draggedToken?: { document?: { id?: string | null } } | null } | undefined
      )?._draggedToken?.document?.id ?? null,
    ghostView: (t: (key: string, data?: Record<string, string | number>) => string) => {
      const view = new CanvasGhostView((s) => s.title);
      let last: { title: string } = { title: "" };
      return {
        show: (
          ghosts: readonly GhostLike[],
          summary: { title: string },
          onMove: (id: string, to: { x: number; y: number }) => void,
        ) => {
          last = summary;
          view.show(ghosts, summary, onMove);
        },
        update: (ghosts: readonly GhostLike[], summary: { title: string }) => {
          last = summary;
          view.update(ghosts, summary);
        },
        ask: () => view.ask(t("TTM.UnitMove.Accept"), t("TTM.UnitMove.Cancel"), last),
        close: () => view.close(),
      };
    },
    confirm: async (title: string, content: string): Promise<boolean> =>
      (await foundry.applications.api.DialogV2.confirm({
        window: { title },
        content,
        rejectClose: false,
        modal: true,
      } as never)) === true,
    updateTokens: async (scene: { id: string | null }, updates: readonly object[], operation: object) => {
      const doc = scene.id ? game.scenes?.get(scene.id) : undefined;
      await doc?.updateEmbeddedDocuments("Token", updates as never, operation);
    },
  };
}
