import type { HTMLAttributes, Key, ReactNode } from 'react';
import { theme } from 'antd';
import { deferred } from '@yoga/ui';
import styles from './plain-table.module.css';

/** A column of a `PlainTable`: antd's column props that a list without sorting or filters uses. */
export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
}

export interface PlainTableProps<T> {
  columns: readonly PlainColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** Said in the table's one row when it has none (not while `loading`). */
  empty: ReactNode;
  size?: 'small' | 'middle';
  /** Scrolls sideways on a narrow screen instead of squeezing its columns. */
  scrollX?: boolean;
  /** Fetching: the rows are dimmed (antd's loading table), and the table is `aria-busy`. */
  loading?: boolean;
  /** More attributes of a row's `tr` (antd's `onRow`), e.g. its test id. */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  'data-testid'?: string;
}

/** antd Table's "No data" (antd's Empty), loaded when a list is first empty. */
export const TableEmpty = deferred(() => import('./table-empty').then((m) => m.TableEmptyNow));

const PagedTable = deferred(() => import('./paged-table').then((m) => m.PagedTable)) as <
  T extends object,
>(
  props: PlainTableProps<T> & { pageSize: number },
) => ReactNode;

/**
 * A list drawn as antd's small (or middle) Table draws it, in a plain `table` (issue 38: every admin page
 * within 300 KB of JavaScript): for a list with no sorting, filter or selection it saves the page antd's
 * Table (~45 KB gzipped). Its cells take the panel theme's text size ("Larger text"). With `pageSize`, a
 * list longer than a page is antd's Table with its pagination, loaded then. Each row has antd's
 * `data-row-key`; the wrapper is `data-plain-table`, scrolling sideways with `scrollX`.
 */
export function PlainTable<T extends object>(props: PlainTableProps<T> & { pageSize?: number }) {
  const { token } = theme.useToken();
  const {
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
  } = props;
  if (pageSize !== undefined && rows.length > pageSize)
    return <PagedTable {...props} pageSize={pageSize} />;
  return (
    <div
      className={`${scrollX ? styles.scroll : ''} ${loading ? styles.loading : ''}`}
      data-plain-table=""
      data-testid={testId}
      aria-busy={loading || undefined}
    >
      <table
        className={`${styles.table} ${size === 'middle' ? styles.middle : ''}`}
        style={{ fontSize: token.fontSize, lineHeight: token.lineHeight }}
      >
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {/* Nothing said until the first answer: a list being fetched is not empty. */}
                {loading ? null : empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const key = rowKey(row);
              return (
                <tr key={key} data-row-key={key} {...rowProps?.(row)}>
                  {columns.map((c) => (
                    <td key={c.key}>{c.render(row)}</td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
