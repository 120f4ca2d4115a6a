import { istInstant, type Booking } from '@yoga/contracts';
import { i18n } from '@yoga/i18n';
import { joinableClass, joinHint as hint, joinState, type JoinState } from './join-window';
import { yogaClass } from '../../test-fixtures';

/** The hint in English, as the panel shows it. */
const joinHint = (state: JoinState) => hint(state, (id, values) => i18n._(id, values), 'en');

const at = (date: string, time: string, extraMs = 0) =>
  new Date(istInstant(date, time).getTime() + extraMs);

describe('joinState (15 min before to 45 min after the IST start)', () => {
  const date = '2026-12-01';
  const time = '06:45';

  it('is early until 06:30 IST, open from then until 07:30 IST, closed after', () => {
    expect(joinState(date, time, at(date, '06:29', 59_999))).toMatchObject({ kind: 'early' });
    expect(joinState(date, time, at(date, '06:30'))).toMatchObject({ kind: 'open' });
    expect(joinState(date, time, at(date, '07:30'))).toMatchObject({ kind: 'open' });
    expect(joinState(date, time, at(date, '07:30', 1))).toMatchObject({ kind: 'closed' });
  });

  it('says when an early class opens, in India time', () => {
    const state = joinState(date, time, at('2026-11-30', '12:00'));
    expect(state).toEqual({ kind: 'early', opens: at(date, '06:30') });
    expect(joinHint(state!)).toBe('Join opens 1 Dec 2026, 6:30 am IST');
    expect(joinHint({ kind: 'closed', closes: at(date, '07:30') })).toBe('Joining has closed');
    expect(joinHint({ kind: 'open', closes: at(date, '07:30') })).toBeUndefined();
  });

  it('gives nothing for a malformed date or time', () => {
    expect(joinState('01/12/2026', time)).toBeNull();
    expect(joinState(date, '6:45')).toBeNull();
  });
});

describe('joinableClass', () => {
  const base: Booking = {
    id: 1,
    user_id: 7,
    class_id: 3,
    type: 'class',
    name: 'Priya',
    email: 'priya@example.in',
    phone: '9876543210',
    preferred_date: '2026-12-05',
    preferred_time: '18:45',
    notes: null,
    created_at: '2026-11-01T00:00:00.000Z',
    status: 'booked',
    class: yogaClass(),
  };

  it("uses the class's own date and time", () => {
    expect(joinableClass(base)).toEqual({ id: 3, date: '2026-12-06', time: '08:00' });
  });

  it('has nothing to join for a demo booking', () => {
    expect(joinableClass({ ...base, type: 'demo', class_id: null, class: null })).toBeNull();
  });
});
