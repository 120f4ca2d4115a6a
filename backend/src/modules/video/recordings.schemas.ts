import { ApiSchema } from '@nestjs/swagger';
import type {
  ClassRecording,
  RecordingSource,
  RecordingStatus,
  RecordingTranscoding,
  Replay,
  ReplayRendition,
  ReplayRenditionSource,
  TranscodingState,
} from '@yoga/contracts';
import { Int, ListOf, Nested, Num, OneOf, Text } from '../../common/openapi/properties.js';

@ApiSchema({
  name: 'Replay',
  description:
    'GET /api/video/replays: a class of the last REPLAY_DAYS IST days with a recording to watch.',
})
export class ReplaySchema implements Replay {
  @Int()
  class_id: number;

  @Text()
  title: string;

  @Text({ nullable: true, description: 'The class title in Hindi; null: none' })
  title_hi: string | null;

  @Text({ description: 'IST date (YYYY-MM-DD)' })
  date: string;

  @Text({ description: 'IST time (HH:mm)' })
  time: string;

  @Int()
  duration_minutes: number;

  @Text({ nullable: true })
  instructor: string | null;

  @ListOf(() => ReplayRenditionSchema, {
    description:
      'The HLS renditions the recording was transcoded into (issue 37), smallest first; empty while ' +
      'there are none (a link, an MP4 not transcoded yet, or no ffmpeg on the server): the page shows ' +
      'their MB before Play.',
  })
  renditions: ReplayRendition[];
}

@ApiSchema({
  name: 'ReplayRendition',
  description:
    'One HLS rendition of a replay: a video height (with its sound) or the audio-only one. A class ' +
    'costs `mb_per_hour × duration_minutes / 60` (replayMegabytes).',
})
export class ReplayRenditionSchema implements ReplayRendition {
  @OneOf(['video', 'audio'])
  kind: 'video' | 'audio';

  @Int({
    optional: true,
    description: "Video only: the picture's height in pixels (720, 480, 240).",
  })
  height?: number;

  @Int({ description: 'Peak bits per second of a segment (the master playlist BANDWIDTH)' })
  bandwidth: number;

  @Num({
    description:
      'The megabytes (10^6 bytes) an hour of it really takes (its files’ size over its length).',
  })
  mb_per_hour: number;
}

@ApiSchema({
  name: 'ReplayRenditionSource',
  description: 'A rendition in a play answer: with the address of its own (media) playlist.',
})
export class ReplayRenditionSourceSchema
  extends ReplayRenditionSchema
  implements ReplayRenditionSource
{
  @Text({ description: 'Its media playlist, signed like hls_url' })
  url: string;
}

@ApiSchema({
  name: 'ReplayPlayback',
  description:
    'GET /api/video/replays/{classId}/play: where the browser plays the recording. `hls`: the ' +
    "recording's renditions (issue 37): `hls_url` (= `url`) is the master playlist (the player picks " +
    'by bandwidth), each rendition has its own playlist (the "Low data" choice plays the audio-only ' +
    'one); the addresses carry a signature valid until `expires_at`. `file`: a short-lived signed ' +
    'address of the stored MP4 (HTTP ranges; not transcoded); `link`: the address the admin attached ' +
    '(opened as it is).',
})
export class ReplayPlaybackSchema {
  @OneOf(['hls', 'file', 'link'], {
    description:
      'hls: the renditions (master playlist at url = hls_url); file: a short-lived signed address of the MP4 (ranges); link: the address the admin attached',
  })
  kind: 'hls' | 'file' | 'link';

  @Text()
  url: string;

  @Text({ optional: true, description: 'hls: the master playlist (signed; = url)' })
  hls_url?: string;

  @ListOf(() => ReplayRenditionSourceSchema, {
    optional: true,
    description: 'hls: every rendition',
  })
  renditions?: ReplayRenditionSource[];

  @Text({ nullable: true, description: 'When the signed address stops working (ISO instant)' })
  expires_at: string | null;
}

@ApiSchema({
  name: 'RecordingTranscoding',
  description:
    'Where the renditions of a recording stand (the job `video.recordings.renditions`); after a failed ' +
    'try it tries again, until `max_attempts` (then the MP4 stays what is played).',
})
export class RecordingTranscodingSchema implements RecordingTranscoding {
  @OneOf(['waiting', 'making', 'ready', 'failed', 'unavailable'], {
    description:
      'waiting: not stored yet or not taken up yet; making: ffmpeg at work; ready: the renditions are played; failed: the job gave up (retry: POST /api/admin/video/recordings/{classId}/renditions/retry); unavailable: no ffmpeg on the server',
  })
  state: TranscodingState;

  @ListOf(() => ReplayRenditionSchema, {
    description:
      'ready: the renditions made (video heights largest first, then the audio-only one); else empty',
  })
  renditions: ReplayRendition[];

  @Int({ description: 'The job’s tries so far' })
  attempts: number;

  @Int({ description: 'The tries the job makes before giving up' })
  max_attempts: number;

  @Text({ nullable: true, description: 'The last failed try’s error (null: none)' })
  error: string | null;
}

@ApiSchema({
  name: 'ClassRecording',
  description:
    'GET /api/classes/{id}/recording (admin): the class’s recording (stored, or being stored, from ' +
    'Zoom or an upload, or a link), or null.',
})
export class ClassRecordingSchema implements ClassRecording {
  @Int()
  class_id: number;

  @OneOf(['zoom', 'upload', 'link'])
  source: RecordingSource;

  @OneOf(['pending', 'stored', 'failed'])
  status: RecordingStatus;

  @Int({
    nullable: true,
    description: 'Bytes of the stored file (null for a link or before it is stored).',
  })
  size: number | null;

  @Text({ nullable: true })
  link: string | null;

  @Int()
  attempts: number;

  @Text({ nullable: true })
  last_error: string | null;

  @Text()
  created_at: string;

  @Nested(() => RecordingTranscodingSchema, {
    nullable: true,
    description: 'Where its HLS renditions stand (issue 37); null for a link',
  })
  transcoding: RecordingTranscodingSchema | null;
}
