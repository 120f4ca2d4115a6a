import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columns } from '../../../database/migrations/columns.js';

/** Issue 37: the TV's sign-in by a code approved on the phone (OAuth device flow), owned by the auth module. */
export class DeviceAuthorizations1796620000000 implements MigrationInterface {
  name = 'DeviceAuthorizations1796620000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'device_authorizations',
        columns: [
          c.id(),
          c.varchar('device_code_hash', 64),
          c.varchar('user_code_hash', 64),
          c.varchar('status', 16, { default: 'pending' }),
          c.int('user_id', { nullable: true }),
          c.int('token_version', { nullable: true }),
          c.datetime('expires_at'),
          c.datetime('last_polled_at', undefined, { nullable: true }),
          c.createdAt(),
        ],
        foreignKeys: [cascadeForeignKey('FK_device_authorizations_user', 'user_id', 'users')],
      }),
    );
    await queryRunner.createIndex(
      'device_authorizations',
      new TableIndex({
        name: 'UQ_device_authorizations_device_code',
        columnNames: ['device_code_hash'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'device_authorizations',
      new TableIndex({
        name: 'IDX_device_authorizations_user_code',
        columnNames: ['user_code_hash'],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('device_authorizations');
  }
}
