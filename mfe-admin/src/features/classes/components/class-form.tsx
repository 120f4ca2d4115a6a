import { Form, Input } from 'antd';
import type { YogaClass } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { EditorCard } from '../../../components/editor-card';
import * as Fields from '../../../components/editor-fields';
import { InstructorField } from '../../../components/instructor-select';
import { VideoFormatFields } from '../../../components/video-format/video-format-fields';
import { useAddEditForm } from '../../../components/use-add-edit-form';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useCreateClassMutation, useUpdateClassMutation } from '../classes.api';
import { useZoomProvider } from '../../../components/video-status.api';
import {
  classFieldRule,
  EMPTY_CLASS,
  optionalLinkRule,
  toClassFormValues,
  toClassInput,
  type ClassFormValues,
} from '../class-validation';
import '../i18n';

interface ClassFormProps {
  /** The class being edited; null means add mode. */
  editing: YogaClass | null;
  onDone: () => void;
}

const TEXTS = {
  add: 'admin.classes.add',
  editTitle: 'admin.classes.editTitle',
  update: 'admin.classes.update',
};

/** One form with two modes: add, or edit the class loaded by the table's Edit; submit returns to add. */
export function ClassForm({ editing, onDone }: ClassFormProps) {
  const { t } = useLocale();
  const [createClass, { isLoading: creating }] = useCreateClassMutation();
  const [updateClass, { isLoading: updating }] = useUpdateClassMutation();
  const run = useMutationFeedback();
  const zoom = useZoomProvider();
  // A class generated from a timetable slot is taught by the slot's instructor (set on Timetable).
  const generated = editing !== null && editing.slot_id !== null;
  const card = useAddEditForm({
    editing,
    empty: EMPTY_CLASS,
    toValues: toClassFormValues,
    texts: TEXTS,
    onDone,
    save: (values: ClassFormValues, current) => {
      const body = toClassInput(values);
      return current
        ? run(() => updateClass({ id: current.id, body }).unwrap(), t('admin.classes.updated'))
        : run(() => createClass(body).unwrap(), t('admin.classes.added'));
    },
  });

  return (
    <EditorCard<ClassFormValues>
      {...card}
      name="class"
      label={t('admin.classes.form')}
      minColumnWidth={200}
      busy={creating || updating}
      fields={
        <>
          <Fields.TitleField rule={classFieldRule('title')} />
          <Fields.TitleHiField />
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
          {zoom ? (
            <Fields.LinkField
              label={t('admin.common.link')}
              rule={optionalLinkRule}
              required={false}
              extra={t('admin.classes.linkZoomExtra')}
            />
          ) : (
            <Fields.LinkField label={t('admin.common.link')} rule={classFieldRule('link')} />
          )}
          <Fields.CapacityField extra={t('admin.classes.capacityExtra')} />
          <Fields.DurationField />
          <InstructorField
            name="instructor_id"
            label={t('admin.common.instructor')}
            disabled={generated}
            extra={
              generated
                ? t('admin.classes.instructorFromSlot')
                : editing?.instructor && !editing.instructor_id && !editing.substitute_id
                  ? t('admin.common.legacyInstructor', { name: editing.instructor })
                  : undefined
            }
          />
          <InstructorField
            name="substitute_id"
            label={t('admin.classes.substitute')}
            extra={t('admin.classes.substituteExtra')}
          />
          <Fields.ClassTypeField />
          {zoom ? <VideoFormatFields /> : null}
        </>
      }
    >
      <Fields.DescriptionField rows={2} />
    </EditorCard>
  );
}
