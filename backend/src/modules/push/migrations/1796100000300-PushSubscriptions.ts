import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/** Issue 27: the students' web push subscriptions, one per device (push module). */
export class PushSubscriptions1796100000300 implements MigrationInterface {
  name = 'PushSubscriptions1796100000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'push_subscriptions',
        columns: [
          c.id(),
          c.int('user_id'),
          c.text('endpoint'),
          c.varchar('endpoint_hash', 64),
          c.varchar('p256dh', 255),
          c.varchar('auth', 255),
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.createIndices('push_subscriptions', [
      new TableIndex({ name: 'IDX_push_subscriptions_user', columnNames: ['user_id'] }),
      new TableIndex({
        name: 'UQ_push_subscriptions_endpoint',
        columnNames: ['endpoint_hash'],
        isUnique: true,
      }),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('push_subscriptions');
  }
}
