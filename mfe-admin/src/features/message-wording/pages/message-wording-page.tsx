import { useSearchParams } from 'react-router-dom';
import { Alert, Tag, Typography } from 'antd';
import { MESSAGE_EVENTS, messageWordingFields, type MessageEvent } from '@yoga/contracts';
import { useCatalog, useLocale } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { PlaceholdersCard } from '../components/placeholders-card';
import { PreviewCard } from '../components/preview-card';
import { ProblemsSummary } from '../components/problems-summary';
import { VersionHistory } from '../components/version-history';
import { WhatsappCard } from '../components/whatsapp-card';
import { WordingFieldCard } from '../components/wording-field-card';
import { WordingToolbar } from '../components/wording-toolbar';
import { messageWordingCatalog } from '../i18n';
import { useMessageWordingQuery, useMessageWordingsQuery } from '../message-wording.api';
import { useWordingEditor } from '../use-wording-editor';

const isKind = (name: string): name is MessageEvent =>
  (MESSAGE_EVENTS as readonly string[]).includes(name);

/**
 * Message wording (issue 38): the owner's own words for each kind of message (email subject and text, the
 * push notification), English and Hindi side by side, its placeholders listed and checked; Preview with
 * sample values, Save draft, Publish, the version history with Restore. WhatsApp templates are shown as
 * registered with Meta (read-only).
 */
export default function MessageWordingPage() {
  useCatalog(messageWordingCatalog);
  const { t } = useLocale();
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind') ?? '';
  const kind: MessageEvent = isKind(asked) ? asked : 'welcome';
  const list = useMessageWordingsQuery();
  const { data, error, refetch } = useMessageWordingQuery(kind, {
    refetchOnMountOrArgChange: true,
  });
  const editor = useWordingEditor(kind, data);
  const { wording, dirty, problems, preview, notice } = editor;

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.wording.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('admin.wording.intro')}</Typography.Paragraph>
      <WordingToolbar
        t={t}
        kind={kind}
        summaries={list.data ?? []}
        onKind={(next) => {
          editor.forget();
          setParams({ kind: next });
        }}
        data={data}
        editor={editor}
      />
      {data && (
        <Typography.Paragraph type="secondary">
          {data.published_version
            ? t('admin.wording.liveVersion', { version: data.published_version })
            : t('admin.wording.liveSite')}
          {(data.has_draft || dirty) && (
            <Tag color="processing" style={{ marginLeft: 8 }}>
              {dirty ? t('admin.wording.unsaved') : t('admin.wording.draftPending')}
            </Tag>
          )}
        </Typography.Paragraph>
      )}
      <QueryError error={error} onRetry={refetch} />
      {notice && (
        <Alert type="success" showIcon style={{ marginBottom: 12 }} title={notice} closable />
      )}
      {problems.length > 0 && (
        <ProblemsSummary t={t} problems={problems} attempted={editor.attempted} />
      )}
      {data && <PlaceholdersCard t={t} data={data} />}
      {wording &&
        messageWordingFields(kind).map((field) => (
          <WordingFieldCard
            key={field}
            t={t}
            field={field}
            wording={wording}
            problems={problems}
            onChange={editor.change}
          />
        ))}
      {preview && <PreviewCard preview={preview} t={t} />}
      {data && <WhatsappCard t={t} whatsapp={data.whatsapp} />}

      <VersionHistory kind={kind} />
    </>
  );
}
