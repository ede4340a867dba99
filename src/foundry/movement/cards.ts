/*
 * The chat cards the module posts about moves (templates/move-card.hbs): a warning whispered to
 * the GM, a reverted move, the effects a move had. Plain data: every text is localised before it
 * gets here and escaped by the template.
 */

export type MoveCardKind = "warn" | "revert" | "effects" | "gm";

export interface MoveCardLine {
  readonly text: string;
  readonly ruleId?: string;
}

export interface MoveCard {
  readonly kind: MoveCardKind;
  readonly title: string;
  readonly lines: readonly MoveCardLine[];
}

/** The template that renders a MoveCard, under the module's folder as Foundry serves it. */
export const MOVE_CARD_TEMPLATE = "modules/tabletop-movement/templates/move-card.hbs";
