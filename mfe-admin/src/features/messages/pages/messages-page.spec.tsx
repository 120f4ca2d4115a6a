import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminMessageRow, AdminMessagesQuery } from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import MessagesPage from './messages-page';

const failed: AdminMessageRow = {
  id: 7,
  user_id: 5,
  user_name: 'Priya Sharma',
  user_email: 'priya@example.in',
  recipient_name: 'Priya Sharma',
  channel: 'whatsapp',
  event: 'class_reminder',
  idempotency_key: 'reminder:12',
  template: 'class_reminder',
  language: 'hi',
  recipient: '+919876543210',
  status: 'failed',
  reason: 'Internal error · code 131000 (HTTP 500)',
  reason_code: null,
  attempts: 5,
  next_attempt_at: null,
  sent_at: null,
  created_at: '2026-11-23T04:00:00.000Z',
};
const sent: AdminMessageRow = {
  ...failed,
  id: 8,
  channel: 'email',
  recipient: 'priya@example.in',
  status: 'sent',
  reason: null,
  attempts: 1,
  language: 'en',
  sent_at: '2026-11-23T04:01:00.000Z',
};

/** A gift's email: the buyer's row, sent to the recipient she named, unsent for want of an email service. */
const gift: AdminMessageRow = {
  ...failed,
  id: 9,
  channel: 'email',
  event: 'gift_received',
  recipient_name: 'Meera Iyer',
  recipient: 'meera@example.in',
  status: 'not_sent_no_provider',
  reason: 'SMTP_URL is not set: the email was only written to the local mail sink.',
  reason_code: 'smtpNotSet',
  attempts: 1,
  language: 'en',
};

const queries: AdminMessagesQuery[] = [];
const retry = jest.fn();
jest.mock('../messages.api', () => ({
  useAdminMessagesQuery: (query: AdminMessagesQuery) => {
    queries.push(query);
    return {
      data: { items: [failed, sent, gift], total: 3 },
      isFetching: false,
      error: undefined,
      refetch: jest.fn(),
    };
  },
  useRetryMessageMutation: () => [
    (id: number) => ({ unwrap: () => Promise.resolve(retry(id)) }),
    { isLoading: false },
  ],
}));

beforeEach(() => {
  queries.length = 0;
  retry.mockReset();
});

describe('MessagesPage', () => {
  it('shows each message with its status, attempts and the provider reason', () => {
    renderInPanel(<MessagesPage />, { user: ADMIN_USER, path: '/admin/messages' });
    const row = screen.getByRole('row', { name: /131000/ });
    for (const text of [
      'Priya Sharma',
      'Class reminder',
      'हिन्दी (Hindi)',
      'WhatsApp',
      '+919876543210',
      'Failed',
      '5 of 5',
      'Internal error · code 131000 (HTTP 500)',
      '23 Nov 2026, 9:30 am IST',
    ])
      expect(within(row).getByText(text, { exact: false })).toBeTruthy();
    // Only the failed one can be sent again.
    expect(
      screen
        .getAllByRole('button', { name: /^Retry message/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Retry message 7', 'Retry message 9']);
    expect(screen.getByText('3 messages')).toBeTruthy();
  });

  it("names a gift's message and its recipient, and words the reason for the owner (issue 38)", () => {
    renderInPanel(<MessagesPage />, { user: ADMIN_USER, path: '/admin/messages' });
    const row = screen.getByRole('row', { name: /meera@example\.in/ });
    for (const text of ['Gift membership received', 'Meera Iyer', 'Gift from Priya Sharma'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByText(/^Email is not set up yet/)).toBeTruthy();
    expect(row.textContent).not.toMatch(/SMTP_URL|admin\.messages/);
  });

  it('retries a failed message', async () => {
    renderInPanel(<MessagesPage />, { user: ADMIN_USER, path: '/admin/messages' });
    fireEvent.click(screen.getByRole('button', { name: 'Retry message 7' }));
    await waitFor(() => expect(retry).toHaveBeenCalledWith(7));
    expect(await screen.findByText('The message is queued again.')).toBeTruthy();
  });

  it('asks the server with the filters, from the first page', async () => {
    renderInPanel(<MessagesPage />, { user: ADMIN_USER, path: '/admin/messages' });
    fireEvent.change(screen.getByLabelText('Student'), { target: { value: 'priya' } });
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, student: 'priya' }));
  });
});
