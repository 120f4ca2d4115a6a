import { Pagination, Select } from 'antd';
import type { PaginationProps } from 'antd';

/**
 * The pages of a list drawn plain (`PlainTable`), as antd's Table draws its pagination: at the end, under
 * the list, none for no rows (issue 38: every admin page within 300 KB). Its page-size changer is the
 * screen's own Select (in the admin's build, the stand-in already on the page; antd's Pagination would
 * otherwise load a second copy of it with its styles, ~7 KB gzipped), with the props antd gives it.
 */
export function PagePagination(props: PaginationProps) {
  if (!props.total) return null;
  return (
    <Pagination align="end" style={{ margin: '16px 0' }} selectComponentClass={Select} {...props} />
  );
}
