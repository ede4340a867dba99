import { describe, expect, it } from "vitest";
import { hero, judge, line, RED, ruleIds, table } from "./helpers";

describe("Signum contact", () => {
  const enemyAt = (x: number, y = 30, id = "orc") => ({ id, name: `Orc ${id}`, side: RED, x, y });

  it("SIGNUM-CONTACT-1: contact stops the path at the first touching point", () => {
    // Bases of 30 mm touch at centre distance 3: the enemy at 17 is touched at x = 14.
    const v = judge(table([hero({ profile: { move: "M" } }), enemyAt(17)]), { path: line(10, 20) });
    expect(v.reach.distance).toBeCloseTo(4, 6);
    expect(v.reach.point.x).toBeCloseTo(14, 6);
    expect(v.legalPath.at(-1)!.x).toBeCloseTo(14, 6);
    expect(ruleIds(v)).toContain("SIGNUM-CONTACT-1");
    expect(v.contacts).toEqual(["orc"]);
    expect(v.legal).toBe(false);
  });

  it("SIGNUM-CONTACT-1: a path that ends exactly in contact is legal and reports the contact", () => {
    const v = judge(table([hero(), enemyAt(17)]), { path: line(10, 14) });
    expect(v.legal).toBe(true);
    expect(v.contacts).toEqual(["orc"]);
  });

  it("SIGNUM-CONTACT-1: a glancing touch mid-path stops the move there, with distance left", () => {
    // The enemy sits 3 cm off the line: the moving base grazes it when level with it.
    const v = judge(table([hero({ profile: { move: "L" } }), enemyAt(16, 33)]), { path: line(10, 22) });
    expect(v.reach.point.x).toBeCloseTo(16, 3);
    expect(v.contacts).toEqual(["orc"]);
  });

  it("SIGNUM-CONTACT-1: ending in contact with two enemies reports both", () => {
    const board = table([hero(), enemyAt(17, 28.5, "a"), enemyAt(17, 31.5 + 0.0001, "b")]);
    // The point between them where both touch: distance 3 from each.
    const dx = Math.sqrt(9 - 1.5 * 1.5);
    const v = judge(board, { path: line(10, 17 - dx) });
    expect([...v.contacts].sort()).toEqual(["a", "b"]);
  });

  it("SIGNUM-CONTACT-2: bases 0.4 mm apart count as touching, 0.6 mm apart do not", () => {
    const close = judge(table([hero(), enemyAt(17)]), { path: line(10, 13.96) });
    const apart = judge(table([hero(), enemyAt(17)]), { path: line(10, 13.94) });
    expect(close.contacts).toEqual(["orc"]);
    expect(apart.contacts).toEqual([]);
  });

  it("SIGNUM-CONTACT-2: the tolerance is a world option", () => {
    const v = judge(table([hero(), enemyAt(17)]), {
      path: line(10, 13.9),
      options: { contactToleranceMm: 1.5 },
    });
    expect(v.contacts).toEqual(["orc"]);
  });

  it("SIGNUM-CONTACT-1: friends are not contacts and do not stop the move by touching", () => {
    const friend = { id: "f", side: "blue", x: 16, y: 33 };
    const v = judge(table([hero({ profile: { move: "L" } }), friend]), { path: line(10, 22) });
    expect(v.legal).toBe(true);
    expect(v.contacts).toEqual([]);
  });
});
