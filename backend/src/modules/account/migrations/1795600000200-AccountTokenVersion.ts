import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 28: a link or code remembers the user's token version when it was sent, so a password change or
 * reset, or a block, ends every link and code sent before. Portable: MySQL/MariaDB and SQLite alike.
 */
export class AccountTokenVersion1795600000200 implements MigrationInterface {
  name = 'AccountTokenVersion1795600000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumn(
      'account_tokens',
      new TableColumn(c.int('token_version', { default: 0 })),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('account_tokens', 'token_version');
  }
}
