import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 28, the owner's demo requests: the joining link the admin sent for a demo booking and when
 * (null: not sent yet, a new request).
 */
export class DemoLinks1795712000000 implements MigrationInterface {
  name = 'DemoLinks1795712000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumns(
      'bookings',
      [
        c.varchar('demo_link', 2048, { nullable: true }),
        c.datetime('link_sent_at', 3, { nullable: true }),
      ].map((options) => new TableColumn(options)),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('bookings', 'link_sent_at');
    await queryRunner.dropColumn('bookings', 'demo_link');
  }
}
