import { useState } from 'react';
import { Form } from 'antd';
import { useMutationFeedback } from './use-error-toast';

interface DialogEditorOptions<Item, V, Body> {
  /** The form of a new row. */
  empty: V;
  /** An existing row as form values. */
  toValues: (item: Item) => V;
  /** The form's values (over `empty`) as the request body. */
  toRequest: (values: V) => Body;
  create: (body: Body) => Promise<unknown>;
  update: (id: number, body: Body) => Promise<unknown>;
  /** The success messages (already translated). */
  texts: { created: string; updated: string };
}

/**
 * A list's create/edit dialog: the row open in it (`'new'` for a new one, null when closed), its form filled
 * from the row or the empty values, and a save that creates or updates with the success message (the
 * server's refusal as a toast) and closes the dialog once saved.
 */
export function useDialogEditor<Item extends { id: number }, V extends object, Body>({
  empty,
  toValues,
  toRequest,
  create,
  update,
  texts,
}: DialogEditorOptions<Item, V, Body>) {
  const run = useMutationFeedback();
  const [form] = Form.useForm<V>();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);

  const open = (target: Item | 'new') => {
    form.setFieldsValue(
      (target === 'new' ? empty : toValues(target)) as Parameters<typeof form.setFieldsValue>[0],
    );
    setEditing(target);
  };
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !editing) return;
    const body = toRequest({ ...empty, ...values });
    const saved =
      editing === 'new'
        ? await run(() => create(body), texts.created)
        : await run(() => update(editing.id, body), texts.updated);
    if (saved !== undefined) setEditing(null);
  };
  return { form, editing, open, save, close: () => setEditing(null), run };
}
