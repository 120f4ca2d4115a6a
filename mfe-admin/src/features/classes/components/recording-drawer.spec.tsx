import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClassRecording } from '@yoga/contracts';
import { setLocale } from '@yoga/i18n';
import { renderInHindi } from '@yoga/i18n/testing';
import { adminCatalog } from '../../../i18n';
import { POWER_YOGA_CLASS } from '../../../test-fixtures';
import { ADMIN_USER, panelTree, renderInPanel } from '../../../test-utils';
import { ClassesTable } from './classes-table';
import { RecordingDrawer } from './recording-drawer';

let recordings: ClassRecording[] = [];
const retry = jest.fn();
jest.mock('../classes.api', () => ({
  useClassRecordingsQuery: () => ({ data: recordings, error: undefined, refetch: jest.fn() }),
  useAttachRecordingLinkMutation: () => [jest.fn(), { isLoading: false }],
  useUploadRecordingMutation: () => [jest.fn(), { isLoading: false }],
  useRemoveRecordingMutation: () => [jest.fn()],
  useDeleteClassMutation: () => [jest.fn()],
  useRetryRenditionsMutation: () => [retry, { isLoading: false }],
}));
jest.mock('./attendance-drawer', () => ({ AttendanceDrawer: () => null }));

const uploaded: ClassRecording = {
  class_id: 5,
  source: 'upload',
  status: 'stored',
  size: 52_428_800,
  link: null,
  attempts: 0,
  last_error: null,
  created_at: '2026-11-28T13:00:00.000Z',
  transcoding: { state: 'waiting', renditions: [], attempts: 0, max_attempts: 3, error: null },
};
const READY: ClassRecording['transcoding'] = {
  state: 'ready',
  renditions: [
    { kind: 'video', height: 480, bandwidth: 900_000, mb_per_hour: 380 },
    { kind: 'video', height: 240, bandwidth: 400_000, mb_per_hour: 170 },
    { kind: 'audio', bandwidth: 56_000, mb_per_hour: 24 },
  ],
  attempts: 0,
  max_attempts: 3,
  error: null,
};
const FAILED: ClassRecording['transcoding'] = {
  state: 'failed',
  renditions: [],
  attempts: 3,
  max_attempts: 3,
  error: 'Invalid data found when processing input',
};

const classes = [
  { ...POWER_YOGA_CLASS, id: 5, title: 'Power Yoga' },
  { ...POWER_YOGA_CLASS, id: 6, title: 'Hatha Basics' },
  { ...POWER_YOGA_CLASS, id: 7, title: 'Evening Nidra' },
  { ...POWER_YOGA_CLASS, id: 8, title: 'Linked Flow' },
  { ...POWER_YOGA_CLASS, id: 9, title: 'Making Flow' },
];

const table = () => (
  <ClassesTable
    classes={classes}
    loading={false}
    editingId={null}
    onEdit={jest.fn()}
    onDeleted={jest.fn()}
  />
);

beforeEach(() => {
  retry.mockReset();
  recordings = [
    { ...uploaded, class_id: 5, transcoding: READY },
    { ...uploaded, class_id: 6 },
    { ...uploaded, class_id: 7, transcoding: FAILED },
    { ...uploaded, class_id: 8, source: 'link', link: 'https://v.example/x', transcoding: null },
    {
      ...uploaded,
      class_id: 9,
      transcoding: { ...READY!, state: 'making', renditions: [], attempts: 1, error: 'killed' },
    },
  ];
});
afterAll(() => setLocale('en', { persist: false }));

/** The line under a class's recording button, by the class's row. */
function lineOf(title: string): HTMLElement | null {
  const row = screen.getByText(title).closest('tr')!;
  return within(row).queryByTestId('recording-transcoding');
}

describe('Recordings: where the renditions stand (issue 37)', () => {
  it('the classes list says for each recording whether its renditions wait, are being made, are ready (which) or failed', () => {
    renderInPanel(table(), { user: ADMIN_USER, path: '/admin/manage-classes' });
    expect(lineOf('Power Yoga')?.textContent).toBe('Renditions: ready (480p, 240p, audio only)');
    expect(lineOf('Hatha Basics')?.textContent).toBe('Renditions: waiting to be made');
    expect(lineOf('Evening Nidra')?.textContent).toBe('Renditions: failed after 3 tries');
    expect(lineOf('Making Flow')?.textContent).toBe('Renditions: being made now');
    // A link is never transcoded: no line.
    expect(lineOf('Linked Flow')).toBeNull();
  });

  it('the drawer of a failed recording shows the error and retries it', async () => {
    retry.mockReturnValue({ unwrap: async () => ({ ...uploaded, class_id: 7 }) });
    renderInPanel(<RecordingDrawer yogaClass={classes[2]} onClose={jest.fn()} />, {
      user: ADMIN_USER,
      path: '/admin/manage-classes',
    });
    const detail = await screen.findByTestId('recording-transcoding-detail');
    expect(detail.getAttribute('data-state')).toBe('failed');
    expect(detail.textContent).toContain('failed after 3 tries');
    expect(detail.textContent).toContain('Last error: Invalid data found when processing input');
    expect(detail.textContent).toContain('Students are shown the original file meanwhile.');
    await act(async () => {
      fireEvent.click(
        within(detail).getByRole('button', {
          name: 'Make the renditions again: Evening Nidra',
        }),
      );
    });
    expect(retry).toHaveBeenCalledWith(7);
    await screen.findByText('The renditions will be made again shortly.');
  });

  it('offers no retry while the renditions are ready, waiting or being made', async () => {
    const { rerender } = renderInPanel(
      <RecordingDrawer yogaClass={classes[0]} onClose={jest.fn()} />,
      { user: ADMIN_USER, path: '/admin/manage-classes' },
    );
    const ready = await screen.findByTestId('recording-transcoding-detail');
    expect(ready.textContent).toBe('ready (480p, 240p, audio only)');
    expect(within(ready).queryByRole('button')).toBeNull();
    rerender(
      panelTree(<RecordingDrawer yogaClass={classes[4]} onClose={jest.fn()} />, {
        user: ADMIN_USER,
        path: '/admin/manage-classes',
      }).tree,
    );
    await waitFor(() =>
      expect(screen.getByTestId('recording-transcoding-detail').getAttribute('data-state')).toBe(
        'making',
      ),
    );
    const making = screen.getByTestId('recording-transcoding-detail');
    expect(making.textContent).toContain('Try 1 of 3 failed (killed); the server tries again.');
    expect(within(making).queryByRole('button')).toBeNull();
    expect(retry).not.toHaveBeenCalled();
  });

  it('reads in Hindi: the list’s lines and the failed drawer with its retry', async () => {
    const { tree } = panelTree(
      <>
        {table()}
        <RecordingDrawer yogaClass={classes[2]} onClose={jest.fn()} />
      </>,
      { user: ADMIN_USER, path: '/admin/manage-classes' },
    );
    await renderInHindi(tree, { catalogs: [adminCatalog] });
    await waitFor(() =>
      expect(lineOf('Power Yoga')?.textContent).toBe('रेंडिशन: तैयार (480p, 240p, सिर्फ़ आवाज़)'),
    );
    expect(lineOf('Evening Nidra')?.textContent).toBe('रेंडिशन: 3 कोशिशों के बाद नहीं बन सके');
    expect(lineOf('Hatha Basics')?.textContent).toBe('रेंडिशन: बनने की बारी में');
    const detail = screen.getByTestId('recording-transcoding-detail');
    expect(
      within(detail).getByRole('button', { name: 'रेंडिशन फिर से बनवाएँ: Evening Nidra' }),
    ).toBeTruthy();
    expect(detail.textContent).toContain('तब तक विद्यार्थियों को मूल फ़ाइल दिखती है।');
  });
});
