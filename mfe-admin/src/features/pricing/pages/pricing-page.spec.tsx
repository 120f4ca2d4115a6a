import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PlanHistoryEntry } from '@yoga/contracts';
import { TEST_PLANS } from '../../../test-fixtures';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import PricingPage from './pricing-page';

const createPlan = jest.fn();
const updatePlan = jest.fn();
const big = TEST_PLANS[2]!;
const HISTORY: PlanHistoryEntry[] = [
  {
    id: 4,
    slug: 'big',
    action: 'update',
    actor_id: 1,
    actor_name: 'Asha Admin',
    at: '2026-11-26T10:00:00.000Z',
    before: big,
    after: { ...big, prices: { ...big.prices, INR: { ...big.prices.INR, offer: 129900 } } },
  },
  {
    id: 3,
    slug: 'big',
    action: 'create',
    actor_id: null,
    actor_name: null,
    at: '2026-11-20T10:00:00.000Z',
    before: null,
    after: big,
  },
];
jest.mock('../pricing.api', () => ({
  useAdminPlansQuery: () => ({
    data: [
      ...TEST_PLANS,
      { ...TEST_PLANS[0]!, slug: 'old', name_en: 'Old Saver', active: false, sort_order: 9 },
    ],
    isLoading: false,
    refetch: jest.fn(),
  }),
  useCreatePlanMutation: () => [createPlan, { isLoading: false }],
  useUpdatePlanMutation: () => [updatePlan, { isLoading: false }],
  usePlanHistoryQuery: () => ({ data: HISTORY, isLoading: false, refetch: jest.fn() }),
}));

const resolved = (value: unknown) => ({ unwrap: () => Promise.resolve(value) });

// Forms of many antd fields in jsdom: slow on a busy machine.
jest.setTimeout(90_000);

beforeEach(() => {
  createPlan.mockReset();
  updatePlan.mockReset();
});

function show() {
  renderInPanel(<PricingPage />, { user: ADMIN_USER, path: '/admin/price' });
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('PricingPage (the admin edits the plans and prices)', () => {
  it('lists every plan with its figures in both currencies, retired ones marked', () => {
    show();
    // (The fixture's Hindi names are the brand names too.)
    const row = screen.getAllByText('Big Saver')[0]!.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('₹1,699');
    expect(row.textContent).toContain('₹3,000');
    expect(row.textContent).toContain('43% off');
    expect(row.textContent).toContain('$35');
    expect(row.textContent).toContain('On sale');
    const old = screen.getAllByText('Old Saver')[0]!.closest('tr') as HTMLElement;
    expect(old.textContent).toContain('Retired');
  });

  it('saves a new offer price (minor units) and confirms it', async () => {
    updatePlan.mockReturnValue(resolved(big));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Big Saver' }));
    const dialog = await screen.findByRole('dialog');
    const offers = within(dialog).getAllByLabelText(/Offer price/);
    fireEvent.change(offers[0]!, { target: { value: '1299' } });
    // Issue 35: the household plan's per-member amount, per currency (₹1,200 each beyond the payer).
    const perMember = within(dialog).getAllByLabelText(
      /Household plan: each member beyond the payer/,
    );
    expect(perMember).toHaveLength(2);
    fireEvent.change(perMember[0]!, { target: { value: '1200' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(updatePlan).toHaveBeenCalledTimes(1);
    const { slug, body } = updatePlan.mock.calls[0]![0];
    expect(slug).toBe('big');
    expect(body).not.toHaveProperty('slug');
    expect(body.prices.INR).toEqual({
      original: 300000,
      offer: 129900,
      redeemable: 127500,
      show_discount: true,
      label: null,
      household_member: 120000,
    });
    expect(body.prices.USD).toMatchObject({ offer: 3500, label: 'Big', household_member: 0 });
    expect(await screen.findByText('Plan saved. New orders use it now.')).toBeTruthy();
  });

  it('adds a price in pounds under "Prices in other currencies" (issue 37); blank ones are not sent', async () => {
    updatePlan.mockReturnValue(resolved(big));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Big Saver' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Prices in other currencies/ }));
    const gbp = (await within(dialog).findByText('GBP packages (optional)')).closest('fieldset')!;
    fireEvent.change(within(gbp).getByLabelText('Original price (£)'), { target: { value: '60' } });
    fireEvent.change(within(gbp).getByLabelText('Offer price (£)'), { target: { value: '35.50' } });
    fireEvent.change(within(gbp).getByLabelText(/Redeemable by credits/), {
      target: { value: '0' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(updatePlan).toHaveBeenCalledTimes(1);
    const { body } = updatePlan.mock.calls[0]![0];
    expect(body.prices.GBP).toEqual({
      original: 6000,
      offer: 3550,
      redeemable: 0,
      show_discount: true,
      label: null,
      household_member: 0,
    });
    expect(body.prices).not.toHaveProperty('AED');
  });

  it('refuses an offer above the original price and a redeemable part above the offer, before sending', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Big Saver' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getAllByLabelText(/Offer price/)[0]!, {
      target: { value: '3500' },
    });
    fireEvent.change(within(dialog).getAllByLabelText(/Redeemable by credits/)[1]!, {
      target: { value: '40' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(
      await within(dialog).findByText('The offer price must be at most the original price.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('The redeemable amount must be at most the offer price.'),
    ).toBeTruthy();
    expect(updatePlan).not.toHaveBeenCalled();
  });

  it('adds a plan with its slug, names in both languages and both currencies', async () => {
    createPlan.mockReturnValue(resolved(big));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog');
    type(dialog, 'Key (slug)', 'diwali');
    type(dialog, 'Name (English)', 'Diwali Saver');
    type(dialog, 'Name (Hindi)', 'दिवाली सेवर');
    type(dialog, 'Months', '1');
    const [inrOriginal, usdOriginal] = within(dialog).getAllByLabelText(/Original price/);
    const [inrOffer, usdOffer] = within(dialog).getAllByLabelText(/Offer price/);
    const [inrRedeemable, usdRedeemable] =
      within(dialog).getAllByLabelText(/Redeemable by credits/);
    for (const [input, value] of [
      [inrOriginal, '1500'],
      [inrOffer, '999'],
      [inrRedeemable, '500'],
      [usdOriginal, '20'],
      [usdOffer, '12'],
      [usdRedeemable, '6'],
    ] as const)
      fireEvent.change(input!, { target: { value } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(createPlan).toHaveBeenCalledWith(
      expect.objectContaining({
        slug: 'diwali',
        name_en: 'Diwali Saver',
        name_hi: 'दिवाली सेवर',
        months: 1,
        sort_order: 10,
        active: true,
        prices: {
          INR: {
            original: 150000,
            offer: 99900,
            redeemable: 50000,
            show_discount: true,
            label: null,
            household_member: 0,
          },
          USD: {
            original: 2000,
            offer: 1200,
            redeemable: 600,
            show_discount: true,
            label: null,
            household_member: 0,
          },
        },
      }),
    );
    expect(await screen.findByText('Plan added.')).toBeTruthy();
  });

  it('shows a plan’s price history: who, when and what changed', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Price history of Big Saver' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('INR Offer: ₹1,699 → ₹1,299')).toBeTruthy();
    expect(within(dialog).getByText(/Asha Admin/)).toBeTruthy();
    expect(within(dialog).getByText('Plan created')).toBeTruthy();
    expect(within(dialog).getByText(/First start/)).toBeTruthy();
  });
});
