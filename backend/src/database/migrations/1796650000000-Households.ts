import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './columns.js';

/**
 * Issue 35, household plans: the households, their members and invitations, and the payments that
 * bought or renewed each (households module); the shares of access another account pays for
 * (subscriptions module); each plan's per-member amount in each currency (plans module).
 */
export class Households1796650000000 implements MigrationInterface {
  name = 'Households1796650000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumns('plans', [
      new TableColumn(c.int('inr_household_member', { default: 0 })),
      new TableColumn(c.int('usd_household_member', { default: 0 })),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'membership_shares',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('source', 16),
          c.int('source_id'),
          c.varchar('plan', 16),
          c.int('months'),
          c.varchar('currency', 3),
          c.datetime('starts_at', 3),
          c.datetime('ends_at', 3),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_membership_shares_source_user',
            columnNames: ['source', 'source_id', 'user_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_membership_shares_user',
            columnNames: ['user_id', 'ends_at'],
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'households',
        columns: [
          c.id(),
          c.int('payer_id'),
          c.varchar('plan', 16),
          c.int('months'),
          c.varchar('currency', 3),
          c.int('size'),
          c.varchar('state', 16, { default: 'created' }),
          c.datetime('starts_at', 3, { nullable: true }),
          c.datetime('ends_at', 3, { nullable: true }),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_households_payer', columnNames: ['payer_id', 'id'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'household_members',
        columns: [
          c.id(),
          c.int('household_id'),
          c.varchar('email', 254),
          c.int('user_id', { nullable: true }),
          c.varchar('status', 16, { default: 'invited' }),
          c.varchar('token_hash', 64),
          c.datetime('invited_at', 3),
          c.datetime('joined_at', 3, { nullable: true }),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_household_members_token',
            columnNames: ['token_hash'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_household_members_household',
            columnNames: ['household_id', 'id'],
          }),
          new TableIndex({ name: 'IDX_household_members_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'IDX_household_members_email', columnNames: ['email'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'household_payments',
        columns: [
          { ...c.int('payment_id'), isPrimary: true },
          c.int('household_id'),
          c.int('size'),
          c.varchar('state', 16, { default: 'created' }),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_household_payments_household',
            columnNames: ['household_id'],
          }),
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('household_payments');
    await queryRunner.dropTable('household_members');
    await queryRunner.dropTable('households');
    await queryRunner.dropTable('membership_shares');
    await queryRunner.dropColumn('plans', 'usd_household_member');
    await queryRunner.dropColumn('plans', 'inr_household_member');
  }
}
