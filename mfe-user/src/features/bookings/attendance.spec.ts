import { i18n } from '@yoga/i18n';
import { attendanceLabel } from './attendance';

const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

describe('attendanceLabel', () => {
  it('shows Zoom minutes, attended or not, and the join click of a pasted link', () => {
    expect(
      attendanceLabel({ class_id: 1, minutes: 34, attended: true, source: 'zoom' }, t),
    ).toEqual({ text: 'Attended · 34 min', attended: true });
    expect(
      attendanceLabel({ class_id: 1, minutes: 6, attended: false, source: 'zoom' }, t),
    ).toEqual({ text: 'In class 6 min', attended: false });
    expect(
      attendanceLabel({ class_id: 1, minutes: 0, attended: true, source: 'join_click' }, t),
    ).toEqual({ text: 'Attended (joined by link)', attended: true });
    expect(attendanceLabel({ class_id: 1, minutes: 0, attended: false, source: 'zoom' }, t)).toBe(
      null,
    );
    expect(attendanceLabel(undefined, t)).toBe(null);
  });
});
