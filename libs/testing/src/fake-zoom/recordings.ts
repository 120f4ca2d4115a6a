// The fake Zoom's cloud recordings: the files (`/rec/download/<id>`, opened by a download token) and the
// `recording.completed` event that announces them.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { send } from '../fake-http.js';
import { token, type FakeMeeting } from './model.js';

/** The recording files, the tokens that open them, and the downloads counted. */
export interface RecordingStore {
  readonly recordingFiles: Map<string, Buffer>;
  readonly downloadTokens: Set<string>;
  downloads: number;
  downloadsRefused: number;
}

/**
 * A recording file, as Zoom serves `download_url`: the webhook's download token as the bearer (or
 * `?access_token=`); without a valid one, 401. `injected`: the status of an injected failure of the call.
 */
export function download(
  store: RecordingStore,
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
  injected: (call: string) => number | undefined,
) {
  store.downloads++;
  const given =
    /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ??
    url.searchParams.get('access_token') ??
    '';
  if (!store.downloadTokens.has(given)) {
    store.downloadsRefused++;
    return send(res, 401, { code: 124, message: 'Invalid access token.' });
  }
  const id = decodeURIComponent(url.pathname.slice('/rec/download/'.length));
  const failure = injected(`GET ${url.pathname}`);
  if (failure) return send(res, failure, { code: failure, message: 'Injected failure' });
  const bytes = store.recordingFiles.get(id);
  if (!bytes) return send(res, 404, { code: 3301, message: 'This recording does not exist.' });
  res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': String(bytes.length) });
  res.end(bytes);
}

/**
 * A `recording.completed` event body for a meeting whose cloud recording is `mp4` (with an audio file
 * beside it, as Zoom sends), and the download token it carries (valid at the fake at `baseUrl`).
 */
export function recordingCompletedBody(
  store: RecordingStore,
  { baseUrl, accountId }: { baseUrl: string; accountId: string },
  meeting: FakeMeeting,
  mp4: Buffer,
) {
  const fileId = randomUUID();
  const audioId = randomUUID();
  store.recordingFiles.set(fileId, mp4);
  store.recordingFiles.set(audioId, Buffer.from('audio'));
  const downloadToken = `dl.${token()}.${token()}`;
  store.downloadTokens.add(downloadToken);
  const file = (id: string, type: string, recordingType: string, size: number) => ({
    id,
    meeting_id: meeting.uuid,
    recording_start: meeting.start_time,
    recording_end: meeting.start_time,
    file_type: type,
    file_extension: type,
    file_size: size,
    play_url: `https://fake.zoom.test/rec/play/${id}`,
    download_url: `${baseUrl}/rec/download/${id}`,
    status: 'completed',
    recording_type: recordingType,
  });
  return {
    event: 'recording.completed',
    event_ts: Date.now(),
    download_token: downloadToken,
    payload: {
      account_id: accountId,
      object: {
        id: meeting.id,
        uuid: meeting.uuid,
        host_id: meeting.host_id,
        topic: meeting.topic,
        type: 2,
        start_time: meeting.start_time,
        timezone: meeting.timezone,
        duration: meeting.duration,
        total_size: mp4.length + 5,
        recording_count: 2,
        recording_files: [
          file(audioId, 'M4A', 'audio_only', 5),
          file(fileId, 'MP4', 'shared_screen_with_speaker_view', mp4.length),
        ],
      },
    },
  };
}
