// Undo and redo over whole values (src/sandbox/editor/history.ts), checked against a plain model
// of an editor: a list of values and a cursor.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_UNDO,
  canRedo,
  canUndo,
  record,
  redo,
  startHistory,
  undo,
} from "../../src/sandbox/editor/history";

describe("the editor's undo history", () => {
  it("undo steps back through the edits, redo forward again, a new edit forgets what was undone", () => {
    let h = startHistory("a");
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = record(record(h, "b"), "c");
    h = undo(h);
    expect(h.now).toBe("b");
    expect(canRedo(h)).toBe(true);
    h = undo(h);
    expect(h.now).toBe("a");
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.now).toBe("b");
    h = record(h, "d");
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
    expect(undo(h).now).toBe("b");
    expect(undo(undo(h)).now).toBe("a");
  });

  it(`keeps the last ${MAX_UNDO} edits`, () => {
    let h = startHistory(0);
    for (let i = 1; i <= MAX_UNDO + 5; i++) h = record(h, i);
    let steps = 0;
    while (canUndo(h)) {
      h = undo(h);
      steps++;
    }
    expect(steps).toBe(MAX_UNDO);
    expect(h.now).toBe(5);
  });

  it("agrees with a list and a cursor over any run of edits, undos and redos", () => {
    const op = fc.oneof(
      fc.constant("undo" as const),
      fc.constant("redo" as const),
      fc.integer({ min: 1, max: 9 }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let h = startHistory(0);
        let list = [0];
        let at = 0;
        for (const o of ops) {
          if (o === "undo") {
            h = undo(h);
            at = Math.max(0, at - 1);
          } else if (o === "redo") {
            h = redo(h);
            at = Math.min(list.length - 1, at + 1);
          } else {
            h = record(h, o);
            list = [...list.slice(0, at + 1), o];
            at += 1;
          }
          expect(h.now).toBe(list[at]);
          expect(canUndo(h)).toBe(at > 0);
          expect(canRedo(h)).toBe(at < list.length - 1);
        }
      }),
    );
  });
});
