import { formatIstTimePair, type YogaClass } from '@yoga/contracts';
import type { Locale } from '@yoga/i18n';
import { formatBookingDate } from '../../../shared/booking-time';

/**
 * "Wed, 2 Dec 2099, 6:45 pm IST" / "बुध, 2 दिस॰ 2099, शाम 6:45 बजे IST": when a class starts (and on her
 * own clock beside it, given her zone abroad).
 */
export function classWhen(
  cls: Pick<YogaClass, 'date' | 'time'>,
  locale: Locale,
  zone: string | null = null,
): string {
  return `${formatBookingDate(cls.date, locale)}, ${formatIstTimePair(cls.date, cls.time, zone, locale)}`;
}
