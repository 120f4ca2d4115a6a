import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  addIstDays,
  BOOKING_MESSAGES,
  istToday,
  MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type YogaClass,
} from '@yoga/contracts';
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
const tomorrow = addIstDays(istToday(), 1);
const inTwoDays = addIstDays(istToday(), 2);
const classes: YogaClass[] = [
  yogaClass({ date: tomorrow, time: '18:45', instructor: 'Meera Joshi' }),
  yogaClass({
    id: 4,
    title: 'Full Flow',
    title_hi: null,
    date: inTwoDays,
    time: '06:45',
    capacity: 2,
    booked_count: 2,
    waitlist_count: 1,
    slot_id: 9,
  }),
  yogaClass({
    id: 5,
    title: 'Sunrise Hatha',
    date: inTwoDays,
    time: '05:30',
    capacity: 10,
    booked_count: 7,
  }),
  yogaClass({ id: 6, title: 'Evening Calm', date: inTwoDays, time: '20:00' }),
];

jest.mock('../bookings.api', () => ({
  useBookDemoMutation: () => [bookDemo, { isLoading: false }],
  useBookClassMutation: () => [bookClass, { isLoading: false }],
  useJoinWaitlistMutation: () => [joinWaitlist, { isLoading: false }],
}));
jest.mock('../../../shared/my-bookings.api', () => ({
  useMyBookingsQuery: () => ({
    data: [{ id: 1, class_id: 6, status: 'booked' }],
    isSuccess: true,
  }),
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

/** Renders the week and taps Power Yoga: the confirmation opens, with the student's details. */
async function renderWithPowerYogaChosen() {
  renderInPanel(<ClassBookingForm />);
  fireEvent.click(await weekClass(/Power Yoga/));
  const dialog = await screen.findByRole('dialog', { name: 'Book this class?' });
  await waitFor(() => expect(input(/^Name/).value).toBe(contact.name));
  return dialog;
}

/** A class's button in the week. */
const weekClass = async (title: RegExp) =>
  (await screen.findAllByTestId('week-class')).find((b) => title.test(b.textContent ?? ''))!;

describe('ClassBookingForm', () => {
  it('shows the coming week by day, morning and evening, with times in IST, instructors and places', async () => {
    renderInPanel(<ClassBookingForm />);
    const days = await screen.findAllByTestId('week-day');
    expect(days).toHaveLength(7);
    expect(days[0]!.textContent).toContain('Today');
    const power = await weekClass(/Power Yoga/);
    expect(power.textContent).toBe('6:45 pm ISTPower YogaInstructor: Meera Joshi');
    expect((await weekClass(/Full Flow/)).textContent).toContain(BOOKING_MESSAGES.fullLabel);
    expect((await weekClass(/Sunrise/)).textContent).toContain('3 places left');
    // The student's own booking is shown, not offered again.
    const booked = await weekClass(/Evening Calm/);
    expect(booked.textContent).toContain('Booked');
    expect((booked as HTMLButtonElement).disabled).toBe(true);
    // No date or time question: a class has its own.
    expect(screen.queryByLabelText(/^Preferred date/)).toBeNull();
  });

  it('books the chosen class with its own date and time, then says "Class booked successfully!"', async () => {
    bookClass.mockReturnValue(resolved({ success: true }));
    const dialog = await renderWithPowerYogaChosen();
    expect(dialog.textContent).toContain('Power Yoga');
    expect(screen.queryByLabelText(/^Preferred time/)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Book class/ }));
    });
    expect(await screen.findByText(MESSAGES.classBooked)).toBeTruthy();
    expect(afterBooking).toHaveBeenCalledTimes(1);
    expect(bookClass).toHaveBeenCalledWith({
      class_id: 3,
      ...sent,
      preferred_date: tomorrow,
      preferred_time: '18:45',
    });
  });

  it('says only "You have already booked this class." for a double booking', async () => {
    bookClass.mockReturnValue(
      rejected({
        status: 409,
        data: { success: false, code: 'already_booked', message: MESSAGES.alreadyBooked },
      }),
    );
    await renderWithPowerYogaChosen();
    fireEvent.click(screen.getByRole('button', { name: /Book class/ }));
    expect(await screen.findByText(MESSAGES.alreadyBooked)).toBeTruthy();
    expect(screen.queryByText(new RegExp(MESSAGES.bookingFailed.replace('.', '\\.')))).toBeNull();
  });
});

describe('ClassBookingForm with a full class', () => {
  it('says the class is full and joins the waitlist instead of booking', async () => {
    joinWaitlist.mockReturnValue(resolved({ success: true }));
    renderInPanel(<ClassBookingForm />);
    fireEvent.click(await weekClass(/Full Flow/));
    expect((await screen.findByTestId('class-full')).textContent).toContain(
      BOOKING_MESSAGES.classFull,
    );
    await waitFor(() => expect(input(/^Name/).value).toBe(contact.name));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Join the waitlist/ }));
    });
    expect(await screen.findByText(BOOKING_MESSAGES.waitlistJoined)).toBeTruthy();
    expect(joinWaitlist).toHaveBeenCalledWith(
      expect.objectContaining({ class_id: 4, preferred_date: inTwoDays, preferred_time: '06:45' }),
    );
    expect(bookClass).not.toHaveBeenCalled();
  });
});

describe('ClassBookingForm without a running trial or plan', () => {
  it('says why, points to the plans and offers no class (demo bookings stay open)', async () => {
    entitlement = { entitled: false, reason: SUBSCRIPTION_MESSAGES.trialEnded };
    renderInPanel(<ClassBookingForm />);
    const alert = screen.getByTestId('booking-blocked');
    expect(alert.textContent).toContain(SUBSCRIPTION_MESSAGES.trialEnded);
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/user/plans',
    );
    const power = (await weekClass(/Power Yoga/)) as HTMLButtonElement;
    expect(power.disabled).toBe(true);
    fireEvent.click(power);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bookClass).not.toHaveBeenCalled();
  });

  it('leaves the classes open while the membership is still loading', async () => {
    entitlement = { entitled: undefined, reason: undefined };
    renderInPanel(<ClassBookingForm />);
    expect(screen.queryByTestId('booking-blocked')).toBeNull();
    expect(((await weekClass(/Power Yoga/)) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('ClassBookingForm opened from the public schedule', () => {
  it('opens the confirmation of the class named by ?class=', async () => {
    render(
      <PanelThemeProvider>
        <MemoryRouter initialEntries={['/user/classbook?class=4']}>
          <ClassBookingForm />
        </MemoryRouter>
      </PanelThemeProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book this class?' });
    expect(dialog.textContent).toContain('Full Flow');
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
