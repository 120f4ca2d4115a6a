import { Card, Descriptions, Typography } from 'antd';
import type { WhatsappTemplateInfo } from '@yoga/contracts';
import { LANGS, type T } from '../wording-problems';
import '../i18n';

/** The WhatsApp template as registered with Meta (read-only): its name, variables and text. */
export function WhatsappCard({ t, whatsapp }: { t: T; whatsapp: WhatsappTemplateInfo }) {
  return (
    <Card size="small" title={t('admin.wording.whatsappTitle')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph>{t('admin.wording.whatsappHelp')}</Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'name',
            label: t('admin.wording.whatsappName'),
            children: <code>{whatsapp.name}</code>,
          },
          {
            key: 'variables',
            label: t('admin.wording.whatsappVariables'),
            children: (
              <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                {whatsapp.variables.map((name, i) => (
                  <li key={name}>
                    <code>{`{{${i + 1}}}`}</code> = <code>{`{${name}}`}</code>
                  </li>
                ))}
              </ol>
            ),
          },
          ...LANGS.map((language) => ({
            key: language,
            label: `${t('admin.wording.whatsappBody')} (${t(`admin.wording.lang.${language}`)})`,
            children: (
              <span lang={language} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {whatsapp.body[language]}
              </span>
            ),
          })),
        ]}
      />
    </Card>
  );
}
