import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { canCancelBooking, CANCEL_CUTOFF_MINUTES, type Booking } from '@yoga/contracts';
import { errorMessage } from '@yoga/api-client';
import { bookingSchedule } from '../../../shared/booking-time';
import { useCancelBookingMutation } from '../bookings.api';

/** Why a place can no longer be cancelled (shown next to the disabled button). */
export const CANCEL_CLOSED_REASON = `Cancellation closes ${CANCEL_CUTOFF_MINUTES / 60} hour before the class starts`;

/** What the button offers for this booking at `now`: leave the waitlist, cancel, or nothing more. */
export function cancelState(
  booking: Booking,
  now: Date,
): { label: string; confirm: string; allowed: boolean } {
  if (booking.status === 'waitlisted')
    return {
      label: 'Leave waitlist',
      confirm: 'Leave the waitlist for this class?',
      allowed: true,
    };
  const { date, time } = bookingSchedule(booking);
  return {
    label: 'Cancel booking',
    confirm: 'Cancel this booking? Your place goes to the next student on the waitlist.',
    allowed: canCancelBooking(date, time, now),
  };
}

/** "Cancel booking" (or "Leave waitlist") with a confirmation; disabled with its reason in the last hour. */
export function CancelBookingButton({ booking, now }: { booking: Booking; now: Date }) {
  const { message } = App.useApp();
  const [cancel, { isLoading }] = useCancelBookingMutation();
  const { label, confirm, allowed } = cancelState(booking, now);

  const onConfirm = async () => {
    try {
      const res = await cancel(booking.id).unwrap();
      message.success(res.message);
    } catch (error) {
      message.error(errorMessage(error) ?? 'Could not cancel. Please try again.');
    }
  };

  if (!allowed)
    return (
      <Space size={8} wrap>
        <Button size="small" disabled aria-describedby={`cancel-closed-${booking.id}`}>
          {label}
        </Button>
        <Typography.Text type="secondary" id={`cancel-closed-${booking.id}`}>
          {CANCEL_CLOSED_REASON}
        </Typography.Text>
      </Space>
    );
  return (
    <Popconfirm
      title={confirm}
      okText={label}
      okButtonProps={{ danger: true }}
      cancelText="Keep it"
      onConfirm={onConfirm}
    >
      <Button size="small" danger loading={isLoading}>
        {label}
      </Button>
    </Popconfirm>
  );
}
