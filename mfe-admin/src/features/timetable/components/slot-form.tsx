import { useEffect } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import type { TimetableSlot } from '@yoga/contracts';
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
import { useCreateSlotMutation, useUpdateSlotMutation } from '../timetable.api';
import {
  EMPTY_SLOT,
  slotFieldRule,
  toSlotFormValues,
  toSlotInput,
  weekdayOptions,
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
  const { t } = useLocale();
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
          t('admin.timetable.slotUpdated'),
        )
      : await run(() => createSlot(body).unwrap(), t('admin.timetable.slotAdded'));
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
    <EditorCard<SlotFormValues>
      form={form}
      name="slot"
      title={
        editing
          ? t('admin.timetable.editSlot', { title: editing.title })
          : t('admin.timetable.addSlot')
      }
      label={t('admin.timetable.form')}
      initialValues={EMPTY_SLOT}
      onFinish={onFinish}
      minColumnWidth={180}
      submitLabel={editing ? t('admin.timetable.updateSlot') : t('admin.timetable.addSlot')}
      busy={creating || updating}
      onCancelEdit={editing ? cancel : undefined}
      fields={
        <>
          <Form.Item
            name="day_of_week"
            required
            label={t('admin.timetable.day')}
            rules={[slotFieldRule('day_of_week')]}
          >
            <Select<number>
              aria-label={t('admin.timetable.day')}
              options={weekdayOptions()}
              placeholder={t('admin.timetable.chooseDay')}
            />
          </Form.Item>
          <Form.Item
            name="start_time"
            required
            label={t('admin.timetable.startTime')}
            rules={[slotFieldRule('start_time')]}
          >
            <Input type="time" />
          </Form.Item>
          <DurationField rule={slotFieldRule('duration_minutes')} />
          <TitleField rule={slotFieldRule('title')} />
          <InstructorField />
          <LinkField label={t('admin.timetable.meetingLink')} rule={slotFieldRule('link')} />
          <CapacityField rule={slotFieldRule('capacity')} />
          <ClassTypeField />
          <Form.Item name="active" label={t('admin.timetable.activeField')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      }
    >
      <DescriptionField rows={2} />
    </EditorCard>
  );
}
