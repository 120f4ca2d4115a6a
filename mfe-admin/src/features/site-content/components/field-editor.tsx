import { Input, Space, Switch, Typography } from 'antd';
import type { ContentPhoto, ContentPhotoSlot } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { NumberInput } from '../../../components/number-input';
import { PlainCard } from '../../../components/plain-card';
import { isLocalText, type Path } from '../content-edit';
import { ListField } from './list-field';
import { LocalTextField } from './local-text-field';
import { PhotoField } from './photo-field';
import { FieldProblem, useProblem } from './problems';

type Change = (path: Path, next: unknown) => void;

/** The photo slot of a `photo` field, by where it is. */
function slotOf(path: Path): ContentPhotoSlot {
  if (path.includes('trainers')) return 'trainer';
  if (path.includes('founder')) return 'founder';
  if (path.includes('past')) return 'event';
  return 'hero';
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
  const here = useProblem(path);
  if (name === 'photo')
    return (
      <PhotoField
        value={value as ContentPhoto | null}
        slot={slotOf(path)}
        path={path}
        onChange={(next) => onChange(path, next)}
      />
    );
  if (isLocalText(value))
    return (
      <LocalTextField
        label={label}
        value={value}
        path={path}
        onChange={(next) => onChange(path, next)}
      />
    );
  if (Array.isArray(value))
    return (
      <ListField
        label={label}
        list={value}
        path={path}
        onChange={onChange}
        renderItem={(item, itemPath) => (
          <FieldEditor name={name} value={item} path={itemPath} onChange={onChange} />
        )}
      />
    );
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>).map(([key, child]) => (
      <FieldEditor key={key} name={key} value={child} path={[...path, key]} onChange={onChange} />
    ));
    // A list item's fields sit in its card; a section gets its own.
    return typeof path[path.length - 1] === 'number' || path.length === 0 ? (
      <>{fields}</>
    ) : (
      <PlainCard title={label} style={{ marginBottom: 12 }}>
        {fields}
      </PlainCard>
    );
  }
  if (typeof value === 'boolean')
    return (
      <Space style={{ marginBottom: 8 }}>
        <Switch
          id={here.id}
          checked={value}
          aria-label={label}
          onChange={(next) => onChange(path, next)}
        />
        <Typography.Text>{label}</Typography.Text>
        <FieldProblem id={here.id} message={here.message} />
      </Space>
    );
  if (typeof value === 'number')
    return (
      <div style={{ marginBottom: 8 }}>
        <Typography.Text>{label}</Typography.Text>{' '}
        <NumberInput
          aria-label={label}
          value={value}
          min={0}
          style={{ width: 90 }}
          {...here.control}
          onChange={(next) => onChange(path, next ?? 0)}
        />
        <FieldProblem id={here.id} message={here.message} />
      </div>
    );
  return (
    <div style={{ marginBottom: 8 }}>
      <Typography.Text>{label}</Typography.Text>
      <Input
        aria-label={label}
        value={String(value ?? '')}
        {...here.control}
        onChange={(e) => onChange(path, e.target.value)}
      />
      <FieldProblem id={here.id} message={here.message} />
    </div>
  );
}
