import { Button, Popconfirm, Select, Space } from 'antd';
import {
  MESSAGE_EVENTS,
  type AdminMessageWording,
  type MessageEvent,
  type MessageWordingSummary,
} from '@yoga/contracts';
import type { WordingEditor } from '../use-wording-editor';
import type { T } from '../wording-problems';
import '../i18n';

interface WordingToolbarProps {
  t: T;
  kind: MessageEvent;
  /** The kinds' summaries: which have been edited. */
  summaries: MessageWordingSummary[];
  onKind: (kind: MessageEvent) => void;
  data: AdminMessageWording | undefined;
  editor: WordingEditor;
}

/** The kind of message edited, Save draft, Preview, Publish (asks first) and "Use the site's wording". */
export function WordingToolbar({ t, kind, summaries, onKind, data, editor }: WordingToolbarProps) {
  const edited = new Map(summaries.map((s) => [s.event, s]));
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('admin.wording.kindPicker')}
        value={kind}
        style={{ width: 300, maxWidth: '100%' }}
        options={MESSAGE_EVENTS.map((event) => {
          const version = edited.get(event)?.published_version ?? 0;
          return {
            value: event,
            label: version
              ? `${t(`admin.wording.kind.${event}`)} · ${t('admin.wording.edited')}`
              : t(`admin.wording.kind.${event}`),
          };
        })}
        onChange={onKind}
      />
      <Button
        onClick={() => void editor.saveDraft()}
        loading={editor.saving}
        disabled={!editor.dirty}
      >
        {t('admin.wording.saveDraft')}
      </Button>
      <Button onClick={() => void editor.showPreview()} loading={editor.previewing}>
        {t('admin.wording.preview')}
      </Button>
      <Popconfirm
        title={t('admin.wording.publishConfirm')}
        okText={t('admin.wording.publish')}
        cancelText={t('admin.wording.cancel')}
        disabled={editor.problems.length > 0}
        onConfirm={() => void editor.publishNow()}
      >
        <Button
          type="primary"
          loading={editor.publishing}
          onClick={() => {
            if (editor.problems.length) editor.blocked();
          }}
        >
          {t('admin.wording.publish')}
        </Button>
      </Popconfirm>
      {data && (
        <Button onClick={() => editor.takeSiteWording(data.default_wording)}>
          {t('admin.wording.useSiteWording')}
        </Button>
      )}
    </Space>
  );
}
