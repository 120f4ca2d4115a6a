import { Button, Popconfirm, Tag, Typography } from 'antd';
import type { ContentVersion } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { PlainTable, type PlainColumn } from './plain-table';
import { formatPanelDateTime } from './use-admin-formats';
import { useMutationFeedback } from './use-error-toast';

/** The versions shown at once; more than that, antd's Table pages them (loaded then, issue 38). */
const PAGE_SIZE = 10;

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
  const columns: PlainColumn<ContentVersion>[] = [
    { title: words.version, key: 'version', render: (v) => v.version },
    { title: words.when, key: 'when', render: (v) => formatPanelDateTime(v.published_at, locale) },
    {
      title: words.who,
      key: 'who',
      render: (v) => (
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
      render: (v) =>
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
  ];
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 24 }}>
        {words.title}
      </Typography.Title>
      <PlainTable
        columns={columns}
        rows={versions}
        rowKey={(v) => v.version}
        pageSize={PAGE_SIZE}
        // Body-coloured: antd's placeholder grey fails AA contrast.
        empty={<Typography.Text>{words.empty}</Typography.Text>}
        scrollX={scrollX}
      />
    </>
  );
}
