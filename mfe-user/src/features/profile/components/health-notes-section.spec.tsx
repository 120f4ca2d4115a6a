import { act, fireEvent, render, screen } from '@testing-library/react';
import type { HealthNotes } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { HealthNotesSection } from './health-notes-section';

const save = jest.fn();
let stored: HealthNotes = {
  conditions: ['back'],
  other: null,
  share_with_instructors: false,
  consent_changed_at: null,
};
jest.mock('../profile.api', () => ({
  useHealthNotesQuery: () => ({
    data: stored,
    error: undefined,
    isLoading: false,
    refetch: jest.fn(),
  }),
  useSaveHealthNotesMutation: () => [save, { isLoading: false }],
}));

const renderSection = () =>
  render(
    <PanelThemeProvider>
      <HealthNotesSection />
    </PanelThemeProvider>,
  );

describe('HealthNotesSection', () => {
  beforeEach(() => save.mockReset());

  it('saves the chosen conditions, the free text and the explicit consent to share', async () => {
    save.mockReturnValue({
      unwrap: () =>
        Promise.resolve({
          conditions: ['knee', 'back'],
          other: 'Left knee surgery',
          share_with_instructors: true,
          consent_changed_at: '2026-11-27T04:00:00.000Z',
        }),
    });
    renderSection();
    // Kept as recorded: back ticked, not shared.
    expect((screen.getByLabelText('Back') as HTMLInputElement).checked).toBe(true);
    expect(
      (
        screen.getByLabelText(
          'I consent to share these notes with the instructors of the classes I book',
        ) as HTMLInputElement
      ).checked,
    ).toBe(false);
    fireEvent.click(screen.getByLabelText('Knee'));
    fireEvent.change(screen.getByLabelText('Anything else (optional)'), {
      target: { value: '  Left knee surgery ' },
    });
    fireEvent.click(
      screen.getByLabelText(
        'I consent to share these notes with the instructors of the classes I book',
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save health notes' }));
    });
    // In the list's order; the free text trimmed.
    expect(save).toHaveBeenCalledWith({
      conditions: ['knee', 'back'],
      other: 'Left knee surgery',
      share_with_instructors: true,
    });
    expect(await screen.findByText('Saved. Your instructors can see your notes.')).toBeTruthy();
  });

  it('says since when the notes are shared', () => {
    stored = {
      conditions: ['pregnancy'],
      other: null,
      share_with_instructors: true,
      consent_changed_at: '2026-11-20T04:00:00.000Z',
    };
    renderSection();
    expect(screen.getByText('Shared with your instructors since 20 Nov 2026')).toBeTruthy();
  });
});
