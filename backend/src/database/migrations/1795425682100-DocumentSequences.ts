import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Counters of the GST invoice and credit note numbers, one row per series and financial year. */
export class DocumentSequences1795425682100 implements MigrationInterface {
  name = 'DocumentSequences1795425682100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`document_sequences\` (\`series\` varchar(16) NOT NULL, \`fy\` varchar(4) NOT NULL, \`next_value\` int NOT NULL, PRIMARY KEY (\`series\`, \`fy\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`document_sequences\``);
  }
}
