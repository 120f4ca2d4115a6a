import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DOCUMENT_SERIES,
  documentNumber,
  istFinancialYear,
  type DocumentSeries,
} from '@yoga/contracts';
import { Transactions } from '../../database/transactions.js';

/** "2728" after "2627" ("0001" after "9900"). */
export function nextFinancialYear(fy: string): string {
  const start = Number(fy.slice(0, 2));
  const pad = (n: number) => String(n % 100).padStart(2, '0');
  return `${pad(start + 1)}${pad(start + 2)}`;
}

const TABLE = 'document_sequences';

/**
 * Consecutive GST document numbers (`YS/2627/00001`, `YS/CN/2627/0001`): one counter per series and
 * financial year in `document_sequences`, moved inside the caller's transaction, so concurrent payments
 * never share a number and a payment that rolls back leaves no gap.
 *
 * - MySQL/MariaDB: `INSERT … ON DUPLICATE KEY UPDATE next_value = next_value + 1` takes the row's
 *   exclusive lock, then `SELECT … FOR UPDATE` reads the value under it. Other transactions wait for the
 *   holder to commit or roll back, so numbers follow commit order; keep the issuing transaction short.
 *   A counter row is best created outside a payment (a transaction that creates the row and then rolls
 *   back makes two waiting transactions deadlock), so rows are prepared ahead: the current and next
 *   year's at start, the next year's with every number, and the year's own before a stand-alone
 *   allocation. Only a payment dated in a year nobody prepared creates its row itself.
 * - SQLite (sql.js): one `INSERT … ON CONFLICT DO UPDATE … RETURNING` statement, atomic on the single
 *   connection. Run the issuing transaction through `Transactions.run` (database/transactions.ts):
 *   sql.js cannot hold two transactions at once.
 */
@Injectable()
export class DocumentSequenceService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DocumentSequenceService.name);
  private readonly embedded: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly tx: Transactions,
  ) {
    this.embedded = tx.isEmbedded;
    const type = dataSource.options.type;
    if (!this.embedded && type !== 'mysql' && type !== 'mariadb')
      throw new Error(`Document numbers are not implemented for ${type}`);
  }

  /** Prepares this year's and next year's counters, so the first document of a year creates none. */
  async onApplicationBootstrap(): Promise<void> {
    const fy = istFinancialYear(new Date());
    try {
      for (const series of DOCUMENT_SERIES)
        for (const year of [fy, nextFinancialYear(fy)]) await this.prepare(series, year);
    } catch (error) {
      // Not fatal: allocate() creates a missing row itself.
      this.logger.warn(`Could not prepare document counters: ${String(error)}`);
    }
  }

  /**
   * The next number of `series` in the financial year (IST) containing `at`. Inside a transaction
   * (`Transactions.run`, e.g. the payment's) the number is issued exactly when it commits; outside one
   * it takes a transaction of its own.
   */
  async allocate(series: DocumentSeries, at: Date = new Date()): Promise<string> {
    if (!DOCUMENT_SERIES.includes(series))
      throw new RangeError(`Unknown document series: ${series}`);
    const fy = istFinancialYear(at);
    return documentNumber(series, fy, await this.allocateValue(series, fy));
  }

  /** The next value (1, 2, …) of a counter: the building block of `allocate`. */
  async allocateValue(series: string, fy: string): Promise<number> {
    if (this.embedded) return this.tx.run(() => this.nextSqlite(series, fy));
    if (this.tx.current()) return this.nextMysql(series, fy);
    // Our own transaction: create a missing row first, committed at once.
    await this.prepare(series, fy);
    return this.tx.run(() => this.nextMysql(series, fy));
  }

  /**
   * Creates the counter row of a year when it does not exist (never deleted, so a read suffices): in
   * the open transaction, else committed at once.
   */
  private async prepare(series: string, fy: string): Promise<void> {
    const em = this.tx.manager();
    if (this.embedded) {
      await em.query(
        `INSERT OR IGNORE INTO "${TABLE}" ("series", "fy", "next_value") VALUES (?, ?, 1)`,
        [series, fy],
      );
      return;
    }
    const found = (await em.query(
      `SELECT 1 AS \`found\` FROM \`${TABLE}\` WHERE \`series\` = ? AND \`fy\` = ?`,
      [series, fy],
    )) as unknown[];
    if (!found.length)
      await em.query(
        `INSERT IGNORE INTO \`${TABLE}\` (\`series\`, \`fy\`, \`next_value\`) VALUES (?, ?, 1)`,
        [series, fy],
      );
  }

  private async nextSqlite(series: string, fy: string): Promise<number> {
    const em = this.tx.open();
    const rows = (await em.query(
      `INSERT INTO "${TABLE}" ("series", "fy", "next_value") VALUES (?, ?, 2)
       ON CONFLICT ("series", "fy") DO UPDATE SET "next_value" = "next_value" + 1
       RETURNING "next_value" - 1 AS "value"`,
      [series, fy],
    )) as { value: number }[];
    await this.prepare(series, nextFinancialYear(fy));
    return this.value(rows);
  }

  private async nextMysql(series: string, fy: string): Promise<number> {
    const em = this.tx.open();
    await em.query(
      `INSERT INTO \`${TABLE}\` (\`series\`, \`fy\`, \`next_value\`) VALUES (?, ?, 2) ` +
        'ON DUPLICATE KEY UPDATE `next_value` = `next_value` + 1',
      [series, fy],
    );
    const rows = (await em.query(
      `SELECT \`next_value\` - 1 AS \`value\` FROM \`${TABLE}\` WHERE \`series\` = ? AND \`fy\` = ? FOR UPDATE`,
      [series, fy],
    )) as { value: number | string }[];
    // Under this year's lock, so no other number of the year races it: next year's row is ready
    // before its first payment.
    await this.prepare(series, nextFinancialYear(fy));
    return this.value(rows);
  }

  private value(rows: { value: number | string }[]): number {
    const value = Number(rows[0]?.value);
    if (!Number.isSafeInteger(value) || value < 1)
      throw new Error('The document sequence returned no value');
    return value;
  }
}
