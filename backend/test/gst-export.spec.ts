import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { splitGst, type PaymentRecord } from '@yoga/contracts';
import { GST_CSV_COLUMNS } from '../src/modules/invoices/gst-csv.js';
import { GST_ENV } from './support/invoices.js';
import { buy, stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const ROWS = 100_000;

/** Amounts in a CSV cell ("1439.83", "-2499.00") back to paise. */
const paise = (cell: string) => Math.round(Number(cell) * 100);

describe('GST export (GET /api/payments/export.csv)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // The bulk insert of 100,000 rows is one statement: more than the default 5 s per query on MySQL.
    t = await createTestApp({ ...GST_ENV, DB_QUERY_TIMEOUT_MS: '120000' });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    stubClock(t, new Date('2026-11-23T06:30:00Z'));
  });
  afterAll(() => t.close());

  const csv = (query: string, token = admin) =>
    t.http().get(`/api/payments/export.csv${query}`).set(bearer(token));
  const rowsOf = (text: string) =>
    parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];

  it('lists the invoices and credit notes of the range with the columns a GST return needs', async () => {
    const s = await registerAndLogin(t, { name: '=Formula Buyer' });
    await buy(t, s.token, 'big', 'INR');
    await buy(t, s.token, 'super', 'USD');
    const mine = (await t.http().get('/api/payments/mine').set(bearer(s.token)))
      .body as PaymentRecord[];
    const inr = mine.find((p) => p.currency === 'INR')!;
    const usd = mine.find((p) => p.currency === 'USD')!;
    await t
      .http()
      .post(`/api/payments/${usd.id}/refund`)
      .set(bearer(admin))
      .send({ reason: 'Duplicate' })
      .expect(200);
    const refunded = (await t.http().get('/api/payments/mine').set(bearer(s.token))).body.find(
      (p: PaymentRecord) => p.id === usd.id,
    ) as PaymentRecord;

    const res = await csv('?from=2026-11-23&to=2026-11-23').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="gst-export-2026-11-23-to-2026-11-23.csv"',
    );
    const header = res.text.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toBe(GST_CSV_COLUMNS.join(','));
    const rows = rowsOf(res.text);
    const split = splitGst(169_900, { sellerState: '09', buyerState: '09' });
    expect(rows).toEqual([
      {
        'Invoice number': inr.invoice_no,
        'Invoice date': '2026-11-23',
        'Buyer name': "'=Formula Buyer",
        'State code': '09',
        'Place of supply': '09-Uttar Pradesh',
        'Taxable value': (split.taxable / 100).toFixed(2),
        CGST: (split.cgst / 100).toFixed(2),
        SGST: (split.sgst / 100).toFixed(2),
        IGST: '0.00',
        Total: '1699.00',
        Currency: 'INR',
        'Payment ID': inr.gateway_payment_id,
        Method: 'sandbox',
        Refund: '',
        Section: 'B2C',
        'Buyer GSTIN': '',
      },
      expect.objectContaining({
        'Invoice number': usd.invoice_no,
        'State code': '',
        'Place of supply': '96-Other Countries',
        'Taxable value': '55.00',
        IGST: '0.00',
        Total: '55.00',
        Currency: 'USD',
      }),
      expect.objectContaining({
        'Invoice number': refunded.credit_note_no,
        'Taxable value': '-55.00',
        Refund: `refund of ${usd.invoice_no}`,
        Total: '-55.00',
        Currency: 'USD',
      }),
    ]);
    expect(rowsOf((await csv('?from=2026-11-24&to=2026-12-31').expect(200)).text)).toEqual([]);
  });

  it('defaults to this month so far', async () => {
    const res = await csv('').expect(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="gst-export-2026-11-01-to-2026-11-23.csv"',
    );
  });

  it('refuses bad dates (400) and anyone but an admin', async () => {
    for (const query of [
      '?from=2026-02-30&to=2026-03-01',
      '?from=2026-11-01&to=',
      '?to=2026-11-31',
      '?from=2026-12-01',
      '?from=01-11-2026&to=2026-11-30',
      '?from=2026-11-30&to=2026-11-01',
    ]) {
      const res = await csv(query).expect(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    const s = await registerAndLogin(t);
    await csv('?from=2026-11-01&to=2026-11-30', s.token).expect(403);
  });

  it(`streams ${ROWS.toLocaleString('en-IN')} rows completely and correctly`, async () => {
    const ds = t.app.get(DataSource);
    // Bulk, inside the database in one statement: row i is an INR invoice of 1000.00 + (i mod 997)
    // paise, issued 10 seconds after row i - 1, from 1 June 2025 IST (a month no other test uses).
    const mysql = ds.options.type === 'mysql' || ds.options.type === 'mariadb';
    const sql = mysql
      ? {
          number: "CONCAT('YS/2526/', LPAD(i + 1, 6, '0'))",
          at: "DATE_ADD('2025-05-31 18:30:00', INTERVAL i * 10 SECOND)",
          text: (prefix: string) => `CONCAT('${prefix}', i)`,
          taxable: 'ROUND((100000 + i % 997) * 100 / 118)',
          half: (x: string) => `((${x}) DIV 2)`,
        }
      : {
          number: "'YS/2526/' || printf('%06d', i + 1)",
          at: "strftime('%Y-%m-%d %H:%M:%f', '2025-05-31 18:30:00', '+' || (i * 10) || ' seconds')",
          text: (prefix: string) => `'${prefix}' || i`,
          taxable: 'CAST(ROUND((100000 + i % 997) * 100.0 / 118) AS INTEGER)',
          half: (x: string) => `((${x}) / 2)`,
        };
    const total = '(100000 + i % 997)';
    const tax = `(${total} - ${sql.taxable})`;
    if (mysql) await ds.query('SET SESSION max_recursive_iterations = 1000000');
    await ds.query(
      'INSERT INTO gst_documents (kind, number, payment_id, user_id, issued_at, seller_name, ' +
        'seller_address, seller_gstin, seller_state, seller_lut_no, seller_sample, buyer_name, ' +
        'buyer_email, buyer_state, supply_kind, currency, taxable, cgst, sgst, igst, total, plan, ' +
        'plan_name, months, period_start, period_end, payment_method, payment_ref) ' +
        `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${ROWS - 1}) ` +
        `SELECT 'invoice', ${sql.number}, 2000000 + i, 1, ${sql.at}, 'Seller', 'Address', ` +
        `'${GST_ENV.GSTIN}', '09', 'LUT', 0, ${sql.text('Buyer ')}, ${sql.text('buyer@')}, '09', ` +
        `'intra', 'INR', ${sql.taxable}, ${sql.half(tax)}, ${tax} - ${sql.half(tax)}, 0, ${total}, ` +
        `'big', 'Big Saver', 3, '2025-06-01 00:00:00', '2025-09-01 00:00:00', 'upi', ` +
        `${sql.text('UTR')} FROM seq`,
    );
    let expectedTotal = 0;
    for (let i = 0; i < ROWS; i++) expectedTotal += 100_000 + (i % 997);

    const res = await csv('?from=2025-06-01&to=2025-06-30').expect(200);
    const rows = rowsOf(res.text);
    expect(rows).toHaveLength(ROWS);
    expect(rows.reduce((sum, r) => sum + paise(r.Total), 0)).toBe(expectedTotal);
    for (const r of rows) {
      const split = splitGst(paise(r.Total), { sellerState: '09', buyerState: '09' });
      if (
        paise(r['Taxable value']) !== split.taxable ||
        paise(r.CGST) !== split.cgst ||
        paise(r.SGST) !== split.sgst
      )
        throw new Error(`row ${r['Invoice number']} does not add up`);
    }
    expect(new Set(rows.map((r) => r['Invoice number'])).size).toBe(ROWS);
    expect(rows[0]).toMatchObject({
      'Invoice number': 'YS/2526/000001',
      'Invoice date': '2025-06-01',
      'Buyer name': 'Buyer 0',
      Total: '1000.00',
    });
    expect(rows[ROWS - 1]).toMatchObject({
      'Invoice number': `YS/2526/${String(ROWS).padStart(6, '0')}`,
      'Payment ID': `UTR${ROWS - 1}`,
    });
    // A few seconds of CPU; the limit leaves room for a busy machine.
  }, 180_000);
});
