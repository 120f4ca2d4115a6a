import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columns } from './columns.js';

export class AccountSelfService1795425644544 implements MigrationInterface {
  name = 'AccountSelfService1795425644544';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'account_tokens',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('purpose', 16),
          c.varchar('token_hash', 64),
          c.varchar('new_email', 254, { nullable: true }),
          c.int('attempts', { default: 0 }),
          c.datetime('expires_at'),
          c.datetime('used_at', undefined, { nullable: true }),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_account_tokens_token_hash', columnNames: ['token_hash'] }),
          new TableIndex({
            name: 'IDX_account_tokens_user_purpose',
            columnNames: ['user_id', 'purpose'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('FK_1b5fea09efc20c7f63c4a09b3d6', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'account_erasures',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('role', 16),
          c.varchar('confirmed_by', 16),
          c.text('summary'),
          c.createdAt('erased_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_account_erasures_erased_at', columnNames: ['erased_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'consent_events',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('channel', 16),
          c.varchar('purpose', 32, { default: 'class_reminders' }),
          c.boolean('granted'),
          c.varchar('source', 32),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_consent_events_user_channel',
            columnNames: ['user_id', 'channel'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('FK_d29ae4c1054991026a01680ef3f', 'user_id', 'users')],
      }),
    );
    await queryRunner.addColumns(
      'users',
      [
        c.varchar('language', 8, { default: 'en' }),
        c.varchar('state', 2, { nullable: true }),
        c.boolean('must_change_password', { default: false }),
        c.datetime('last_login_at', undefined, { nullable: true }),
      ].map((options) => new TableColumn(options)),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('users', [
      'last_login_at',
      'must_change_password',
      'state',
      'language',
    ]);
    for (const table of ['consent_events', 'account_erasures', 'account_tokens'])
      await queryRunner.dropTable(table);
  }
}
