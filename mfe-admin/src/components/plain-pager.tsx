import { useContext, type CSSProperties } from 'react';
import { ConfigProvider, Select, theme } from 'antd';
import styles from './plain-pager.module.css';

/** antd's English words for its Pagination, when the panel's locale gives none. */
const EN = {
  items_per_page: '/ page',
  prev_page: 'Previous Page',
  next_page: 'Next Page',
  prev_5: 'Previous 5 Pages',
  next_5: 'Next 5 Pages',
  page_size: 'Page Size',
};

/** antd's sizes in its page-size box, and the list length from which it shows the box. */
const SIZES = [10, 20, 50, 100];
const SIZE_BOX_PAST = 50;

/** The page numbers shown: all up to 7 pages, else the first, the last and two either side of this one. */
export function pageItems(current: number, pages: number): (number | 'prev5' | 'next5')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [
    1,
    ...(from > 2 ? ['prev5' as const] : []),
    ...middle,
    ...(to < pages - 1 ? ['next5' as const] : []),
    pages,
  ];
}

const Arrow = ({ back }: { back: boolean }) => (
  <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path
      d={
        back
          ? 'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z'
          : 'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z'
      }
    />
  </svg>
);

interface PlainPagerProps {
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
}

/**
 * antd's small Pagination as antd's Table draws it under a list longer than a page, in plain elements
 * (issue 38: every admin page within 300 KB of JavaScript): previous, the pages (five skipped at a time
 * past the dots), next, and past 50 rows the page-size box (the screen's Select), in the panel's language.
 */
export function PlainPager({ current, total, pageSize, onChange }: PlainPagerProps) {
  const { token } = theme.useToken();
  const words = { ...EN, ...useContext(ConfigProvider.ConfigContext).locale?.Pagination };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => onChange(Math.min(pages, Math.max(1, page)), pageSize);
  const colours = {
    '--plain-primary': token.colorPrimary,
    '--plain-focus': token.colorPrimaryBorder,
    fontSize: token.fontSize,
  } as CSSProperties;
  return (
    <nav className={styles.pager} style={colours}>
      <ul>
        <li>
          <button
            type="button"
            className={styles.item}
            title={words.prev_page}
            aria-label={words.prev_page}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <Arrow back />
          </button>
        </li>
        {pageItems(current, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={`${styles.item} ${item === current ? styles.active : ''}`}
                title={String(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`${styles.item} ${styles.jump}`}
                title={item === 'prev5' ? words.prev_5 : words.next_5}
                aria-label={item === 'prev5' ? words.prev_5 : words.next_5}
                onClick={() => go(item === 'prev5' ? current - 5 : current + 5)}
              >
                •••
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            title={words.next_page}
            aria-label={words.next_page}
            disabled={current >= pages}
            onClick={() => go(current + 1)}
          >
            <Arrow back={false} />
          </button>
        </li>
        {total > SIZE_BOX_PAST ? (
          <li>
            <Select<number>
              size="small"
              aria-label={words.page_size}
              value={pageSize}
              popupMatchSelectWidth={false}
              options={SIZES.map((n) => ({ value: n, label: `${n} ${words.items_per_page}` }))}
              onChange={(size) => {
                // The first row shown stays on the page, as antd's Pagination keeps it.
                const first = (current - 1) * pageSize;
                onChange(Math.floor(first / size) + 1, size);
              }}
            />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
