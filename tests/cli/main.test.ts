import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { type CliIO, CLI_VERSION, main } from "../../src/cli/main";

const ROOT = resolve(import.meta.dirname, "../..");

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the command with files from the repository, or from `memory` when the name is there. */
async function cli(argv: string[], memory: Record<string, string> = {}): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readFile: (p) => (p in memory ? Promise.resolve(memory[p]!) : readFile(resolve(ROOT, p), "utf8")),
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

const LEGAL = "scenarios/signum/01-move-exactly-10cm.json";
const ILLEGAL = "scenarios/signum/02-move-10.01cm-illegal.json";
const BACKSTABS = "scenarios/signum/07-leaving-two-enemies-backstabs.json";
const RUN = "scenarios/signum/10-run-into-enemy-backstab.json";
const FALL = "scenarios/mumg/06-walking-off-a-roof-falls.json";
const VOID = "scenarios/mumg/07-jump-into-the-void.json";

/** A shipped scenario as an object, to change before writing it to a file in memory. */
const load = async (file: string): Promise<Record<string, unknown>> =>
  JSON.parse(await readFile(resolve(ROOT, file), "utf8")) as Record<string, unknown>;

/** The parts of the --json document these tests read. */
interface JsonDoc {
  readonly tool: string;
  readonly version: string;
  readonly lang: string;
  readonly exitCode: number;
  readonly results: readonly {
    readonly file: string;
    readonly status: string;
    readonly exitCode: number;
    readonly format?: number;
    readonly steps?: readonly {
      readonly kind: string;
      readonly verdict?: {
        readonly legal: boolean;
        readonly reach: { readonly distance: number };
        readonly prompts: readonly { readonly id: string }[];
        readonly reasons: readonly { readonly ruleId: string; readonly text: string }[];
      };
      readonly outcomes: readonly unknown[];
      readonly unusedAnswers: readonly string[];
      readonly expect: unknown;
    }[];
    readonly expect?: unknown;
    readonly error?: { readonly issues: readonly { readonly path: string; readonly key: string }[] };
  }[];
}

/** A copy of a legal scenario whose expect block claims it is illegal. */
async function wrongExpectation(): Promise<string> {
  const s = JSON.parse(await readFile(resolve(ROOT, LEGAL), "utf8")) as { expect: { legal: boolean } };
  s.expect.legal = false;
  return JSON.stringify(s);
}

describe("tabletop-movement check: exit codes", () => {
  it("SIGNUM-MOVE-1: 0 for a legal move, with the verdict in words on stdout", async () => {
    const r = await cli(["check", LEGAL]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("Verdict: legal");
    expect(r.stdout).toContain("Path: 10 cm · allowance: 10 cm · cost: 10.0 cm · M");
    expect(r.stdout).toContain("Ends at (16, 34), 10 cm along the path.");
    expect(r.stdout).toContain("Expectation met.");
  });

  it("SIGNUM-MOVE-1: 1 for an illegal move, with the reason and its rule id", async () => {
    const r = await cli(["check", ILLEGAL]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("Verdict: ILLEGAL");
    expect(r.stdout).toMatch(/illegal \[SIGNUM-MOVE-1\] .* is more than the 10\.0 cm of movement M\./);
    expect(r.stdout).toContain("Stops at (16, 34) after 10 cm of the 10.01 cm path.");
  });

  it("2 for a file that does not exist, with the reason on stderr", async () => {
    const r = await cli(["check", "scenarios/signum/nope.json"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("Cannot read scenarios/signum/nope.json: there is no such file.");
  });

  it("2 for a folder, invalid JSON and a schema error", async () => {
    expect((await cli(["check", "scenarios"])).stderr).toContain("it is a folder, not a file");
    const json = await cli(["check", "scenarios/bad/invalid-json.json"]);
    expect(json.code).toBe(2);
    expect(json.stderr).toContain('unexpected "}" at line 4, column 69');
    const schema = await cli(["check", "scenarios/bad/wrong-type.json"]);
    expect(schema.code).toBe(2);
    expect(schema.stderr).toBe(
      'scenarios/bad/wrong-type.json\n  This is not a valid scenario:\n    board.models[2].x must be a number, not "12".\n',
    );
  });

  it("2 for a RulesError from the engine (a model that is not on the board)", async () => {
    const r = await cli(["check", "scenarios/bad/unknown-model.json"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("No model with the id ghost is on the table.");
  });

  it("2 for a usage mistake, with a hint", async () => {
    for (const argv of [
      [],
      ["check"],
      ["frobnicate"],
      ["check", LEGAL, "--yaml"],
      ["check", LEGAL, "--lang", "fr"],
    ]) {
      const r = await cli(argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.stderr).toContain("Run tabletop-movement --help");
    }
  });

  it("3 when the file's expect block does not match the verdict", async () => {
    const r = await cli(["check", "wrong.json"], { "wrong.json": await wrongExpectation() });
    expect(r.code).toBe(3);
    expect(r.stdout).toContain("Expectation NOT met:");
    expect(r.stdout).toContain("The file expects an illegal move, but the move is legal.");
  });

  it("for several files the most serious code wins: 2, then 3, then 1", async () => {
    expect((await cli(["check", LEGAL, ILLEGAL])).code).toBe(1);
    const wrong = { "wrong.json": await wrongExpectation() };
    expect((await cli(["check", ILLEGAL, "wrong.json", LEGAL], wrong)).code).toBe(3);
    expect((await cli(["check", "wrong.json", "scenarios/bad/feet.json"], wrong)).code).toBe(2);
    const r = await cli(["check", LEGAL, ILLEGAL, "scenarios/bad/feet.json"]);
    expect(r.stdout).toMatch(/\n\n3 files: 1 legal, 1 illegal, 1 with an error, expectations met\.\n$/);
  });
});

describe("tabletop-movement check: what it prints", () => {
  it("SIGNUM-BACKSTAB-1: prompts with their rule ids, and the outcomes of the file's dice", async () => {
    const r = await cli(["check", BACKSTABS]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "[SIGNUM-BACKSTAB-1] Backstab from Goblin A: one attack die, it cannot be defended. Roll 1d6.",
    );
    expect(r.stdout).toContain("Dice 5 → Goblin A backstabs Warrior (rolled 5): 1 wound.");
    expect(r.stdout).toContain("Dice 2 → Goblin B misses the backstab on Warrior (rolled 2).");
    expect(r.stdout).toContain("No enemy in contact at the end.");
  });

  it("SIGNUM-RUN-3: contacts at the end, the run's backstab and the end of the turn", async () => {
    const r = await cli(["check", RUN]);
    expect(r.stdout).toContain("In contact at the end: Orc (orc).");
    expect(r.stdout).toContain("[SIGNUM-RUN-3] Backstab from Orc");
    expect(r.stdout).toContain("[SIGNUM-RUN-1] The turn of Warrior ends.");
  });

  it("says which prompts have no dice and which dice went unused", async () => {
    const s = JSON.parse(await readFile(resolve(ROOT, BACKSTABS), "utf8")) as Record<string, unknown>;
    s.dice = { "backstab:goblin-a": [5], "backstab:troll": [3] };
    delete s.expect;
    const r = await cli(["check", "dice.json"], { "dice.json": JSON.stringify(s) });
    expect(r.stdout).toContain("Not rolled: the file gives no dice for backstab:goblin-b.");
    expect(r.stdout).toContain("The file answers backstab:troll, which this step does not ask.");
    expect(r.stdout).not.toContain("Expectation");
  });

  it("--lang es prints Spanish", async () => {
    const r = await cli(["check", ILLEGAL, "--lang", "es"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("Leyendas de Signum · Warrior (warrior) · Mover");
    expect(r.stdout).toContain("Veredicto: movimiento ILEGAL");
    expect(r.stdout).toContain("Recorrido: 10.01 cm · máximo: 10 cm");
    expect(r.stdout).toContain("ilegal [SIGNUM-MOVE-1]");
    expect(r.stdout).toContain("Se cumple lo esperado.");
    expect(r.stdout).not.toMatch(/Verdict|Path:|Expectation/);
  });

  it("--lang ru prints Russian, with the rulebook's words", async () => {
    const r = await cli(["check", BACKSTABS, "--lang", "ru"]);
    expect(r.stdout).toContain("Вердикт: движение допустимо");
    expect(r.stdout).toContain("дистанция движения: 10 см");
    expect(r.stdout).toContain("Удар в спину от Goblin A");
    const bad = await cli(["check", "scenarios/bad/wrong-type.json", "--lang", "ru"]);
    expect(bad.stderr).toContain('Поле board.models[2].x должно быть числом, а не "12".');
  });

  it("--help and --version", async () => {
    const help = await cli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("tabletop-movement check <scenario.json...> [--json] [--lang en|es|ru]");
    expect(help.stdout).toContain("docs/scenario-format.md");
    expect((await cli(["--help", "--lang", "es"])).stdout).toContain("Códigos de salida:");
    const version = await cli(["--version"]);
    expect(version).toEqual({ code: 0, stdout: `tabletop-movement ${CLI_VERSION}\n`, stderr: "" });
    expect(CLI_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("tabletop-movement check: choices", () => {
  it("MUMG-FALL-1: the file's choice confirms the fall; its damage and condition follow", async () => {
    const r = await cli(["check", FALL]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "[MUMG-FALL-1] Hawkeye falls 7.0 in: 2 damage and Knocked Down (Physical, Blunt). Choose: Fall.",
    );
    expect(r.stdout).toContain("Chosen: Fall → Hawkeye falls 7.0 in: 2 damage and Knocked Down.");
    expect(r.stdout).toContain("[MUMG-FALL-1] Hawkeye takes 2 damage.");
    expect(r.stdout).toContain("[MUMG-FALL-1] Hawkeye gains the condition Knocked Down.");
    expect(r.stdout).toContain("Expectation met.");
    const ru = await cli(["check", FALL, "--lang", "ru"]);
    expect(ru.stdout).toContain("получает состояние Сбит с ног");
  });

  it("MUMG-VOID-1: a void jump without its choice says what to write; a stray choice is reported", async () => {
    const s = await load(VOID);
    s.choices = { "fall:1": "TTM.Mumg.Choice.Fall" };
    delete s.expect;
    const r = await cli(["check", "void.json"], { "void.json": JSON.stringify(s) });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Not answered: the file gives no choice for void-jump (one of: "TTM.Mumg.Choice.Jump").',
    );
    expect(r.stdout).toContain("The file answers fall:1, which this step does not ask.");
    expect(r.stdout).not.toContain("takes 1 damage");
  });

  it("2 for a choice the prompt does not offer, naming the prompt and its choices", async () => {
    const r = await cli(["check", "scenarios/bad/choice-not-offered.json", "--lang", "es"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'choices["void-jump"]: la petición void-jump no ofrece "Jump"; sus opciones son: "TTM.Mumg.Choice.Jump".',
    );
  });

  it("3 when the effects differ from expect.effects", async () => {
    const s = await load(VOID);
    (s.expect as { effects: unknown }).effects = {
      damage: { goblin: 2 },
      conditions: { goblin: ["knocked-down"] },
    };
    const r = await cli(["check", "void.json"], { "void.json": JSON.stringify(s) });
    expect(r.code).toBe(3);
    expect(r.stdout).toContain("The file expects goblin to take 2 damage; it takes 1.");
    expect(r.stdout).toContain("The file expects goblin to gain the conditions knocked-down; it gains: —.");
  });
});

describe("tabletop-movement check: the summary line", () => {
  it("counts in words, in the language asked for, only for several files", async () => {
    expect((await cli(["check", LEGAL])).stdout).not.toMatch(/files?:/);
    const wrong = { "wrong.json": await wrongExpectation() };
    const en = await cli(["check", LEGAL, ILLEGAL, FALL, VOID, "wrong.json"], wrong);
    expect(en.stdout).toMatch(/\n5 files: 4 legal, 1 illegal, 1 expectation not met\.\n$/);
    const es = await cli(["check", LEGAL, FALL, "--lang", "es"]);
    expect(es.stdout).toMatch(/\n2 archivos: 2 legales, 0 ilegales, se cumple lo esperado\.\n$/);
    const ru = await cli(["check", LEGAL, ILLEGAL, FALL, VOID, "scenarios/bad/feet.json", "--lang", "ru"]);
    expect(ru.stdout).toMatch(
      /\n5 файлов: 3 допустимых, 1 недопустимый, 1 с ошибкой, ожидания выполнены\.\n$/,
    );
  });
});

describe("tabletop-movement check --json", () => {
  it("prints one document with the verdict, keys and texts for each file", async () => {
    const r = await cli(["check", BACKSTABS, ILLEGAL, "--json", "--lang", "es"]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as JsonDoc;
    expect(doc).toMatchObject({ tool: "tabletop-movement", version: CLI_VERSION, lang: "es", exitCode: 1 });
    const [stabs, far] = doc.results;
    expect(stabs).toMatchObject({
      file: BACKSTABS,
      status: "legal",
      exitCode: 0,
      ruleset: "signum",
      unit: "cm",
      format: 1,
    });
    const step = stabs!.steps![0]!;
    expect(stabs!.steps).toHaveLength(1);
    expect(step.kind).toBe("move");
    expect(step.verdict!.legal).toBe(true);
    expect(step.verdict!.reach.distance).toBeCloseTo(6, 9);
    expect(step.verdict!.prompts.map((p) => p.id)).toEqual(["backstab:goblin-a", "backstab:goblin-b"]);
    expect(step.outcomes[0]).toMatchObject({
      promptId: "backstab:goblin-a",
      dice: [5],
      key: "TTM.Signum.Outcome.BackstabHit",
      text: "Goblin A apuñala por la espalda a Warrior (sacó 5): 1 herida.",
    });
    expect(stabs!.expect).toEqual({ met: true, mismatches: [] });
    expect(step.expect).toEqual({ met: true, mismatches: [] });
    expect(far).toMatchObject({ status: "illegal", exitCode: 1 });
    const farStep = far!.steps![0]!;
    expect(farStep.verdict!.reasons[0]).toMatchObject({
      ruleId: "SIGNUM-MOVE-1",
      severity: "illegal",
      key: "TTM.Signum.Reason.TooFar",
    });
    expect(farStep.verdict!.reasons[0]!.text).toContain("es más que los 10.0 cm del movimiento M");
  });

  it("MUMG-VOID-1: gives each answer as the file wrote it, with its effects, and the summary", async () => {
    const r = await cli(["check", VOID, BACKSTABS, "--json"]);
    const doc = JSON.parse(r.stdout) as JsonDoc & { summary: unknown };
    expect(doc.results[0]!.steps![0]!.outcomes).toEqual([
      expect.objectContaining({
        promptId: "void-jump",
        kind: "choice",
        choice: "TTM.Mumg.Choice.Jump",
        effects: [
          {
            type: "damage",
            modelId: "goblin",
            amount: 1,
            damageKind: "physical-blunt",
            ruleId: "MUMG-FALL-2",
          },
        ],
        text: "Green Goblin falls 9.0 in: 1 damage.",
      }),
    ]);
    expect(doc.results[0]!.steps![0]!.outcomes[0]).not.toHaveProperty("dice");
    expect(doc.results[1]!.steps![0]!.outcomes[0]).toMatchObject({ kind: "roll", dice: [5] });
    expect(doc.results[0]!.steps![0]).toMatchObject({ unusedAnswers: [] });
    expect(doc.summary).toEqual({
      files: 2,
      steps: 2,
      legal: 2,
      illegal: 0,
      errors: 0,
      expected: 2,
      unmet: 0,
      text: "2 files: 2 legal, 0 illegal, expectations met.",
    });
  });

  it("puts errors in the document with every issue, and still explains them on stderr", async () => {
    const r = await cli(["check", "scenarios/bad/missing-and-unknown-fields.json", "--json"]);
    expect(r.code).toBe(2);
    const doc = JSON.parse(r.stdout) as JsonDoc;
    expect(doc.exitCode).toBe(2);
    expect(doc.results[0]).toMatchObject({ status: "error", exitCode: 2 });
    expect(doc.results[0]!.error!.issues.map((i) => [i.path, i.key])).toEqual([
      ["board.models[0].side", "TTM.Scenario.Issue.Missing"],
      ["board.models[0].base", "TTM.Scenario.Issue.UnknownField"],
    ]);
    expect(r.stderr).toContain("board.models[0].side is missing.");
  });
});
