import type { EntityMetadata, ObjectLiteral, Repository } from 'typeorm';

type ColumnMetadata = EntityMetadata['columns'][number];

/**
 * One hand-written SELECT of an entity's table that returns plain objects of the named properties, each
 * value converted as TypeORM converts it for that column (a date from sql.js's text, a boolean from 0/1,
 * a transformer), without the query builder or entity hydration: for the hottest reads (a join at 06:00,
 * docs/performance.md), where building the query and hydrating the entity cost more CPU than the query.
 * `where` is SQL on the table's column names with `?` placeholders (one statement on every database); it
 * may end with `ORDER BY … LIMIT ? OFFSET ?`.
 * Runs in the open transaction when the repository is ambient (`Transactions.ambient`).
 */
export class LeanSelect<T extends ObjectLiteral, K extends keyof T & string> {
  private built?: { select: string; columns: Array<[K, ColumnMetadata]> };

  constructor(
    private readonly repo: Repository<T>,
    private readonly props: readonly K[],
    private readonly where: string,
  ) {}

  async rows(params: unknown[]): Promise<Array<Pick<T, K>>> {
    return this.rowsWhere(this.where, params);
  }

  /**
   * The same columns under another condition, e.g. one written for a list of ids
   * (`id IN (?, ?, ?)`: one placeholder a value, as every database takes them).
   */
  async rowsWhere(where: string, params: unknown[]): Promise<Array<Pick<T, K>>> {
    const { select, columns } = this.build();
    const sql = `${select} WHERE ${where}`;
    const rows = (await this.repo.query(sql, params)) as Array<Record<string, unknown>>;
    return rows.map((row) => leanRow<T, K>(this.repo, row, columns));
  }

  async one(params: unknown[]): Promise<Pick<T, K> | null> {
    return (await this.rows(params))[0] ?? null;
  }

  private build() {
    if (this.built) return this.built;
    const { metadata, manager } = this.repo;
    const escape = (name: string) => manager.connection.driver.escape(name);
    const columns = this.props.map((prop): [K, ColumnMetadata] => {
      const column = metadata.findColumnWithPropertyName(prop);
      if (!column) throw new Error(`${metadata.name} has no column ${prop}`);
      return [prop, column];
    });
    const list = columns
      .map(([prop, c]) => `${escape(c.databaseName)} AS ${escape(prop)}`)
      .join(', ');
    this.built = { select: `SELECT ${list} FROM ${escape(metadata.tableName)}`, columns };
    return this.built;
  }
}

/** `row`'s values under the properties' names, converted as TypeORM hydrates each column. */
export function leanRow<T extends ObjectLiteral, K extends keyof T & string>(
  repo: Repository<T>,
  row: Record<string, unknown>,
  columns: ReadonlyArray<readonly [K, ColumnMetadata]>,
): Pick<T, K> {
  const driver = repo.manager.connection.driver;
  const out = {} as Pick<T, K>;
  for (const [prop, column] of columns)
    out[prop] = driver.prepareHydratedValue(row[prop], column) as T[K];
  return out;
}

/** The column metadata of `prop` of the repository's entity (for `leanRow` of a hand-written query). */
export function columnOf<T extends ObjectLiteral>(
  repo: Repository<T>,
  prop: keyof T & string,
): ColumnMetadata {
  const column = repo.metadata.findColumnWithPropertyName(prop);
  if (!column) throw new Error(`${repo.metadata.name} has no column ${prop}`);
  return column;
}
