import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { YogaClass } from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import { CLASS_FIELD_MESSAGES } from '../class-validation';
import { ClassForm } from './class-form';

const powerYoga: YogaClass = {
  id: 5,
  title: 'Power Yoga',
  class_type: 'paid',
  date: '2026-12-01',
  time: '18:45',
  link: 'https://meet.example.in/power',
  description: null,
  duration_minutes: 45,
  capacity: 30,
  booked_count: 2,
  waitlist_count: 0,
  instructor: null,
  slot_id: null,
};

describe('ClassForm', () => {
  it('in add mode requires title, date, time and a URL link', async () => {
    renderInPanel(<ClassForm editing={null} onDone={jest.fn()} />, { user: ADMIN_USER });
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add class' }));
    for (const text of Object.values(CLASS_FIELD_MESSAGES))
      expect(await screen.findByText(text)).toBeTruthy();
  });

  it('in edit mode shows the class and Cancel edit returns to add mode', async () => {
    const onDone = jest.fn();
    renderInPanel(<ClassForm editing={powerYoga} onDone={onDone} />, { user: ADMIN_USER });
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
});
