import { Button, Drawer, Flex, Popconfirm, Typography } from 'antd';
import type { YogaClass } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useClassRecordingsQuery, useRemoveRecordingMutation } from '../classes.api';
import { RecordingDetails } from './recording-details';
import { RecordingLinkForm, RecordingUpload } from './recording-inputs';
import '../i18n';

interface RecordingDrawerProps {
  /** The class whose recording is shown; null: closed. */
  yogaClass: YogaClass | null;
  onClose: () => void;
}

/**
 * A class's recording (Replays): Zoom's, stored by the server after the class, or, with the manual
 * provider, a link the admin attaches or an MP4 the admin uploads. Either replaces what was there.
 */
export function RecordingDrawer({ yogaClass, onClose }: RecordingDrawerProps) {
  const { t } = useLocale();
  // While open it asks again now and then: the renditions' state moves on by itself (issue 37).
  const { data, error, refetch } = useClassRecordingsQuery(undefined, {
    skip: !yogaClass,
    pollingInterval: yogaClass ? 30_000 : 0,
  });
  const [removeRecording] = useRemoveRecordingMutation();
  const run = useMutationFeedback();
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
          <RecordingDetails recording={recording} title={yogaClass?.title} />
        ) : (
          <Typography.Text>{t('admin.classes.noRecording')}</Typography.Text>
        )}
        <RecordingLinkForm id={id} />
        <RecordingUpload id={id} />
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
