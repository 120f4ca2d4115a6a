import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columns } from '../../../database/migrations/columns.js';

/** Issue 27: practice challenges and their participants (challenges module). */
export class Challenges1796100000200 implements MigrationInterface {
  name = 'Challenges1796100000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'challenges',
        columns: [
          c.id(),
          c.varchar('name_en', 200),
          c.varchar('name_hi', 200),
          c.text('description_en', { nullable: true }),
          c.text('description_hi', { nullable: true }),
          c.varchar('starts_on', 10),
          c.int('days'),
          c.int('min_days'),
          c.boolean('trial_allowed', { default: true }),
          c.int('places', { nullable: true }),
          c.createdAt(),
          c.updatedAt(),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'challenge_participants',
        columns: [
          c.id(),
          c.int('challenge_id'),
          c.int('user_id'),
          c.datetime('joined_at', 3),
          c.boolean('on_leaderboard', { default: false }),
          c.varchar('city', 80, { nullable: true }),
          c.varchar('certificate_code', 16, { nullable: true }),
        ],
        foreignKeys: [
          cascadeForeignKey('FK_challenge_participants_challenge', 'challenge_id', 'challenges'),
        ],
      }),
    );
    await queryRunner.createIndices('challenge_participants', [
      new TableIndex({
        name: 'UQ_challenge_participants_challenge_user',
        columnNames: ['challenge_id', 'user_id'],
        isUnique: true,
      }),
      new TableIndex({ name: 'IDX_challenge_participants_user', columnNames: ['user_id'] }),
      new TableIndex({
        name: 'UQ_challenge_participants_certificate',
        columnNames: ['certificate_code'],
        isUnique: true,
      }),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('challenge_participants');
    await queryRunner.dropTable('challenges');
  }
}
