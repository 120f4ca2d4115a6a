import { useState } from 'react';
import { Button, Flex, Form, Input } from 'antd';
import { useLocale } from '@yoga/i18n';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useAttachRecordingLinkMutation, useUploadRecordingMutation } from '../classes.api';
import '../i18n';

interface RecordingInputProps {
  /** The class the recording is for. */
  id: number;
}

/** A link to a recording kept elsewhere (manual provider); replaces what was there. */
export function RecordingLinkForm({ id }: RecordingInputProps) {
  const { t } = useLocale();
  const [attach, attaching] = useAttachRecordingLinkMutation();
  const run = useMutationFeedback();
  const [form] = Form.useForm<{ link: string }>();
  return (
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
        rules={[{ required: true, type: 'url', message: t('admin.classes.recordingLinkInvalid') }]}
      >
        <Input placeholder="https://" inputMode="url" />
      </Form.Item>
      <Button htmlType="submit" loading={attaching.isLoading}>
        {t('admin.classes.attachLink')}
      </Button>
    </Form>
  );
}

/** An MP4 the admin uploads; replaces what was there. */
export function RecordingUpload({ id }: RecordingInputProps) {
  const { t } = useLocale();
  const [upload, uploading] = useUploadRecordingMutation();
  const run = useMutationFeedback();
  const [file, setFile] = useState<File | null>(null);
  return (
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
          file && void run(() => upload({ id, file }).unwrap(), t('admin.classes.recordingSaved'))
        }
      >
        {t('admin.classes.uploadRecording')}
      </Button>
    </Flex>
  );
}
