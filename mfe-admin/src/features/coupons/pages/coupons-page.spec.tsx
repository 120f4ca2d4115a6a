import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCoupon, CouponRequest, CouponUpdateRequest } from '@yoga/contracts';
import { renderInPanel } from '../../../test-utils';
import CouponsPage from './coupons-page';

const diwali: AdminCoupon = {
  id: 3,
  code: 'DIWALI25',
  percent_off: 25,
  amount_off: null,
  plans: ['super', 'big'],
  valid_from: '2026-11-01',
  valid_to: '2026-11-15',
  max_redemptions: 100,
  max_per_student: 1,
  first_purchase_only: false,
  active: true,
  show_on_price_page: true,
  applies_to: 'every_payment',
  redeemed: 7,
  held: 2,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};
const flat: AdminCoupon = {
  ...diwali,
  id: 4,
  code: 'FLAT300',
  percent_off: null,
  amount_off: { INR: 30000 },
  plans: null,
  valid_from: null,
  valid_to: null,
  max_redemptions: null,
  show_on_price_page: false,
  applies_to: 'first_payment',
  active: false,
};

const create = jest.fn();
const update = jest.fn();
jest.mock('../coupons.api', () => ({
  useAdminCouponsQuery: () => ({
    data: [diwali, flat],
    isFetching: false,
    error: undefined,
    refetch: jest.fn(),
  }),
  useCreateCouponMutation: () => [
    (body: CouponRequest) => ({ unwrap: () => Promise.resolve(create(body)) }),
    { isLoading: false },
  ],
  useUpdateCouponMutation: () => [
    (arg: { id: number; body: CouponUpdateRequest }) => ({
      unwrap: () => Promise.resolve(update(arg)),
    }),
    { isLoading: false },
  ],
}));

beforeEach(() => {
  create.mockReset().mockReturnValue(diwali);
  update.mockReset().mockReturnValue(diwali);
});

describe('CouponsPage', () => {
  it('lists each code with its discount, plans, dates, uses and status', async () => {
    renderInPanel(<CouponsPage />);
    const row = (await screen.findByText('DIWALI25')).closest('tr')!;
    expect(row.textContent).toContain('25% off');
    expect(row.textContent).toContain('super, big');
    expect(row.textContent).toContain('1 – 15 Nov 2026');
    expect(row.textContent).toContain('7 paid, 2 held, of 100');
    expect(row.textContent).toContain('On the price page');
    expect(row.textContent).toContain('Every payment');
    const other = screen.getByText('FLAT300').closest('tr')!;
    expect(other.textContent).toContain('₹300 off');
    expect(other.textContent).toContain('All plans');
    expect(other.textContent).toContain('Inactive');
    expect(other.textContent).toContain('First payment only');
  });

  it('deactivates a code with one click and says so', async () => {
    renderInPanel(<CouponsPage />);
    const row = (await screen.findByText('DIWALI25')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ id: 3, body: { active: false } }));
    expect(await screen.findByText('Offer code deactivated')).toBeTruthy();
  });

  it('creates a code from the form', async () => {
    renderInPanel(<CouponsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New offer code' }));
    // A modal's first render can be slow on a busy machine.
    const slow = { timeout: 5000 };
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'NEWYEAR10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled(), slow);
    expect(create.mock.calls[0][0]).toMatchObject({
      code: 'NEWYEAR10',
      percent_off: 10,
      amount_off: null,
      plans: null,
      max_per_student: 1,
      active: true,
      applies_to: 'first_payment', // a new code's default: renewals at the full price
    });
    expect(await screen.findByText('Offer code created', {}, slow)).toBeTruthy();
  });

  it('lets the owner choose that every payment of a renewal gets the discount', async () => {
    renderInPanel(<CouponsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New offer code' }));
    const slow = { timeout: 20_000 };
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByRole('radio', { name: 'First payment only' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'ALWAYS10' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Every payment' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled(), slow);
    expect(create.mock.calls[0][0]).toMatchObject({
      code: 'ALWAYS10',
      applies_to: 'every_payment',
    });
  });
});
