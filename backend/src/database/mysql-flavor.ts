import { createConnection } from 'mysql2/promise';

export type MysqlFlavor = 'mysql' | 'mariadb';

/**
 * MariaDB or MySQL? TypeORM reads some column metadata differently on each (with the wrong one, MariaDB's
 * `DEFAULT NULL` columns look changed and `migration:generate` emits bogus ALTERs). Unknown (database down
 * at start) counts as MySQL: queries and migrations are the same on both.
 */
export async function detectMysqlFlavor(dbUrl: string): Promise<MysqlFlavor> {
  try {
    const conn = await createConnection({ uri: dbUrl, connectTimeout: 3000 });
    try {
      const [rows] = await conn.query('SELECT VERSION() AS version');
      const version = (rows as { version?: string }[])[0]?.version ?? '';
      return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
    } finally {
      await conn.end();
    }
  } catch {
    return 'mysql';
  }
}
