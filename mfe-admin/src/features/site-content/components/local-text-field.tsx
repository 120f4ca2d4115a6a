import { Col, Input, Row, Tag, Typography } from 'antd';
import type { LocalText } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import type { Path } from '../content-edit';
import { FieldProblem, useProblem } from './problems';

/**
 * A text in English and Hindi side by side (a text area when either is long); the Hindi box is marked
 * when the English has words and the Hindi has none.
 */
export function LocalTextField({
  label,
  value,
  path,
  onChange,
}: {
  label: string;
  value: LocalText;
  path: Path;
  onChange: (next: LocalText) => void;
}) {
  const { t } = useLocale();
  const enProblem = useProblem([...path, 'en']);
  const hiProblem = useProblem([...path, 'hi']);
  const missing = value.en.trim() !== '' && value.hi.trim() === '';
  const long = value.en.length > 80 || value.hi.length > 80;
  const Field = long ? Input.TextArea : Input;
  const en = `${label} (${t('admin.content.en')})`;
  const hi = `${label} (${t('admin.content.hi')})`;
  return (
    <Row gutter={12} style={{ marginBottom: 8 }}>
      <Col xs={24} md={12}>
        <Typography.Text>{en}</Typography.Text>
        <Field
          aria-label={en}
          value={value.en}
          {...enProblem.control}
          {...(long ? { autoSize: { minRows: 2, maxRows: 8 } } : {})}
          onChange={(e) => onChange({ ...value, en: e.target.value })}
        />
        <FieldProblem id={enProblem.id} message={enProblem.message} />
      </Col>
      <Col xs={24} md={12}>
        <Typography.Text>
          {hi} {missing && <Tag color="warning">{t('admin.content.hindiMissing')}</Tag>}
        </Typography.Text>
        <Field
          aria-label={hi}
          lang="hi"
          value={value.hi}
          placeholder={missing ? value.en : undefined}
          {...hiProblem.control}
          status={hiProblem.problem ? 'error' : missing ? 'warning' : undefined}
          {...(long ? { autoSize: { minRows: 2, maxRows: 8 } } : {})}
          onChange={(e) => onChange({ ...value, hi: e.target.value })}
        />
        <FieldProblem id={hiProblem.id} message={hiProblem.message} />
      </Col>
    </Row>
  );
}
