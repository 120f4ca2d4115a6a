import { Button, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { CONTENT_PAGES, type AdminContent, type ContentPageId } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';
import type { ContentEditor } from '../use-content-editor';
import '../i18n';

interface ContentToolbarProps {
  t: LocaleState['t'];
  page: ContentPageId;
  onPage: (page: ContentPageId) => void;
  data: AdminContent | undefined;
  editor: ContentEditor;
}

/** The page edited, Save draft, Preview, Publish (asks first), and the live version with the draft's state. */
export function ContentToolbar({ t, page, onPage, data, editor }: ContentToolbarProps) {
  const { dirty, problems } = editor;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('admin.content.pagePicker')}
        value={page}
        style={{ width: 260 }}
        options={CONTENT_PAGES.map((p) => ({ value: p, label: t(`admin.content.page.${p}`) }))}
        onChange={onPage}
      />
      <Button onClick={() => void editor.saveDraft()} loading={editor.saving} disabled={!dirty}>
        {t('admin.content.saveDraft')}
      </Button>
      <Button onClick={() => void editor.openPreview()} loading={editor.previewing}>
        {t('admin.content.preview')}
      </Button>
      <Popconfirm
        title={t('admin.content.publishConfirm')}
        okText={t('admin.content.publish')}
        cancelText={t('admin.content.cancel')}
        disabled={problems.length > 0}
        onConfirm={() => void editor.publishNow()}
      >
        <Button
          type="primary"
          loading={editor.publishing}
          onClick={() => {
            if (problems.length) editor.blocked();
          }}
        >
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
  );
}
