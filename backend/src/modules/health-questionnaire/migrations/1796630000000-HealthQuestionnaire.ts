import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 37: the health questionnaire's last answers per student, encrypted at rest (AES-256-GCM; the
 * key's id beside the payload), owned by the health-questionnaire module.
 */
export class HealthQuestionnaire1796630000000 implements MigrationInterface {
  name = 'HealthQuestionnaire1796630000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'health_questionnaire_answers',
        columns: [
          { ...c.int('user_id'), isPrimary: true },
          c.varchar('key_id', 16),
          c.text('payload'),
          c.datetime('answered_at', 3),
          c.updatedAt(),
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('health_questionnaire_answers');
  }
}
