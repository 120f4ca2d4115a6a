import { useEffect } from 'react';
import { Button, Card, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import type { TimetableSlot } from '@yoga/contracts';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useCreateSlotMutation, useUpdateSlotMutation } from '../timetable.api';
import {
  EMPTY_SLOT,
  slotFieldRule,
  toSlotFormValues,
  toSlotInput,
  WEEKDAY_OPTIONS,
  type SlotFormValues,
} from '../slot-validation';

interface SlotFormProps {
  /** The slot being edited; null means add mode. */
  editing: TimetableSlot | null;
  /** After a save (with the saved slot) or Cancel edit. */
  onDone: (saved?: TimetableSlot) => void;
}

/** Add a weekly slot, or edit the one loaded by the table's Edit; submit returns to add mode. */
export function SlotForm({ editing, onDone }: SlotFormProps) {
  const [form] = Form.useForm<SlotFormValues>();
  const [createSlot, { isLoading: creating }] = useCreateSlotMutation();
  const [updateSlot, { isLoading: updating }] = useUpdateSlotMutation();
  const run = useMutationFeedback();

  useEffect(() => {
    form.setFieldsValue(editing ? toSlotFormValues(editing) : EMPTY_SLOT);
  }, [editing, form]);

  const onFinish = async (values: SlotFormValues) => {
    const body = toSlotInput(values);
    const saved = editing
      ? await run(
          () => updateSlot({ id: editing.id, body }).unwrap(),
          'Slot updated; upcoming classes follow it',
        )
      : await run(() => createSlot(body).unwrap(), 'Slot added; its classes are scheduled');
    if (saved) {
      form.setFieldsValue(EMPTY_SLOT);
      onDone(saved);
    }
  };

  const cancel = () => {
    form.setFieldsValue(EMPTY_SLOT);
    onDone();
  };

  return (
    <Card
      title={editing ? `Edit slot: ${editing.title}` : 'Add slot'}
      size="small"
      style={{ marginBottom: 24 }}
    >
      <Form<SlotFormValues>
        form={form}
        name="slot"
        noValidate
        layout="vertical"
        initialValues={EMPTY_SLOT}
        onFinish={onFinish}
        aria-label="Slot form"
      >
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
            columnGap: 16,
          }}
        >
          <Form.Item name="day_of_week" required label="Day" rules={[slotFieldRule('day_of_week')]}>
            <Select<number> aria-label="Day" options={WEEKDAY_OPTIONS} placeholder="Choose a day" />
          </Form.Item>
          <Form.Item
            name="start_time"
            required
            label="Start time (IST)"
            rules={[slotFieldRule('start_time')]}
          >
            <Input type="time" />
          </Form.Item>
          <Form.Item
            name="duration_minutes"
            required
            label="Duration (minutes)"
            rules={[slotFieldRule('duration_minutes')]}
          >
            <InputNumber min={5} step={5} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="title" required label="Title" rules={[slotFieldRule('title')]}>
            <Input />
          </Form.Item>
          <Form.Item name="instructor" label="Instructor">
            <Input />
          </Form.Item>
          <Form.Item name="link" required label="Meeting link" rules={[slotFieldRule('link')]}>
            <Input type="url" placeholder="https://" />
          </Form.Item>
          <Form.Item name="capacity" required label="Capacity" rules={[slotFieldRule('capacity')]}>
            <InputNumber min={1} style={{ width: '100%' }} />
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
          <Form.Item name="active" label="Active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={creating || updating}>
            {editing ? 'Update slot' : 'Add slot'}
          </Button>
          {editing && <Button onClick={cancel}>Cancel edit</Button>}
        </Space>
      </Form>
    </Card>
  );
}
