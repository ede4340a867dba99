import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { type CliIO, main } from "../../src/cli/main";

const ROOT = resolve(import.meta.dirname, "../..");

async function cli(argv: string[], memory: Record<string, string> = {}) {
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

const STEPS = "scenarios/signum/11-move-then-move-again.json";
const ROUTE = "scenarios/signum/12-route-round-the-rock.json";
const PUSH = "scenarios/mumg/12-pushed-off-the-walkway.json";

describe("tabletop-movement check: files of several steps", () => {
  it("SIGNUM-ACTION-1: prints each step's verdict under a numbered heading, the ledger after it, and a count of the steps", async () => {
    const r = await cli(["check", STEPS]);
    // One illegal step (as its expect says) makes the file illegal: exit code 1, as documented.
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    const lines = r.stdout.split("\n");
    expect(lines.filter((l) => /^ {2}Step \d/.test(l))).toEqual([
      "  Step 1: move",
      "  Step 2: move",
      "  Step 3: new turn",
      "  Step 4: move",
    ]);
    expect(r.stdout).toContain("    Ledger after the step: moved=true, ran=false\n");
    expect(r.stdout).toContain("      illegal [SIGNUM-ACTION-1] This model has already moved this turn.\n");
    expect(r.stdout).toContain("    The turn of Warrior (warrior) begins.\n    Ledgers start afresh.\n");
    expect(r.stdout).toContain("      [SIGNUM-RUN-1] The turn of Warrior ends.\n");
    expect(lines.filter((l) => l.includes("Expectation met."))).toHaveLength(4);
    expect(r.stdout).toMatch(/ {2}4 steps: 2 legal, 1 illegal, expectations met\.\n$/);
  });

  it("names route and forced moves, in every language", async () => {
    const en = await cli(["check", ROUTE, PUSH]);
    expect(en.stdout).toContain("    Route: the router found a way, judged as if drawn.\n");
    expect(en.stdout).toContain(
      "    Route: none found (no way within the budget); the straight line is judged.\n",
    );
    expect(en.stdout).toContain(
      "  Forced move: pushed or thrown · targets: Bullseye (bullseye) · distance: 5 in\n",
    );
    const es = await cli(["check", ROUTE, PUSH, "--lang", "es"]);
    expect(es.stdout).toContain("  Paso 1: ruta\n");
    expect(es.stdout).toContain(
      "Movimiento forzado: empujado o lanzado · objetivos: Bullseye (bullseye) · distancia: 5 pulg.",
    );
    expect(es.stdout).toMatch(/3 pasos: 1 legal, 1 ilegal, se cumple/);
    const ru = await cli(["check", ROUTE, "--lang", "ru"]);
    expect(ru.stdout).toContain("  Шаг 2: новый ход\n");
    expect(ru.stdout).toContain(
      "Маршрут: не найден (нет пути в пределах дистанции); оценивается прямая линия.",
    );
  });

  it("an unmet expectation is reported under its step, and gives exit code 3", async () => {
    const file = JSON.parse(await readFile(resolve(ROOT, STEPS), "utf8")) as {
      steps: { expect?: { legal?: boolean } }[];
    };
    file.steps[1]!.expect!.legal = true;
    const r = await cli(["check", "x.json"], { "x.json": JSON.stringify(file) });
    expect(r.code).toBe(3);
    expect(r.stdout).toContain(
      "  Step 2: move\n    Legends of Signum · Warrior (warrior) · Move\n    Verdict: ILLEGAL\n",
    );
    expect(r.stdout).toContain(
      "    Expectation NOT met:\n      The file expects a legal move, but the move is illegal.\n",
    );
    expect(r.stdout).toMatch(/4 steps: 2 legal, 1 illegal, 1 expectation not met\.\n$/);
  });

  it("--json gives every step, with its state after and its own expectation", async () => {
    const r = await cli(["check", STEPS, ROUTE, "--json"]);
    const doc = JSON.parse(r.stdout) as {
      summary: { steps: number; files: number };
      results: { format: number; steps: Record<string, unknown>[]; expect: unknown }[];
    };
    expect(doc.summary).toMatchObject({ files: 2, steps: 7 });
    const [steps, route] = doc.results;
    expect(steps!.format).toBe(2);
    expect(steps!.steps.map((s) => [s.index, s.kind, s.legal])).toEqual([
      [0, "move", true],
      [1, "move", false],
      [2, "new-turn", null],
      [3, "move", true],
    ]);
    expect(steps!.steps[0]!.after).toEqual({
      ledgers: { warrior: { moved: true, ran: false } },
      round: null,
      models: [{ id: "warrior", x: 16, y: 10, elevation: 0, counters: {} }],
      removed: [],
    });
    expect(steps!.steps[2]!).not.toHaveProperty("verdict");
    expect(steps!.steps[3]!.expect).toEqual({ met: true, mismatches: [] });
    expect(route!.steps[0]).toMatchObject({ kind: "route", route: "found" });
    expect((route!.steps[0]!.path as unknown[]).length).toBeGreaterThan(2);
  });
});

describe("tabletop-movement check: what Carnevale and Dungeon Universalis add", () => {
  const CLIMB = "scenarios/carnevale/06-climb-halfway-fumble.json";
  const DIVE = "scenarios/carnevale/09-dive-then-surface.json";
  const SWIM = "scenarios/dungeon-universalis/03-borgron-swims-2-walks-2.json";

  it("CARN-CLIMB-1: a path prompt says where it is met, and the outcome that ended the move", async () => {
    const r = await cli(["check", CLIMB]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      "        Met 3 in along the path; its outcome may end, lengthen or turn the move into a fall.\n" +
        "        Dice 2, 3, 4, 7, 5 → Lucia climbs: Success (Aces: 1).\n",
    );
    expect(r.stdout).toContain("    The outcome of climb:1 ended the move 0 in along the path.\n");
    expect(r.stdout.match(/ended the move/g)).toHaveLength(1);
    expect(r.stdout).toContain(
      "Lucia falls 2.0 in and may lose 2 life points: Dexterity test (5d10). Roll 5d10.\n",
    );
    const ru = await cli(["check", CLIMB, "--lang", "ru"]);
    expect(ru.stdout).toContain("    Результат climb:1 прервал движение через 0 дюйм. пути.\n");
  });

  it("CARN-DIVE-1, CARN-DIVE-2: the counters a model carries after a step, and the AP the move costs", async () => {
    const r = await cli(["check", DIVE]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("    Counters after the step: submerged=1\n");
    expect(r.stdout.match(/Counters after the step/g)).toHaveLength(1);
    expect(r.stdout).toContain(
      "        Rolled when the action is declared, before the drag; the answer is kept for the activation.\n",
    );
  });

  it("DU-SWIM-1: a declare answer kept from the activation's start, the facing and the squares still reachable", async () => {
    const r = await cli(["check", SWIM]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "        Rolled when the action was declared: the answer kept from earlier in the activation.\n",
    );
    expect(r.stdout).toContain("    Facing at the end: 0°.\n");
    expect(r.stdout).toMatch(/ {4}\d+ squares reachable within the allowance\.\n/);
    const es = await cli(["check", SWIM, "--lang", "es"]);
    expect(es.stdout).toContain("    Encaramiento al final: 0°.\n");
    expect(es.stdout).toMatch(/\d+ casillas alcanzables con el movimiento disponible\./);
  });
});
