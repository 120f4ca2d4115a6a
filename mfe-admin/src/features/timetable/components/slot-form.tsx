import { Form, Input, Select } from 'antd';
import type { TimetableSlot } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { EditorCard } from '../../../components/editor-card';
import { PlainSwitch } from '../../../components/plain-controls';
import * as Fields from '../../../components/editor-fields';
import { InstructorField } from '../../../components/instructor-select';
import { useAddEditForm } from '../../../components/use-add-edit-form';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useZoomProvider } from '../../../components/video-status.api';
import { VideoFormatFields } from '../../../components/video-format/video-format-fields';
import { useCreateSlotMutation, useUpdateSlotMutation } from '../timetable.api';
import {
  EMPTY_SLOT,
  optionalSlotLinkRule,
  slotFieldRule,
  toSlotFormValues,
  toSlotInput,
  weekdayOptions,
  type SlotFormValues,
} from '../slot-validation';
import '../i18n';

interface SlotFormProps {
  /** The slot being edited; null means add mode. */
  editing: TimetableSlot | null;
  /** After a save (with the saved slot) or Cancel edit. */
  onDone: (saved?: TimetableSlot) => void;
}

const TEXTS = {
  add: 'admin.timetable.addSlot',
  editTitle: 'admin.timetable.editSlot',
  update: 'admin.timetable.updateSlot',
};

/** Add a weekly slot, or edit the one loaded by the table's Edit; submit returns to add mode. */
export function SlotForm({ editing, onDone }: SlotFormProps) {
  const { t } = useLocale();
  const zoom = useZoomProvider();
  const [createSlot, { isLoading: creating }] = useCreateSlotMutation();
  const [updateSlot, { isLoading: updating }] = useUpdateSlotMutation();
  const run = useMutationFeedback();
  const card = useAddEditForm({
    editing,
    empty: EMPTY_SLOT,
    toValues: toSlotFormValues,
    texts: TEXTS,
    onDone,
    save: (values: SlotFormValues, current) => {
      const body = toSlotInput(values);
      return current
        ? run(() => updateSlot({ id: current.id, body }).unwrap(), t('admin.timetable.slotUpdated'))
        : run(() => createSlot(body).unwrap(), t('admin.timetable.slotAdded'));
    },
  });

  return (
    <EditorCard<SlotFormValues>
      {...card}
      name="slot"
      label={t('admin.timetable.form')}
      minColumnWidth={180}
      busy={creating || updating}
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
          <Fields.DurationField rule={slotFieldRule('duration_minutes')} />
          <Fields.TitleField rule={slotFieldRule('title')} />
          <Fields.TitleHiField />
          <InstructorField
            name="instructor_id"
            label={t('admin.common.instructor')}
            extra={
              editing?.instructor_legacy && !editing.instructor_id
                ? t('admin.common.legacyInstructor', { name: editing.instructor_legacy })
                : t('admin.timetable.instructorExtra')
            }
          />
          {zoom ? (
            <Fields.LinkField
              label={t('admin.timetable.meetingLink')}
              rule={optionalSlotLinkRule}
              required={false}
              extra={t('admin.timetable.linkZoomExtra')}
            />
          ) : (
            <Fields.LinkField
              label={t('admin.timetable.meetingLink')}
              rule={slotFieldRule('link')}
            />
          )}
          <Fields.CapacityField rule={slotFieldRule('capacity')} />
          {zoom ? <VideoFormatFields /> : null}
          <Fields.ClassTypeField />
          <Form.Item name="active" label={t('admin.timetable.activeField')} valuePropName="checked">
            <PlainSwitch />
          </Form.Item>
        </>
      }
    >
      <Fields.DescriptionField rows={2} />
    </EditorCard>
  );
}
