import {
  DEFAULT_CLASS_CAPACITY,
  DEFAULT_CLASS_DURATION_MINUTES,
  MAX_CLASS_CAPACITY,
  MAX_CLASS_DURATION_MINUTES,
  TIME_PATTERN,
  WEEKDAY_NAMES,
  type ClassType,
  type TimetableSlot,
  type TimetableSlotInput,
} from '@yoga/contracts';
import { ruleFrom } from '@yoga/ui';
import { i18n } from '@yoga/i18n';
import { localizedMessages } from '../../components/localized';
import { isHttpUrl } from '../../components/schedule/meeting-link';
import {
  EMPTY_VIDEO_FORMAT,
  videoFormatOf,
  type VideoFormatValues,
} from '../../components/video-format/video-format-fields';
import './i18n';

/** The slot form's values (antd InputNumber gives numbers or null). */
export interface SlotFormValues extends VideoFormatValues {
  day_of_week: number | null;
  start_time: string;
  duration_minutes: number | null;
  title: string;
  /** The title in Hindi (optional). */
  title_hi: string;
  /** An instructor account (the picker), or null. */
  instructor_id: number | null;
  link: string;
  class_type: ClassType;
  capacity: number | null;
  active: boolean;
  description: string;
}

export const EMPTY_SLOT: SlotFormValues = {
  day_of_week: null,
  start_time: '',
  duration_minutes: DEFAULT_CLASS_DURATION_MINUTES,
  title: '',
  title_hi: '',
  instructor_id: null,
  link: '',
  class_type: 'paid',
  capacity: DEFAULT_CLASS_CAPACITY,
  active: true,
  description: '',
  ...EMPTY_VIDEO_FORMAT,
};

export const SLOT_FIELD_MESSAGES = localizedMessages({
  day_of_week: 'admin.timetable.dayRequired',
  start_time: 'admin.timetable.startRequired',
  duration_minutes: ['admin.timetable.durationRange', { max: MAX_CLASS_DURATION_MINUTES }],
  title: 'admin.common.titleRequired',
  link: 'admin.timetable.linkRequired',
  capacity: ['admin.timetable.capacityRange', { max: MAX_CLASS_CAPACITY }],
});
type SlotField = keyof typeof SLOT_FIELD_MESSAGES;

const wholeIn = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

export const SLOT_VALIDATORS: Record<SlotField, (value: unknown) => string | undefined> = {
  day_of_week: (v) => (wholeIn(v, 0, 6) ? undefined : SLOT_FIELD_MESSAGES.day_of_week),
  start_time: (v) =>
    typeof v === 'string' && TIME_PATTERN.test(v) ? undefined : SLOT_FIELD_MESSAGES.start_time,
  duration_minutes: (v) =>
    wholeIn(v, 5, MAX_CLASS_DURATION_MINUTES) ? undefined : SLOT_FIELD_MESSAGES.duration_minutes,
  title: (v) => (typeof v === 'string' && v.trim() ? undefined : SLOT_FIELD_MESSAGES.title),
  link: (v) => (isHttpUrl(v) ? undefined : SLOT_FIELD_MESSAGES.link),
  capacity: (v) => (wholeIn(v, 1, MAX_CLASS_CAPACITY) ? undefined : SLOT_FIELD_MESSAGES.capacity),
};

/** With Zoom a slot's link may stay empty (its classes get Zoom meetings); a link given must be a URL. */
export const optionalSlotLinkRule = ruleFrom<unknown>((v) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim()) || isHttpUrl(v)
    ? undefined
    : SLOT_FIELD_MESSAGES.link,
);

export function slotFieldRule(field: SlotField) {
  return ruleFrom<unknown>(SLOT_VALIDATORS[field]);
}

/** Problems of a whole form, by field (empty when it can be sent). */
export function validateSlot(values: Partial<SlotFormValues>): Partial<Record<SlotField, string>> {
  const errors: Partial<Record<SlotField, string>> = {};
  for (const field of Object.keys(SLOT_VALIDATORS) as SlotField[]) {
    const problem = SLOT_VALIDATORS[field](values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The request body of a valid form. */
export function toSlotInput(values: SlotFormValues): TimetableSlotInput {
  const description = values.description?.trim();
  return {
    day_of_week: values.day_of_week ?? 0,
    start_time: values.start_time,
    duration_minutes: values.duration_minutes ?? DEFAULT_CLASS_DURATION_MINUTES,
    title: values.title.trim(),
    title_hi: values.title_hi?.trim() || null,
    instructor_id: values.instructor_id ?? null,
    link: values.link.trim(),
    class_type: values.class_type,
    capacity: values.capacity ?? DEFAULT_CLASS_CAPACITY,
    active: values.active,
    description: description || null,
    ...videoFormatOf(values),
  };
}

export function toSlotFormValues(slot: TimetableSlot): SlotFormValues {
  return {
    day_of_week: slot.day_of_week,
    start_time: slot.start_time,
    duration_minutes: slot.duration_minutes,
    title: slot.title,
    title_hi: slot.title_hi ?? '',
    instructor_id: slot.instructor_id,
    link: slot.link,
    class_type: slot.class_type,
    capacity: slot.capacity,
    active: slot.active,
    description: slot.description ?? '',
    ...videoFormatOf(slot),
  };
}

/** "Monday" in the active language (0 = Sunday … 6 = Saturday, as istWeekday). */
export function weekdayName(day: number): string {
  return i18n._(`admin.common.weekday.${day}`);
}

/** The day picker's options, Sunday first as WEEKDAY_NAMES, in the active language. */
export function weekdayOptions(): { value: number; label: string }[] {
  return WEEKDAY_NAMES.map((_, value) => ({ value, label: weekdayName(value) }));
}

/** Monday first, as a week reads in India; Sunday last. */
export function weekOrder(day: number): number {
  return (day + 6) % 7;
}

export function sortSlots(slots: readonly TimetableSlot[]): TimetableSlot[] {
  return [...slots].sort(
    (a, b) =>
      weekOrder(a.day_of_week) - weekOrder(b.day_of_week) ||
      a.start_time.localeCompare(b.start_time) ||
      a.id - b.id,
  );
}
