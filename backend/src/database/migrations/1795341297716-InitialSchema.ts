import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columns } from './columns.js';

export class InitialSchema1795341297716 implements MigrationInterface {
  name = 'InitialSchema1795341297716';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'revoked_tokens',
        columns: [{ ...c.varchar('jti', 64), isPrimary: true }, c.datetime('expires_at')],
        indices: [
          new TableIndex({ name: 'IDX_revoked_tokens_expires_at', columnNames: ['expires_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'blogs',
        columns: [
          c.id(),
          c.varchar('title', 200),
          c.varchar('category', 100),
          c.text('description', { nullable: true }),
          c.varchar('author', 100),
          c.varchar('time_to_read', 50),
          c.varchar('thumbnail', 255, { nullable: true }),
          c.createdAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_blogs_created_at', columnNames: ['created_at'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'classes',
        columns: [
          c.id(),
          c.varchar('title', 200),
          c.varchar('class_type', 8, { default: 'paid' }),
          c.varchar('date', 10),
          c.varchar('time', 5),
          c.varchar('link', 2048),
          c.text('description', { nullable: true }),
          c.createdAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_classes_date_time', columnNames: ['date', 'time'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          c.id(),
          c.varchar('name', 100),
          c.varchar('email', 254),
          c.varchar('phone', 32, { default: '' }),
          c.varchar('password_hash', 255),
          c.varchar('role', 16, { default: 'user' }),
          c.varchar('status', 16, { default: 'Active' }),
          c.varchar('referral_code', 32),
          c.varchar('referred_by', 32, { nullable: true }),
          c.int('token_version', { default: 0 }),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_users_email', columnNames: ['email'], isUnique: true }),
          new TableIndex({
            name: 'UQ_users_referral_code',
            columnNames: ['referral_code'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_users_referred_by', columnNames: ['referred_by'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'bookings',
        columns: [
          c.id(),
          c.int('user_id'),
          c.int('class_id', { nullable: true }),
          c.varchar('type', 8),
          c.varchar('name', 100),
          c.varchar('email', 254),
          c.varchar('phone', 32),
          c.varchar('preferred_date', 10),
          c.varchar('preferred_time', 5),
          c.text('notes', { nullable: true }),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_bookings_user_class',
            columnNames: ['user_id', 'class_id'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          cascadeForeignKey('FK_64cd97487c5c42806458ab5520c', 'user_id', 'users'),
          cascadeForeignKey('FK_ed7a9e3f15863e9812904754792', 'class_id', 'classes'),
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['bookings', 'users', 'classes', 'blogs', 'revoked_tokens'])
      await queryRunner.dropTable(table);
  }
}
