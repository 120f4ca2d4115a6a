import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import {
  CONTENT_PAGES,
  POLICY_CONTENT_PAGES,
  POLICY_PLACEHOLDERS,
  contentProblem,
  isContentPage,
  missingHindi,
  type ContentDocument,
  type ContentPageId,
  type ContentVersion,
} from '@yoga/contracts';
import { useCatalog, useLocale } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { formatPanelDateTime } from '../../../components/use-admin-formats';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { FieldEditor } from '../components/field-editor';
import { PREVIEW_PATH, previewHtml, setAt, type Path } from '../content-edit';
import { siteContentCatalog } from '../i18n';
import {
  useAdminContentQuery,
  useContentVersionsQuery,
  usePreviewPageMutation,
  usePublishContentMutation,
  useRestoreContentMutation,
  useSaveContentMutation,
} from '../site-content.api';

/**
 * Site content (issue 23): every text and picture of a public page, English and Hindi side by side;
 * Save draft, Preview (the real page drawn with the draft), Publish, and the version history with Restore.
 */
export default function SiteContentPage() {
  useCatalog(siteContentCatalog);
  const { t, locale } = useLocale();
  // The page being edited is in the address (`?page=site`): a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('page') ?? '';
  const page: ContentPageId = isContentPage(asked) ? asked : 'home';
  const { data, error, refetch } = useAdminContentQuery(page, { refetchOnMountOrArgChange: true });
  const versions = useContentVersionsQuery(page, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSaveContentMutation();
  const [publish, publishing] = usePublishContentMutation();
  const [restore] = useRestoreContentMutation();
  const [preview, previewing] = usePreviewPageMutation();
  const run = useMutationFeedback();
  const [doc, setDoc] = useState<ContentDocument | undefined>();
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (data && data.page === page) {
      setDoc(data.document);
      setDirty(false);
    }
  }, [data, page]);

  const change = (path: Path, next: unknown) => {
    setDoc((current) => (current ? setAt(current, path, next) : current));
    setDirty(true);
  };
  const problem = doc ? contentProblem(page, doc) : null;
  const missing = doc ? missingHindi(doc) : [];

  /** Saves the edits (if any) as the draft; true when the draft is stored. */
  const saveDraft = async (quiet = false) => {
    if (!doc) return false;
    if (!dirty) return true;
    const saved = await run(
      () => save({ page, document: doc }).unwrap(),
      quiet ? undefined : t('admin.content.saved'),
    );
    if (saved) setDirty(false);
    return !!saved;
  };

  const openPreview = async () => {
    if (!(await saveDraft(true))) return;
    const html = await run(() => preview(PREVIEW_PATH[page] ?? '/').unwrap());
    if (html === undefined) return;
    const blob = new Blob([previewHtml(html, window.location.origin)], { type: 'text/html' });
    window.open(URL.createObjectURL(blob), '_blank', 'noopener');
  };

  const publishNow = async () => {
    if (!(await saveDraft(true))) return;
    await run(() => publish(page).unwrap(), t('admin.content.published'));
  };

  const history = versions.data ?? [];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.content.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('admin.content.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('admin.content.pagePicker')}
          value={page}
          style={{ width: 260 }}
          options={CONTENT_PAGES.map((p) => ({ value: p, label: t(`admin.content.page.${p}`) }))}
          onChange={(next) => {
            setDoc(undefined);
            setParams({ page: next });
          }}
        />
        <Button
          onClick={() => void saveDraft()}
          loading={saving.isLoading}
          disabled={!dirty || !!problem}
        >
          {t('admin.content.saveDraft')}
        </Button>
        <Button
          onClick={() => void openPreview()}
          loading={previewing.isLoading}
          disabled={!!problem}
        >
          {t('admin.content.preview')}
        </Button>
        <Popconfirm
          title={t('admin.content.publishConfirm')}
          okText={t('admin.content.publish')}
          cancelText={t('admin.content.cancel')}
          onConfirm={() => void publishNow()}
        >
          <Button type="primary" loading={publishing.isLoading} disabled={!!problem}>
            {t('admin.content.publish')}
          </Button>
        </Popconfirm>
        {data && (
          <Typography.Text type="secondary">
            {t('admin.content.liveVersion', { version: data.published_version })}
            {(data.has_draft || dirty) && (
              <Tag color="processing" style={{ marginLeft: 8 }}>
                {dirty ? t('admin.content.unsaved') : t('admin.content.draftPending')}
              </Tag>
            )}
          </Typography.Text>
        )}
      </Space>
      <QueryError error={error} onRetry={refetch} />
      {problem && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('admin.content.problem', { path: problem.path, reason: problem.reason })}
        />
      )}
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('admin.content.hindiMissingCount', { count: missing.length })}
        />
      )}
      {(POLICY_CONTENT_PAGES as readonly string[]).includes(page) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('admin.content.policyMarkup', {
            placeholders: POLICY_PLACEHOLDERS.map((name) => `{${name}}`).join(', '),
          })}
        />
      )}
      {doc && <FieldEditor name="document" value={doc} path={[]} onChange={change} />}

      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 24 }}>
        {t('admin.content.history')}
      </Typography.Title>
      <Table<ContentVersion>
        rowKey="version"
        size="small"
        dataSource={history}
        pagination={{ pageSize: 10 }}
        // Body-coloured: the table's own placeholder grey fails AA contrast.
        locale={{ emptyText: <Typography.Text>{t('admin.content.noVersions')}</Typography.Text> }}
        columns={[
          { title: t('admin.content.version'), dataIndex: 'version' },
          {
            title: t('admin.content.when'),
            key: 'when',
            render: (_: unknown, v) => formatPanelDateTime(v.published_at, locale),
          },
          {
            title: t('admin.content.who'),
            key: 'who',
            render: (_: unknown, v) => (
              <>
                {v.published_by ?? '—'}
                {v.restored_from !== null && (
                  <Tag style={{ marginLeft: 8 }}>
                    {t('admin.content.restoredFrom', { version: v.restored_from })}
                  </Tag>
                )}
              </>
            ),
          },
          {
            title: '',
            key: 'restore',
            render: (_: unknown, v) =>
              v.version === history[0]?.version ? (
                <Tag color="#2f7d32">{t('admin.content.live')}</Tag>
              ) : (
                <Popconfirm
                  title={t('admin.content.restoreConfirm', { version: v.version })}
                  okText={t('admin.content.restore')}
                  cancelText={t('admin.content.cancel')}
                  onConfirm={() =>
                    void run(
                      () => restore({ page, version: v.version }).unwrap(),
                      t('admin.content.restored', { version: v.version }),
                    )
                  }
                >
                  <Button size="small">{t('admin.content.restore')}</Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </>
  );
}
