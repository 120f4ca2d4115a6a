/**
 * Dates leave the API as ISO-8601 strings, whatever the driver hands back: a Date (MySQL) or, from raw
 * SQLite queries, "YYYY-MM-DD HH:MM:SS" in UTC without a zone.
 */
export function iso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  const utc = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value;
  return new Date(utc).toISOString();
}

/** LIKE pattern for "contains", lower-cased, wildcards escaped with `!` (use `ESCAPE '!'`: valid on MySQL and SQLite). */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}
