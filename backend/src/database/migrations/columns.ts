import { TableForeignKey, type QueryRunner, type TableColumnOptions } from 'typeorm';

/**
 * Column definitions for migrations that run on both databases: MySQL/MariaDB (DB_URL) and the
 * embedded SQLite file (sql.js). Each one is what TypeORM makes of the matching entity column on that
 * database, so a migration written with them agrees with the entities on both (test/migrations.spec.ts).
 *
 * Migrations that already ran depend on exactly these definitions: never change one, add a new one.
 */
export function isMysql(queryRunner: QueryRunner): boolean {
  const type = queryRunner.connection.driver.options.type;
  return type === 'mysql' || type === 'mariadb';
}

interface Options<T> {
  nullable?: boolean;
  default?: T;
}

const nullability = ({ nullable = false }: Options<unknown>) => ({ isNullable: nullable });
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export function columns(queryRunner: QueryRunner) {
  const mysql = isMysql(queryRunner);
  // SQLite's AUTOINCREMENT needs the type `integer`; the entities' `int` is `integer` there too.
  const int = mysql ? 'int' : 'integer';
  return {
    /** `@PrimaryGeneratedColumn()`. */
    id: (name = 'id'): TableColumnOptions => ({
      name,
      type: int,
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    }),
    /** `type: 'int'`; add `isPrimary: true` for a `@PrimaryColumn`. */
    int: (name: string, options: Options<number> = {}): TableColumnOptions => ({
      name,
      type: int,
      ...nullability(options),
      default: options.default,
    }),
    /** `type: 'varchar', length`; the default is a plain string (quoted here). */
    varchar: (name: string, length: number, options: Options<string> = {}): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      ...nullability(options),
      default: options.default === undefined ? undefined : quote(options.default),
    }),
    text: (name: string, options: Options<never> = {}): TableColumnOptions => ({
      name,
      type: 'text',
      ...nullability(options),
    }),
    /** `type: 'boolean'`: TINYINT on MySQL. */
    boolean: (name: string, options: Options<boolean> = {}): TableColumnOptions => ({
      name,
      type: mysql ? 'tinyint' : 'boolean',
      ...nullability(options),
      default: options.default === undefined ? undefined : options.default ? 1 : 0,
    }),
    /** `type: 'datetime'` with an optional `precision` (fractional seconds digits). */
    datetime: (
      name: string,
      precision?: number,
      options: Options<never> = {},
    ): TableColumnOptions => ({ name, type: 'datetime', precision, ...nullability(options) }),
    /** `@CreateDateColumn()`. */
    createdAt: (name = 'created_at'): TableColumnOptions =>
      mysql
        ? { name, type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
        : { name, type: 'datetime', default: "datetime('now')" },
    /** `@UpdateDateColumn()`. */
    updatedAt: (name = 'updated_at'): TableColumnOptions =>
      mysql
        ? {
            name,
            type: 'datetime',
            precision: 6,
            default: 'CURRENT_TIMESTAMP(6)',
            onUpdate: 'CURRENT_TIMESTAMP(6)',
          }
        : { name, type: 'datetime', default: "datetime('now')" },
    /** `@DeleteDateColumn({ nullable: true })`. */
    deletedAt: (name = 'deleted_at'): TableColumnOptions =>
      mysql
        ? { name, type: 'datetime', precision: 6, isNullable: true }
        : { name, type: 'datetime', isNullable: true },
  };
}

/**
 * A `@ManyToOne(..., { onDelete: 'CASCADE' })` foreign key from `column` to `table`.id, named as the
 * entity names it (TypeORM's generated FK_ name, or the entity's `foreignKeyConstraintName`).
 */
export function cascadeForeignKey(name: string, column: string, table: string): TableForeignKey {
  return new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
    onUpdate: 'NO ACTION',
  });
}
