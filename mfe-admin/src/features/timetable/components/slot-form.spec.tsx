import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AppStore } from '@yoga/auth';
import type { VideoProviderName } from '@yoga/contracts';
import { videoStatusApi } from '../../../components/video-status.api';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import { SLOT_FIELD_MESSAGES } from '../slot-validation';
import { SlotForm } from './slot-form';
import { EVENING_SLOT } from '../../../test-fixtures';

const eveningSlot = EVENING_SLOT;

/** The form as the server's video provider makes it (GET /api/video/status, answered from the cache). */
const withProvider = (provider: VideoProviderName, ui: ReactElement) => (store: AppStore) => {
  void store.dispatch(
    videoStatusApi.util.upsertQueryData('videoStatus', undefined, {
      provider,
      attended_minutes: 10,
    }),
  );
  return ui;
};

describe('SlotForm', () => {
  it('in add mode requires a day, an IST start time, a title and a URL link', async () => {
    renderInPanel(withProvider('manual', <SlotForm editing={null} onDone={jest.fn()} />), {
      user: ADMIN_USER,
    });
    expect(screen.getByLabelText('Start time (IST)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Meeting link'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    for (const text of [
      SLOT_FIELD_MESSAGES.day_of_week,
      SLOT_FIELD_MESSAGES.start_time,
      SLOT_FIELD_MESSAGES.title,
      SLOT_FIELD_MESSAGES.link,
    ])
      expect(await screen.findByText(text)).toBeTruthy();
  });

  it('in edit mode shows the slot and Cancel edit returns to add mode', async () => {
    const onDone = jest.fn();
    renderInPanel(withProvider('manual', <SlotForm editing={eveningSlot} onDone={onDone} />), {
      user: ADMIN_USER,
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Power Yoga'),
    );
    expect((screen.getByLabelText('Start time (IST)') as HTMLInputElement).value).toBe('18:45');
    expect((screen.getByLabelText('Capacity') as HTMLInputElement).value).toBe('40');
    expect(screen.getByText('Wednesday')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel edit' }));
    expect(onDone).toHaveBeenCalled();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('with Zoom lets the meeting link stay empty (its classes get Zoom meetings)', async () => {
    renderInPanel(withProvider('zoom', <SlotForm editing={null} onDone={jest.fn()} />), {
      user: ADMIN_USER,
    });
    expect(
      await screen.findByText('Empty: its classes get Zoom meetings made for them.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    expect(await screen.findByText(SLOT_FIELD_MESSAGES.title)).toBeTruthy();
    expect(screen.queryByText(SLOT_FIELD_MESSAGES.link)).toBeNull();
  });
});
