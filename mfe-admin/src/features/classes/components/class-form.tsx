import { useEffect } from 'react';
import { Button, Card, Form, Input, InputNumber, Radio, Space } from 'antd';
import type { YogaClass } from '@yoga/contracts';
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
      ? await run(() => updateClass({ id: editing.id, body }).unwrap(), 'Class updated')
      : await run(() => createClass(body).unwrap(), 'Class added');
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
    <Card
      title={editing ? `Edit class: ${editing.title}` : 'Add class'}
      size="small"
      style={{ marginBottom: 24 }}
    >
      <Form<ClassFormValues>
        form={form}
        name="class"
        noValidate
        layout="vertical"
        initialValues={EMPTY_CLASS}
        onFinish={onFinish}
        aria-label="Class form"
      >
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            columnGap: 16,
          }}
        >
          <Form.Item name="title" required label="Title" rules={[classFieldRule('title')]}>
            <Input />
          </Form.Item>
          <Form.Item name="date" required label="Date" rules={[classFieldRule('date')]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="time" required label="Time (IST)" rules={[classFieldRule('time')]}>
            <Input type="time" />
          </Form.Item>
          <Form.Item name="link" required label="Link" rules={[classFieldRule('link')]}>
            <Input type="url" placeholder="https://" />
          </Form.Item>
          <Form.Item name="capacity" label="Capacity" extra="Empty: no limit">
            <InputNumber min={1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="duration_minutes" label="Duration (minutes)">
            <InputNumber min={5} step={5} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="instructor" label="Instructor">
            <Input />
          </Form.Item>
          <Form.Item name="class_type" label="Class type">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'demo', label: 'Demo' },
                { value: 'paid', label: 'Paid' },
              ]}
            />
          </Form.Item>
        </div>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={creating || updating}>
            {editing ? 'Update class' : 'Add class'}
          </Button>
          {editing && <Button onClick={cancel}>Cancel edit</Button>}
        </Space>
      </Form>
    </Card>
  );
}
