import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { useLocale } from '@yoga/i18n';
import { PlainCard } from '../../../components/plain-card';
import { blankLike, listTemplate, move, type Path } from '../content-edit';
import { FieldProblem, useProblem } from './problems';

interface ListFieldProps {
  label: string;
  list: unknown[];
  path: Path;
  onChange: (path: Path, next: unknown) => void;
  /** The editor of one item (at its path). */
  renderItem: (item: unknown, path: Path) => ReactNode;
}

/** A list of a content document: each item in its card with move up/down and remove, then "Add". */
export function ListField({ label, list, path, onChange, renderItem }: ListFieldProps) {
  const { t } = useLocale();
  const here = useProblem(path);
  return (
    <PlainCard
      title={label}
      style={{ marginBottom: 12 }}
      id={here.id}
      tabIndex={-1}
      aria-invalid={here.problem ? true : undefined}
    >
      <FieldProblem id={here.id} message={here.message} />
      {list.map((item, i) => (
        <PlainCard
          key={i}
          inner
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
          {renderItem(item, [...path, i])}
        </PlainCard>
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
    </PlainCard>
  );
}
