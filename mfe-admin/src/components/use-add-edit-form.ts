import { useEffect } from 'react';
import { Form } from 'antd';
import { useLocale } from '@yoga/i18n';

interface AddEditOptions<V, Item, Saved> {
  /** The row loaded by the table's Edit; null means add mode. */
  editing: Item | null;
  /** The empty form (add mode, and after a save or Cancel edit). */
  empty: V;
  /** An existing row as form values (a module-level function: it is an effect dependency). */
  toValues: (item: Item) => V;
  /** Creates or updates; undefined when it failed (the failure is already shown). */
  save: (values: V, editing: Item | null) => Promise<Saved | undefined>;
  /** After a save (with the saved row) or Cancel edit. */
  onDone: (saved?: Saved) => void;
  /** Message IDs: "Add class", "Edit class: {title}", "Update class". */
  texts: { add: string; editTitle: string; update: string };
}

/**
 * One form with two modes (add, or edit the row loaded by the table's Edit); a save or Cancel edit returns
 * to add mode. Returns the props of the EditorCard showing it.
 */
export function useAddEditForm<V extends object, Item extends { title: string }, Saved>({
  editing,
  empty,
  toValues,
  save,
  onDone,
  texts,
}: AddEditOptions<V, Item, Saved>) {
  const { t } = useLocale();
  const [form] = Form.useForm<V>();

  useEffect(() => {
    form.setFieldsValue(editing ? toValues(editing) : empty);
  }, [editing, form, toValues, empty]);

  const backToAdd = (saved?: Saved) => {
    form.setFieldsValue(empty);
    onDone(saved);
  };

  return {
    form,
    initialValues: empty,
    onFinish: async (values: V) => {
      const saved = await save(values, editing);
      if (saved) backToAdd(saved);
    },
    title: editing ? t(texts.editTitle, { title: editing.title }) : t(texts.add),
    submitLabel: editing ? t(texts.update) : t(texts.add),
    onCancelEdit: editing ? () => backToAdd() : undefined,
  };
}
