import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columns } from './columns.js';

/** The outbox of messages to students (reminders, nudges, receipts, notices). */
export class MessagesOutbox1795436193937 implements MigrationInterface {
  name = 'MessagesOutbox1795436193937';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'outbox_messages',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('channel', 16),
          c.varchar('event', 32),
          c.varchar('idempotency_key', 100),
          c.varchar('template', 64),
          c.text('params'),
          c.varchar('language', 8),
          c.varchar('recipient', 254),
          c.varchar('status', 24, { default: 'queued' }),
          c.varchar('reason', 500, { nullable: true }),
          c.int('attempts', { default: 0 }),
          c.datetime('next_attempt_at', 3, { nullable: true }),
          c.datetime('locked_until', 3, { nullable: true }),
          c.varchar('provider_message_id', 128, { nullable: true }),
          c.datetime('sent_at', 3, { nullable: true }),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_outbox_messages_channel_key',
            columnNames: ['channel', 'idempotency_key'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_outbox_messages_status_next',
            columnNames: ['status', 'next_attempt_at'],
          }),
          new TableIndex({ name: 'IDX_outbox_messages_user', columnNames: ['user_id', 'id'] }),
        ],
        foreignKeys: [cascadeForeignKey('FK_outbox_messages_user', 'user_id', 'users')],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbox_messages');
  }
}
