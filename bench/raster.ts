import PF from "pathfinding";
import type { Board } from "../src/engine/board/board";
import type { Model } from "../src/engine/board/types";
import type { Point } from "../src/engine/geometry/vec";
import { baseFitsAt } from "../src/engine/path/fit";

export interface RasterRoute {
  readonly length: number;
  /** After the library's own line-of-sight smoothing. */
  readonly smoothedLength: number;
}

/**
 * The baseline: the `pathfinding` package's A* (8-connected, no corner cutting) on a raster of
 * the scene where a cell is open when the mover's base fits at its centre. Building the raster is
 * setup, not timed; each search runs on a clone of the grid, because the library writes its
 * search state into the grid's nodes.
 */
export class Raster {
  readonly grid: PF.Grid;
  private readonly finder = new PF.AStarFinder({
    diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
    heuristic: PF.Heuristic.octile,
  });
  readonly nx: number;
  readonly ny: number;

  constructor(
    board: Board,
    mover: Model,
    readonly step: number,
  ) {
    this.nx = Math.floor(board.width / step);
    this.ny = Math.floor(board.height / step);
    this.grid = new PF.Grid(this.nx, this.ny);
    for (let y = 0; y < this.ny; y++) {
      for (let x = 0; x < this.nx; x++) {
        const p = { x: (x + 0.5) * step, y: (y + 0.5) * step };
        this.grid.setWalkableAt(x, y, baseFitsAt(board, mover, p));
      }
    }
  }

  /** A fresh copy of the grid, as each search needs one. */
  clone(): PF.Grid {
    return this.grid.clone();
  }

  find(grid: PF.Grid, from: Point, to: Point): RasterRoute | null {
    const cell = (p: Point): [number, number] => [
      Math.min(this.nx - 1, Math.floor(p.x / this.step)),
      Math.min(this.ny - 1, Math.floor(p.y / this.step)),
    ];
    const [sx, sy] = cell(from);
    const [ex, ey] = cell(to);
    if (!this.grid.isWalkableAt(sx, sy) || !this.grid.isWalkableAt(ex, ey)) return null;
    const path = this.finder.findPath(sx, sy, ex, ey, grid);
    if (path.length === 0) return null;
    return {
      length: this.measure(path, from, to),
      smoothedLength: this.measure(PF.Util.smoothenPath(this.grid, path), from, to),
    };
  }

  private measure(path: number[][], from: Point, to: Point): number {
    const pts = [
      from,
      ...path.map(([x, y]) => ({ x: (x! + 0.5) * this.step, y: (y! + 0.5) * this.step })),
      to,
    ];
    let total = 0;
    for (let i = 1; i < pts.length; i++)
      total += Math.hypot(pts[i]!.x - pts[i - 1]!.x, pts[i]!.y - pts[i - 1]!.y);
    return total;
  }
}
