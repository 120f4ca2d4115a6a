import { useState, type CSSProperties, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { theme } from 'antd';
import { deferred } from '@yoga/ui';
import { PlainPager } from './plain-pager';
import styles from './plain-table.module.css';

/** A column of a `PlainTable`: antd's column props that a list without sorting or filters uses. */
export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** The cells' alignment (antd's column `align`). */
  align?: 'start' | 'end';
}

/** Rows ticked in a first column of checkboxes (antd's `rowSelection` without "select all"). */
export interface PlainSelection<T> {
  selected: readonly Key[];
  /** The ticked rows' keys, kept while rows are not shown (antd's `preserveSelectedRowKeys`). */
  onChange: (keys: Key[]) => void;
  /** The checkbox's accessible name. */
  label: (row: T) => string;
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
  /** A list longer than this is shown a page at a time, its pages under it (`PlainPager`). */
  pageSize?: number;
  selection?: PlainSelection<T>;
  'data-testid'?: string;
}

/** antd Table's "No data" (antd's Empty), loaded when a list is first empty. */
export const TableEmpty = deferred(() => import('./table-empty').then((m) => m.TableEmptyNow));

/** antd's Empty with a screen's own words (its `description`), loaded when first shown. */
export const EmptyNote = deferred(() => import('./table-empty').then((m) => m.EmptyNow));

const ALIGN_END: CSSProperties = { textAlign: 'end' };

/**
 * A list drawn as antd's small (or middle) Table draws it, in a plain `table` (issue 38: every admin page
 * within 300 KB of JavaScript): for a list with no sorting or filter it saves the page antd's Table (~40 KB
 * gzipped). Its cells take the panel theme's text size ("Larger text"). With `pageSize`, a list longer than
 * a page shows one page, its pages under it as antd's Pagination draws them (`PlainPager`); with `selection`, each row has a checkbox first. Each
 * row has antd's `data-row-key`; the wrapper is `data-plain-table`, scrolling sideways with `scrollX`.
 */
export function PlainTable<T extends object>({
  columns,
  rows,
  rowKey,
  empty,
  size = 'small',
  scrollX = false,
  loading = false,
  pageSize,
  selection,
  rowProps,
  'data-testid': testId,
}: PlainTableProps<T>) {
  const { token } = theme.useToken();
  const [page, setPage] = useState({ current: 1, size: pageSize ?? 0 });
  const paged = pageSize !== undefined && rows.length > pageSize;
  // A list that shrank keeps to its last page (antd's Table does the same).
  const current = paged ? Math.min(page.current, Math.ceil(rows.length / page.size)) : 1;
  const shown = paged ? rows.slice((current - 1) * page.size, current * page.size) : rows;
  const ticked = new Set(selection?.selected ?? []);
  const tick = (key: Key, on: boolean) => {
    if (!selection) return;
    const others = selection.selected.filter((k) => k !== key);
    selection.onChange(on ? [...others, key] : others);
  };
  const width = columns.length + (selection ? 1 : 0);
  return (
    <>
      <div
        className={`${scrollX ? styles.scroll : ''} ${loading ? styles.loading : ''}`}
        data-plain-table=""
        data-testid={testId}
        aria-busy={loading || undefined}
      >
        <table
          className={`${styles.table} ${size === 'middle' ? styles.middle : ''}`}
          style={
            {
              fontSize: token.fontSize,
              lineHeight: token.lineHeight,
              '--plain-primary': token.colorPrimary,
              '--plain-selected': token.controlItemBgActive,
              '--plain-selected-hover': token.controlItemBgActiveHover,
            } as CSSProperties
          }
        >
          <thead>
            <tr>
              {selection ? <th scope="col" className={styles.check} /> : null}
              {columns.map((c) => (
                <th key={c.key} scope="col" style={c.align === 'end' ? ALIGN_END : undefined}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={width} className={styles.empty}>
                  {/* Nothing said until the first answer: a list being fetched is not empty. */}
                  {loading ? null : empty}
                </td>
              </tr>
            ) : (
              shown.map((row) => {
                const key = rowKey(row);
                return (
                  <tr
                    key={key}
                    data-row-key={key}
                    className={ticked.has(key) ? styles.selected : undefined}
                    {...rowProps?.(row)}
                  >
                    {selection ? (
                      <td className={styles.check}>
                        <input
                          type="checkbox"
                          className={styles.checkbox}
                          checked={ticked.has(key)}
                          onChange={(e) => tick(key, e.target.checked)}
                          aria-label={selection.label(row)}
                        />
                      </td>
                    ) : null}
                    {columns.map((c) => (
                      <td key={c.key} style={c.align === 'end' ? ALIGN_END : undefined}>
                        {c.render(row)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {paged ? (
        <PlainPager
          current={current}
          pageSize={page.size}
          total={rows.length}
          onChange={(next, size) => setPage({ current: next, size })}
        />
      ) : null}
    </>
  );
}
