import { describe, expect, it } from "vitest";
import { parseArgs } from "../../src/cli/args";

describe("parseArgs", () => {
  it("reads check with files, --json and --lang in any order", () => {
    expect(parseArgs(["check", "a.json", "--json", "--lang", "es", "b.json"])).toEqual({
      kind: "check",
      lang: "es",
      files: ["a.json", "b.json"],
      json: true,
    });
    expect(parseArgs(["--lang=ru", "check", "a.json"])).toEqual({
      kind: "check",
      lang: "ru",
      files: ["a.json"],
      json: false,
    });
  });

  it("--help and --version win over everything but the language", () => {
    expect(parseArgs(["check", "--help", "--lang", "ru"])).toEqual({ kind: "help", lang: "ru" });
    expect(parseArgs(["-h"])).toEqual({ kind: "help", lang: "en" });
    expect(parseArgs(["--version"])).toEqual({ kind: "version", lang: "en" });
  });

  it("takes file names that start with a dash after --", () => {
    expect(parseArgs(["check", "--", "-odd.json"])).toMatchObject({ kind: "check", files: ["-odd.json"] });
  });

  it("refuses what it does not understand, naming it", () => {
    expect(parseArgs([])).toMatchObject({ kind: "usage-error", key: "TTM.Cli.Error.NoCommand" });
    expect(parseArgs(["judge", "a.json"])).toMatchObject({
      key: "TTM.Cli.Error.UnknownCommand",
      data: { command: "judge" },
    });
    expect(parseArgs(["check"])).toMatchObject({ key: "TTM.Cli.Error.NoFiles" });
    expect(parseArgs(["check", "a.json", "--yaml"])).toMatchObject({
      key: "TTM.Cli.Error.UnknownOption",
      data: { option: "--yaml" },
    });
    expect(parseArgs(["check", "a.json", "--lang", "fr"])).toMatchObject({
      key: "TTM.Cli.Error.Lang",
      data: { lang: "fr" },
    });
    expect(parseArgs(["check", "a.json", "--lang"])).toMatchObject({ key: "TTM.Cli.Error.LangMissing" });
  });

  it("reports a usage error in the language asked for", () => {
    expect(parseArgs(["--lang", "es", "frobnicate"])).toMatchObject({ kind: "usage-error", lang: "es" });
  });
});
