import { Empty } from 'antd';
import type { EmptyProps } from 'antd';

/** What antd's Table shows for no rows (`TableEmpty` of plain-table.tsx loads it when a list is empty). */
export function TableEmptyNow() {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
}

/** antd's Empty with the screen's own words (`EmptyNote` of plain-table.tsx loads it when shown). */
export function EmptyNow(props: EmptyProps) {
  return <Empty {...props} />;
}
