import { Table } from 'antd';
import type { PlainColumn, PlainTableProps } from './plain-table';

/** More rows than a page: antd's Table with its pagination (loaded then, issue 38). */
export function PagedTable<T extends object>({
  columns,
  rows,
  rowKey,
  empty,
  size = 'small',
  scrollX = false,
  loading = false,
  pageSize,
  rowProps,
  'data-testid': testId,
}: PlainTableProps<T> & { pageSize: number }) {
  return (
    <Table<T>
      rowKey={rowKey}
      size={size}
      loading={loading}
      dataSource={[...rows]}
      pagination={{ pageSize }}
      scroll={scrollX ? { x: 'max-content' } : undefined}
      locale={{ emptyText: empty }}
      data-testid={testId}
      onRow={rowProps}
      columns={columns.map((c: PlainColumn<T>) => ({
        title: c.title,
        key: c.key,
        render: (_: unknown, row: T) => c.render(row),
      }))}
    />
  );
}
