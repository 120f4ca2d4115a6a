import { Card, Col, Input, Row, Typography } from 'antd';
import type {
  Language,
  MessageWording,
  MessageWordingField,
  MessageWordingProblem,
} from '@yoga/contracts';
import { inputId, LANGS, problemWords, type T } from '../wording-problems';
import '../i18n';

interface WordingFieldCardProps {
  t: T;
  field: MessageWordingField;
  wording: MessageWording;
  problems: MessageWordingProblem[];
  onChange: (field: MessageWordingField, language: Language, text: string) => void;
}

/** One field of the message (e.g. the email's text), English and Hindi side by side, each with its problems. */
export function WordingFieldCard({ t, field, wording, problems, onChange }: WordingFieldCardProps) {
  return (
    <Card size="small" title={t(`admin.wording.field.${field}`)} style={{ marginBottom: 12 }}>
      <Row gutter={12}>
        {LANGS.map((language) => {
          const at = `${field}.${language}`;
          const found = problems.filter((p) => p.field === at);
          const label = `${t(`admin.wording.field.${field}`)} (${t(`admin.wording.lang.${language}`)})`;
          const value = wording[field]?.[language] ?? '';
          const long = field === 'email_body';
          const Field = long ? Input.TextArea : Input;
          return (
            <Col xs={24} md={12} key={language}>
              <Typography.Text>{label}</Typography.Text>
              <Field
                id={inputId(at)}
                aria-label={label}
                lang={language}
                value={value}
                status={found.length ? 'error' : undefined}
                aria-invalid={found.length ? true : undefined}
                aria-describedby={found.length ? `${inputId(at)}-problem` : undefined}
                {...(long ? { autoSize: { minRows: 5, maxRows: 16 } } : {})}
                onChange={(e) => onChange(field, language, e.target.value)}
              />
              {found.length > 0 && (
                <Typography.Text
                  type="danger"
                  role="alert"
                  id={`${inputId(at)}-problem`}
                  style={{ display: 'block' }}
                >
                  {found.map((p) => problemWords(t, p)).join(' ')}
                </Typography.Text>
              )}
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
