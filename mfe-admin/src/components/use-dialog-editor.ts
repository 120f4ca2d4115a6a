import { useLayoutEffect, useState } from 'react';
import type { FormInstance } from 'antd';
// The form hook alone: a screen whose form is in a dialog loaded on demand does not load antd's Form with it.
import useForm from 'antd/es/form/hooks/useForm';
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
  const [form] = useForm<V>();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  // The values the dialog's form is filled with on opening (`useOpenedValues`, in the dialog: its code
  // and its form may load only when first opened).
  const [values, setValues] = useState<V | null>(null);

  const open = (target: Item | 'new') => {
    setValues(target === 'new' ? empty : toValues(target));
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
  return { form, editing, values, open, save, close: () => setEditing(null), run };
}

/**
 * In a `useDialogEditor` dialog: fills its form with the opened row's values (or the empty ones) each time
 * it is opened, before the dialog is painted.
 */
export function useOpenedValues<V>(form: FormInstance<V>, values: V | null) {
  useLayoutEffect(() => {
    if (values) form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, values]);
}
