import {
  CLASS_FIELD_MESSAGES,
  classFieldRule,
  isHttpUrl,
  standardDayClasses,
  toClassFormValues,
  toClassInput,
  placesText,
  validateClassInput,
} from './class-validation';

const valid = {
  title: 'Power Yoga',
  class_type: 'paid' as const,
  date: '2026-12-01',
  time: '18:45',
  link: 'https://meet.example.in/power',
  description: '',
};

describe('validateClassInput', () => {
  it('accepts a complete class', () => {
    expect(validateClassInput(valid)).toEqual({});
  });

  it('requires title, date, time and link', () => {
    expect(validateClassInput({})).toEqual(CLASS_FIELD_MESSAGES);
    expect(validateClassInput({ ...valid, title: '  ' })).toEqual({
      title: CLASS_FIELD_MESSAGES.title,
    });
  });

  it('rejects malformed dates and times', () => {
    expect(validateClassInput({ ...valid, date: '01/12/2026', time: '25:00' })).toEqual({
      date: CLASS_FIELD_MESSAGES.date,
      time: CLASS_FIELD_MESSAGES.time,
    });
  });

  it('requires the link to be a web URL', () => {
    expect(validateClassInput({ ...valid, link: 'meet the class' }).link).toBe(
      CLASS_FIELD_MESSAGES.link,
    );
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://files.example.in')).toBe(false);
    expect(isHttpUrl('https://localhost')).toBe(false);
    expect(isHttpUrl('https://zoom.us/j/123')).toBe(true);
  });
});

describe('classFieldRule', () => {
  it('rejects with the field message and accepts a valid value', async () => {
    await expect(classFieldRule('link').validator(null, 'nope')).rejects.toThrow(
      CLASS_FIELD_MESSAGES.link,
    );
    await expect(classFieldRule('time').validator(null, '06:45')).resolves.toBeUndefined();
  });
});

describe('form conversions', () => {
  it('trims values and drops an empty description', () => {
    expect(
      toClassInput({ ...valid, title: ' Power Yoga ', link: ' https://meet.example.in/power ' }),
    ).toEqual({
      title: 'Power Yoga',
      title_hi: null,
      class_type: 'paid',
      date: '2026-12-01',
      time: '18:45',
      link: 'https://meet.example.in/power',
      capacity: null,
      duration_minutes: 45,
      instructor_id: null,
      substitute_id: null,
      video_format: 'meeting',
      video_overflow: 'none',
      overflow_instructor_id: null,
    });
  });

  it('loads a class into the form with an HH:mm time', () => {
    expect(
      toClassFormValues({
        id: 3,
        title: 'Demo',
        title_hi: null,
        class_type: 'demo',
        date: '2026-12-02',
        time: '05:30:00',
        link: undefined,
        description: null,
        duration_minutes: 60,
        capacity: 12,
        booked_count: 3,
        waitlist_count: 1,
        instructor: 'Meera',
        instructor_id: 7,
        substitute_id: 8,
        slot_id: 4,
        video_format: 'meeting',
        video_overflow: 'none',
        overflow_instructor_id: null,
      }),
    ).toEqual({
      title: 'Demo',
      title_hi: '',
      class_type: 'demo',
      date: '2026-12-02',
      time: '05:30',
      link: '',
      description: '',
      capacity: 12,
      duration_minutes: 60,
      instructor_id: 7,
      substitute_id: 8,
      video_format: 'meeting',
      video_overflow: 'none',
      overflow_instructor_id: null,
    });
  });

  it('says how many places are taken and how many wait', () => {
    expect(placesText({ booked_count: 3, capacity: 20, waitlist_count: 0 })).toBe('3 / 20 booked');
    expect(placesText({ booked_count: 20, capacity: 20, waitlist_count: 2 })).toBe(
      '20 / 20 booked, 2 waiting',
    );
    expect(placesText({ booked_count: 4, capacity: null, waitlist_count: 0 })).toBe('4 booked');
  });
});

describe('standardDayClasses', () => {
  it('builds the six daily slots, three morning and three evening, for the date', () => {
    const day = standardDayClasses('2026-12-05', 'https://meet.example.in/daily');
    expect(day).toHaveLength(6);
    expect(day.map((c) => c.time)).toEqual(['05:30', '06:45', '08:00', '17:30', '18:45', '20:00']);
    expect(
      day.every((c) => c.date === '2026-12-05' && c.link === 'https://meet.example.in/daily'),
    ).toBe(true);
    expect(
      day.every((c) => Object.keys(validateClassInput({ ...c, class_type: 'paid' })).length === 0),
    ).toBe(true);
  });
});
