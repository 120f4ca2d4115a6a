import { act, fireEvent, screen } from '@testing-library/react';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import ManageClassesPage from './manage-classes-page';

/** Every range the classes table asked the server for, in order (one per distinct argument). */
const asked: unknown[] = [];
jest.mock('@yoga/api-client', () => ({
  ...jest.requireActual('@yoga/api-client'),
  useClassesQuery: (range: unknown) => {
    if (JSON.stringify(asked.at(-1)) !== JSON.stringify(range)) asked.push(range);
    return { data: [], error: undefined, isFetching: false, refetch: jest.fn() };
  },
}));
jest.mock('../classes.api', () => ({ useVideoFailuresQuery: () => ({ data: [] }) }));
jest.mock('../../../components/video-status.api', () => ({ useZoomProvider: () => false }));
jest.mock('../components/class-form', () => ({ ClassForm: () => null }));
jest.mock('../components/standard-day-form', () => ({ StandardDayForm: () => null }));
jest.mock('../components/classes-table', () => ({ ClassesTable: () => null }));

beforeEach(() => {
  asked.length = 0;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('Manage Class: the day filter (issue 38)', () => {
  it('asks once for the date typed, not once per key of its year', () => {
    renderInPanel(<ManageClassesPage />, { user: ADMIN_USER, path: '/admin/manage-classes' });
    const first = asked.at(-1);
    const input = screen.getByLabelText('Classes on');
    // A date input reports each key of the year as a whole date: 0002, 0020, 0202, then 2026.
    for (const value of ['0002-12-05', '0020-12-05', '0202-12-05', '2026-12-05']) {
      fireEvent.change(input, { target: { value } });
      act(() => jest.advanceTimersByTime(100));
    }
    act(() => jest.advanceTimersByTime(1000));
    expect(asked).toEqual([first, { from: '2026-12-05', to: '2026-12-05' }]);
  });
});
