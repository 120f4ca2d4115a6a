/** Dates leave the API as ISO-8601 strings, whatever the driver hands back. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** LIKE pattern for "contains", lower-cased, wildcards escaped with `!` (use `ESCAPE '!'`: valid on MySQL and SQLite). */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}
