import {
  DAILY_SLOTS,
  DEFAULT_CLASS_DURATION_MINUTES,
  DATE_PATTERN,
  TIME_PATTERN,
  type ClassType,
  type YogaClass,
  type YogaClassInput,
} from '@yoga/contracts';
import { ruleFrom } from '@yoga/ui';
import { i18n } from '@yoga/i18n';
import { localizedMessages } from '../../components/localized';
import { isHttpUrl } from '../../components/schedule/meeting-link';
import './i18n';
import {
  EMPTY_VIDEO_FORMAT,
  videoFormatOf,
  type VideoFormatValues,
} from '../../components/video-format/video-format-fields';

export { isHttpUrl };

export type ClassField = 'title' | 'date' | 'time' | 'link';
export type ClassErrors = Partial<Record<ClassField, string>>;

export const CLASS_FIELD_MESSAGES = localizedMessages({
  title: 'admin.common.titleRequired',
  date: 'admin.classes.dateRequired',
  time: 'admin.classes.timeRequired',
  link: 'admin.classes.linkRequired',
});

/** The class form's values; every field is a string so a half-filled form is representable. */
export interface ClassFormValues extends Partial<VideoFormatValues> {
  title: string;
  /** The title in Hindi (optional). */
  title_hi?: string | null;
  class_type: ClassType;
  date: string;
  time: string;
  link: string;
  description?: string | null;
  /** Places; empty means no limit. */
  capacity?: number | null;
  duration_minutes?: number | null;
  /** A one-off class's instructor account (a generated class shows its slot's, read-only). */
  instructor_id?: number | null;
  /** An instructor account teaching this one class instead. */
  substitute_id?: number | null;
}

export const EMPTY_CLASS: ClassFormValues = {
  title: '',
  title_hi: '',
  class_type: 'paid',
  date: '',
  time: '',
  link: '',
  description: '',
  capacity: null,
  duration_minutes: DEFAULT_CLASS_DURATION_MINUTES,
  instructor_id: null,
  substitute_id: null,
  ...EMPTY_VIDEO_FORMAT,
};

export const CLASS_VALIDATORS: Record<
  ClassField,
  (value: string | undefined) => string | undefined
> = {
  title: (v) => (v && v.trim() ? undefined : CLASS_FIELD_MESSAGES.title),
  date: (v) =>
    v && DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(v))
      ? undefined
      : CLASS_FIELD_MESSAGES.date,
  time: (v) => (v && TIME_PATTERN.test(v) ? undefined : CLASS_FIELD_MESSAGES.time),
  link: (v) => (isHttpUrl(v) ? undefined : CLASS_FIELD_MESSAGES.link),
};

/** An antd Form rule for one of the required class fields. */
export function classFieldRule(field: ClassField) {
  return ruleFrom(CLASS_VALIDATORS[field]);
}

/** With Zoom the link may stay empty (a meeting is made); a link given must still be a URL. */
export const optionalLinkRule = ruleFrom((v: string | undefined) =>
  !v?.trim() || isHttpUrl(v) ? undefined : CLASS_FIELD_MESSAGES.link,
);

/** Title, date, time and link are required, the link must be a URL (spec section 5). */
export function validateClassInput(values: Partial<ClassFormValues>): ClassErrors {
  const errors: ClassErrors = {};
  for (const field of Object.keys(CLASS_VALIDATORS) as ClassField[]) {
    const problem = CLASS_VALIDATORS[field](values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function toClassInput(values: ClassFormValues): YogaClassInput {
  const description = values.description?.trim();
  return {
    title: values.title.trim(),
    title_hi: values.title_hi?.trim() || null,
    class_type: values.class_type,
    date: values.date,
    time: values.time,
    link: values.link.trim(),
    ...(description ? { description } : {}),
    capacity: values.capacity ?? null,
    duration_minutes: values.duration_minutes ?? DEFAULT_CLASS_DURATION_MINUTES,
    instructor_id: values.instructor_id ?? null,
    substitute_id: values.substitute_id ?? null,
    ...videoFormatOf(values),
  };
}

/** "3 / 20 booked" (or "3 booked" without a limit), plus the waitlist when someone waits. */
export function placesText(c: Pick<YogaClass, 'booked_count' | 'capacity' | 'waitlist_count'>) {
  const booked =
    c.capacity === null
      ? i18n._('admin.classes.booked', { booked: c.booked_count })
      : i18n._('admin.classes.bookedOf', { booked: c.booked_count, capacity: c.capacity });
  return c.waitlist_count > 0
    ? i18n._('admin.classes.waiting', { places: booked, waiting: c.waitlist_count })
    : booked;
}

/** Loads an existing class into the form (edit mode). */
export function toClassFormValues(yogaClass: YogaClass): ClassFormValues {
  return {
    title: yogaClass.title,
    title_hi: yogaClass.title_hi ?? '',
    class_type: yogaClass.class_type,
    date: yogaClass.date,
    time: yogaClass.time.slice(0, 5),
    link: yogaClass.link ?? '',
    description: yogaClass.description ?? '',
    capacity: yogaClass.capacity,
    duration_minutes: yogaClass.duration_minutes,
    instructor_id: yogaClass.instructor_id,
    substitute_id: yogaClass.substitute_id,
    ...videoFormatOf(yogaClass),
  };
}

/** The six standard slots (three morning, three evening) of one day, all joining through `link`. */
export function standardDayClasses(date: string, link: string): YogaClassInput[] {
  return DAILY_SLOTS.map((slot) => ({
    title: slot.title,
    title_hi: slot.title_hi,
    class_type: 'paid' as const,
    date,
    time: slot.time,
    link: link.trim(),
    description: `Live ${slot.period} session`,
  }));
}
