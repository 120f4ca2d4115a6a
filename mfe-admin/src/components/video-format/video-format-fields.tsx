import { Form, Select } from 'antd';
import { VIDEO_OVERFLOWS, type VideoFormat, type VideoOverflow } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { InstructorField } from '../instructor-select';
import { ChoiceButtons } from '../plain-controls';
import './i18n';

/** The form values these fields edit (a slot's or a class's). */
export interface VideoFormatValues {
  video_format: VideoFormat;
  video_overflow: VideoOverflow;
  overflow_instructor_id: number | null;
}

export const EMPTY_VIDEO_FORMAT: VideoFormatValues = {
  video_format: 'meeting',
  video_overflow: 'none',
  overflow_instructor_id: null,
};

/** The values of a loaded slot or class. */
export const videoFormatOf = (v: Partial<VideoFormatValues>): VideoFormatValues => ({
  video_format: v.video_format ?? 'meeting',
  video_overflow: v.video_overflow ?? 'none',
  overflow_instructor_id: v.overflow_instructor_id ?? null,
});

/**
 * Meeting or webinar, and where students go when the meeting is full (issue 33, with Zoom): nobody
 * more, a second meeting hosted by the second instructor, or the webinar.
 */
export function VideoFormatFields() {
  const { t } = useLocale();
  const overflow = Form.useWatch<VideoOverflow | undefined>('video_overflow');
  return (
    <>
      <Form.Item
        name="video_format"
        label={t('admin.video.format')}
        extra={t('admin.video.formatExtra')}
      >
        <ChoiceButtons<VideoFormat>
          options={[
            { value: 'meeting', label: t('admin.video.kind.meeting') },
            { value: 'webinar', label: t('admin.video.kind.webinar') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="video_overflow"
        label={t('admin.video.overflow')}
        extra={t('admin.video.overflowExtra')}
      >
        <Select<VideoOverflow>
          aria-label={t('admin.video.overflow')}
          options={VIDEO_OVERFLOWS.map((o) => ({
            value: o,
            label: t(`admin.video.overflow.${o}`),
          }))}
        />
      </Form.Item>
      {overflow === 'meeting' ? (
        <InstructorField name="overflow_instructor_id" label={t('admin.video.overflowHost')} />
      ) : null}
    </>
  );
}
