import { useEffect } from 'react';
import { Form, Input } from 'antd';
import type { YogaClass } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { EditorCard } from '../../../components/editor-card';
import {
  CapacityField,
  ClassTypeField,
  DescriptionField,
  DurationField,
  InstructorField,
  LinkField,
  TitleField,
} from '../../../components/editor-fields';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useCreateClassMutation, useUpdateClassMutation } from '../classes.api';
import {
  classFieldRule,
  EMPTY_CLASS,
  toClassFormValues,
  toClassInput,
  type ClassFormValues,
} from '../class-validation';

interface ClassFormProps {
  /** The class being edited; null means add mode. */
  editing: YogaClass | null;
  onDone: () => void;
}

/** One form with two modes: add, or edit the class loaded by the table's Edit; submit returns to add. */
export function ClassForm({ editing, onDone }: ClassFormProps) {
  const { t } = useLocale();
  const [form] = Form.useForm<ClassFormValues>();
  const [createClass, { isLoading: creating }] = useCreateClassMutation();
  const [updateClass, { isLoading: updating }] = useUpdateClassMutation();
  const run = useMutationFeedback();

  useEffect(() => {
    form.setFieldsValue(editing ? toClassFormValues(editing) : EMPTY_CLASS);
  }, [editing, form]);

  const onFinish = async (values: ClassFormValues) => {
    const body = toClassInput(values);
    const saved = editing
      ? await run(() => updateClass({ id: editing.id, body }).unwrap(), t('admin.classes.updated'))
      : await run(() => createClass(body).unwrap(), t('admin.classes.added'));
    if (saved) {
      form.setFieldsValue(EMPTY_CLASS);
      onDone();
    }
  };

  const cancel = () => {
    form.setFieldsValue(EMPTY_CLASS);
    onDone();
  };

  return (
    <EditorCard<ClassFormValues>
      form={form}
      name="class"
      title={
        editing ? t('admin.classes.editTitle', { title: editing.title }) : t('admin.classes.add')
      }
      label={t('admin.classes.form')}
      initialValues={EMPTY_CLASS}
      onFinish={onFinish}
      minColumnWidth={200}
      submitLabel={editing ? t('admin.classes.update') : t('admin.classes.add')}
      busy={creating || updating}
      onCancelEdit={editing ? cancel : undefined}
      fields={
        <>
          <TitleField rule={classFieldRule('title')} />
          <Form.Item
            name="date"
            required
            label={t('admin.common.date')}
            rules={[classFieldRule('date')]}
          >
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="time"
            required
            label={t('admin.common.timeIst')}
            rules={[classFieldRule('time')]}
          >
            <Input type="time" />
          </Form.Item>
          <LinkField label={t('admin.common.link')} rule={classFieldRule('link')} />
          <CapacityField extra={t('admin.classes.capacityExtra')} />
          <DurationField />
          <InstructorField />
          <ClassTypeField />
        </>
      }
    >
      <DescriptionField rows={2} />
    </EditorCard>
  );
}
