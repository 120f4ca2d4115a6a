import { useState } from 'react';
import { Button, Descriptions, Drawer, Flex, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import type { ClassRecording, YogaClass } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useMutationFeedback } from '../../../components/use-error-toast';
import {
  useAttachRecordingLinkMutation,
  useClassRecordingsQuery,
  useRemoveRecordingMutation,
  useUploadRecordingMutation,
} from '../classes.api';
import '../i18n';

interface RecordingDrawerProps {
  /** The class whose recording is shown; null: closed. */
  yogaClass: YogaClass | null;
  onClose: () => void;
}

const STATUS_COLOR: Record<ClassRecording['status'], string> = {
  stored: '#2f7d32',
  pending: '#595959',
  failed: '#a8071a',
};

/**
 * A class's recording (Replays): Zoom's, stored by the server after the class, or, with the manual
 * provider, a link the admin attaches or an MP4 the admin uploads. Either replaces what was there.
 */
export function RecordingDrawer({ yogaClass, onClose }: RecordingDrawerProps) {
  const { t } = useLocale();
  const { data, error, refetch } = useClassRecordingsQuery(undefined, { skip: !yogaClass });
  const [attach, attaching] = useAttachRecordingLinkMutation();
  const [upload, uploading] = useUploadRecordingMutation();
  const [removeRecording] = useRemoveRecordingMutation();
  const run = useMutationFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [form] = Form.useForm<{ link: string }>();
  const recording = yogaClass ? data?.find((r) => r.class_id === yogaClass.id) : undefined;
  const id = yogaClass?.id ?? 0;

  return (
    <Drawer
      open={!!yogaClass}
      onClose={onClose}
      width={520}
      title={
        yogaClass
          ? t('admin.classes.recordingOf', {
              title: yogaClass.title,
              date: yogaClass.date,
              time: yogaClass.time,
            })
          : ''
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('admin.classes.recordingHelp')}
        </Typography.Paragraph>
        <QueryError error={error} onRetry={refetch} />
        {recording ? (
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
        ) : (
          <Typography.Text>{t('admin.classes.noRecording')}</Typography.Text>
        )}
        <Form
          form={form}
          layout="vertical"
          aria-label={t('admin.classes.recordingLink')}
          onFinish={async ({ link }) => {
            const done = await run(
              () => attach({ id, link }).unwrap(),
              t('admin.classes.recordingSaved'),
            );
            if (done) form.resetFields();
          }}
        >
          <Form.Item
            name="link"
            label={t('admin.classes.recordingLink')}
            rules={[
              { required: true, type: 'url', message: t('admin.classes.recordingLinkInvalid') },
            ]}
          >
            <Input placeholder="https://" inputMode="url" />
          </Form.Item>
          <Button htmlType="submit" loading={attaching.isLoading}>
            {t('admin.classes.attachLink')}
          </Button>
        </Form>
        <Flex vertical gap={8}>
          <label htmlFor="recording-file">{t('admin.classes.recordingFile')}</label>
          <input
            id="recording-file"
            type="file"
            accept="video/mp4,.mp4"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Button
            type="primary"
            disabled={!file}
            loading={uploading.isLoading}
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              file &&
              void run(() => upload({ id, file }).unwrap(), t('admin.classes.recordingSaved'))
            }
          >
            {t('admin.classes.uploadRecording')}
          </Button>
        </Flex>
        {recording ? (
          <Popconfirm
            title={t('admin.classes.removeRecordingConfirm')}
            onConfirm={() =>
              void run(() => removeRecording(id).unwrap(), t('admin.classes.recordingRemoved'))
            }
          >
            <Button danger style={{ alignSelf: 'flex-start' }}>
              {t('admin.classes.removeRecording')}
            </Button>
          </Popconfirm>
        ) : null}
      </Flex>
    </Drawer>
  );
}
