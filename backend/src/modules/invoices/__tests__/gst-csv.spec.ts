import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import express from 'express';
import request from 'supertest';
import { GST_STATES, invoiceNumber, istInstant, splitGst } from '@yoga/contracts';
import { GST_CSV_COLUMNS, sendGstCsv, writeGstCsv, type GstExportRow } from '../gst-csv.js';

const SELLER_STATE = '09';
const codes = GST_STATES.map((s) => s.code);

/** The n-th generated invoice: amounts, states and exports vary with n. */
function row(n: number, overrides: Partial<GstExportRow> = {}): GstExportRow {
  const exported = n % 10 === 0;
  const stateCode = exported ? null : codes[n % codes.length];
  const total = exported ? 3500 + (n % 3) * 2000 : 169900 + (n % 7) * 40000;
  const split = splitGst(total, {
    sellerState: SELLER_STATE,
    buyerState: stateCode ?? undefined,
    export: exported,
  });
  return {
    invoiceNumber: invoiceNumber('2627', n),
    invoiceDate: new Date(istInstant('2026-04-01').getTime() + (n % 365) * 86_400_000),
    buyerName: `Student ${n}`,
    stateCode,
    currency: exported ? 'USD' : 'INR',
    taxable: split.taxable,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
    total,
    paymentId: `pay_${n.toString(36).padStart(8, '0')}`,
    method: ['upi', 'card', 'netbanking', 'bank_transfer', 'cash'][n % 5],
    ...overrides,
  };
}

async function* generate(count: number, onRow?: (n: number) => void) {
  for (let n = 1; n <= count; n += 1) {
    onRow?.(n);
    yield row(n);
  }
}

/** Collects what is written, as text. */
function sink() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { out, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** "2626.27" → 262627 (NaN unless exactly two decimals). */
const toPaise = (cell: string) => {
  const match = /^(\d+)\.(\d{2})$/.exec(cell);
  return match ? Number(match[1]) * 100 + Number(match[2]) : NaN;
};

describe('GST export CSV', () => {
  it('writes the columns of a GST return, rupees with two decimals, IST dates', async () => {
    const { out, text } = sink();
    // 23:30 IST on 31 March is 18:00 UTC: the date printed is the Indian one.
    const lateNight = new Date('2027-03-31T18:00:00Z');
    await writeGstCsv(
      [
        row(1, { stateCode: '09', ...splitGst(309900, { sellerState: '09' }), total: 309900 }),
        row(2, {
          stateCode: '07',
          invoiceDate: lateNight,
          ...splitGst(249900, { sellerState: '09', buyerState: '07' }),
        }),
        row(3, {
          stateCode: null,
          currency: 'USD',
          ...splitGst(8500, { sellerState: '09', export: true }),
        }),
      ],
      out,
    );
    const csv = text();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    expect(header).toEqual([...GST_CSV_COLUMNS]);
    expect(rows).toEqual([
      [
        'YS/2627/00001',
        '2026-04-02',
        'Student 1',
        '09',
        '09-Uttar Pradesh',
        '2626.27',
        '236.36',
        '236.37',
        '0.00',
        '3099.00',
        'INR',
        'pay_00000001',
        'card',
        '',
        'B2C',
        '',
      ],
      [
        'YS/2627/00002',
        '2027-03-31',
        'Student 2',
        '07',
        '07-Delhi',
        '2117.80',
        '0.00',
        '0.00',
        '381.20',
        '2499.00',
        'INR',
        'pay_00000002',
        'netbanking',
        '',
        'B2C',
        '',
      ],
      [
        'YS/2627/00003',
        '2026-04-04',
        'Student 3',
        '',
        '96-Other Countries',
        '85.00',
        '0.00',
        '0.00',
        '0.00',
        '85.00',
        'USD',
        'pay_00000003',
        'bank_transfer',
        '',
        'EXP',
        '',
      ],
    ]);
  });

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', async () => {
    const names = [
      'Sharma, "Raju"',
      'Line one\nline two',
      '=HYPERLINK("http://evil.example","click")',
      '+91 98100 00000',
      '-2+3',
      '@SUM(A1:A9)',
      '\tTabbed',
      ' Padded ',
      'Ananya Śarmā',
    ];
    const { out, text } = sink();
    await writeGstCsv(
      names.map((buyerName, i) => row(i + 1, { buyerName, method: i === 2 ? '=cmd' : 'upi' })),
      out,
    );
    const csv = text();
    expect(csv).toContain('"Sharma, ""Raju"""');
    const rows = (parse(csv, { bom: true }) as string[][]).slice(1);
    expect(rows.map((r) => r[2])).toEqual([
      'Sharma, "Raju"',
      'Line one\nline two',
      `'=HYPERLINK("http://evil.example","click")`,
      "'+91 98100 00000",
      "'-2+3",
      "'@SUM(A1:A9)",
      "'\tTabbed",
      ' Padded ',
      'Ananya Śarmā',
    ]);
    expect(rows[2][12]).toBe("'=cmd");
  });

  it('streams 100,000 rows to an Express response, every one correct', async () => {
    const app = express();
    app.get('/export', async (_req, res) => {
      await sendGstCsv(res, generate(100_000), 'gst-2026-04-01_2027-03-31.csv');
    });
    const res = await request(app)
      .get('/export')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="gst-2026-04-01_2027-03-31.csv"',
    );
    const [header, ...rows] = parse(res.body as string, { bom: true }) as string[][];
    expect(header).toEqual([...GST_CSV_COLUMNS]);
    expect(rows).toHaveLength(100_000);
    // Every row against its source (collected, then one assertion: 100,000 expect calls take minutes).
    const wrong: number[] = [];
    let expectedTotal = 0;
    let total = 0;
    rows.forEach((cells, i) => {
      const source = row(i + 1);
      const [taxable, cgst, sgst, igst, sum] = cells.slice(5, 10).map(toPaise);
      const ok =
        cells.length === GST_CSV_COLUMNS.length &&
        cells[0] === source.invoiceNumber &&
        cells[2] === source.buyerName &&
        cells[3] === (source.stateCode ?? '') &&
        cells[10] === source.currency &&
        cells[11] === source.paymentId &&
        taxable === source.taxable &&
        cgst === source.cgst &&
        sgst === source.sgst &&
        igst === source.igst &&
        sum === source.total &&
        taxable + cgst + sgst + igst === sum;
      if (!ok) wrong.push(i + 1);
      expectedTotal += source.total;
      total += sum;
    });
    expect(wrong).toEqual([]);
    expect(total).toBe(expectedTotal);
    expect(rows[99_999][0]).toBe('YS/2627/100000');
  });

  it('pulls rows only as fast as the reader takes them', async () => {
    let produced = 0;
    const held: (() => void)[] = [];
    let written = 0;
    // A reader that takes the first chunk and then stops until released.
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _enc, done) {
        written += chunk.length;
        held.push(done);
      },
    });
    const finished = writeGstCsv(
      generate(100_000, (n) => (produced = n)),
      slow,
    );
    for (let i = 0; i < 200; i += 1) await new Promise((resolve) => setImmediate(resolve));
    const whileStalled = produced;
    expect(held.length).toBeGreaterThan(0);
    expect(whileStalled).toBeGreaterThan(0);
    expect(whileStalled).toBeLessThan(1_000);
    // release the reader: it now takes everything
    slow._write = (chunk: Buffer, _enc, done) => {
      written += chunk.length;
      done();
    };
    held.splice(0).forEach((done) => done());
    await finished;
    expect(produced).toBe(100_000);
    expect(written).toBeGreaterThan(100_000 * 50);
  });

  it('ends the stream with an error when the rows fail midway', async () => {
    async function* failing() {
      yield row(1);
      throw new Error('database went away');
    }
    const { out } = sink();
    await expect(writeGstCsv(failing(), out)).rejects.toThrow('database went away');
    expect(out.destroyed).toBe(true);
  });
});
