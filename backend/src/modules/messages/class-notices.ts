import { formatIstTimePair, formatIstDate, titleIn, type Language } from '@yoga/contracts';
import type { ClassHolder, YogaClass } from '../classes/index.js';
import type { UserContact } from '../users/index.js';
import type { MessageRequest } from './outbox.service.js';

/** The notices to every student of a class (EventMessages.tellHolders). */
export type HolderNotice = 'class_cancelled' | 'class_rescheduled' | 'instructor_changed';

/** The key prefix of each notice to a class's students (docs/messages.md). */
const HOLDER_KEY_PREFIX: Record<HolderNotice, string> = {
  class_cancelled: 'class-cancelled',
  class_rescheduled: 'class-moved',
  instructor_changed: 'instructor-changed',
};

export const locale = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/**
 * "23 Nov 2026, 7:00 am IST"-style time of a class, in the student's language; abroad, her own clock beside
 * India's ("23 Nov 2026, 7:00 am IST · 8:30 pm EST, the day before"; issue 37).
 */
export function classWhen(
  c: Pick<YogaClass, 'date' | 'time'>,
  language: Language,
  zone: string | null = null,
): string {
  return `${formatIstDate(c.date, locale(language))}, ${formatIstTimePair(c.date, c.time, zone, language)}`;
}

/** A class's title in the recipient's language (its Hindi title, when it has one, in Hindi). */
export const classTitle = (c: { title: string; titleHi?: string | null }, lang: Language): string =>
  titleIn({ title: c.title, title_hi: c.titleHi }, lang);

/** One notice per booking of the class, keyed by the event and the booking (holders gone are skipped). */
export function holderRequests(
  eventId: string,
  kind: HolderNotice,
  holders: readonly ClassHolder[],
  users: ReadonlyMap<number, UserContact>,
  params: (language: Language, zone: string) => Record<string, string>,
  bookingsLink: string,
): MessageRequest[] {
  const requests: MessageRequest[] = [];
  for (const holder of holders) {
    const user = users.get(holder.userId);
    if (!user) continue;
    requests.push({
      user,
      event: kind,
      key: `${HOLDER_KEY_PREFIX[kind]}:${eventId}:${holder.bookingId}`,
      params: {
        ...params(user.language === 'hi' ? 'hi' : 'en', user.timeZone),
        bookings_link: bookingsLink,
      },
    });
  }
  return requests;
}
