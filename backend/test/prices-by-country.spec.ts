import { DataSource } from 'typeorm';
import {
  EXPORT_LUT_NOTE,
  amountInWords,
  type AdminPaymentsResponse,
  type CreateOrderResponse,
  type PaymentRecord,
  type Plan,
} from '@yoga/contracts';
import { GstDocument } from '../src/modules/invoices/entities/gst-document.entity.js';
import { GST_ENV, getDocument, pdfOf } from './support/invoices.js';
import { sandboxPay } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

/**
 * Prices by country (issue 37): the owner adds a plan's price in GBP, AED, CAD, AUD or SGD; GET /api/plans
 * gives it, an order in it is charged in it, a plan not priced in it is refused with a stable code, and
 * the invoice of a payment from abroad is an export invoice (zero-rated under the LUT), as for USD.
 */
describe('prices by country: the added currencies (issue 37)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(GST_ENV);
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => t.close());

  const patch = (slug: string, body: object) =>
    t.http().patch(`/api/admin/plans/${slug}`).set(bearer(admin)).send(body);
  const publicPlans = async () => (await t.http().get('/api/plans').expect(200)).body as Plan[];
  const orderIn = (token: string, plan: string, currency: string) =>
    t.http().post('/api/payments/orders').set(bearer(token)).send({ plan, currency });

  it('gives a plan’s price in each currency the owner added, and none in the others', async () => {
    const before = await publicPlans();
    expect(before.every((p) => p.prices.GBP === undefined)).toBe(true);
    const res = await patch('super', {
      prices: {
        GBP: { original: 9900, offer: 4500, redeemable: 0, label: 'Super' },
        AED: { original: 45000, offer: 19900, redeemable: 0, show_discount: false },
      },
    }).expect(200);
    expect((res.body as Plan).prices.GBP).toEqual({
      original: 9900,
      offer: 4500,
      redeemable: 0,
      discount_percent: 55,
      balance: 4500,
      show_discount: true,
      label: 'Super',
      household_member: 0,
    });
    const plans = await publicPlans();
    const sup = plans.find((p) => p.slug === 'super')!;
    expect(sup.prices.GBP?.offer).toBe(4500);
    expect(sup.prices.AED).toMatchObject({ offer: 19900, show_discount: false });
    expect(sup.prices.CAD).toBeUndefined();
    // INR and USD are untouched.
    expect(sup.prices.INR.offer).toBe(249900);
    expect(sup.prices.USD.offer).toBe(5500);
    expect(plans.find((p) => p.slug === 'big')!.prices.GBP).toBeUndefined();
  });

  it('refuses bad figures of an added currency with stable codes', async () => {
    const code = async (res: Promise<{ body: { code: string } }>) => (await res).body.code;
    expect(await code(patch('big', { prices: { AUD: { offer: 3000 } } }).expect(400))).toBe(
      'plan_price_incomplete',
    );
    expect(
      await code(
        patch('big', { prices: { SGD: { original: 3000, offer: 4000, redeemable: 0 } } }).expect(
          400,
        ),
      ),
    ).toBe('plan_offer_above_original');
    expect(await code(patch('big', { prices: { EUR: { offer: 3000 } } }).expect(400))).toBe(
      'validation_failed',
    );
    expect((await publicPlans()).find((p) => p.slug === 'big')!.prices.AUD).toBeUndefined();
  });

  it('charges an order in GBP at the GBP price; refuses a currency the plan is not offered in', async () => {
    const s = await registerAndLogin(t);
    const o = (await orderIn(s.token, 'super', 'GBP').expect(201)).body as CreateOrderResponse;
    expect(o).toMatchObject({ amount: 4500, currency: 'GBP' });
    const refused = await orderIn(s.token, 'big', 'GBP').expect(400);
    expect(refused.body).toMatchObject({ success: false, code: 'currency_not_offered' });
    expect(refused.body.message).toContain('GBP');
    const hindi = await orderIn(s.token, 'big', 'CAD').set('Accept-Language', 'hi').expect(400);
    expect(hindi.body.code).toBe('currency_not_offered');
    expect(hindi.body.message).toContain('उपलब्ध नहीं');
    expect((await orderIn(s.token, 'super', 'EUR').expect(400)).body.code).toBe(
      'validation_failed',
    );
  });

  it('issues an export invoice (zero-rated under the LUT, outside India) for a payment in GBP', async () => {
    const s = await registerAndLogin(t);
    const o = (await orderIn(s.token, 'super', 'GBP').expect(201)).body as CreateOrderResponse;
    const checkout = await sandboxPay(t, s.token, o.order_id);
    await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    const mine = (await t.http().get('/api/payments/mine').set(bearer(s.token)).expect(200))
      .body as PaymentRecord[];
    const record = mine.find((p) => p.currency === 'GBP')!;
    expect(record).toMatchObject({ amount: 4500, status: 'paid' });
    // The admin's month figure has a line of its own for GBP, never added to the rupees or dollars.
    const month = (await t.http().get('/api/payments').set(bearer(admin)).expect(200))
      .body as AdminPaymentsResponse;
    expect(month.revenue_this_month).toEqual({ INR: 0, USD: 0, GBP: 4500 });
    const doc = await t.app
      .get(DataSource)
      .getRepository(GstDocument)
      .findOneByOrFail({ paymentId: record.id, kind: 'invoice' });
    expect(doc).toMatchObject({
      supplyKind: 'export',
      currency: 'GBP',
      buyerState: null,
      taxable: 4500,
      igst: 0,
      cgst: 0,
      sgst: 0,
    });
    const text = await pdfOf(await getDocument(t, s.token, record.id).expect(200));
    expect(text).toContain(`${EXPORT_LUT_NOTE} (LUT no. ${GST_ENV.GST_LUT_NO}).`);
    expect(text).toContain('Outside India');
    expect(text).toContain('£45.00');
    expect(text).toContain(amountInWords(4500, 'GBP'));
    expect(amountInWords(4500, 'GBP')).toBe('Pounds Sterling Forty-Five Only');
  });

  it('stops offering a currency when the owner clears it', async () => {
    await patch('super', { prices: { AED: null } }).expect(200);
    const sup = (await publicPlans()).find((p) => p.slug === 'super')!;
    expect(sup.prices.AED).toBeUndefined();
    expect(sup.prices.GBP?.offer).toBe(4500);
    const s = await registerAndLogin(t);
    expect((await orderIn(s.token, 'super', 'AED').expect(400)).body.code).toBe(
      'currency_not_offered',
    );
  });
});
