// The fake Zoom's meetings and webinars: create (`POST /users/{id}/meetings|webinars`), get, patch, delete.
import { randomBytes } from 'node:crypto';
import { answer, readJson } from '../fake-http.js';
import {
  missing,
  roomOf,
  token,
  type FakeMeeting,
  type ZoomCall,
  type ZoomState,
} from './model.js';

/**
 * Answers a meeting or webinar call; false when the call is none of them (or a method a room's address
 * does not take). `newId` hands out the next meeting id.
 */
export async function meetingRoutes(
  zoom: ZoomState,
  { req, res, path, method }: ZoomCall,
  newId: () => number,
): Promise<boolean> {
  let m: RegExpMatchArray | null;
  if (method === 'POST' && (m = /^\/v2\/users\/([^/]+)\/(meetings|webinars)$/.exec(path))) {
    const webinar = m[2] === 'webinars';
    const body = await readJson(req);
    if (!body || typeof body.topic !== 'string' || typeof body.start_time !== 'string')
      return answer(res, 400, { code: 300, message: 'Invalid request body.' });
    const id = newId();
    const meeting: FakeMeeting = {
      id,
      uuid: `${randomBytes(12).toString('base64')}==`,
      host_id: 'host_abc',
      topic: body.topic,
      type: Number(body.type ?? (webinar ? 5 : 2)),
      start_time: body.start_time,
      timezone: String(body.timezone ?? 'UTC'),
      duration: Number(body.duration ?? 60),
      join_url: `https://fake.zoom.test/j/${id}?pwd=${token()}`,
      start_url: `https://fake.zoom.test/s/${id}?zak=${token()}`,
      settings: (body.settings as Record<string, unknown>) ?? {},
      user: decodeURIComponent(m[1]),
    };
    (webinar ? zoom.webinars : zoom.meetings).set(id, meeting);
    return answer(res, 201, meeting);
  }
  if ((m = /^\/v2\/(meetings|webinars)\/(\d+)$/.exec(path))) {
    const meeting = roomOf(zoom, m[1], m[2]);
    if (!meeting) return missing(res, m[1]);
    if (method === 'GET') {
      // Zoom answers a new start_url (a new ZAK token, valid two hours) each time it is asked.
      meeting.start_url = `https://fake.zoom.test/s/${meeting.id}?zak=${token()}`;
      return answer(res, 200, meeting);
    }
    if (method === 'DELETE') {
      (m[1] === 'webinars' ? zoom.webinars : zoom.meetings).delete(meeting.id);
      return answer(res, 204);
    }
    if (method === 'PATCH') {
      const body = await readJson(req);
      if (!body) return answer(res, 400, { code: 300, message: 'Invalid request body.' });
      for (const key of ['topic', 'start_time', 'timezone', 'duration'] as const)
        if (body[key] !== undefined) Object.assign(meeting, { [key]: body[key] });
      return answer(res, 204);
    }
  }
  return false;
}
