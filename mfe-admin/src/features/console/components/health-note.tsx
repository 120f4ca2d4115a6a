import { Tag, Typography } from 'antd';
import type { SharedHealthNote } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import '../i18n';

/** A student's shared health notes on the roster: a tag per condition, then their own words. */
export function HealthNote({ note }: { note: SharedHealthNote | null }) {
  const { t } = useLocale();
  if (!note)
    return <Typography.Text type="secondary">{t('admin.console.noNotes')}</Typography.Text>;
  return (
    <span data-testid="health-note">
      {note.conditions.map((c) => (
        <Tag key={c} color="#ad4e00">
          {t(`admin.console.condition.${c}`)}
        </Tag>
      ))}
      {note.other ? <Typography.Text>{note.other}</Typography.Text> : null}
    </span>
  );
}
