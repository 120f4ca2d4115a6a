import { useState, type Key } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { ADMIN_USER, renderInPanel } from '../test-utils';
import { pageItems } from './plain-pager';
import { PlainTable } from './plain-table';

interface Row {
  id: number;
  name: string;
}

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const shown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').at(-1)!.textContent);

function Ticking() {
  const [ticked, setTicked] = useState<Key[]>([2]);
  const [list, setList] = useState(rows(3));
  return (
    <>
      <output>{ticked.join(',')}</output>
      <button type="button" onClick={() => setList(rows(1))}>
        Show one
      </button>
      <PlainTable<Row>
        columns={[{ key: 'name', title: 'Name', render: (r) => r.name }]}
        rows={list}
        rowKey={(r) => r.id}
        empty="Nothing"
        selection={{ selected: ticked, onChange: setTicked, label: (r) => `Select ${r.name}` }}
      />
    </>
  );
}

describe('PlainTable', () => {
  it('shows a list longer than a page one page at a time, its pages under it', () => {
    renderInPanel(
      <PlainTable<Row>
        columns={[{ key: 'name', title: 'Name', render: (r) => r.name }]}
        rows={rows(23)}
        rowKey={(r) => r.id}
        empty="Nothing"
        pageSize={10}
      />,
      { user: ADMIN_USER },
    );
    expect(shown()).toHaveLength(10);
    expect(shown()[0]).toBe('Row 1');
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Previous Page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(shown()).toEqual(['Row 21', 'Row 22', 'Row 23']);
    expect(screen.getByRole('button', { name: 'Next Page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous Page' }));
    expect(shown()[0]).toBe('Row 11');
    // No page-size box up to 50 rows (antd's Table shows one past 50).
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('draws no pages for a list within a page', () => {
    renderInPanel(
      <PlainTable<Row>
        columns={[{ key: 'name', title: 'Name', render: (r) => r.name }]}
        rows={rows(10)}
        rowKey={(r) => r.id}
        empty="Nothing"
        pageSize={10}
      />,
      { user: ADMIN_USER },
    );
    expect(shown()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Next Page' })).toBeNull();
  });

  it('ticks rows with their named checkboxes, keeping those not shown', () => {
    renderInPanel(<Ticking />, { user: ADMIN_USER });
    expect(screen.getByRole('checkbox', { name: 'Select Row 2' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Row 3' }));
    expect(screen.getByRole('status').textContent).toBe('2,3');
    fireEvent.click(screen.getByRole('button', { name: 'Show one' }));
    expect(shown()).toEqual(['Row 1']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Row 1' }));
    expect(screen.getByRole('status').textContent).toBe('2,3,1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Row 1' }));
    expect(screen.getByRole('status').textContent).toBe('2,3');
  });

  it('numbers the pages as antd does: all up to 7, else the ends and two either side', () => {
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 'next5', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'prev5', 3, 4, 5, 6, 7, 'next5', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'prev5', 5, 6, 7, 8, 9, 10]);
  });
});
