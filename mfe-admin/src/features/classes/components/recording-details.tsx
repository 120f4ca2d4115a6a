import { Descriptions, Tag, Typography } from 'antd';
import type { ClassRecording } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { TranscodingDetail } from './transcoding-detail';
import '../i18n';

const STATUS_COLOR: Record<ClassRecording['status'], string> = {
  stored: '#2f7d32',
  pending: '#595959',
  failed: '#a8071a',
};

interface RecordingDetailsProps {
  recording: ClassRecording;
  /** The class's title, named by the renditions' retry button. */
  title: string | undefined;
}

/** What a class's recording is: where it came from, its state, its renditions, link and size. */
export function RecordingDetails({ recording, title }: RecordingDetailsProps) {
  const { t } = useLocale();
  return (
    <Descriptions size="small" column={1} bordered data-testid="class-recording">
      <Descriptions.Item label={t('admin.classes.recordingSource')}>
        {t(`admin.classes.recordingSource.${recording.source}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.classes.recordingStatus')}>
        <Tag color={STATUS_COLOR[recording.status]}>
          {t(`admin.classes.recordingStatus.${recording.status}`)}
        </Tag>
        {recording.last_error ? (
          <Typography.Text type="danger">{recording.last_error}</Typography.Text>
        ) : null}
      </Descriptions.Item>
      {recording.transcoding && title !== undefined ? (
        <Descriptions.Item label={t('admin.classes.renditions')}>
          <TranscodingDetail recording={recording} title={title} />
        </Descriptions.Item>
      ) : null}
      {recording.link ? (
        <Descriptions.Item label={t('admin.common.link')}>
          <a href={recording.link} target="_blank" rel="noreferrer noopener">
            {recording.link}
          </a>
        </Descriptions.Item>
      ) : null}
      {recording.size !== null ? (
        <Descriptions.Item label={t('admin.classes.recordingSize')}>
          {t('admin.classes.recordingMegabytes', {
            mb: (recording.size / 1024 / 1024).toFixed(1),
          })}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
