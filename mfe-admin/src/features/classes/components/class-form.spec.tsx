import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import { CLASS_FIELD_MESSAGES } from '../class-validation';
import { ClassForm } from './class-form';
import { POWER_YOGA_CLASS } from '../../../test-fixtures';

const powerYoga = POWER_YOGA_CLASS;

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
