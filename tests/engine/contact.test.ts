import { describe, expect, it } from "vitest";
import { analysePath } from "../../src/engine/path/analyse";
import { contactsAt, firstContact } from "../../src/engine/path/contact";
import { model, pts, rect, table } from "./helpers";

const TOL = 0.05 / 2.54; // SIGNUM-CONTACT-2's half millimetre, in inches

describe("contact", () => {
  it("SIGNUM-CONTACT-1: the first contact along the path is where the bases touch", () => {
    const board = table({ models: [model("m", "a", 10, 10), model("e", "b", 20, 10)] });
    const hit = firstContact(board, board.model("m"), pts([10, 10], [30, 10]), 0);
    expect(hit?.id).toBe("e");
    expect(hit?.distance).toBeCloseTo(9, 9);
  });

  it("SIGNUM-CONTACT-2: bases closer than the tolerance count as touching, even when the path only grazes", () => {
    const board = table({ models: [model("m", "a", 10, 10), model("e", "b", 20, 11 + TOL / 2)] });
    const m = board.model("m");
    expect(firstContact(board, m, pts([10, 10], [30, 10]), 0)).toBeNull();
    const graze = firstContact(board, m, pts([10, 10], [30, 10]), TOL);
    expect(graze?.id).toBe("e");
    // At the closest approach, not the first point within tolerance.
    expect(graze?.distance).toBeCloseTo(10, 6);
    expect(contactsAt(board, m, { x: 20, y: 10 }, TOL).map((x) => x.id)).toEqual(["e"]);
    expect(contactsAt(board, m, { x: 20, y: 10 - TOL }, TOL)).toEqual([]);
  });

  it("SIGNUM-CONTACT-1: friends never stop the move; an enemy touched at the start does not stop it while it stays in contact", () => {
    const board = table({
      models: [model("m", "a", 10, 10), model("f", "a", 15, 10), model("e", "b", 10, 11)],
    });
    const m = board.model("m");
    // Walking into a friend is a collision matter, not a contact.
    expect(firstContact(board, m, pts([10, 10], [14, 10]), 0)).toBeNull();
    // Sliding round the enemy it starts against, then away: no stop.
    expect(firstContact(board, m, pts([10, 10], [11, 11], [20, 20]), 0)).toBeNull();
    // Leaving it and coming back: a new contact.
    const back = firstContact(board, m, pts([10, 10], [10, 5], [10, 10]), 0);
    expect(back?.id).toBe("e");
    expect(back?.distance).toBeCloseTo(10, 9);
  });

  it("MUMG-MOVE-7: every enemy in base contact at the end is reported, friends only with a filter", () => {
    const board = table({
      models: [
        model("m", "a", 10, 10),
        model("e1", "b", 11, 10),
        model("e2", "b", 10, 9),
        model("f", "a", 9, 10),
      ],
    });
    const m = board.model("m");
    expect(
      contactsAt(board, m, m, 0)
        .map((x) => x.id)
        .sort(),
    ).toEqual(["e1", "e2"]);
    expect(
      contactsAt(board, m, m, 0, () => true)
        .map((x) => x.id)
        .sort(),
    ).toEqual(["e1", "e2", "f"]);
  });

  it("MUMG-MOVE-7: a model on a roof is not in base contact with one in the street below", () => {
    const board = table({
      models: [model("m", "a", 10, 10, { height: 2 }), model("up", "b", 11, 10, { elevation: 6, height: 2 })],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(10.6, 5, 20, 15), height: 6 }],
    });
    const m = board.model("m");
    expect(contactsAt(board, m, m, 0).map((x) => x.id)).toEqual(["up"]);
    expect(contactsAt(board, m, m, 0, undefined, 0)).toEqual([]);
    const a = analysePath(board, m, pts([10, 10], [10, 20]), { contact: { tolerance: 0 } });
    expect(a.contact).toBeNull();
    expect(a.contactsAt(0)).toEqual([]);
  });

  it("SIGNUM-CONTACT-1: analysePath reports the first contact and the contacts at any distance", () => {
    const board = table({ models: [model("m", "a", 10, 10), model("e", "b", 20, 10)] });
    const a = analysePath(board, board.model("m"), pts([10, 10], [30, 10]), { contact: { tolerance: TOL } });
    expect(a.contact?.id).toBe("e");
    expect(a.contact?.distance).toBeCloseTo(9, 9);
    expect(a.contactsAt(9).map((x) => x.id)).toEqual(["e"]);
    expect(a.contactsAt(8)).toEqual([]);
  });
});
