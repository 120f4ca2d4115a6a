import { useSearchParams } from 'react-router-dom';
import { Alert, Typography } from 'antd';
import { isContentPage, missingHindi, type ContentPageId } from '@yoga/contracts';
import { useCatalog, useLocale } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { ContentHistory } from '../components/content-history';
import { ContentProblemsSummary } from '../components/content-problems-summary';
import { ContentToolbar } from '../components/content-toolbar';
import { FieldEditor } from '../components/field-editor';
import { PageNote } from '../components/page-note';
import { ProblemsContext } from '../components/problems';
import { siteContentCatalog } from '../i18n';
import { useAdminContentQuery } from '../site-content.api';
import { useContentEditor } from '../use-content-editor';

/**
 * Site content (issue 23): every text and picture of a public page, English and Hindi side by side;
 * Save draft, Preview (the real page drawn with the draft), Publish, and the version history with Restore.
 */
export default function SiteContentPage() {
  useCatalog(siteContentCatalog);
  const { t } = useLocale();
  // The page being edited is in the address (`?page=site`): a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('page') ?? '';
  const page: ContentPageId = isContentPage(asked) ? asked : 'home';
  const { data, error, refetch } = useAdminContentQuery(page, { refetchOnMountOrArgChange: true });
  const editor = useContentEditor(page, data);
  const { doc, problems } = editor;
  const missing = doc ? missingHindi(doc) : [];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.content.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('admin.content.intro')}</Typography.Paragraph>
      <ContentToolbar
        t={t}
        page={page}
        onPage={(next) => {
          editor.forget();
          setParams({ page: next });
        }}
        data={data}
        editor={editor}
      />
      <QueryError error={error} onRetry={refetch} />
      {problems.length > 0 && (
        <ContentProblemsSummary t={t} problems={problems} attempted={editor.attempted} />
      )}
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('admin.content.hindiMissingCount', { count: missing.length })}
        />
      )}
      <PageNote t={t} page={page} />
      {doc && (
        <ProblemsContext.Provider value={editor.problemsByPath}>
          <FieldEditor name="document" value={doc} path={[]} onChange={editor.change} />
        </ProblemsContext.Provider>
      )}

      <ContentHistory page={page} />
    </>
  );
}
