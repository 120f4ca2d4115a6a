import { Table, Typography } from 'antd';
import type { ContentVersion } from '@yoga/contracts';
import type { PlainColumn } from './plain-table';

/** More than a page of versions: antd's Table with its pagination (loaded then, issue 38). */
export function VersionHistoryPaged({
  versions,
  columns,
  empty,
  scrollX,
}: {
  versions: readonly ContentVersion[];
  columns: readonly PlainColumn<ContentVersion>[];
  empty: string;
  scrollX: boolean;
}) {
  return (
    <Table<ContentVersion>
      rowKey="version"
      size="small"
      dataSource={[...versions]}
      pagination={{ pageSize: 10 }}
      scroll={scrollX ? { x: 'max-content' } : undefined}
      // Body-coloured: the table's own placeholder grey fails AA contrast.
      locale={{ emptyText: <Typography.Text>{empty}</Typography.Text> }}
      columns={columns.map((c) => ({
        title: c.title,
        key: c.key,
        render: (_: unknown, v: ContentVersion) => c.render(v),
      }))}
    />
  );
}
