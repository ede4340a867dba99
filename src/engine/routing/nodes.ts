/**
 * Search nodes as parallel arrays: a route may generate tens of thousands, and plain arrays grow
 * on the ordinary heap (typed arrays would cost an off-heap allocation per query).
 */
export class NodeStore {
  /** Circle index, or START / GOAL. */
  readonly circle: number[] = [];
  /** Orientation round the circle: +1 or -1. */
  readonly orient: number[] = [];
  /** Arrival angle on the circle; NaN until the node is popped (most never are). */
  readonly theta: number[] = [];
  /** Arrival point. */
  readonly x: number[] = [];
  readonly y: number[] = [];
  /** Length from the start to the arrival point, along the route. */
  readonly g: number[] = [];
  readonly parent: number[] = [];
  /** Where the edge into this node left the parent's circle. */
  readonly dx: number[] = [];
  readonly dy: number[] = [];
  /** Next settled node on the same circle and orientation (-1 ends the list). */
  readonly nextSettled: number[] = [];

  get size(): number {
    return this.circle.length;
  }

  add(
    circle: number,
    orient: number,
    theta: number,
    x: number,
    y: number,
    g: number,
    parent: number,
    dx: number,
    dy: number,
  ): number {
    this.circle.push(circle);
    this.orient.push(orient);
    this.theta.push(theta);
    this.x.push(x);
    this.y.push(y);
    this.g.push(g);
    this.parent.push(parent);
    this.dx.push(dx);
    this.dy.push(dy);
    this.nextSettled.push(-1);
    return this.circle.length - 1;
  }
}

export const START = -1;
export const GOAL = -2;
