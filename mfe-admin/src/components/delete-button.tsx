import { Button, Popconfirm } from 'antd';
import { useLocale } from '@yoga/i18n';

interface DeleteButtonProps {
  /** The question asked before anything is deleted. */
  confirm: string;
  onConfirm: () => unknown;
  disabled?: boolean;
}

/** A row's "Delete": a small danger button that asks first (Delete / Cancel). */
export function DeleteButton({ confirm, onConfirm, disabled }: DeleteButtonProps) {
  const { t } = useLocale();
  return (
    <Popconfirm
      title={confirm}
      okText={t('admin.common.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.common.cancel')}
      onConfirm={onConfirm}
    >
      <Button size="small" danger disabled={disabled}>
        {t('admin.common.delete')}
      </Button>
    </Popconfirm>
  );
}
