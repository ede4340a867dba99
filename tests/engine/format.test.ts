import { describe, expect, it } from "vitest";
import { formatLength } from "../../src/engine/format";

describe("formatLength", () => {
  it("shows tenths, and hundredths only when they matter", () => {
    expect(formatLength(10)).toBe("10.0");
    expect(formatLength(10.01)).toBe("10.01");
    expect(formatLength(8.95)).toBe("8.95");
    expect(formatLength(7.449999)).toBe("7.45");
    expect(formatLength(3.14159)).toBe("3.14");
    expect(formatLength(0)).toBe("0.0");
  });
});
