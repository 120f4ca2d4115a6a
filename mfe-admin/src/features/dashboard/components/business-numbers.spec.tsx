import { act, fireEvent, screen, within } from '@testing-library/react';
import { METRIC_DEFINITIONS, type BusinessMetrics } from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import { BusinessNumbers } from './business-numbers';
import { METRICS } from '../../../test-fixtures';

const metrics = METRICS;

let state: { data?: BusinessMetrics; error?: unknown; isLoading: boolean };
const refetch = jest.fn();
jest.mock('../dashboard.api', () => ({
  useBusinessMetricsQuery: () => ({ ...state, refetch }),
}));

const show = () => renderInPanel(<BusinessNumbers />, { user: ADMIN_USER });

describe('BusinessNumbers', () => {
  it('shows the figures, and each definition from a focusable info button', async () => {
    state = { data: metrics, isLoading: false };
    show();
    expect(screen.getByText('As of 23 Nov 2026, 12:00 pm IST')).toBeTruthy();
    expect(screen.getByTestId('figure-active_members').textContent).toContain('42');
    expect(screen.getByTestId('figure-mrr').textContent).toContain('₹12,345.67 · $55');
    const info = within(screen.getByTestId('figure-churn')).getByRole('button', {
      name: 'About Churn (30 days)',
    });
    await act(async () => {
      info.focus();
      fireEvent.focus(info);
    });
    expect((await screen.findByRole('tooltip')).textContent).toBe(METRIC_DEFINITIONS.churn);
  });

  it('shows a loading state, then an error with a retry', () => {
    state = { isLoading: true };
    const { unmount } = show();
    // The card says it is busy and shows grey lines where the figures come.
    expect(
      document.querySelector('section[aria-busy="true"] [aria-hidden="true"] span'),
    ).not.toBeNull();
    unmount();
    state = { isLoading: false, error: { status: 500, data: { message: 'Metrics failed.' } } };
    show();
    // Inline with a retry (the same text is also toasted).
    const alert = screen
      .getAllByRole('alert')
      .find((a) => within(a).queryByRole('button', { name: 'Retry' }))!;
    expect(alert.textContent).toContain('Metrics failed.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });
});
