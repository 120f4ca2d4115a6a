import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsoleClass, ConsoleRosterRow, SessionUser } from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import ConsolePage from './console-page';

const INSTRUCTOR: SessionUser = {
  id: 7,
  name: 'Ira Iyer',
  email: 'ira@example.in',
  role: 'instructor',
};

const sunrise: ConsoleClass = {
  id: 41,
  title: 'Sunrise Flow',
  date: '2026-11-28',
  time: '06:00',
  duration_minutes: 45,
  instructor_id: 7,
  instructor_name: 'Ira Iyer',
  substitute: false,
  booked: 2,
  video_format: 'meeting',
  video_overflow: 'none',
};

const roster: ConsoleRosterRow[] = [
  {
    user_id: 3,
    name: 'Ravi Verma',
    health: null,
    health_check: { any_yes: true, yes_to: null, other: null },
  },
  {
    user_id: 4,
    name: 'Sita Sharma',
    health: { conditions: ['knee', 'blood_pressure'], other: 'Left knee surgery in 2025' },
    health_check: { any_yes: true, yes_to: ['knees', 'pregnancy'], other: 'Due in March' },
  },
  { user_id: 5, name: 'Meena Iyer', health: null, health_check: null },
];

const query = (data: unknown) => ({
  data,
  isFetching: false,
  error: undefined,
  refetch: jest.fn(),
});
const start = jest.fn();
const send = jest.fn();

jest.mock('../console.api', () => ({
  useConsoleClassesQuery: () => query([sunrise]),
  useConsoleRosterQuery: () => query(roster),
  useConsoleAttendanceQuery: () =>
    query([{ user_id: 3, name: 'Ravi Verma', minutes: 0, attended: false, shared_link: false }]),
  useStartClassMutation: () => [
    (id: number) => ({ unwrap: () => start(id) }),
    { isLoading: false },
  ],
  useMessageClassMutation: () => [
    (body: unknown) => ({ unwrap: () => send(body) }),
    { isLoading: false },
  ],
}));

const realMatchMedia = window.matchMedia;
/** A desktop (every media query matches: antd's breakpoints are all reached) or a phone (none). */
const screenIs = (wide: boolean) => {
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: wide });
};

describe('ConsolePage', () => {
  beforeEach(() => {
    start.mockReset();
    send.mockReset();
    screenIs(true);
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it("shows an instructor's class, its roster with the shared health notes, and starts it as host", async () => {
    // The tab opened on the click, then pointed at the host's link.
    const tab = { opener: window as Window | null, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as WindowProxy);
    start.mockResolvedValue({ url: 'https://zoom.example/s/41?zak=host' });
    renderInPanel(<ConsolePage />, { user: INSTRUCTOR, path: '/admin/console' });
    const row = screen.getByRole('row', { name: /Sunrise Flow/ });
    expect(within(row).getByText('Ira Iyer')).toBeTruthy();
    // An instructor assigns nobody: no picker, no timetable section.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText('Instructors of the weekly timetable')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Open Sunrise Flow' }));
    // The class's detail loads when a class is first opened (issue 38).
    const note = await screen.findByTestId('health-note');
    expect(within(note).getByText('Knee')).toBeTruthy();
    expect(within(note).getByText('Blood pressure')).toBeTruthy();
    expect(within(note).getByText('Left knee surgery in 2025')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Ravi Verma/ })).getByText('None shared'),
    ).toBeTruthy();
    // The health check: a "yes" is marked; its details only when she shares them.
    const sita = within(screen.getByRole('row', { name: /Sita Sharma/ }));
    expect(sita.getByText('Said “yes”: offer modifications')).toBeTruthy();
    expect(sita.getByText('Knees')).toBeTruthy();
    expect(sita.getByText('Pregnancy or new baby')).toBeTruthy();
    expect(sita.getByText('Due in March')).toBeTruthy();
    const ravi = within(screen.getByRole('row', { name: /Ravi Verma/ }));
    expect(ravi.getByText('Said “yes”: offer modifications')).toBeTruthy();
    expect(ravi.getByText('Details private (not shared)')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Meena Iyer/ })).getByText('Not answered yet'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(start).toHaveBeenCalledWith(41));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://zoom.example/s/41?zak=host'));
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    expect(screen.getByTestId('host-link').getAttribute('href')).toBe(
      'https://zoom.example/s/41?zak=host',
    );
    open.mockRestore();
  });

  it("queues a message to the class's students and says how many will get it", async () => {
    send.mockResolvedValue({ recipients: 2 });
    renderInPanel(<ConsolePage />, { user: INSTRUCTOR, path: '/admin/console' });
    fireEvent.click(screen.getByRole('button', { name: 'Open Sunrise Flow' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Message' }));
    fireEvent.change(screen.getByLabelText('Message to the booked students'), {
      target: { value: 'Bring a cushion' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ id: 41, text: 'Bring a cushion' }));
    expect(await screen.findByText('Message queued for 2 students.')).toBeTruthy();
  });

  it('shows an admin who teaches each class, a substitute marked, with no picker of its own (one field: Timetable and Manage Class)', () => {
    renderInPanel(<ConsolePage />, { user: ADMIN_USER, path: '/admin/console' });
    const row = screen.getByRole('row', { name: /Sunrise Flow/ });
    expect(within(row).getByText('Ira Iyer')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText('Instructors of the weekly timetable')).toBeNull();
  });

  it('lists the classes as cards on a phone (no table to scroll sideways)', async () => {
    screenIs(false);
    renderInPanel(<ConsolePage />, { user: INSTRUCTOR, path: '/admin/console' });
    expect(screen.queryByRole('table')).toBeNull();
    // The phone's cards load on a phone only (issue 38).
    const cards = await screen.findByTestId('console-cards');
    expect(within(cards).getByText('Sunrise Flow')).toBeTruthy();
    expect(within(cards).getByText('Ira Iyer')).toBeTruthy();
    fireEvent.click(within(cards).getByRole('button', { name: 'Open Sunrise Flow' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
