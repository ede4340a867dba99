import type { ScenarioFileV1 } from "./schema-v1";
import type { MoveStep, ScenarioFile, StepAnswer } from "./schema";

/** Files read as format 1, so messages about their answers name `dice`/`choices` as the file does. */
const WRITTEN_AS_V1 = new WeakSet<object>();

export const writtenAsFormat1 = (file: ScenarioFile): boolean => WRITTEN_AS_V1.has(file);

/**
 * A format 1 file as the one-step format 2 file it means: its `move` becomes a `move` step
 * with its `expect`, its `dice` and `choices` become that step's `answers` (a prompt id given
 * both keeps both, so the runner refuses it as format 1 did), and the moving model stands at
 * the path's first waypoint. Fields it leaves out stay out, so writing the result back gives a
 * valid format 2 file with the same verdict.
 */
export function upgradeV1(v1: ScenarioFileV1): ScenarioFile {
  const answers: Record<string, StepAnswer> = {};
  for (const [id, dice] of Object.entries(v1.dice ?? {})) answers[id] = { dice };
  for (const [id, choice] of Object.entries(v1.choices ?? {})) answers[id] = { ...answers[id], choice };
  const step: MoveStep = {
    kind: "move",
    model: v1.move.model,
    action: v1.move.action,
    path: v1.move.path,
    ...(v1.move.declarations ? { declarations: v1.move.declarations } : {}),
    ...(v1.move.ledger ? { ledger: v1.move.ledger } : {}),
    ...(Object.keys(answers).length > 0 ? { answers } : {}),
    ...(v1.expect ? { expect: v1.expect } : {}),
  };
  // Format 1 judged the path alone, whose first waypoint is where the model stands: format 2
  // checks that against the board, so the mover is put there (a no-op for a consistent file).
  const [x = NaN, y = NaN] = v1.move.path[0] ?? [];
  const models = v1.board.models.map((m) =>
    m.id === v1.move.model && (m.x !== x || m.y !== y) ? { ...m, x, y } : m,
  );
  const file: ScenarioFile = {
    ...(v1.$schema !== undefined ? { $schema: v1.$schema } : {}),
    format: 2,
    ruleset: v1.ruleset,
    ...(v1.title !== undefined ? { title: v1.title } : {}),
    ...(v1.description !== undefined ? { description: v1.description } : {}),
    board: { ...v1.board, models },
    ...(v1.options ? { options: v1.options } : {}),
    steps: [step],
  };
  WRITTEN_AS_V1.add(file);
  return file;
}
