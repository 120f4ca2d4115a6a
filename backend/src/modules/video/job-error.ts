/** What a recording's row keeps of a failed step's error (`lastError`, `transcodeError`): 500 characters at most. */
export const errorText = (error: unknown): string =>
  String(error instanceof Error ? error.message : error).slice(0, 500);
