import { describe, expect, it } from "vitest";
import { createI18n } from "../../src/cli/i18n";
import { type Summary, counted, summaryLine } from "../../src/cli/summary";

const none: Summary = { files: 0, steps: 0, legal: 0, illegal: 0, errors: 0, expected: 0, unmet: 0 };

describe("the summary line", () => {
  it("picks each language's plural form", () => {
    const ru = createI18n("ru");
    const files = (n: number): string => counted(ru, "TTM.Cli.Summary.Files", n);
    expect([1, 3, 5, 11, 21, 22, 25].map(files)).toEqual([
      "1 файл",
      "3 файла",
      "5 файлов",
      "11 файлов",
      "21 файл",
      "22 файла",
      "25 файлов",
    ]);
    expect(counted(ru, "TTM.Cli.Summary.ExpectUnmet", 2)).toBe("2 ожидания не выполнены");
    const es = createI18n("es");
    expect([1, 2, 1_000_000].map((n) => counted(es, "TTM.Cli.Summary.Legal", n))).toEqual([
      "1 legal",
      "2 legales",
      "1000000 legales",
    ]);
    expect(counted(createI18n("en"), "TTM.Cli.Summary.Errors", 1)).toBe("1 with an error");
    expect(counted(createI18n("en"), "TTM.Cli.Summary.Errors", 0)).toBe("0 with errors");
  });

  it("names errors and expectations only when there are some", () => {
    const en = createI18n("en");
    expect(summaryLine({ ...none, files: 2, legal: 1, illegal: 1 }, en)).toBe("2 files: 1 legal, 1 illegal.");
    expect(summaryLine({ ...none, files: 10, legal: 7, illegal: 3, expected: 10 }, en)).toBe(
      "10 files: 7 legal, 3 illegal, expectations met.",
    );
    expect(
      summaryLine({ ...none, files: 3, legal: 1, illegal: 1, errors: 1, expected: 2, unmet: 2 }, en),
    ).toBe("3 files: 1 legal, 1 illegal, 1 with an error, 2 expectations not met.");
    expect(summaryLine({ ...none, files: 1, legal: 1, expected: 1, unmet: 1 }, createI18n("es"))).toBe(
      "1 archivo: 1 legal, 0 ilegales, 1 no cumple lo esperado.",
    );
  });
});
