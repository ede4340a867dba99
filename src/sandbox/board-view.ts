import { SmoothGraphics } from "@pixi/graphics-smooth";
import { Container, Text, type Application } from "pixi.js";
import type { Board } from "../engine/board/board";
import type { Model, Terrain } from "../engine/board/types";
import type { Point } from "../engine/geometry/vec";
import { type Disc, type Rect, placeLabels } from "./labels";
import { BOARD, REACHABLE, TERRAIN_COLORS, sideColor } from "./palette";

const MARGIN = 30;
/** Spacing (and radius) of the discs standing in for the ruler's line, wider than its casing. */
const TRAIL_STEP_PX = 5;
const FONT = "Inter, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif";

/** How a model looks right now: dimmed while it is being dragged, ringed when hovered. */
export interface ModelLook {
  readonly hover: string | null;
  readonly dragging: string | null;
  /** The model whose activation it is: a dashed ring. */
  readonly selected?: string | null;
  /** The way a model faces, in degrees (square-grid games), when known. */
  readonly facing?: (m: Model) => number | undefined;
  /** Counters on the model, shown as chips under its base. */
  readonly counters?: (m: Model) => readonly { readonly label: string; readonly count: number }[];
  /** Models that already moved this turn get a small mark. */
  readonly moved: ReadonlySet<string>;
  /** A short text inside each base (Signum's category letter). */
  readonly badge: (m: Model) => string;
}

/**
 * The table drawn with PixiJS: felt, centimetre grid, terrain, walls and bases, plus the layers
 * the drag draws into. Board units map to pixels by `scale`, with the table centred in the view.
 */
export class BoardView {
  readonly root = new Container();
  private readonly table = new Container();
  /** Square grids: the squares still reachable, under the bases and the ruler. */
  private readonly reachable = new Container();
  private readonly models = new Container();
  readonly ghost = new Container();
  /** Names sit above every base (the ghost's too), so a base never hides a name placed beside it. */
  private readonly names = new Container();
  private readonly ghostName = new Container();
  readonly overlay = new Container();
  scale = 1;
  private ghostOf: string | null = null;
  private origin: Point = { x: 0, y: 0 };
  /** Where each model's name was placed (root-local pixels), and the bases, for the ghost's name. */
  private placed = new Map<string, Rect>();
  private bases: Disc[] = [];
  private ghostBox: Rect | null = null;
  /** Terrain names (drawn with the table) and counter chips (with the models): names keep off them. */
  private terrainMarks: { id: string; box: Rect }[] = [];
  private chipMarks: { id: string; box: Rect }[] = [];

  constructor(private readonly app: Application) {
    this.root.addChild(
      this.table,
      this.reachable,
      this.models,
      this.ghost,
      this.names,
      this.ghostName,
      this.overlay,
    );
    app.stage.addChild(this.root);
  }

  /** Fits the table into the canvas; call after a resize or a new board. */
  layout(board: Board): void {
    const w = this.app.screen.width;
    const h = this.app.screen.height;
    this.scale = Math.max(1, Math.min((w - 2 * MARGIN) / board.width, (h - 2 * MARGIN) / board.height));
    this.origin = {
      x: Math.round((w - board.width * this.scale) / 2),
      y: Math.round((h - board.height * this.scale) / 2),
    };
    this.root.position.set(this.origin.x, this.origin.y);
  }

  /** Canvas pixel (CSS px, relative to the canvas) -> board point. */
  toBoard(p: Point): Point {
    return { x: (p.x - this.origin.x) / this.scale, y: (p.y - this.origin.y) / this.scale };
  }

  /** Board point -> canvas pixel (CSS px, relative to the canvas). */
  toCanvas(p: Point): Point {
    return { x: this.origin.x + p.x * this.scale, y: this.origin.y + p.y * this.scale };
  }

  drawTable(board: Board, direction: (t: Terrain) => number | undefined = () => undefined): void {
    clear(this.table);
    clear(this.ghost);
    clear(this.ghostName);
    this.terrainMarks = [];
    const s = this.scale;
    const g = new SmoothGraphics();
    this.table.addChild(g);
    g.beginFill(BOARD.table, 1);
    g.lineStyle(2, BOARD.tableEdge, 1);
    g.drawRoundedRect(0, 0, board.width * s, board.height * s, 4);
    g.endFill();
    const square = board.gridSize;
    if (square === null) {
      // A centimetre grid (every 5, stronger every 10) so distances can be judged by eye.
      for (let x = 5; x < board.width; x += 5) {
        g.lineStyle(1, BOARD.gridMajor, x % 10 === 0 ? 0.09 : 0.045);
        g.moveTo(x * s, 0);
        g.lineTo(x * s, board.height * s);
      }
      for (let y = 5; y < board.height; y += 5) {
        g.lineStyle(1, BOARD.gridMajor, y % 10 === 0 ? 0.09 : 0.045);
        g.moveTo(0, y * s);
        g.lineTo(board.width * s, y * s);
      }
      g.lineStyle(0);
      for (let x = 0; x <= board.width; x += 10) this.axis(String(x), x * s, -14, 0.5);
      for (let y = 10; y <= board.height; y += 10) this.axis(String(y), -14, y * s, 0.5);
    }

    for (const t of board.terrain) {
      const c = TERRAIN_COLORS[t.kind];
      const tg = new SmoothGraphics();
      tg.lineStyle(2, c.line, 0.95);
      tg.beginFill(c.fill, t.kind === "impassable" ? 0.95 : 0.6);
      tg.drawPolygon(t.polygon.flatMap((p) => [p.x * s, p.y * s]));
      tg.endFill();
      this.table.addChild(tg);
      const cx = t.polygon.reduce((a, p) => a + p.x, 0) / t.polygon.length;
      const cy = t.polygon.reduce((a, p) => a + p.y, 0) / t.polygon.length;
      const name = new Text(t.name, {
        fontFamily: FONT,
        fontSize: 11,
        fontStyle: "italic",
        fill: BOARD.terrainText,
        stroke: 0x0b0f14,
        strokeThickness: 3,
      });
      // Unnamed pieces (a dungeon's wall squares) and arrows (their glyph says it) carry no name.
      name.alpha = t.name === t.id || direction(t) !== undefined ? 0 : 0.85;
      name.anchor.set(0.5);
      name.position.set(cx * s, cy * s);
      this.table.addChild(name);
      if (name.alpha > 0) {
        const box = {
          x: cx * s - name.width / 2,
          y: cy * s - name.height / 2,
          w: name.width,
          h: name.height,
        };
        this.terrainMarks.push({ id: `terrain:${t.id}`, box });
      }
    }

    if (square !== null) this.squares(board, square);
    for (const t of board.terrain) {
      const deg = direction(t);
      if (deg !== undefined) this.arrow(t, deg);
    }

    const wg = new SmoothGraphics();
    for (const w of board.walls) {
      wg.lineStyle(8, BOARD.wallCasing, 0.8);
      wg.moveTo(w.a.x * s, w.a.y * s);
      wg.lineTo(w.b.x * s, w.b.y * s);
      wg.lineStyle(4, BOARD.wall, 1);
      wg.moveTo(w.a.x * s, w.a.y * s);
      wg.lineTo(w.b.x * s, w.b.y * s);
    }
    this.table.addChild(wg);
  }

  /** A square grid's lines over the terrain (a dungeon's flagstones), numbered every 5 squares. */
  private squares(board: Board, size: number): void {
    const s = this.scale;
    const g = new SmoothGraphics();
    g.lineStyle(1, BOARD.squareLine, 0.16);
    for (let x = size; x < board.width - 1e-9; x += size) {
      g.moveTo(x * s, 0);
      g.lineTo(x * s, board.height * s);
    }
    for (let y = size; y < board.height - 1e-9; y += size) {
      g.moveTo(0, y * s);
      g.lineTo(board.width * s, y * s);
    }
    this.table.addChild(g);
    for (let i = 0; i * size < board.width; i += 5) this.axis(String(i), (i + 0.5) * size * s, -14, 0.5);
    for (let j = 5; j * size < board.height; j += 5) this.axis(String(j), -14, (j + 0.5) * size * s, 0.5);
  }

  /** An exploration arrow's direction, drawn on its piece. */
  private arrow(t: Terrain, degrees: number): void {
    const s = this.scale;
    const cx = t.polygon.reduce((a, p) => a + p.x, 0) / t.polygon.length;
    const cy = t.polygon.reduce((a, p) => a + p.y, 0) / t.polygon.length;
    const g = new SmoothGraphics();
    const len = Math.max(6, 0.35 * s);
    g.lineStyle(3, 0x2a1a00, 1);
    g.beginFill(0xffe08a, 1);
    g.drawPolygon([len, 0, -len * 0.6, len * 0.6, -len * 0.3, 0, -len * 0.6, -len * 0.6]);
    g.endFill();
    g.position.set(cx * s, cy * s);
    g.rotation = (degrees * Math.PI) / 180;
    this.table.addChild(g);
  }

  /** The squares a grid model may still reach this move (null clears them). */
  drawReachable(cells: readonly { x: number; y: number }[] | null, size = 1): void {
    clear(this.reachable);
    if (!cells || cells.length === 0) return;
    const s = this.scale;
    const g = new SmoothGraphics();
    g.beginFill(REACHABLE.color, REACHABLE.alpha);
    for (const c of cells)
      g.drawRect((c.x - size / 2) * s + 1, (c.y - size / 2) * s + 1, size * s - 2, size * s - 2);
    g.endFill();
    this.reachable.addChild(g);
  }

  private axis(text: string, x: number, y: number, anchor: number): void {
    const label = new Text(text, { fontFamily: FONT, fontSize: 10, fill: BOARD.axisText });
    label.anchor.set(anchor);
    label.position.set(x, y);
    this.table.addChild(label);
  }

  drawModels(board: Board, sides: readonly string[], look: ModelLook): void {
    clear(this.models);
    clear(this.names);
    this.chipMarks = [];
    const s = this.scale;
    const texts = board.models.map((m) => {
      const token = this.token(
        m,
        sideColor(sides.indexOf(m.side)),
        look.badge(m),
        look.moved.has(m.id),
        look.facing?.(m),
      );
      token.alpha = look.dragging === m.id ? 0.35 : 1;
      if (look.selected === m.id) {
        const sel = new SmoothGraphics();
        sel.lineStyle(1.5, BOARD.facing, 0.8);
        sel.drawCircle(0, 0, m.r * s + 7);
        token.addChild(sel);
      }
      const chips = look.counters?.(m) ?? [];
      chips.forEach((c, i) => {
        const chip = counterChip(`${c.label} ×${c.count}`, m.r * s, i);
        token.addChild(chip.view);
        const b = chip.box;
        this.chipMarks.push({ id: `chip:${m.id}:${i}`, box: { ...b, x: b.x + m.x * s, y: b.y + m.y * s } });
      });
      if (look.hover === m.id && look.dragging === null) {
        const ring = new SmoothGraphics();
        ring.lineStyle(2, 0xffffff, 0.9);
        ring.drawCircle(0, 0, m.r * s + 4);
        token.addChild(ring);
      }
      this.models.addChild(token);
      const name = nameText(m.name);
      name.alpha = token.alpha;
      this.names.addChild(name);
      return name;
    });
    this.bases = board.models.map((m) => ({ x: m.x * s, y: m.y * s, r: m.r * s }));
    const spots = placeLabels(
      board.models.map((m, i) => ({ base: this.bases[i]!, w: texts[i]!.width, h: texts[i]!.height })),
      this.bases,
      this.marks(),
    );
    this.placed = new Map();
    board.models.forEach((m, i) => {
      const { box, scale } = spots[i]!;
      texts[i]!.scale.set(scale);
      texts[i]!.position.set(box.x, box.y);
      this.placed.set(m.id, box);
    });
  }

  /**
   * A translucent copy of the dragged model under the cursor, as Foundry previews a drag. The
   * token is built once per drag and only moved after that: text textures are dear to rebuild.
   * Its name is placed anew at every step, against the names already on the board.
   */
  drawGhost(
    m: Model | null,
    at: Point | null,
    color: number,
    badge: string,
    path: readonly Point[] = [],
    facing?: number,
  ): void {
    // The ruler's label is drawn above the names: the ghost's name keeps out from under it.
    const ruler = this.overlay.getChildByName<Container>("ttm-overlay-label", true);
    const avoid: Rect[] = [];
    if (ruler) {
      const b = ruler.getBounds();
      avoid.push({ x: b.x - this.origin.x, y: b.y - this.origin.y, w: b.width, h: b.height });
    }
    if (!m || !at) {
      clear(this.ghost);
      clear(this.ghostName);
      this.ghostOf = null;
      this.ghostBox = null;
      return;
    }
    const facingKey = `${m.id}@${facing ?? ""}`;
    if (this.ghostOf !== facingKey || this.ghost.children.length === 0) {
      clear(this.ghost);
      clear(this.ghostName);
      const token = this.token({ ...m, x: 0, y: 0 }, color, badge, false, facing);
      token.alpha = 0.55;
      this.ghost.addChild(token);
      const name = nameText(m.name);
      name.alpha = 0.8;
      this.ghostName.addChild(name);
      this.ghostOf = facingKey;
    }
    const s = this.scale;
    this.ghost.position.set(at.x * s, at.y * s);
    const name = this.ghostName.children[0];
    if (!(name instanceof Text)) return;
    const base = { x: at.x * s, y: at.y * s, r: m.r * s };
    const [spot] = placeLabels(
      [{ base, w: name.width / name.scale.x, h: name.height / name.scale.y }],
      [...this.bases, base, ...this.trail(path)],
      [...this.placed.values(), ...this.marks(), ...avoid],
    );
    if (!spot) return;
    name.scale.set(spot.scale);
    name.position.set(spot.box.x, spot.box.y);
    this.ghostBox = spot.box;
  }

  /**
   * The ruler's line as a row of small discs (pixels), so the ghost's name is not put where the
   * ruler, drawn above it, would strike it through.
   */
  private trail(path: readonly Point[]): Disc[] {
    const s = this.scale;
    const out: Disc[] = [];
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1]!;
      const b = path[i]!;
      const steps = Math.max(1, Math.ceil((Math.hypot(b.x - a.x, b.y - a.y) * s) / TRAIL_STEP_PX));
      for (let k = 0; k <= steps; k++) {
        const f = k / steps;
        out.push({ x: (a.x + (b.x - a.x) * f) * s, y: (a.y + (b.y - a.y) * f) * s, r: TRAIL_STEP_PX });
      }
    }
    return out;
  }

  private marks(): Rect[] {
    return [...this.terrainMarks, ...this.chipMarks].map((m) => m.box);
  }

  /** The name labels as placed, in canvas pixels (CSS px); the ghost's under the id "ghost". */
  labelBoxes(): { id: string; box: Rect }[] {
    const out = [...this.placed].map(([id, b]) => ({ id, box: b }));
    if (this.ghostBox) out.push({ id: "ghost", box: this.ghostBox });
    return this.inCanvas(out);
  }

  /** What the names keep off, in canvas pixels: terrain names ("terrain:<id>"), counter chips ("chip:<model>:<n>"). */
  markBoxes(): { id: string; box: Rect }[] {
    return this.inCanvas([...this.terrainMarks, ...this.chipMarks]);
  }

  private inCanvas(boxes: readonly { id: string; box: Rect }[]): { id: string; box: Rect }[] {
    const o = this.origin;
    return boxes.map(({ id, box }) => ({ id, box: { ...box, x: box.x + o.x, y: box.y + o.y } }));
  }

  private token(m: Model, color: number, badge: string, moved: boolean, facing?: number): Container {
    const s = this.scale;
    const c = new Container();
    c.position.set(m.x * s, m.y * s);
    const g = new SmoothGraphics();
    g.lineStyle(2, BOARD.baseRing, 1);
    g.beginFill(color, 0.95);
    g.drawCircle(0, 0, m.r * s);
    g.endFill();
    g.lineStyle(1.5, 0xffffff, 0.35);
    g.drawCircle(0, 0, Math.max(1, m.r * s - 3));
    if (moved) {
      g.lineStyle(1.5, BOARD.baseRing, 1);
      g.beginFill(0xe2e8f0, 1);
      g.drawCircle(m.r * s * 0.72, -m.r * s * 0.72, 4);
      g.endFill();
    }
    c.addChild(g);
    if (facing !== undefined) {
      // A notch on the rim pointing where the model faces.
      const f = new SmoothGraphics();
      const r = m.r * s;
      f.lineStyle(1.5, BOARD.baseRing, 1);
      f.beginFill(BOARD.facing, 1);
      f.drawPolygon([r + 6, 0, r - 4, -6, r - 4, 6]);
      f.endFill();
      f.rotation = (facing * Math.PI) / 180;
      c.addChild(f);
    }
    if (badge) {
      const b = new Text(badge, { fontFamily: FONT, fontSize: 12, fontWeight: "700", fill: 0xffffff });
      b.anchor.set(0.5);
      c.addChild(b);
    }
    return c;
  }
}

/** A counter's chip under a base: "Dazed ×1", and its box relative to the base's centre. */
function counterChip(text: string, radius: number, index: number): { view: Container; box: Rect } {
  const c = new Container();
  const label = new Text(text, {
    fontFamily: FONT,
    fontSize: 10,
    fontWeight: "700",
    fill: BOARD.counterText,
  });
  const g = new SmoothGraphics();
  g.lineStyle(1, BOARD.counterText, 0.9);
  g.beginFill(BOARD.counter, 0.92);
  g.drawRoundedRect(-label.width / 2 - 4, -1, label.width + 8, label.height + 2, 4);
  g.endFill();
  label.anchor.set(0.5, 0);
  c.addChild(g, label);
  const top = radius + 2 + index * (label.height + 4);
  c.position.set(0, top);
  return { view: c, box: { x: -label.width / 2 - 4, y: top - 1, w: label.width + 8, h: label.height + 2 } };
}

/** A model's name, anchored at its top-left so the placed box is where it is drawn. */
function nameText(text: string): Text {
  return new Text(text, {
    fontFamily: FONT,
    fontSize: 12,
    fontWeight: "600",
    fill: BOARD.nameText,
    stroke: 0x0b0f14,
    strokeThickness: 3,
  });
}

/** Destroys a layer's children (and their textures: Text objects own one each). */
export function clear(layer: Container): void {
  for (const child of layer.removeChildren())
    child.destroy({ children: true, texture: true, baseTexture: true });
}
