import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './columns.js';

/**
 * Issue 35, company seats (B2B): the companies module's tables (companies, their admins, orders, seats
 * and the seats' attendance), the subscriptions module's access paid by someone else
 * (`membership_sponsorships`), and the B2B and e-invoicing fields of the GST documents.
 */
export class CompanySeats1796660000000 implements MigrationInterface {
  name = 'CompanySeats1796660000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    const index = (table: string, name: string, columnNames: string[], isUnique = false) =>
      queryRunner.createIndex(table, new TableIndex({ name, columnNames, isUnique }));
    await queryRunner.createTable(
      new Table({
        name: 'companies',
        columns: [
          c.id(),
          c.varchar('legal_name', 100),
          c.varchar('address', 500),
          c.varchar('state_code', 2),
          c.varchar('gstin', 15),
          c.varchar('email_domain', 253, { nullable: true }),
          c.varchar('plan', 16),
          c.int('seats'),
          c.datetime('ends_at', 3, { nullable: true }),
          c.createdAt(),
        ],
      }),
    );
    await index('companies', 'IDX_companies_gstin', ['gstin']);
    await index('companies', 'IDX_companies_email_domain', ['email_domain']);
    await queryRunner.createTable(
      new Table({
        name: 'company_admins',
        columns: [c.id(), c.int('company_id'), c.int('user_id')],
      }),
    );
    await index(
      'company_admins',
      'UQ_company_admins_company_user',
      ['company_id', 'user_id'],
      true,
    );
    await index('company_admins', 'IDX_company_admins_user', ['user_id']);
    await queryRunner.createTable(
      new Table({
        name: 'company_orders',
        columns: [
          c.id(),
          c.int('company_id'),
          c.int('payment_id'),
          c.int('seats'),
          c.int('months'),
          c.varchar('status', 16),
          c.datetime('period_start', 3, { nullable: true }),
          c.datetime('period_end', 3, { nullable: true }),
        ],
      }),
    );
    await index('company_orders', 'UQ_company_orders_payment', ['payment_id'], true);
    await index('company_orders', 'IDX_company_orders_company', ['company_id']);
    await queryRunner.createTable(
      new Table({
        name: 'company_seats',
        columns: [
          c.id(),
          c.int('company_id'),
          c.varchar('email', 254),
          c.int('user_id', { nullable: true }),
          c.datetime('assigned_at', 3),
          c.datetime('removed_at', 3, { nullable: true }),
        ],
      }),
    );
    await index('company_seats', 'IDX_company_seats_company', ['company_id', 'removed_at']);
    await index('company_seats', 'IDX_company_seats_email', ['email']);
    await index('company_seats', 'IDX_company_seats_user', ['user_id']);
    await queryRunner.createTable(
      new Table({
        name: 'company_seat_attendance',
        columns: [
          c.id(),
          c.int('company_id'),
          c.int('seat_id'),
          c.int('class_id'),
          c.datetime('joined_at', 3),
        ],
      }),
    );
    await index(
      'company_seat_attendance',
      'UQ_company_seat_attendance_seat_class',
      ['seat_id', 'class_id'],
      true,
    );
    await index('company_seat_attendance', 'IDX_company_seat_attendance_company', [
      'company_id',
      'joined_at',
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'membership_sponsorships',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('source', 16),
          c.int('source_id'),
          c.datetime('starts_at', 3),
          c.datetime('ends_at', 3),
        ],
      }),
    );
    await index(
      'membership_sponsorships',
      'UQ_membership_sponsorships_source',
      ['source', 'source_id'],
      true,
    );
    await index('membership_sponsorships', 'IDX_membership_sponsorships_user', ['user_id']);

    // GST documents: a B2B invoice's recipient, the units sold, and the e-invoicing fields.
    await queryRunner.addColumns(
      'gst_documents',
      [
        c.varchar('buyer_gstin', 15, { nullable: true }),
        c.varchar('buyer_address', 500, { nullable: true }),
        c.int('quantity', { default: 1 }),
        c.varchar('irn', 64, { nullable: true }),
        c.varchar('irn_ack_no', 20, { nullable: true }),
        c.datetime('irn_ack_at', 3, { nullable: true }),
      ].map((options) => new TableColumn(options)),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'irn_ack_at',
      'irn_ack_no',
      'irn',
      'quantity',
      'buyer_address',
      'buyer_gstin',
    ])
      await queryRunner.dropColumn('gst_documents', column);
    for (const table of [
      'membership_sponsorships',
      'company_seat_attendance',
      'company_seats',
      'company_orders',
      'company_admins',
      'companies',
    ])
      await queryRunner.dropTable(table);
  }
}
