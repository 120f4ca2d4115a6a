import type { ReactNode } from 'react';
import { Modal, type FormInstance } from 'antd';
import { useLocale } from '@yoga/i18n';
import { useOpenedValues } from './use-dialog-editor';

/** What a page gives its create/edit dialog (the state of `useDialogEditor`). */
export interface EditorDialogProps<V, E> {
  form: FormInstance<V>;
  editing: E | 'new' | null;
  values: V | null;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}

/**
 * The frame of a create/edit dialog: open while something is edited, titled for a new or an existing
 * record, Save and Cancel, the form filled with `values` when it opens (kept mounted between openings).
 */
export function EditorDialog<V, E>({
  form,
  editing,
  values,
  saving,
  onSave,
  onClose,
  titles,
  children,
}: EditorDialogProps<V, E> & { titles: { new: string; edit: string }; children: ReactNode }) {
  const { t } = useLocale();
  useOpenedValues(form, values);
  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? titles.new : titles.edit}
      okText={t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={saving}
      onOk={onSave}
      onCancel={onClose}
      forceRender
    >
      {children}
    </Modal>
  );
}
