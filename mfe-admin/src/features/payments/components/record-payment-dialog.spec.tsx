import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVOICING_MESSAGES, istToday, type ManagedUser } from '@yoga/contracts';
import { TEST_PLANS } from '../../../test-fixtures';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import { OFFLINE_FORM_ERRORS } from '../offline-payment';
import { RecordPaymentDialog } from './record-payment-dialog';

const priya: ManagedUser = {
  id: 5,
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '',
  role: 'user',
  status: 'Active',
  referral_code: 'PRIYA1',
  referred_by: null,
  created_at: '2026-11-01T00:00:00.000Z',
  last_login_at: null,
};

const record = jest.fn();
const searches: string[] = [];
jest.mock('../payments.api', () => ({
  useRecordOfflinePaymentMutation: () => [record, { isLoading: false }],
  useStudentOptionsQuery: (search: string) => {
    searches.push(search);
    // "roh": the answer is on its way (RTK Query still holds the last search's list in `data`).
    if (search === 'roh') return { data: [priya], currentData: undefined, isFetching: true };
    const found = search.startsWith('pri') ? [priya] : [];
    return { data: found, currentData: found, isFetching: false };
  },
}));

// The plans on sale (GET /api/plans).
jest.mock('@yoga/api-client', () => ({
  ...jest.requireActual('@yoga/api-client'),
  usePlansQuery: () => ({ data: TEST_PLANS, isLoading: false }),
}));

// The student search asks the server at once (the page debounces it).
jest.mock('../../../components/use-debounced-value', () => ({
  useDebouncedValue: <T,>(value: T) => value,
}));

const onClose = jest.fn();
beforeEach(() => {
  record.mockReset();
  onClose.mockReset();
  searches.length = 0;
});

function open() {
  renderInPanel(<RecordPaymentDialog onClose={onClose} />, {
    user: ADMIN_USER,
    path: '/admin/payments',
  });
  return screen.getByRole('dialog');
}

/** Opens the Select labelled `label` in `dialog` and picks the option whose text is `option`. */
async function pick(dialog: HTMLElement, label: string, option: string, typed?: string) {
  const box = within(dialog).getByLabelText(label);
  fireEvent.mouseDown(box);
  if (typed !== undefined) fireEvent.change(box, { target: { value: typed } });
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

const submit = (dialog: HTMLElement) =>
  act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  });

// A form of seven antd fields filled through its dropdowns: slow in jsdom on a busy machine.
jest.setTimeout(90_000);

describe('RecordPaymentDialog', () => {
  it('checks every field before sending', async () => {
    const dialog = open();
    expect(
      (within(dialog).getByLabelText('Date received (India time)') as HTMLInputElement).value,
    ).toBe(istToday());
    await submit(dialog);
    for (const text of [
      OFFLINE_FORM_ERRORS.student,
      OFFLINE_FORM_ERRORS.plan,
      OFFLINE_FORM_ERRORS.amount,
      OFFLINE_FORM_ERRORS.method,
      OFFLINE_FORM_ERRORS.reference,
    ]) {
      expect(await within(dialog).findByText(text)).toBeTruthy();
    }
    expect(record).not.toHaveBeenCalled();
  });

  it('searches the students, fills the offer price, and sends minor units with the state', async () => {
    record.mockReturnValue({ unwrap: () => Promise.resolve({ id: 9 }) });
    const dialog = open();
    await pick(dialog, 'Student', 'Priya Sharma · priya@example.in', 'pri');
    await waitFor(() => expect(searches).toContain('pri'));
    await pick(dialog, 'Plan', 'Big Saver (3 months)');
    const amount = within(dialog).getByLabelText('Amount received (₹)') as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('1699'));
    fireEvent.change(amount, { target: { value: '1,500.50' } });
    await pick(dialog, 'Method', 'UPI');
    fireEvent.change(within(dialog).getByLabelText(/^Reference/), {
      target: { value: 'UTR998877' },
    });
    fireEvent.change(within(dialog).getByLabelText('Date received (India time)'), {
      target: { value: '2026-11-20' },
    });
    await pick(dialog, 'State (for the GST invoice)', 'Kerala (32)', 'kera');
    await submit(dialog);
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({
        user_id: 5,
        plan: 'big',
        currency: 'INR',
        amount: 150_050,
        method: 'upi',
        reference: 'UTR998877',
        paid_on: '2026-11-20',
        state: '32',
      }),
    );
    expect(await screen.findByText(INVOICING_MESSAGES.offlineRecorded)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it("never offers an earlier search's students while the next answer is on its way", async () => {
    const dialog = open();
    await pick(dialog, 'Student', 'Priya Sharma · priya@example.in', 'pri');
    const box = within(dialog).getByLabelText('Student');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'roh' } });
    expect(await screen.findByText('Searching…')).toBeTruthy();
    expect(
      screen.queryByText(priya.email, {
        exact: false,
        selector: '.ant-select-item-option-content',
      }),
    ).toBeNull();
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No student with this name')).toBeTruthy();
    // Leaving the search: the chosen student is still the one shown and sent.
    fireEvent.blur(box);
    await waitFor(() =>
      expect(box.closest('.ant-select')?.querySelector('[title]')?.getAttribute('title')).toBe(
        'Priya Sharma · priya@example.in',
      ),
    );
  });

  it("keeps the form open with the server's refusal of a repeated UTR", async () => {
    record.mockReturnValue({
      unwrap: () =>
        Promise.reject({ status: 409, data: { message: INVOICING_MESSAGES.duplicateReference } }),
    });
    const dialog = open();
    await pick(dialog, 'Student', 'Priya Sharma · priya@example.in', 'pri');
    await pick(dialog, 'Currency', 'USD ($)');
    await waitFor(() =>
      expect(within(dialog).queryByLabelText('State (for the GST invoice)')).toBeNull(),
    );
    await pick(dialog, 'Plan', 'Super (6 months)');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Amount received ($)') as HTMLInputElement).value).toBe(
        '55',
      ),
    );
    await pick(dialog, 'Method', 'Bank transfer');
    fireEvent.change(within(dialog).getByLabelText(/^Reference/), { target: { value: 'UTR1' } });
    await submit(dialog);
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith(
        expect.objectContaining({ currency: 'USD', amount: 5_500, method: 'bank_transfer' }),
      ),
    );
    expect(await screen.findByText(INVOICING_MESSAGES.duplicateReference)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
