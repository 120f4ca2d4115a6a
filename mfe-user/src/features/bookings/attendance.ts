import type { MyClassAttendance } from '@yoga/contracts';

type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * What a past class booking says of the student's attendance: with Zoom the minutes the platform
 * confirmed ("Attended · 34 min", or only "6 min" below the attended threshold); with a pasted meeting
 * link the join click ("Attended (joined)"). Null: no attendance known.
 */
export function attendanceLabel(
  attendance: MyClassAttendance | undefined,
  t: Translate,
): { text: string; attended: boolean } | null {
  if (!attendance) return null;
  if (attendance.source === 'join_click')
    return attendance.attended ? { text: t('user.bookings.attendedJoin'), attended: true } : null;
  if (attendance.attended)
    return {
      text: t('user.bookings.attendedMinutes', { minutes: attendance.minutes }),
      attended: true,
    };
  return attendance.minutes > 0
    ? { text: t('user.bookings.minutesOnly', { minutes: attendance.minutes }), attended: false }
    : null;
}
