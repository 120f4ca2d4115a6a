import type { Page } from './page-query.dto.js';

type RunSql = (sql: string, params: unknown[]) => Promise<unknown>;

/**
 * One round trip for a page and the total: `COUNT(*) OVER ()` (window functions: MariaDB 10.2+, MySQL 8+,
 * SQLite 3.25+). Only a page past the end needs a second query for the total.
 */
export async function pagedRows<T>(
  run: RunSql,
  sql: { select: string; from: string; orderBy: string },
  params: unknown[],
  page: Page,
): Promise<{ rows: T[]; total: number }> {
  const rows = (await run(
    `SELECT ${sql.select}, COUNT(*) OVER () AS total_count ${sql.from} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`,
    [...params, page.take, page.skip],
  )) as (T & { total_count: number | string })[];
  if (rows.length) return { rows, total: Number(rows[0].total_count) };
  const count = (await run(`SELECT COUNT(*) AS total ${sql.from}`, params)) as {
    total: number | string;
  }[];
  return { rows: [], total: Number(count[0]?.total ?? 0) };
}
