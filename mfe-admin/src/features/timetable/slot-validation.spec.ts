import type { TimetableSlot } from '@yoga/contracts';
import {
  EMPTY_SLOT,
  SLOT_FIELD_MESSAGES,
  sortSlots,
  toSlotFormValues,
  toSlotInput,
  validateSlot,
} from './slot-validation';

const slot = (over: Partial<TimetableSlot>): TimetableSlot => ({
  id: 1,
  day_of_week: 1,
  start_time: '05:30',
  duration_minutes: 45,
  title: 'Sunrise',
  title_hi: null,
  instructor_id: null,
  instructor_name: null,
  instructor_legacy: null,
  link: 'https://meet.example.in/x',
  class_type: 'paid',
  capacity: 100,
  active: true,
  description: null,
  video_format: 'meeting',
  video_overflow: 'none',
  overflow_instructor_id: null,
  ...over,
});

describe('slot form rules', () => {
  it('names every missing or bad field', () => {
    expect(validateSlot({ ...EMPTY_SLOT, capacity: 0, duration_minutes: 500 })).toEqual({
      day_of_week: SLOT_FIELD_MESSAGES.day_of_week,
      start_time: SLOT_FIELD_MESSAGES.start_time,
      duration_minutes: SLOT_FIELD_MESSAGES.duration_minutes,
      title: SLOT_FIELD_MESSAGES.title,
      link: SLOT_FIELD_MESSAGES.link,
      capacity: SLOT_FIELD_MESSAGES.capacity,
    });
    const good = toSlotFormValues(slot({}));
    expect(validateSlot(good)).toEqual({});
    expect(validateSlot({ ...good, start_time: '24:00' })).toEqual({
      start_time: SLOT_FIELD_MESSAGES.start_time,
    });
  });

  it('sends trimmed text and null for empty optional fields, and loads a slot back', () => {
    const values = {
      ...EMPTY_SLOT,
      day_of_week: 0,
      start_time: '18:45',
      title: '  Power Yoga ',
      instructor_id: null,
      link: ' https://meet.example.in/power ',
      capacity: 25,
    };
    expect(toSlotInput(values)).toEqual({
      day_of_week: 0,
      start_time: '18:45',
      duration_minutes: 45,
      title: 'Power Yoga',
      title_hi: null,
      instructor_id: null,
      link: 'https://meet.example.in/power',
      class_type: 'paid',
      capacity: 25,
      active: true,
      description: null,
      video_format: 'meeting',
      video_overflow: 'none',
      overflow_instructor_id: null,
    });
    // The video format and overflow (issue 33) load and go back as chosen.
    expect(
      toSlotInput(
        toSlotFormValues(
          slot({ video_format: 'webinar', video_overflow: 'meeting', overflow_instructor_id: 4 }),
        ),
      ),
    ).toMatchObject({
      video_format: 'webinar',
      video_overflow: 'meeting',
      overflow_instructor_id: 4,
    });
    // The Hindi title (issue 38): trimmed, empty means none; a slot's loads into the form.
    expect(toSlotInput({ ...values, title_hi: '  पावर योग ' }).title_hi).toBe('पावर योग');
    expect(toSlotFormValues(slot({ title_hi: 'सूर्योदय' })).title_hi).toBe('सूर्योदय');
    expect(
      toSlotInput(toSlotFormValues(slot({ instructor_id: 7, instructor_name: 'Meera' }))),
    ).toMatchObject({
      instructor_id: 7,
      day_of_week: 1,
    });
  });

  it('orders the week Monday to Sunday, then by IST start time', () => {
    const sorted = sortSlots([
      slot({ id: 1, day_of_week: 0, start_time: '05:30' }),
      slot({ id: 2, day_of_week: 1, start_time: '18:45' }),
      slot({ id: 3, day_of_week: 1, start_time: '05:30' }),
      slot({ id: 4, day_of_week: 6, start_time: '08:00' }),
    ]);
    expect(sorted.map((s) => s.id)).toEqual([3, 2, 4, 1]);
  });
});
