import { Card, Col, Row, Typography } from 'antd';
import type { MessageWordingPreview } from '@yoga/contracts';
import { LANGS, type T } from '../wording-problems';
import '../i18n';

/** The preview: the email (subject and text), the push notification and the WhatsApp text, per language. */
export function PreviewCard({ preview, t }: { preview: MessageWordingPreview; t: T }) {
  return (
    <Card
      size="small"
      title={t('admin.wording.previewTitle')}
      style={{ marginBottom: 16 }}
      role="region"
      aria-label={t('admin.wording.previewTitle')}
    >
      <Row gutter={16}>
        {LANGS.map((language) => (
          <Col xs={24} md={12} key={language} lang={language}>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {t(`admin.wording.lang.${language}`)}
            </Typography.Title>
            <Typography.Text strong>{t('admin.wording.previewSubject')}</Typography.Text>{' '}
            <Typography.Text>{preview.email[language].subject}</Typography.Text>
            <pre
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'inherit',
                background: '#fafafa',
                padding: 8,
                borderRadius: 6,
              }}
            >
              {preview.email[language].text}
            </pre>
            {preview.push && (
              <Typography.Paragraph>
                <Typography.Text strong>{t('admin.wording.previewPush')}</Typography.Text>{' '}
                {preview.push[language].title} — {preview.push[language].body}
              </Typography.Paragraph>
            )}
            <Typography.Paragraph>
              <Typography.Text strong>{t('admin.wording.previewWhatsapp')}</Typography.Text>{' '}
              <span style={{ whiteSpace: 'pre-wrap' }}>{preview.whatsapp[language]}</span>
            </Typography.Paragraph>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
