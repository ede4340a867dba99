/**
 * A priority queue for whole-number priorities that never fall below the last one popped (Dial's
 * buckets): Dijkstra and A* with a consistent estimate on whole step costs push only such
 * priorities, so a push and a pop cost O(1) instead of a heap's O(log n). Each bucket is a
 * stack, so among equal priorities the latest pushed (on A*, the square furthest along) comes
 * first. Reused between searches: `clear` resets only the buckets the last search touched.
 */
export class BucketQueue {
  private heads = new Int32Array(64).fill(-1);
  private cells = new Int32Array(1024);
  private next = new Int32Array(1024);
  private count = 0;
  private current = 0;
  private top = -1;
  length = 0;

  clear(): void {
    if (this.top >= 0) this.heads.fill(-1, 0, this.top + 1);
    this.count = 0;
    this.current = 0;
    this.top = -1;
    this.length = 0;
  }

  push(cell: number, priority: number): void {
    if (priority >= this.heads.length) {
      const heads = new Int32Array(Math.max(priority + 1, this.heads.length * 2)).fill(-1);
      heads.set(this.heads);
      this.heads = heads;
    }
    if (this.count === this.cells.length) {
      const cells = new Int32Array(this.count * 2);
      cells.set(this.cells);
      this.cells = cells;
      const next = new Int32Array(this.count * 2);
      next.set(this.next);
      this.next = next;
    }
    const e = this.count++;
    this.cells[e] = cell;
    this.next[e] = this.heads[priority]!;
    this.heads[priority] = e;
    if (priority > this.top) this.top = priority;
    if (priority < this.current) this.current = priority;
    this.length++;
  }

  /** The cell with the lowest priority; call only when `length > 0`. */
  pop(): number {
    while (this.heads[this.current] === -1) this.current++;
    const e = this.heads[this.current]!;
    this.heads[this.current] = this.next[e]!;
    this.length--;
    return this.cells[e]!;
  }
}
