import { Button, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ContentVersion } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { formatPanelDateTime } from './use-admin-formats';
import { useMutationFeedback } from './use-error-toast';

/** What a version history says, in the words of the feature that shows it (its own catalogue). */
export interface VersionHistoryWords {
  title: string;
  empty: string;
  version: string;
  when: string;
  who: string;
  live: string;
  restore: string;
  cancel: string;
  restoredFrom: (version: number) => string;
  restoreConfirm: (version: number) => string;
  restored: (version: number) => string;
}

/**
 * The published versions of a document (a page's content, a message's wording), newest (live) first;
 * any older one can be restored, after a confirmation, with the outcome told in the page.
 */
export function VersionHistoryTable({
  versions,
  restore,
  words,
  scrollX = false,
}: {
  versions: readonly ContentVersion[];
  restore: (version: number) => Promise<unknown>;
  words: VersionHistoryWords;
  /** Scrolls sideways on a narrow screen instead of squeezing its columns. */
  scrollX?: boolean;
}) {
  const { locale } = useLocale();
  const run = useMutationFeedback();
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 24 }}>
        {words.title}
      </Typography.Title>
      <Table<ContentVersion>
        rowKey="version"
        size="small"
        dataSource={[...versions]}
        pagination={{ pageSize: 10 }}
        scroll={scrollX ? { x: 'max-content' } : undefined}
        // Body-coloured: the table's own placeholder grey fails AA contrast.
        locale={{ emptyText: <Typography.Text>{words.empty}</Typography.Text> }}
        columns={[
          { title: words.version, dataIndex: 'version' },
          {
            title: words.when,
            key: 'when',
            render: (_: unknown, v) => formatPanelDateTime(v.published_at, locale),
          },
          {
            title: words.who,
            key: 'who',
            render: (_: unknown, v) => (
              <>
                {v.published_by ?? '—'}
                {v.restored_from !== null && (
                  <Tag style={{ marginLeft: 8 }}>{words.restoredFrom(v.restored_from)}</Tag>
                )}
              </>
            ),
          },
          {
            title: '',
            key: 'restore',
            render: (_: unknown, v) =>
              v.version === versions[0]?.version ? (
                <Tag color="#2f7d32">{words.live}</Tag>
              ) : (
                <Popconfirm
                  title={words.restoreConfirm(v.version)}
                  okText={words.restore}
                  cancelText={words.cancel}
                  onConfirm={() => void run(() => restore(v.version), words.restored(v.version))}
                >
                  <Button size="small">{words.restore}</Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </>
  );
}
