import { fireEvent, render, screen } from '@testing-library/react';
import { UserFilters } from './user-filters';

it('reports the typed search with the current status', () => {
  const onChange = jest.fn();
  render(<UserFilters value={{ search: '', status: 'Blocked' }} onChange={onChange} />);
  fireEvent.change(screen.getByPlaceholderText('Search by name'), { target: { value: 'meera' } });
  expect(onChange).toHaveBeenCalledWith({ search: 'meera', status: 'Blocked' });
});
