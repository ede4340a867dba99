/** Search nodes as growable parallel typed arrays: a route may generate tens of thousands. */
export class NodeStore {
  size = 0;
  /** Circle index, or START / GOAL. */
  circle = new Int32Array(0);
  /** Orientation round the circle: +1 or -1. */
  orient = new Int8Array(0);
  /** Arrival angle on the circle; NaN until the node is popped (most never are). */
  theta = new Float64Array(0);
  /** Arrival point. */
  x = new Float64Array(0);
  y = new Float64Array(0);
  /** Length from the start to the arrival point, along the route. */
  g = new Float64Array(0);
  parent = new Int32Array(0);
  /** Where the edge into this node left the parent's circle. */
  dx = new Float64Array(0);
  dy = new Float64Array(0);
  /** Next settled node on the same circle and orientation (-1 ends the list). */
  nextSettled = new Int32Array(0);

  constructor(capacity = 256) {
    this.grow(capacity);
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
    if (this.size === this.circle.length) this.grow(this.size * 2);
    const i = this.size++;
    this.circle[i] = circle;
    this.orient[i] = orient;
    this.theta[i] = theta;
    this.x[i] = x;
    this.y[i] = y;
    this.g[i] = g;
    this.parent[i] = parent;
    this.dx[i] = dx;
    this.dy[i] = dy;
    this.nextSettled[i] = -1;
    return i;
  }

  private grow(capacity: number): void {
    const copy = <T extends Int32Array | Int8Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.circle = copy(this.circle, (n) => new Int32Array(n));
    this.orient = copy(this.orient, (n) => new Int8Array(n));
    this.theta = copy(this.theta, (n) => new Float64Array(n));
    this.x = copy(this.x, (n) => new Float64Array(n));
    this.y = copy(this.y, (n) => new Float64Array(n));
    this.g = copy(this.g, (n) => new Float64Array(n));
    this.parent = copy(this.parent, (n) => new Int32Array(n));
    this.dx = copy(this.dx, (n) => new Float64Array(n));
    this.dy = copy(this.dy, (n) => new Float64Array(n));
    this.nextSettled = copy(this.nextSettled, (n) => new Int32Array(n));
  }
}

export const START = -1;
export const GOAL = -2;
