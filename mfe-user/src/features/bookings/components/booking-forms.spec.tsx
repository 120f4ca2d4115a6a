import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BOOKING_MESSAGES, MESSAGES, SUBSCRIPTION_MESSAGES, type YogaClass } from '@yoga/contracts';
import { i18n } from '@yoga/i18n';
import { PanelThemeProvider } from '@yoga/ui';
import { BOOKING_FIELD_ERRORS } from '../booking-form.validation';
import { DemoBookingForm } from './demo-booking-form';
import { ClassBookingForm, bookableClasses } from './class-booking-form';
import { yogaClass } from '../../../test-fixtures';

const bookDemo = jest.fn();
const bookClass = jest.fn();
const joinWaitlist = jest.fn();
const contact = { name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210' };
/** What the forms send: the phone in the stored form of libs/contracts' rule (normalizePhone). */
const sent = { ...contact, phone: '+919876543210' };
const classes: YogaClass[] = [
  yogaClass({ date: '2099-12-02', time: '18:45' }),
  yogaClass({
    id: 4,
    title: 'Full Flow',
    date: '2099-12-03',
    time: '06:45',
    capacity: 2,
    booked_count: 2,
    waitlist_count: 1,
    slot_id: 9,
  }),
];

jest.mock('../bookings.api', () => ({
  useBookDemoMutation: () => [bookDemo, { isLoading: false }],
  useBookClassMutation: () => [bookClass, { isLoading: false }],
  useJoinWaitlistMutation: () => [joinWaitlist, { isLoading: false }],
}));
jest.mock('../../../shared/use-profile-contact', () => {
  const { usePrefillContact } = jest.requireActual('../../../shared/use-profile-contact');
  return { usePrefillContact, useProfileContact: () => contact };
});
let entitlement: { entitled: boolean | undefined; reason: string | undefined } = {
  entitled: true,
  reason: undefined,
};
const afterBooking = jest.fn(() => Promise.resolve());
jest.mock('./first-booking-prompt', () => ({
  useFirstBookingPrompt: () => ({ afterBooking, prompt: null }),
}));
jest.mock('../../../shared/use-entitlement', () => ({ useEntitlement: () => entitlement }));
jest.mock('@yoga/api-client', () => ({
  ...jest.requireActual('@yoga/api-client'),
  useClassesQuery: () => ({ data: classes, isSuccess: true, isLoading: false, error: undefined }),
}));

function renderInPanel(ui: React.ReactNode) {
  return render(
    <PanelThemeProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </PanelThemeProvider>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const resolved = (value: unknown) => ({ unwrap: () => Promise.resolve(value) });
const rejected = (error: unknown) => ({ unwrap: () => Promise.reject(error) });

beforeEach(() => {
  afterBooking.mockClear();
  bookDemo.mockReset();
  bookClass.mockReset();
  joinWaitlist.mockReset();
  entitlement = { entitled: true, reason: undefined };
});

describe('DemoBookingForm', () => {
  it('prefills the student and requires date and time before sending', async () => {
    renderInPanel(<DemoBookingForm />);
    expect(input(/^Name/).value).toBe('Priya Sharma');
    expect(input(/^Email/).value).toBe('priya@example.in');
    expect(input(/^Phone/).value).toBe('9876543210');

    fireEvent.click(screen.getByRole('button', { name: /Book demo class/ }));
    expect(await screen.findByText(i18n._(BOOKING_FIELD_ERRORS.preferred_date))).toBeTruthy();
    expect(screen.getByText(i18n._(BOOKING_FIELD_ERRORS.preferred_time))).toBeTruthy();
    expect(bookDemo).not.toHaveBeenCalled();
  });

  it('sends the booking, says "Demo class booked!" and keeps only the student details', async () => {
    bookDemo.mockReturnValue(resolved({ success: true }));
    renderInPanel(<DemoBookingForm />);
    fireEvent.change(input(/^Preferred date/), { target: { value: '2099-12-02' } });
    fireEvent.change(input(/^Preferred time/), { target: { value: '06:45' } });
    fireEvent.change(input(/^Notes/), { target: { value: 'First time' } });
    fireEvent.click(screen.getByRole('button', { name: /Book demo class/ }));

    expect(await screen.findByText(MESSAGES.demoBooked)).toBeTruthy();
    // The first-booking reminder prompt is asked after a successful booking.
    expect(afterBooking).toHaveBeenCalledTimes(1);
    expect(bookDemo).toHaveBeenCalledWith({
      ...sent,
      preferred_date: '2099-12-02',
      preferred_time: '06:45',
      notes: 'First time',
    });
    await waitFor(() => expect(input(/^Preferred date/).value).toBe(''));
    expect(input(/^Notes/).value).toBe('');
    expect(input(/^Name/).value).toBe('Priya Sharma');
  });

  it("shows the server's reason when booking fails", async () => {
    bookDemo.mockReturnValue(
      rejected({ status: 400, data: { success: false, message: 'Date is too far ahead.' } }),
    );
    renderInPanel(<DemoBookingForm />);
    fireEvent.change(input(/^Preferred date/), { target: { value: '2099-12-02' } });
    fireEvent.change(input(/^Preferred time/), { target: { value: '06:45' } });
    fireEvent.click(screen.getByRole('button', { name: /Book demo class/ }));
    expect(
      await screen.findByText(`${MESSAGES.bookingFailed} Date is too far ahead.`),
    ).toBeTruthy();
  });
});

/** Renders the class form and picks Power Yoga, whose date then fills in. */
async function renderWithPowerYogaChosen() {
  renderInPanel(<ClassBookingForm />);
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(
    await screen.findByText(/Power Yoga ·/, {
      selector: '.ant-select-item-option-content *, .ant-select-item-option-content',
    }),
  );
  await waitFor(() => expect(input(/^Preferred date/).value).toBe('2099-12-02'));
}

describe('ClassBookingForm', () => {
  it('requires a class', async () => {
    renderInPanel(<ClassBookingForm />);
    fireEvent.click(screen.getByRole('button', { name: /Book class/ }));
    expect(await screen.findByText(i18n._(BOOKING_FIELD_ERRORS.class_id))).toBeTruthy();
    expect(bookClass).not.toHaveBeenCalled();
  });

  it('books the chosen class with its date and time, then says "Class booked successfully!"', async () => {
    bookClass.mockReturnValue(resolved({ success: true }));
    await renderWithPowerYogaChosen();
    expect(input(/^Preferred time/).value).toBe('18:45');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Book class/ }));
    });
    expect(await screen.findByText(MESSAGES.classBooked)).toBeTruthy();
    expect(afterBooking).toHaveBeenCalledTimes(1);
    expect(bookClass).toHaveBeenCalledWith({
      class_id: 3,
      ...sent,
      preferred_date: '2099-12-02',
      preferred_time: '18:45',
    });
  });

  it('shows "Booking failed. Please try again." with the duplicate reason', async () => {
    bookClass.mockReturnValue(
      rejected({ status: 409, data: { success: false, message: MESSAGES.alreadyBooked } }),
    );
    await renderWithPowerYogaChosen();
    fireEvent.click(screen.getByRole('button', { name: /Book class/ }));
    expect(
      await screen.findByText(`${MESSAGES.bookingFailed} ${MESSAGES.alreadyBooked}`),
    ).toBeTruthy();
  });
});

describe('ClassBookingForm with a full class', () => {
  it('shows "Full — join the waitlist" (times in IST) and joins the waitlist instead of booking', async () => {
    joinWaitlist.mockReturnValue(resolved({ success: true }));
    renderInPanel(<ClassBookingForm />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const option = await screen.findByText(/Full Flow ·/, {
      selector: '.ant-select-item-option-content *, .ant-select-item-option-content',
    });
    expect(option.textContent).toContain(`06:45 IST · ${BOOKING_MESSAGES.fullLabel}`);
    fireEvent.click(option);
    await waitFor(() => expect(input(/^Preferred date/).value).toBe('2099-12-03'));
    expect((await screen.findByTestId('class-full')).textContent).toContain(
      BOOKING_MESSAGES.classFull,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Join the waitlist/ }));
    });
    expect(await screen.findByText(BOOKING_MESSAGES.waitlistJoined)).toBeTruthy();
    expect(joinWaitlist).toHaveBeenCalledWith(expect.objectContaining({ class_id: 4 }));
    expect(bookClass).not.toHaveBeenCalled();
  });
});

describe('ClassBookingForm without a running trial or plan', () => {
  it('says why, points to the plans and disables booking (demo bookings stay open)', async () => {
    entitlement = { entitled: false, reason: SUBSCRIPTION_MESSAGES.trialEnded };
    renderInPanel(<ClassBookingForm />);
    const alert = screen.getByTestId('booking-blocked');
    expect(alert.textContent).toContain(SUBSCRIPTION_MESSAGES.trialEnded);
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/user/plans',
    );
    const button = screen.getByRole('button', { name: /Book class/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(bookClass).not.toHaveBeenCalled();
  });

  it('leaves the form usable while the membership is still loading', () => {
    entitlement = { entitled: undefined, reason: undefined };
    renderInPanel(<ClassBookingForm />);
    expect(screen.queryByTestId('booking-blocked')).toBeNull();
    expect((screen.getByRole('button', { name: /Book class/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('bookableClasses', () => {
  it('drops finished classes and sorts the rest by start', () => {
    const now = new Date('2026-12-01T12:00:00.000Z');
    const list: YogaClass[] = [
      yogaClass({ id: 1, title: 'Late', date: '2026-12-03', time: '05:30' }),
      yogaClass({ id: 2, title: 'Over', date: '2026-11-30', time: '05:30' }),
      yogaClass({ title: 'Soon', class_type: 'demo', date: '2026-12-02', time: '20:00' }),
    ];
    expect(bookableClasses(list, now).map((c) => c.id)).toEqual([3, 1]);
  });
});
