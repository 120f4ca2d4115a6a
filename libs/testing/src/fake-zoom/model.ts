// The fake Zoom's records, the state its handlers read and change (FakeZoom's own), and what they share.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answer } from '../fake-http.js';

/** A meeting as Zoom's API answers it (the fields this app and its tests read). */
export interface FakeMeeting {
  id: number;
  uuid: string;
  host_id: string;
  topic: string;
  type: number;
  start_time: string;
  timezone: string;
  duration: number;
  join_url: string;
  start_url: string;
  settings: Record<string, unknown>;
  /** The user path the meeting was made for (`me` or an email / id). */
  user: string;
}

export interface FakeRegistrant {
  registrant_id: string;
  email: string;
  first_name: string;
  last_name: string;
  join_url: string;
}

export interface FakePastParticipant {
  id?: string;
  user_id?: string;
  participant_uuid?: string;
  name?: string;
  user_email?: string;
  registrant_id?: string;
  join_time: string;
  leave_time?: string;
  duration?: number;
}

/** What the handlers read and change: the fake's rooms, registrants, participants and counters. */
export interface ZoomState {
  readonly meetings: Map<number, FakeMeeting>;
  readonly webinars: Map<number, FakeMeeting>;
  readonly registrants: Map<number, FakeRegistrant[]>;
  readonly cancelledRegistrants: Map<number, FakeRegistrant[]>;
  readonly pastParticipants: Map<string, FakePastParticipant[]>;
  readonly registrantCalls: Map<string, number>;
  readonly batchLimit: number;
}

/** One API call: the request, its answer, its address and method. */
export interface ZoomCall {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  path: string;
  method: string;
}

export const token = () => randomBytes(16).toString('base64url');

/** A meeting or a webinar by its path's kind and id. */
export function roomOf(zoom: ZoomState, kind: string, id: string): FakeMeeting | undefined {
  return (kind === 'webinars' ? zoom.webinars : zoom.meetings).get(Number(id));
}

/** Zoom's answers for an unknown meeting (3001) and an unknown webinar (3001, its own text). */
export function missing(res: ServerResponse, kind: string): true {
  return kind === 'webinars'
    ? answer(res, 404, { code: 3001, message: 'Webinar does not exist.' })
    : answer(res, 404, { code: 3001, message: 'Meeting does not exist.' });
}
