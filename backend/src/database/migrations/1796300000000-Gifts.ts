import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './columns.js';

/** Issue 26, gift a membership: the gifts (gifts module) and what each payment bought (`purpose`). */
export class Gifts1796300000000 implements MigrationInterface {
  name = 'Gifts1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumn(
      'payments',
      new TableColumn(c.varchar('purpose', 16, { default: 'membership' })),
    );
    await queryRunner.createTable(
      new Table({
        name: 'gifts',
        columns: [
          c.id(),
          c.int('buyer_id'),
          c.int('payment_id'),
          c.varchar('code', 16),
          c.varchar('plan', 16),
          c.int('months'),
          c.varchar('currency', 3),
          c.int('amount'),
          c.varchar('recipient_name', 100),
          c.varchar('recipient_email', 254, { nullable: true }),
          c.varchar('recipient_phone', 20, { nullable: true }),
          c.varchar('message', 500, { nullable: true }),
          c.varchar('send_on', 10, { nullable: true }),
          c.varchar('state', 16, { default: 'created' }),
          c.int('send_count', { default: 0 }),
          c.int('redeemed_by', { nullable: true }),
          c.datetime('paid_at', 3, { nullable: true }),
          c.datetime('sent_at', 3, { nullable: true }),
          c.datetime('redeemed_at', 3, { nullable: true }),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_gifts_code', columnNames: ['code'], isUnique: true }),
          new TableIndex({ name: 'UQ_gifts_payment', columnNames: ['payment_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_gifts_buyer', columnNames: ['buyer_id', 'id'] }),
          new TableIndex({ name: 'IDX_gifts_state_send_on', columnNames: ['state', 'send_on'] }),
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('gifts');
    await queryRunner.dropColumn('payments', 'purpose');
  }
}
