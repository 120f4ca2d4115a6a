import { Empty } from 'antd';

/** What antd's Table shows for no rows (`TableEmpty` of plain-table.tsx loads it when a list is empty). */
export function TableEmptyNow() {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
}
