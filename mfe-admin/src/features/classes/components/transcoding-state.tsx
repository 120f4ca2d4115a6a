import { Typography } from 'antd';
import type { ClassRecording, RecordingTranscoding, ReplayRendition } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import '../i18n';

type Translate = ReturnType<typeof useLocale>['t'];

/** "480p, 240p, audio only": the renditions made, as the list says them. */
export function renditionNames(t: Translate, renditions: readonly ReplayRendition[]): string {
  return renditions
    .map((r) =>
      r.kind === 'audio'
        ? t('admin.classes.renditions.audio')
        : t('admin.classes.renditions.height', { height: r.height ?? 0 }),
    )
    .join(', ');
}

/** The short state of a recording's renditions (issue 37): "Renditions: ready (480p, 240p, audio only)". */
export function transcodingText(t: Translate, transcoding: RecordingTranscoding): string {
  const { state } = transcoding;
  if (state === 'ready')
    return t('admin.classes.renditions.ready', {
      list: renditionNames(t, transcoding.renditions),
    });
  if (state === 'failed')
    return t('admin.classes.renditions.failed', { attempts: transcoding.attempts });
  return t(`admin.classes.renditions.${state}`);
}

/** The classes list's line under a recording's button: "Renditions: ready (480p, 240p, audio only)". */
export function TranscodingLine({ recording }: { recording: ClassRecording }) {
  const { t } = useLocale();
  const transcoding = recording.transcoding;
  if (!transcoding) return null;
  return (
    <Typography.Text
      type={transcoding.state === 'failed' ? 'danger' : 'secondary'}
      style={{ display: 'block', fontSize: 12 }}
      data-testid="recording-transcoding"
      data-state={transcoding.state}
    >
      {t('admin.classes.renditions.short', { state: transcodingText(t, transcoding) })}
    </Typography.Text>
  );
}
