import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import { USER_ROUTES, type Booking } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useBusinessDetails, useBusinessRules } from '@yoga/site-settings';
import { bookingCalendarEvent, buildIcs, icsFileName } from '../ics';
import { usePanelApp } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';

/** Saves the text as a file through a temporary object URL (no server round trip). */
function downloadFile(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started from the click; the URL is released on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function AddToCalendarButton({ booking }: { booking: Booking }) {
  const { message } = usePanelApp();
  const { brand_name } = useBusinessDetails();
  const rules = useBusinessRules();
  const { t } = useLocale();
  const onClick = () => {
    const event = bookingCalendarEvent(booking, {
      host: window.location.hostname,
      brand: brand_name,
      joinBeforeMinutes: rules.join_window.before_minutes,
      joinPage: `${window.location.origin}${USER_ROUTES.bookings}`,
      t,
    });
    if (!event) {
      message.error(t('user.bookings.noCalendarTime'));
      return;
    }
    downloadFile(icsFileName(booking), buildIcs(event), 'text/calendar;charset=utf-8');
  };
  return (
    // A plain button drawn as antd's (issue 38: the page's JavaScript budget).
    <button type="button" className={plain.button} onClick={onClick}>
      <CalendarOutlined aria-hidden />
      {t('user.bookings.addToCalendar')}
    </button>
  );
}
