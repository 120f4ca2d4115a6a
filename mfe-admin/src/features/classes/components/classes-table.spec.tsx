import { screen, within } from '@testing-library/react';
import { POWER_YOGA_CLASS } from '../../../test-fixtures';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import { ClassesTable } from './classes-table';

jest.mock('../classes.api', () => ({
  useClassRecordingsQuery: () => ({ data: [] }),
  useDeleteClassMutation: () => [jest.fn()],
}));
jest.mock('./attendance-drawer', () => ({ AttendanceDrawer: () => null }));
jest.mock('./recording-drawer', () => ({ RecordingDrawer: () => null }));

describe('Manage Class: the classes table', () => {
  it("shows each class's instructor in a column, a substitute marked as such (issue 38)", () => {
    renderInPanel(
      <ClassesTable
        classes={[
          { ...POWER_YOGA_CLASS, id: 1, instructor: 'Meera Joshi', instructor_id: 9 },
          {
            ...POWER_YOGA_CLASS,
            id: 2,
            instructor: 'Ravi Guru',
            instructor_id: 9,
            substitute_id: 11,
          },
          { ...POWER_YOGA_CLASS, id: 3, instructor: null },
        ]}
        loading={false}
        editingId={null}
        onEdit={jest.fn()}
        onDeleted={jest.fn()}
      />,
      { user: ADMIN_USER, path: '/admin/manage-classes' },
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const column = headers.indexOf('Instructor');
    expect(column).toBeGreaterThan(-1);
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[column]!.textContent);
    expect(cells).toEqual(['Meera Joshi', 'Ravi GuruSubstitute', '—']);
  });
});
