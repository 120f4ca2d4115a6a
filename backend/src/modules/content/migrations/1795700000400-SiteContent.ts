import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 23, the public pages' content edited in the admin panel: one draft per page and every published
 * version (docs/content.md). Pages never published show their seed (the texts of the code).
 */
export class SiteContent1795700000400 implements MigrationInterface {
  name = 'SiteContent1795700000400';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'content_drafts',
        columns: [
          { ...c.varchar('page', 32), isPrimary: true },
          c.text('document'),
          c.int('updated_by', { nullable: true }),
          c.varchar('updated_by_name', 100, { nullable: true }),
          c.datetime('updated_at', 3),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'content_versions',
        columns: [
          c.id(),
          c.varchar('page', 32),
          c.int('version'),
          c.text('document'),
          c.int('published_by', { nullable: true }),
          c.varchar('published_by_name', 100, { nullable: true }),
          c.datetime('published_at', 3),
          c.int('restored_from', { nullable: true }),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_content_versions_page_version',
            columnNames: ['page', 'version'],
            isUnique: true,
          }),
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('content_versions');
    await queryRunner.dropTable('content_drafts');
  }
}
