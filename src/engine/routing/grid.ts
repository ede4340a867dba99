/**
 * A uniform grid over the obstacles near one route query, in compressed rows (one flat array of
 * item ids, sliced per cell). A route tests hundreds of segments against the same few hundred
 * obstacles, so walking the cells a segment crosses beats a tree search per segment; the board's
 * Flatbush index has already cut the scene down to the corridor.
 */
export class Grid {
  readonly nx: number;
  readonly ny: number;
  readonly inv: number;
  /** items[start[c] .. start[c + 1]) are the ids in cell c. */
  readonly start: Int32Array;
  readonly items: Int32Array;

  constructor(
    readonly minX: number,
    readonly minY: number,
    maxX: number,
    maxY: number,
    readonly cell: number,
    /** Item bounding boxes, four numbers per item: minX, minY, maxX, maxY. */
    boxes: Float64Array,
  ) {
    this.inv = 1 / cell;
    this.nx = Math.max(1, Math.ceil((maxX - minX) * this.inv));
    this.ny = Math.max(1, Math.ceil((maxY - minY) * this.inv));
    const n = boxes.length / 4;
    const cells = this.nx * this.ny;
    const start = new Int32Array(cells + 1);
    // Two passes (count, then fill) so the layout is one allocation per query.
    for (let i = 0; i < n; i++) {
      this.eachCell(boxes, i, (c) => {
        start[c + 1]!++;
      });
    }
    for (let c = 0; c < cells; c++) start[c + 1]! += start[c]!;
    const fill = start.slice(0, cells);
    const items = new Int32Array(start[cells]!);
    for (let i = 0; i < n; i++) {
      this.eachCell(boxes, i, (c) => {
        items[fill[c]!++] = i;
      });
    }
    this.start = start;
    this.items = items;
  }

  private eachCell(boxes: Float64Array, i: number, visit: (cell: number) => void): void {
    const x0 = this.col(boxes[4 * i]!);
    const y0 = this.row(boxes[4 * i + 1]!);
    const x1 = this.col(boxes[4 * i + 2]!);
    const y1 = this.row(boxes[4 * i + 3]!);
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) visit(y * this.nx + x);
  }

  col(x: number): number {
    const c = Math.floor((x - this.minX) * this.inv);
    return c < 0 ? 0 : c >= this.nx ? this.nx - 1 : c;
  }

  row(y: number): number {
    const r = Math.floor((y - this.minY) * this.inv);
    return r < 0 ? 0 : r >= this.ny ? this.ny - 1 : r;
  }
}
