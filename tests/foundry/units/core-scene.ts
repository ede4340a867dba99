// Core's side of moving tokens, for the unit-move tests, written from the public v13 and v14
// API docs (foundryvtt.com/api, /api/v14): Scene#updateEmbeddedDocuments("Token", updates,
// { movement }) builds one TokenMovementOperation per token with a movement instruction (in the
// running generation's shape, ../core-fakes.ts coreMovement) and awaits that token's
// TokenDocument#_preUpdateMovement on the moving client, where `false` keeps that token where
// it is; the rest are written, the moveToken hook fires for each moved token with the movement
// and the update operation, and the token layer keeps ONE history event per operation
// (PlaceablesLayer#history, CanvasHistoryEvent {type, data, options}) so that Ctrl+Z undoes the
// whole operation, each token moved back with method "undo". A group drag is one such update of
// every controlled token by the same offset (method "dragging"), started on one token
// (TokenLayer#_draggedToken). The history keeps, per updated token, its values before the update
// of the fields the update changed, and an undo writes them back.
// Not modelled: the server round trip, other clients, animation, region checkpoints.
import { coreMovement } from "../core-fakes";
import { expand, FakeTokenDoc, mergeInto, wp, type SettlingHooks } from "../movement/fakes";
import type { FakeScene } from "../scene/fake-scene";

type Json = Record<string, unknown>;

/** Core's TokenDocument: its _preUpdateMovement lets every move through (v13/v14 docs). */
export class CoreTokenDocument extends FakeTokenDoc {
  _preUpdateMovement(_movement: unknown, _operation: unknown): Promise<boolean | void> {
    return Promise.resolve(undefined);
  }
}

type MovingDoc = CoreTokenDocument & {
  _preUpdateMovement(movement: unknown, operation: unknown): Promise<boolean | void>;
};

/**
 * What the history keeps of an update to undo it: the token's place, and the values before the
 * update of every other field it changed (a field it added comes back as null).
 */
function previousOf(doc: MovingDoc, change: Json): Json {
  const { _id, ...rest } = change;
  void _id;
  const out: Json = { _id: doc.id, x: doc.x, y: doc.y, elevation: doc.elevation };
  for (const key of Object.keys(expand(rest)))
    if (!(key in out)) out[key] = structuredClone((doc as unknown as Json)[key] ?? null);
  return out;
}

export interface HistoryEvent {
  readonly type: "update";
  readonly data: Json[];
  readonly options: Json;
}

export class FakeCore {
  readonly history: HistoryEvent[] = [];
  readonly operations: { updates: Json[]; operation: Json }[] = [];
  dragged: string | null = null;
  private next = 1;

  constructor(
    private readonly scene: FakeScene,
    private readonly hooks: SettlingHooks,
    private readonly user: { id: string; name: string; isGM: boolean },
  ) {}

  doc(id: string): MovingDoc {
    const d = this.scene.tokens.find((t) => t.id === id);
    if (!d) throw new Error(`no token ${id}`);
    return d as unknown as MovingDoc;
  }

  has(id: string): boolean {
    return this.scene.tokens.some((t) => t.id === id);
  }

  /** Scene#updateEmbeddedDocuments("Token", updates, operation); the ids moved. */
  async update(updates: readonly Json[], operation: Json, record = true): Promise<string[]> {
    this.operations.push({ updates: [...updates], operation });
    const instructions = (operation.movement ?? {}) as Record<string, Json>;
    const written: { doc: MovingDoc; change: Json; movement: unknown }[] = [];
    for (const change of updates) {
      const doc = this.doc(String(change._id));
      const instruction = instructions[doc.id];
      let movement: unknown = null;
      if (instruction) {
        const waypoints = (instruction.waypoints as Json[]).map((w) =>
          wp(Number(w.x), Number(w.y), { action: "walk", ...w }),
        );
        movement = coreMovement({
          id: `mv${this.next++}`,
          origin: wp(doc.x, doc.y, { elevation: doc.elevation }),
          waypoints,
          method: typeof instruction.method === "string" ? instruction.method : "api",
          constrainOptions: (instruction.constrainOptions as Json | undefined) ?? {},
        });
        if ((await doc._preUpdateMovement(movement, operation)) === false) continue;
      }
      written.push({ doc, change, movement });
    }
    if (written.length === 0) return [];
    if (record)
      this.history.push({
        type: "update",
        data: written.map(({ doc, change }) => previousOf(doc, change)),
        options: {},
      });
    for (const { doc, change } of written) {
      const { _id, ...rest } = change;
      void _id;
      mergeInto(doc, expand(rest));
    }
    for (const { doc, movement } of written)
      if (movement) this.hooks.callAll("moveToken", doc, movement, operation, this.user);
    await this.hooks.settle();
    return written.map(({ doc }) => doc.id);
  }

  /** Core's group drag: every token by the same offset in one operation, started on `dragged`. */
  async drag(ids: readonly string[], dx: number, dy: number, dragged = ids[0]!): Promise<string[]> {
    this.dragged = dragged;
    const updates = ids.map((id) => ({ _id: id, x: this.doc(id).x + dx, y: this.doc(id).y + dy }));
    const movement = Object.fromEntries(
      updates.map((u) => [u._id, { waypoints: [{ x: u.x, y: u.y, action: "walk" }], method: "dragging" }]),
    );
    try {
      return await this.update(updates, { movement });
    } finally {
      this.dragged = null;
    }
  }

  /** Ctrl+Z on the token layer: the last history event taken back, as one operation. */
  async undo(): Promise<void> {
    const event = this.history.pop();
    if (!event) return;
    // Only tokens the update moved are moved back; the others just get their old data again.
    const moved = event.data.filter((d) => {
      const doc = this.doc(String(d._id));
      return d.x !== doc.x || d.y !== doc.y;
    });
    const movement = Object.fromEntries(
      moved.map((d) => [
        String(d._id),
        { waypoints: [{ x: d.x, y: d.y, action: "displace" }], method: "undo" },
      ]),
    );
    await this.update(event.data, { movement, isUndo: true }, false);
  }
}
