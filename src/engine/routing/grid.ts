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
  readonly start: number[];
  readonly items: number[];

  constructor(
    readonly minX: number,
    readonly minY: number,
    maxX: number,
    maxY: number,
    readonly cell: number,
    /** Item bounding boxes, four numbers per item: minX, minY, maxX, maxY. */
    boxes: readonly number[],
  ) {
    this.inv = 1 / cell;
    this.nx = Math.max(1, Math.ceil((maxX - minX) * this.inv));
    this.ny = Math.max(1, Math.ceil((maxY - minY) * this.inv));
    const n = boxes.length / 4;
    const cells = this.nx * this.ny;
    const nx = this.nx;
    const start = new Array<number>(cells + 1).fill(0);
    // Cell ranges per item, kept so the fill pass need not recompute them.
    const range = new Array<number>(4 * n);
    for (let i = 0; i < n; i++) {
      const x0 = this.col(boxes[4 * i]!);
      const y0 = this.row(boxes[4 * i + 1]!);
      const x1 = this.col(boxes[4 * i + 2]!);
      const y1 = this.row(boxes[4 * i + 3]!);
      range[4 * i] = x0;
      range[4 * i + 1] = y0;
      range[4 * i + 2] = x1;
      range[4 * i + 3] = y1;
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) start[y * nx + x + 1]!++;
    }
    // Two passes (count, then fill) so each cell's ids sit together in one array.
    for (let c = 0; c < cells; c++) start[c + 1]! += start[c]!;
    const fill = start.slice(0, cells);
    const items = new Array<number>(start[cells]!).fill(0);
    for (let i = 0; i < n; i++) {
      const x0 = range[4 * i]!;
      const x1 = range[4 * i + 2]!;
      for (let y = range[4 * i + 1]!, y1 = range[4 * i + 3]!; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) items[fill[y * nx + x]!++] = i;
      }
    }
    this.start = start;
    this.items = items;
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
