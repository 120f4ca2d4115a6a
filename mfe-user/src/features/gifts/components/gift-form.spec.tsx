import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Plan } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { TEST_PLANS } from '@yoga/testing/fixtures';
import { GiftForm } from './gift-form';

// The owner priced one plan in pounds (issue 37): the gift form offers GBP, and in GBP only that plan.
const bigInGbp = TEST_PLANS.find((p) => p.slug === 'big')!;
const plans: Plan[] = TEST_PLANS.map((p) =>
  p === bigInGbp ? { ...p, prices: { ...p.prices, GBP: { ...p.prices.USD!, offer: 2900 } } } : p,
);

jest.mock('@yoga/api-client', () => ({
  ...jest.requireActual('@yoga/api-client'),
  usePlansQuery: () => ({ data: plans, isLoading: false }),
}));

const renderForm = (onPay = jest.fn()) => {
  render(
    <PanelThemeProvider>
      <GiftForm currency="INR" busy={false} onPay={onPay} />
    </PanelThemeProvider>,
  );
  return onPay;
};

describe('GiftForm currencies', () => {
  it('offers the currencies the owner priced a plan in, and in one of them only the plans priced in it', () => {
    const onPay = renderForm();
    const switcher = screen.getByRole('radiogroup', { name: /currency|मुद्रा/i });
    expect(within(switcher).getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(within(switcher).getByText('£ GBP'));

    const plan = screen.getByRole('combobox', { name: /plan|प्लान/i });
    const options = within(plan).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]!.textContent).toMatch(/Big/);
    fireEvent.change(plan, { target: { value: 'big' } });

    fireEvent.change(screen.getByLabelText(/name|नाम/i), { target: { value: 'Meera' } });
    fireEvent.change(screen.getByLabelText(/email|ईमेल/i), {
      target: { value: 'meera@example.com' },
    });
    fireEvent.submit(screen.getByRole('button', { name: /pay|भुगतान/i }).closest('form')!);
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ plan: 'big', currency: 'GBP' }));
  });
});
