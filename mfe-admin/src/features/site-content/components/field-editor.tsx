import { Button, Card, Col, Input, InputNumber, Row, Space, Switch, Tag, Typography } from 'antd';
import type { ContentPhoto, ContentPhotoSlot, LocalText } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { blankLike, isLocalText, listTemplate, move, type Path } from '../content-edit';
import { PhotoField } from './photo-field';

type Change = (path: Path, next: unknown) => void;

/** The photo slot of a `photo` field, by where it is. */
function slotOf(path: Path): ContentPhotoSlot {
  if (path.includes('trainers')) return 'trainer';
  if (path.includes('founder')) return 'founder';
  if (path.includes('past')) return 'event';
  return 'hero';
}

function LocalTextField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: LocalText;
  onChange: (next: LocalText) => void;
}) {
  const { t } = useLocale();
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
          {...(long ? { autoSize: { minRows: 2, maxRows: 8 } } : {})}
          onChange={(e) => onChange({ ...value, en: e.target.value })}
        />
      </Col>
      <Col xs={24} md={12}>
        <Typography.Text>
          {hi} {missing && <Tag color="warning">{t('admin.content.hindiMissing')}</Tag>}
        </Typography.Text>
        <Field
          aria-label={hi}
          lang="hi"
          value={value.hi}
          status={missing ? 'warning' : undefined}
          placeholder={missing ? value.en : undefined}
          {...(long ? { autoSize: { minRows: 2, maxRows: 8 } } : {})}
          onChange={(e) => onChange({ ...value, hi: e.target.value })}
        />
      </Col>
    </Row>
  );
}

/** Edits any part of a content document: texts side by side, lists with add/remove/reorder, photos. */
export function FieldEditor({
  name,
  value,
  path,
  onChange,
}: {
  name: string;
  value: unknown;
  path: Path;
  onChange: Change;
}) {
  const { t } = useLocale();
  const label = t(`admin.content.field.${name}`);
  if (name === 'photo')
    return (
      <PhotoField
        value={value as ContentPhoto | null}
        slot={slotOf(path)}
        onChange={(next) => onChange(path, next)}
      />
    );
  if (isLocalText(value))
    return <LocalTextField label={label} value={value} onChange={(next) => onChange(path, next)} />;
  if (Array.isArray(value)) {
    const list: unknown[] = value;
    return (
      <Card size="small" title={label} style={{ marginBottom: 12 }}>
        {list.map((item, i) => (
          <Card
            key={i}
            size="small"
            type="inner"
            style={{ marginBottom: 8 }}
            title={t('admin.content.item', { n: i + 1 })}
            extra={
              <Space size="small">
                <Button
                  size="small"
                  disabled={i === 0}
                  aria-label={t('admin.content.moveUp', { n: i + 1 })}
                  onClick={() => onChange(path, move(list, i, i - 1))}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  disabled={i === list.length - 1}
                  aria-label={t('admin.content.moveDown', { n: i + 1 })}
                  onClick={() => onChange(path, move(list, i, i + 1))}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() =>
                    onChange(
                      path,
                      list.filter((_, j) => j !== i),
                    )
                  }
                >
                  {t('admin.content.remove')}
                </Button>
              </Space>
            }
          >
            <FieldEditor name={name} value={item} path={[...path, i]} onChange={onChange} />
          </Card>
        ))}
        <Button
          onClick={() =>
            onChange(path, [
              ...list,
              blankLike(list.length ? list[list.length - 1] : listTemplate(path)),
            ])
          }
        >
          {t('admin.content.add')}
        </Button>
      </Card>
    );
  }
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>).map(([key, child]) => (
      <FieldEditor key={key} name={key} value={child} path={[...path, key]} onChange={onChange} />
    ));
    // A list item's fields sit in its card; a section gets its own.
    return typeof path[path.length - 1] === 'number' || path.length === 0 ? (
      <>{fields}</>
    ) : (
      <Card size="small" title={label} style={{ marginBottom: 12 }}>
        {fields}
      </Card>
    );
  }
  if (typeof value === 'boolean')
    return (
      <Space style={{ marginBottom: 8 }}>
        <Switch checked={value} aria-label={label} onChange={(next) => onChange(path, next)} />
        <Typography.Text>{label}</Typography.Text>
      </Space>
    );
  if (typeof value === 'number')
    return (
      <div style={{ marginBottom: 8 }}>
        <Typography.Text>{label}</Typography.Text>{' '}
        <InputNumber
          aria-label={label}
          value={value}
          min={0}
          onChange={(next) => onChange(path, next ?? 0)}
        />
      </div>
    );
  return (
    <div style={{ marginBottom: 8 }}>
      <Typography.Text>{label}</Typography.Text>
      <Input
        aria-label={label}
        value={String(value ?? '')}
        onChange={(e) => onChange(path, e.target.value)}
      />
    </div>
  );
}
