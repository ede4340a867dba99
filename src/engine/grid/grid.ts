import { RulesError } from "../errors";
import { segmentsIntersect } from "../geometry/segment";
import type { Point } from "../geometry/vec";

/**
 * A board of squares, in square coordinates: square (x, y) spans [x, x+1] x [y, y+1], its
 * index is y * width + x, and vertex (x, y) is its top-left corner. It holds only the geometry
 * that is the same for every mover (walls between squares and the posts they stand on); what a
 * step costs a given mover is data the ruleset gives the search (`StepCosts`).
 */
/** The most squares a grid holds: a dungeon of 1,000 x 1,000 squares, 3 MB of walls and posts. */
export const MAX_SQUARES = 1_000_000;

export class SquareGrid {
  readonly width: number;
  readonly height: number;
  /** Wall between square i and the square east of it. */
  readonly wallEast: Uint8Array;
  /** Wall between square i and the square south of it. */
  readonly wallSouth: Uint8Array;
  /** A wall touches vertex (x, y), index y * (width + 1) + x: no diagonal step passes it. */
  readonly post: Uint8Array;

  constructor(width: number, height: number) {
    // A huge or broken table (1e308 squares wide) must be refused, not fail to allocate.
    const whole = (n: number): boolean => Number.isSafeInteger(n) && n >= 1;
    if (!whole(width) || !whole(height) || width * height > MAX_SQUARES) {
      throw new RulesError("TTM.Grid.Error.TooLarge", { width, height, max: MAX_SQUARES });
    }
    this.width = width;
    this.height = height;
    this.wallEast = new Uint8Array(width * height);
    this.wallSouth = new Uint8Array(width * height);
    this.post = new Uint8Array((width + 1) * (height + 1));
  }

  get cells(): number {
    return this.width * this.height;
  }

  index(x: number, y: number): number {
    return y * this.width + x;
  }

  inside(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  /**
   * A wall drawn from a to b (square coordinates). Every orthogonal step whose centre-to-centre
   * segment the wall meets is closed, and the two ends of each closed edge become posts, so a
   * wall along square edges closes exactly those edges and the diagonals past its ends and
   * joints. A wall off the lines closes the steps it crosses.
   */
  addWall(a: Point, b: Point): void {
    const w = this.width;
    const minX = Math.max(0, Math.floor(Math.min(a.x, b.x) - 1));
    const maxX = Math.min(w - 1, Math.ceil(Math.max(a.x, b.x)));
    const minY = Math.max(0, Math.floor(Math.min(a.y, b.y) - 1));
    const maxY = Math.min(this.height - 1, Math.ceil(Math.max(a.y, b.y)));
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const c = { x: x + 0.5, y: y + 0.5 };
        if (x + 1 < w && segmentsIntersect(a, b, c, { x: x + 1.5, y: y + 0.5 })) {
          this.wallEast[y * w + x] = 1;
          this.markPost(x + 1, y);
          this.markPost(x + 1, y + 1);
        }
        if (y + 1 < this.height && segmentsIntersect(a, b, c, { x: x + 0.5, y: y + 1.5 })) {
          this.wallSouth[y * w + x] = 1;
          this.markPost(x, y + 1);
          this.markPost(x + 1, y + 1);
        }
      }
    }
  }

  private markPost(x: number, y: number): void {
    this.post[y * (this.width + 1) + x] = 1;
  }

  hasPost(x: number, y: number): boolean {
    return this.post[y * (this.width + 1) + x] === 1;
  }

  /** A wall stands between square (x, y) and its orthogonal neighbour (x + dx, y + dy). */
  wallBetween(x: number, y: number, dx: number, dy: number): boolean {
    const w = this.width;
    if (dx === 1) return this.wallEast[y * w + x] === 1;
    if (dx === -1) return this.wallEast[y * w + x - 1] === 1;
    if (dy === 1) return this.wallSouth[y * w + x] === 1;
    return this.wallSouth[(y - 1) * w + x] === 1;
  }
}

/** The eight steps, orthogonal first; diagonals are the odd ones out for the corner rule. */
export const STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
