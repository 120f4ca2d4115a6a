import { Popconfirm } from 'antd';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { canCancelBooking, CANCEL_CUTOFF_MINUTES, type Booking } from '@yoga/contracts';
import { errorMessage } from '@yoga/api-client';
import { useLocale, type LocaleState } from '@yoga/i18n';
import { bookingSchedule } from '../../../shared/booking-time';
import { useBusinessRules } from '@yoga/site-settings';
import { useCancelBookingMutation } from '../bookings.api';
import { usePanelApp } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';

/** Why a place can no longer be cancelled (shown next to the disabled button), in the active language. */
export const cancelClosedReason = (
  t: LocaleState['t'],
  cutoffMinutes: number = CANCEL_CUTOFF_MINUTES,
) => t('user.bookings.cancelClosed', { hours: Math.round((cutoffMinutes / 60) * 10) / 10 });

/**
 * What the button offers for this booking at `now`: leave the waitlist, cancel, or nothing more; the
 * texts in the active language, and the one the server's success answer stands for.
 */
export function cancelState(
  booking: Booking,
  now: Date,
  t: LocaleState['t'],
  /** The business rules' cancellation cut-off (useBusinessRules). */
  cutoffMinutes: number = CANCEL_CUTOFF_MINUTES,
): { label: string; confirm: string; done: string; allowed: boolean } {
  if (booking.status === 'waitlisted')
    return {
      label: t('user.bookings.leaveWaitlist'),
      confirm: t('user.bookings.leaveConfirm'),
      done: t('user.bookings.waitlistLeft'),
      allowed: true,
    };
  const { date, time } = bookingSchedule(booking);
  return {
    label: t('user.bookings.cancel'),
    confirm: t('user.bookings.cancelConfirm'),
    done: t('user.bookings.cancelled'),
    allowed: canCancelBooking(date, time, now, cutoffMinutes),
  };
}

/** "Cancel booking" (or "Leave waitlist") with a confirmation; disabled with its reason in the last hour. */
export function CancelBookingButton({ booking, now }: { booking: Booking; now: Date }) {
  const { message } = usePanelApp();
  const [cancel, { isLoading }] = useCancelBookingMutation();
  const { t } = useLocale();
  const cutoff = useBusinessRules().cancel_cutoff_minutes;
  const { label, confirm, done, allowed } = cancelState(booking, now, t, cutoff);

  const onConfirm = async () => {
    try {
      await cancel(booking.id).unwrap();
      // The server's success text is English: the same words from the catalogue.
      message.success(done);
    } catch (error) {
      message.error(errorMessage(error) ?? t('user.bookings.cancelFailed'));
    }
  };

  if (!allowed)
    return (
      <span className={plain.actions}>
        <button
          type="button"
          className={`${plain.button} ${plain.small}`}
          disabled
          aria-describedby={`cancel-closed-${booking.id}`}
        >
          {label}
        </button>
        <span className={plain.muted} id={`cancel-closed-${booking.id}`}>
          {cancelClosedReason(t, cutoff)}
        </span>
      </span>
    );
  return (
    <Popconfirm
      title={confirm}
      icon={<ExclamationCircleFilled aria-hidden style={{ color: '#ad6800' }} />}
      okText={label}
      okButtonProps={{ danger: true }}
      cancelText={t('user.bookings.keep')}
      onConfirm={onConfirm}
    >
      <button
        type="button"
        className={`${plain.button} ${plain.small} ${plain.dangerButton}`}
        aria-busy={isLoading || undefined}
      >
        {isLoading ? <span className={plain.busy} aria-hidden="true" /> : null}
        {label}
      </button>
    </Popconfirm>
  );
}
