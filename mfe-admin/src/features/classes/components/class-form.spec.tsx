import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AppStore } from '@yoga/auth';
import type { VideoProviderName } from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import { CLASS_FIELD_MESSAGES } from '../class-validation';
import { videoStatusApi } from '../../../components/video-status.api';
import { ClassForm } from './class-form';
import { POWER_YOGA_CLASS } from '../../../test-fixtures';

const powerYoga = POWER_YOGA_CLASS;

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

describe('ClassForm', () => {
  it('in add mode requires title, date, time and a URL link', async () => {
    renderInPanel(withProvider('manual', <ClassForm editing={null} onDone={jest.fn()} />), {
      user: ADMIN_USER,
    });
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add class' }));
    for (const text of Object.values(CLASS_FIELD_MESSAGES))
      expect(await screen.findByText(text)).toBeTruthy();
  });

  it('in edit mode shows the class and Cancel edit returns to add mode', async () => {
    const onDone = jest.fn();
    renderInPanel(withProvider('manual', <ClassForm editing={powerYoga} onDone={onDone} />), {
      user: ADMIN_USER,
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Power Yoga'),
    );
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-12-01');
    expect((screen.getByLabelText('Capacity') as HTMLInputElement).value).toBe('30');
    expect(screen.getByRole('button', { name: 'Update class' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel edit' }));
    expect(onDone).toHaveBeenCalled();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('with Zoom lets the link stay empty (a meeting is made), a given link must be a URL', async () => {
    renderInPanel(withProvider('zoom', <ClassForm editing={null} onDone={jest.fn()} />), {
      user: ADMIN_USER,
    });
    expect(await screen.findByText('Empty: a Zoom meeting is made for this class.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add class' }));
    expect(await screen.findByText(CLASS_FIELD_MESSAGES.title)).toBeTruthy();
    expect(screen.queryByText(CLASS_FIELD_MESSAGES.link)).toBeNull();
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'not a url' } });
    expect(await screen.findByText(CLASS_FIELD_MESSAGES.link)).toBeTruthy();
  });
});
