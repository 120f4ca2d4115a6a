// The fake Zoom's registrants: one at a time, in batches of up to 30, and their status (approve, cancel, deny).
import { answer, readJson } from '../fake-http.js';
import {
  missing,
  roomOf,
  token,
  type FakeMeeting,
  type FakeRegistrant,
  type ZoomCall,
  type ZoomState,
} from './model.js';

const INVALID = { code: 300, message: 'Invalid request body.' };

/** Answers a registrants call of a meeting or webinar; false when the call is none of them. */
export async function registrantRoutes(zoom: ZoomState, call: ZoomCall): Promise<boolean> {
  const { res, path, method } = call;
  let m: RegExpMatchArray | null;
  if (
    method === 'POST' &&
    (m = /^\/v2\/(meetings|webinars)\/(\d+)\/batch_registrants$/.exec(path))
  ) {
    const meeting = roomOf(zoom, m[1], m[2]);
    if (!meeting) return missing(res, m[1]);
    return batchRegistrants(zoom, meeting, call);
  }
  if (
    method === 'PUT' &&
    (m = /^\/v2\/(meetings|webinars)\/(\d+)\/registrants\/status$/.exec(path))
  ) {
    const meeting = roomOf(zoom, m[1], m[2]);
    if (!meeting) return missing(res, m[1]);
    return registrantStatus(zoom, meeting, call);
  }
  if (method === 'POST' && (m = /^\/v2\/(meetings|webinars)\/(\d+)\/registrants$/.exec(path))) {
    const meeting = roomOf(zoom, m[1], m[2]);
    if (!meeting) return missing(res, m[1]);
    const body = await readJson(call.req);
    if (!body || typeof body.email !== 'string' || typeof body.first_name !== 'string')
      return answer(res, 400, INVALID);
    const registrant = registrantOf(zoom, meeting, body);
    return answer(res, 201, {
      id: meeting.id,
      registrant_id: registrant.registrant_id,
      join_url: registrant.join_url,
      topic: meeting.topic,
      start_time: meeting.start_time,
    });
  }
  return false;
}

/** `POST …/batch_registrants`: up to `batchLimit` people, each with an email and a first name. */
async function batchRegistrants(zoom: ZoomState, meeting: FakeMeeting, { req, res }: ZoomCall) {
  const body = await readJson(req);
  const people = body?.registrants;
  if (
    !Array.isArray(people) ||
    !people.length ||
    people.some(
      (p: unknown) =>
        !p ||
        typeof (p as Record<string, unknown>).email !== 'string' ||
        typeof (p as Record<string, unknown>).first_name !== 'string',
    )
  )
    return answer(res, 400, INVALID);
  if (people.length > zoom.batchLimit)
    return answer(res, 400, {
      code: 300,
      message: `Up to ${zoom.batchLimit} registrants can be added at once.`,
    });
  const registrants = (people as Record<string, unknown>[]).map((p) => {
    const r = registrantOf(zoom, meeting, p);
    return { registrant_id: r.registrant_id, email: r.email, join_url: r.join_url };
  });
  return answer(res, 201, { registrants });
}

/** `PUT …/registrants/status`: approve (they are already), cancel or deny up to `batchLimit` people. */
async function registrantStatus(zoom: ZoomState, meeting: FakeMeeting, { req, res }: ZoomCall) {
  const body = await readJson(req);
  const people = body?.registrants;
  if (
    !body ||
    !['approve', 'cancel', 'deny'].includes(String(body.action)) ||
    !Array.isArray(people) ||
    !people.length ||
    people.length > zoom.batchLimit
  )
    return answer(res, 400, INVALID);
  if (body.action !== 'approve') {
    // Registrants are auto-approved here: cancel and deny take them out of the meeting.
    const named = people as { id?: unknown; email?: unknown }[];
    const hit = (r: FakeRegistrant) =>
      named.some(
        (p) =>
          (typeof p.id === 'string' && p.id === r.registrant_id) ||
          (typeof p.email === 'string' && p.email.toLowerCase() === r.email.toLowerCase()),
      );
    const list = zoom.registrants.get(meeting.id) ?? [];
    const gone = list.filter(hit);
    zoom.registrants.set(
      meeting.id,
      list.filter((r) => !hit(r)),
    );
    zoom.cancelledRegistrants.set(meeting.id, [
      ...(zoom.cancelledRegistrants.get(meeting.id) ?? []),
      ...gone,
    ]);
  }
  return answer(res, 204);
}

/** The registrant of an email (made on its first registration, the same one after). */
function registrantOf(
  zoom: ZoomState,
  meeting: FakeMeeting,
  body: Record<string, unknown>,
): FakeRegistrant {
  const email = String(body.email).toLowerCase();
  zoom.registrantCalls.set(email, (zoom.registrantCalls.get(email) ?? 0) + 1);
  const list = zoom.registrants.get(meeting.id) ?? [];
  let registrant = list.find((r) => r.email.toLowerCase() === email);
  if (!registrant) {
    const tk = token();
    registrant = {
      registrant_id: tk.slice(0, 22),
      email: String(body.email),
      first_name: String(body.first_name),
      last_name: String(body.last_name ?? ''),
      join_url: `https://fake.zoom.test/w/${meeting.id}?tk=${tk}`,
    };
    list.push(registrant);
    zoom.registrants.set(meeting.id, list);
  }
  return registrant;
}
