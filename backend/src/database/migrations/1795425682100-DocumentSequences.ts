import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './columns.js';

/** Counters of the GST invoice and credit note numbers, one row per series and financial year. */
export class DocumentSequences1795425682100 implements MigrationInterface {
  name = 'DocumentSequences1795425682100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'document_sequences',
        columns: [
          { ...c.varchar('series', 16), isPrimary: true },
          { ...c.varchar('fy', 4), isPrimary: true },
          c.int('next_value'),
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('document_sequences');
  }
}
