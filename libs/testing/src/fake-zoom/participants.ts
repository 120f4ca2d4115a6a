// The fake Zoom's participants: a past meeting's (or webinar's) list, and the participant webhook events.
import { randomUUID } from 'node:crypto';
import { answer } from '../fake-http.js';
import type { FakeMeeting, ZoomCall, ZoomState } from './model.js';

/** `GET /past_meetings|past_webinars/{uuid}/participants`, paged; false for any other call. */
export function pastParticipantRoutes(
  zoom: ZoomState,
  { res, url, path, method }: ZoomCall,
): boolean {
  const m =
    method === 'GET' && /^\/v2\/past_(?:meetings|webinars)\/([^/]+)\/participants$/.exec(path);
  if (!m) return false;
  // The UUID arrives URL-encoded (twice when it starts with / or holds //).
  let uuid = decodeURIComponent(m[1]);
  if (!zoom.pastParticipants.has(uuid)) uuid = decodeURIComponent(uuid);
  const all = zoom.pastParticipants.get(uuid);
  if (!all) return answer(res, 404, { code: 3001, message: 'Meeting does not exist.' });
  const size = Number(url.searchParams.get('page_size') ?? 30);
  const start = Number(url.searchParams.get('next_page_token') || 0);
  const page = all.slice(start, start + size);
  return answer(res, 200, {
    page_size: size,
    total_records: all.length,
    next_page_token: start + size < all.length ? String(start + size) : '',
    participants: page,
  });
}

export type ParticipantEventName =
  | 'meeting.participant_joined'
  | 'meeting.participant_left'
  | 'webinar.participant_joined'
  | 'webinar.participant_left';

/** Who joined or left, as the event names them. */
export interface EventParticipant {
  participant_uuid?: string;
  user_id?: string;
  registrant_id?: string;
  email?: string;
  user_name?: string;
  join_time?: string;
  leave_time?: string;
}

/** A `meeting.participant_*` (or `webinar.participant_*`) event body for a meeting (a webinar). */
export function participantEventBody(
  accountId: string,
  event: ParticipantEventName,
  meeting: FakeMeeting,
  participant: EventParticipant,
) {
  return {
    event,
    event_ts: Date.now(),
    payload: {
      account_id: accountId,
      object: {
        id: String(meeting.id),
        uuid: meeting.uuid,
        host_id: meeting.host_id,
        topic: meeting.topic,
        type: meeting.type,
        start_time: meeting.start_time,
        timezone: meeting.timezone,
        duration: meeting.duration,
        participant: {
          user_id: participant.user_id ?? String(Math.floor(Math.random() * 1e8)),
          participant_uuid: participant.participant_uuid ?? randomUUID(),
          ...participant,
        },
      },
    },
  };
}
