import { act, fireEvent, render, screen } from '@testing-library/react';
import { PanelThemeProvider } from '@yoga/ui';
import { RedeemGiftForm } from './redeem-gift-form';

const redeem = jest.fn();
jest.mock('../gifts.api', () => ({
  useRedeemGiftMutation: () => [redeem, { isLoading: false }],
}));

const renderForm = (code = '') =>
  render(
    <PanelThemeProvider>
      <RedeemGiftForm initialCode={code} />
    </PanelThemeProvider>,
  );

describe('RedeemGiftForm', () => {
  beforeEach(() => redeem.mockReset());

  it("says when the gifted time starts in the gift email's words (issue 38)", () => {
    renderForm();
    // The same sentence as the recipient's email (message.gift_received.body, backend/test/gifts.spec.ts).
    expect(document.body.textContent).toContain(
      'The gifted months start on the day you redeem the code, or when your free trial or current plan ends, so you lose no day.',
    );
  });

  it('sends the typed code normalised and says until when the membership now runs', async () => {
    redeem.mockReturnValue({
      unwrap: () =>
        Promise.resolve({
          success: true,
          plan: 'big',
          months: 3,
          subscription: { ends_at: '2027-03-01T04:30:00.000Z' },
        }),
    });
    renderForm();
    fireEvent.change(screen.getByLabelText('Gift code'), { target: { value: 'abcde-fgh23' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    });
    expect(redeem).toHaveBeenCalledWith({ code: 'ABCDEFGH23' });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Gift redeemed: 3 months added. Your membership now runs until 1 Mar 2027.',
    );
  });

  it("shows the server's reason inline when the code was already used", async () => {
    redeem.mockReturnValue({
      unwrap: () =>
        Promise.reject({
          status: 409,
          data: {
            success: false,
            code: 'gift_already_redeemed',
            message: 'This gift code has already been redeemed.',
          },
        }),
    });
    renderForm('K7QXM2PA9R');
    expect((screen.getByLabelText('Gift code') as HTMLInputElement).value).toBe('K7QXM2PA9R');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This gift code has already been redeemed.',
    );
  });
});
