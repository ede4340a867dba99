import { declaredValues } from "../../engine/declarations";
import { flag } from "../../engine/profile";
import type { FieldSpec, MoveRequest } from "../../engine/ruleset";

/**
 * SIGNUM-RUN-1: the one thing a Signum player declares. It has the key of the `run` action, so
 * hosts offer it as that action; a request may say it either way.
 */
export const DECLARATION_FIELDS: readonly FieldSpec[] = [
  {
    key: "run",
    type: "boolean",
    labelKey: "TTM.Signum.Declaration.Run",
    hintKey: "TTM.Signum.Declaration.RunHint",
    default: false,
  },
];

/** Whether this move is a run: the `run` action, or `declarations.run` on another action. */
export const isRun = (request: MoveRequest): boolean =>
  request.action === "run" || flag(declaredValues(DECLARATION_FIELDS, request.declarations), "run");
