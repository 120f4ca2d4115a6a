import {
  BOOKING_FIELD_ERRORS,
  bookingErrors,
  isDateOnOrAfter,
  isValidTime,
  toBookingRequest,
} from './booking-form.validation';

const today = '2026-12-01';
const valid = {
  class_id: 3,
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '+91 98765 43210',
  preferred_date: '2026-12-02',
  preferred_time: '06:45',
};

describe('bookingErrors (spec section 5)', () => {
  it('accepts a complete class booking; notes are optional', () => {
    expect(bookingErrors(valid, { requireClass: true, today })).toEqual({});
  });

  it('requires class_id, name, email, phone, preferred_date and preferred_time for a class', () => {
    expect(bookingErrors({}, { requireClass: true, today })).toEqual({
      class_id: BOOKING_FIELD_ERRORS.class_id,
      name: BOOKING_FIELD_ERRORS.name,
      email: BOOKING_FIELD_ERRORS.email,
      phone: BOOKING_FIELD_ERRORS.phone,
      preferred_date: BOOKING_FIELD_ERRORS.preferred_date,
      preferred_time: BOOKING_FIELD_ERRORS.preferred_time,
    });
  });

  it('does not ask a demo booking for a class', () => {
    const { class_id: _omitted, ...demo } = valid;
    expect(bookingErrors(demo, { requireClass: false, today })).toEqual({});
  });

  it('counts a name in code points, as the database does', () => {
    expect(
      bookingErrors({ ...valid, name: '🧘'.repeat(101) }, { requireClass: true, today }),
    ).toEqual({ name: BOOKING_FIELD_ERRORS.nameTooLong });
  });

  it('treats whitespace as empty', () => {
    expect(bookingErrors({ ...valid, name: '   ' }, { requireClass: true, today })).toEqual({
      name: BOOKING_FIELD_ERRORS.name,
    });
  });

  it('rejects a bad email, phone, past date or malformed time', () => {
    expect(
      bookingErrors(
        {
          ...valid,
          email: 'priya@',
          phone: '12345',
          preferred_date: '2026-11-30',
          preferred_time: '25:00',
        },
        { requireClass: true, today },
      ),
    ).toEqual({
      email: BOOKING_FIELD_ERRORS.emailFormat,
      phone: BOOKING_FIELD_ERRORS.phoneFormat,
      preferred_date: BOOKING_FIELD_ERRORS.dateInPast,
      preferred_time: BOOKING_FIELD_ERRORS.timeFormat,
    });
  });
});

describe('field checks', () => {
  it.each([
    ['9876543210', true],
    ['+91 98765-43210', true],
    ['+44 20 7946 0958', true],
    ['987654321', false],
    ['98765432101234', false],
    ['98765abc10', false],
    ['abcdefghij', false],
  ])('phone %s → %s (the one rule of libs/contracts)', (phone, ok) =>
    expect(bookingErrors({ ...valid, phone }, { requireClass: true, today }).phone).toBe(
      ok ? undefined : BOOKING_FIELD_ERRORS.phoneFormat,
    ),
  );

  it('accepts today and later dates only', () => {
    expect(isDateOnOrAfter('2026-12-01', today)).toBe(true);
    expect(isDateOnOrAfter('2027-01-01', today)).toBe(true);
    expect(isDateOnOrAfter('2026-11-30', today)).toBe(false);
    expect(isDateOnOrAfter('1/12/2026', today)).toBe(false);
  });

  it('accepts 24-hour HH:mm times', () => {
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('7:30')).toBe(false);
  });
});

describe('toBookingRequest', () => {
  it('trims the text and leaves out empty notes', () => {
    expect(toBookingRequest({ ...valid, name: ' Priya ', notes: '  ' })).toEqual({
      name: 'Priya',
      email: 'priya@example.in',
      phone: '+919876543210',
      preferred_date: '2026-12-02',
      preferred_time: '06:45',
    });
    expect(toBookingRequest({ ...valid, notes: ' Back pain ' }).notes).toBe('Back pain');
  });
});
