/** Data substituted into a localised message: `{name}` in the string becomes data.name. */
export type MessageData = Readonly<Record<string, string | number>>;

/**
 * Bad input the engine refuses. It carries an i18n key (every language file has it) and the
 * data for its placeholders, so each host shows it in the user's language; `message` is the
 * English fallback for logs.
 */
export class RulesError extends Error {
  constructor(
    readonly key: string,
    readonly data: MessageData = {},
    message?: string,
  ) {
    super(message ?? `${key} ${JSON.stringify(data)}`);
    this.name = "RulesError";
  }
}

export const isRulesError = (e: unknown): e is RulesError => e instanceof RulesError;
