import { Card, Space, Tag, Typography } from 'antd';
import type { AdminMessageWording } from '@yoga/contracts';
import type { T } from '../wording-problems';
import '../i18n';

/** The placeholders this kind of message may use, the required ones marked. */
export function PlaceholdersCard({ t, data }: { t: T; data: AdminMessageWording }) {
  return (
    <Card size="small" title={t('admin.wording.placeholders')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph>{t('admin.wording.placeholdersHelp')}</Typography.Paragraph>
      <Space wrap>
        {data.placeholders.map((name) => (
          <Tag
            key={name}
            color={data.required_placeholders.includes(name) ? 'gold' : undefined}
            style={{ fontFamily: 'monospace' }}
          >
            {`{${name}}`}
            {data.required_placeholders.includes(name) && ` · ${t('admin.wording.required')}`}
          </Tag>
        ))}
      </Space>
    </Card>
  );
}
