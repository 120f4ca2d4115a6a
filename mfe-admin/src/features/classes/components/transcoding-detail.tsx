import { Button, Flex, Tag, Typography } from 'antd';
import type { ClassRecording, RecordingTranscoding } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useRetryRenditionsMutation } from '../classes.api';
import { transcodingText } from './transcoding-state';
import '../i18n';

const STATE_COLOR: Record<RecordingTranscoding['state'], string> = {
  waiting: 'default',
  making: 'processing',
  ready: 'success',
  failed: 'error',
  unavailable: 'warning',
};

/**
 * Where a recording's renditions stand (the HLS picture sizes and the audio-only version the server makes
 * with ffmpeg, issue 37), in the recording's drawer: waiting, being made, ready with which ones, failed
 * with its error and the retry, or not made where the server has no ffmpeg. Nothing for a link.
 */
export function TranscodingDetail({
  recording,
  title,
}: {
  recording: ClassRecording;
  /** The class's title, for the retry button's accessible name. */
  title: string;
}) {
  const { t } = useLocale();
  const [retry, retrying] = useRetryRenditionsMutation();
  const run = useMutationFeedback();
  const transcoding = recording.transcoding;
  if (!transcoding) return null;
  return (
    <Flex
      vertical
      gap={4}
      align="flex-start"
      data-testid="recording-transcoding-detail"
      data-state={transcoding.state}
    >
      <Tag color={STATE_COLOR[transcoding.state]}>{transcodingText(t, transcoding)}</Tag>
      {transcoding.error && transcoding.state !== 'ready' ? (
        <Typography.Text type={transcoding.state === 'failed' ? 'danger' : 'secondary'}>
          {transcoding.state === 'failed'
            ? t('admin.classes.renditions.error', { error: transcoding.error })
            : t('admin.classes.renditions.tryingAgain', {
                attempts: transcoding.attempts,
                max: transcoding.max_attempts,
                error: transcoding.error,
              })}
        </Typography.Text>
      ) : null}
      {transcoding.state === 'failed' ? (
        <>
          <Typography.Text type="secondary">
            {t('admin.classes.renditions.mp4Played')}
          </Typography.Text>
          <Button
            size="small"
            loading={retrying.isLoading}
            aria-label={t('admin.classes.renditions.retryOf', { title })}
            onClick={() =>
              void run(
                () => retry(recording.class_id).unwrap(),
                t('admin.classes.renditions.retried'),
              )
            }
          >
            {t('admin.classes.renditions.retry')}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
