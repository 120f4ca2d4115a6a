import { DataSource } from 'typeorm';
import { istFinancialYear, istInstant } from '@yoga/contracts';
import { Transactions } from '../src/database/transactions.js';
import {
  DocumentSequenceService,
  nextFinancialYear,
} from '../src/modules/invoices/document-sequence.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** GST document numbers on the real database of the run (sql.js, or MariaDB with DB_URL). */
describe('document sequences', () => {
  let t: TestApp;
  let numbers: DocumentSequenceService;
  let ds: DataSource;
  let tx: Transactions;
  beforeAll(async () => {
    t = await createTestApp();
    numbers = t.app.get(DocumentSequenceService);
    ds = t.app.get(DataSource);
    tx = t.app.get(Transactions);
  });
  afterAll(() => t.close());

  const inFy2627 = istInstant('2026-11-23', '10:00');
  const seqOf = (n: string) => Number(n.slice(n.lastIndexOf('/') + 1));
  const counters = async (fy: string) =>
    (
      (await ds.query(
        'SELECT series, next_value FROM document_sequences WHERE fy = ? ORDER BY series',
        [fy],
      )) as { series: string; next_value: number | string }[]
    ).map((r) => [r.series, Number(r.next_value)]);

  it('prepares the counters of this and next financial year at start', async () => {
    const fy = istFinancialYear(new Date());
    for (const year of [fy, nextFinancialYear(fy)])
      expect(await counters(year)).toEqual([
        ['credit_note', 1],
        ['invoice', 1],
      ]);
    expect(nextFinancialYear('2627')).toBe('2728');
    expect(nextFinancialYear('9900')).toBe('0001');
  });

  it('numbers invoices and credit notes consecutively, each series on its own', async () => {
    expect(await numbers.allocate('invoice', inFy2627)).toBe('YS/2627/00001');
    expect(await numbers.allocate('invoice', inFy2627)).toBe('YS/2627/00002');
    expect(await numbers.allocate('credit_note', inFy2627)).toBe('YS/CN/2627/0001');
    expect(await numbers.allocate('invoice', inFy2627)).toBe('YS/2627/00003');
    expect(await numbers.allocate('credit_note', inFy2627)).toBe('YS/CN/2627/0002');
  });

  it('starts again at 1 on 1 April IST and keeps each year apart', async () => {
    const lastMinute = istInstant('2027-03-31', '23:59');
    const firstMinute = istInstant('2027-04-01', '00:00');
    expect(await numbers.allocate('invoice', lastMinute)).toBe('YS/2627/00004');
    expect(await numbers.allocate('invoice', firstMinute)).toBe('YS/2728/00001');
    // 00:10 IST on 1 April is 18:40 UTC on 31 March: still the new year
    expect(await numbers.allocate('invoice', new Date('2027-03-31T18:40:00Z'))).toBe(
      'YS/2728/00002',
    );
    expect(await numbers.allocate('credit_note', firstMinute)).toBe('YS/CN/2728/0001');
    // a late document of the old year continues the old series
    expect(await numbers.allocate('invoice', lastMinute)).toBe('YS/2627/00005');
  });

  it("prepares next year's counter with every number, so a payment never creates one", async () => {
    expect(await counters('3637')).toEqual([]);
    expect(await numbers.allocate('invoice', istInstant('2035-12-01', '10:00'))).toBe(
      'YS/3536/00001',
    );
    expect(await counters('3637')).toEqual([['invoice', 1]]);
  });

  it('gives 20 concurrent allocations in a new year the numbers 1..20 once each', async () => {
    const at = istInstant('2030-06-15', '12:00');
    const got = await Promise.all(
      Array.from({ length: 20 }, () => numbers.allocate('invoice', at)),
    );
    expect(got.every((n) => n.startsWith('YS/3031/'))).toBe(true);
    expect(got.map(seqOf).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('gives 20 concurrent payment transactions the numbers 1..20 with no gaps', async () => {
    const at = istInstant('2031-05-01', '09:00');
    const got = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        tx.run(async (em) => {
          const number = await numbers.allocate('credit_note', at);
          // some work of the payment after the number was taken
          await em.query('SELECT 1');
          return { i, number };
        }),
      ),
    );
    const seqs = got.map((g) => seqOf(g.number)).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(got.map((g) => g.number)).size).toBe(20);
    expect(await numbers.allocate('credit_note', at)).toBe('YS/CN/3132/0021');
  });

  it('takes a number back when the payment transaction rolls back (no gap)', async () => {
    const at = istInstant('2032-08-01', '09:00');
    expect(await numbers.allocate('invoice', at)).toBe('YS/3233/00001');
    await expect(
      tx.run(async () => {
        expect(await numbers.allocate('invoice', at)).toBe('YS/3233/00002');
        throw new Error('gateway said no');
      }),
    ).rejects.toThrow('gateway said no');
    expect(await numbers.allocate('invoice', at)).toBe('YS/3233/00002');
  });

  it('joins the open transaction when called without a manager inside one', async () => {
    const at = istInstant('2033-04-10', '09:00');
    await expect(
      tx.run(async () => {
        expect(await numbers.allocate('invoice', at)).toBe('YS/3334/00001');
        expect(await numbers.allocate('invoice', at)).toBe('YS/3334/00002');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await numbers.allocate('invoice', at)).toBe('YS/3334/00001');
  });

  it('mixes concurrent stand-alone numbers and payment transactions, some failing, without gaps', async () => {
    const at = istInstant('2034-07-07', '07:07');
    // the year's counter exists before its first payment (see the test above)
    expect(await numbers.allocate('invoice', at)).toBe('YS/3435/00001');
    const standalone = (i: number) => i % 3 === 0;
    const fails = (i: number) => !standalone(i) && i % 4 === 1;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        standalone(i)
          ? numbers.allocate('invoice', at)
          : tx.run(async () => {
              const number = await numbers.allocate('invoice', at);
              if (fails(i)) throw new Error(`payment ${i} failed`);
              return number;
            }),
      ),
    );
    const issued = results.flatMap((r) => (r.status === 'fulfilled' ? [seqOf(r.value)] : []));
    const rejected = results.flatMap((r, i) => (r.status === 'rejected' ? [i] : []));
    expect(rejected).toEqual([1, 5, 13, 17]);
    expect(issued.sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 2));
  });

  it('refuses an unknown series', async () => {
    // @ts-expect-error untyped input
    await expect(numbers.allocate('receipt', inFy2627)).rejects.toThrow(RangeError);
  });
});
