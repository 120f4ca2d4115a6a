import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox of messages to students (reminders, nudges, receipts, notices). */
export class MessagesOutbox1795436193937 implements MigrationInterface {
  name = 'MessagesOutbox1795436193937';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`outbox_messages\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`channel\` varchar(16) NOT NULL, \`event\` varchar(32) NOT NULL, \`idempotency_key\` varchar(100) NOT NULL, \`template\` varchar(64) NOT NULL, \`params\` text NOT NULL, \`language\` varchar(8) NOT NULL, \`recipient\` varchar(254) NOT NULL, \`status\` varchar(24) NOT NULL DEFAULT 'queued', \`reason\` varchar(500) NULL, \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime(3) NULL, \`locked_until\` datetime(3) NULL, \`provider_message_id\` varchar(128) NULL, \`sent_at\` datetime(3) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_outbox_messages_channel_key\` (\`channel\`, \`idempotency_key\`), INDEX \`IDX_outbox_messages_status_next\` (\`status\`, \`next_attempt_at\`), INDEX \`IDX_outbox_messages_user\` (\`user_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`outbox_messages\` ADD CONSTRAINT \`FK_outbox_messages_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`outbox_messages\` DROP FOREIGN KEY \`FK_outbox_messages_user\``,
    );
    await queryRunner.query(`DROP TABLE \`outbox_messages\``);
  }
}
