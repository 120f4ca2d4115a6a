import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJson, send } from './fake-http.js';

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

const token = () => randomBytes(16).toString('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local stand-in for Zoom speaking its protocol: Server-to-Server OAuth (`POST /oauth/token`,
 * basic auth, `grant_type=account_credentials`), and API v2 under `/v2` with the bearer token:
 * meetings (create, get, patch, delete), registrants (the same email answers the same registrant, as
 * Zoom does), past meeting participants; plus what Zoom's webhook sender signs.
 */
export class FakeZoom {
  readonly meetings = new Map<number, FakeMeeting>();
  readonly registrants = new Map<number, FakeRegistrant[]>();
  /** Past participants per meeting UUID (set by a test). */
  readonly pastParticipants = new Map<string, FakePastParticipant[]>();
  readonly requests: { method: string; path: string; authorized: boolean }[] = [];
  /** Tokens handed out, and how long each lives (seconds). */
  tokensIssued = 0;
  tokenLifetimeSeconds = 3600;
  /** POST …/registrants calls per email (lower case): the rush benchmark counts them. */
  readonly registrantCalls = new Map<string, number>();
  /** Cloud recording files (`/rec/download/<id>`) and the download tokens that open them. */
  readonly recordingFiles = new Map<string, Buffer>();
  readonly downloadTokens = new Set<string>();
  /** Recording downloads asked for, and how many were refused (no or a wrong token). */
  downloads = 0;
  downloadsRefused = 0;
  /** Added to every answer (the rush benchmark: Zoom answering in 300 ms). */
  delayMs = 0;
  /** The next calls whose `METHOD path` matches fail with this status. */
  private failures: { pattern: RegExp; status: number; times: number }[] = [];
  private readonly tokens = new Set<string>();
  private nextMeetingId = 81_234_500_000;
  private server: Server | undefined;
  url = '';

  constructor(
    readonly accountId: string,
    readonly clientId: string,
    readonly clientSecret: string,
    readonly webhookSecret: string,
  ) {}

  get apiUrl(): string {
    return `${this.url}/v2`;
  }

  get oauthUrl(): string {
    return `${this.url}/oauth/token`;
  }

  /** The app's environment for this fake. */
  env(): Record<string, string> {
    return {
      ZOOM_ACCOUNT_ID: this.accountId,
      ZOOM_CLIENT_ID: this.clientId,
      ZOOM_CLIENT_SECRET: this.clientSecret,
      ZOOM_WEBHOOK_SECRET: this.webhookSecret,
      ZOOM_API_URL: this.apiUrl,
      ZOOM_OAUTH_URL: this.oauthUrl,
    };
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.route(req, res).catch((e: unknown) => send(res, 500, { code: 500, message: String(e) }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  failNext(pattern: RegExp, status: number, times = 1): void {
    this.failures.push({ pattern, status, times });
  }

  /** Every token handed out so far stops working (Zoom revoked them). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** API calls (not OAuth) matching a method and a path pattern. */
  calls(method: string, pattern: RegExp): number {
    return this.requests.filter(
      (r) => r.method === method && pattern.test(r.path) && r.path !== '/oauth/token',
    ).length;
  }

  liveMeetings(): FakeMeeting[] {
    return [...this.meetings.values()];
  }

  private async route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const method = req.method ?? '';
    if (this.delayMs) await sleep(this.delayMs);
    if (method === 'POST' && path === '/oauth/token') return this.oauth(req, url, res);
    if (method === 'GET' && path.startsWith('/rec/download/')) return this.download(req, url, res);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const authorized = !!bearer && this.tokens.has(bearer);
    this.requests.push({ method, path, authorized });
    if (!authorized) return send(res, 401, { code: 124, message: 'Invalid access token.' });
    const failure = this.failures.find((f) => f.times > 0 && f.pattern.test(`${method} ${path}`));
    if (failure) {
      failure.times--;
      return send(res, failure.status, { code: failure.status, message: 'Injected failure' });
    }
    let m: RegExpMatchArray | null;
    if (method === 'POST' && (m = /^\/v2\/users\/([^/]+)\/meetings$/.exec(path))) {
      const body = await readJson(req);
      if (!body || typeof body.topic !== 'string' || typeof body.start_time !== 'string')
        return send(res, 400, { code: 300, message: 'Invalid request body.' });
      const id = this.nextMeetingId++;
      const meeting: FakeMeeting = {
        id,
        uuid: `${randomBytes(12).toString('base64')}==`,
        host_id: 'host_abc',
        topic: body.topic,
        type: Number(body.type ?? 2),
        start_time: body.start_time,
        timezone: String(body.timezone ?? 'UTC'),
        duration: Number(body.duration ?? 60),
        join_url: `https://fake.zoom.test/j/${id}?pwd=${token()}`,
        start_url: `https://fake.zoom.test/s/${id}?zak=${token()}`,
        settings: (body.settings as Record<string, unknown>) ?? {},
        user: decodeURIComponent(m[1]),
      };
      this.meetings.set(id, meeting);
      return send(res, 201, meeting);
    }
    if ((m = /^\/v2\/meetings\/(\d+)$/.exec(path))) {
      const meeting = this.meetings.get(Number(m[1]));
      if (!meeting) return send(res, 404, { code: 3001, message: 'Meeting does not exist.' });
      if (method === 'GET') {
        // Zoom answers a new start_url (a new ZAK token, valid two hours) each time it is asked.
        meeting.start_url = `https://fake.zoom.test/s/${meeting.id}?zak=${token()}`;
        return send(res, 200, meeting);
      }
      if (method === 'DELETE') {
        this.meetings.delete(meeting.id);
        return send(res, 204);
      }
      if (method === 'PATCH') {
        const body = await readJson(req);
        if (!body) return send(res, 400, { code: 300, message: 'Invalid request body.' });
        for (const key of ['topic', 'start_time', 'timezone', 'duration'] as const)
          if (body[key] !== undefined) Object.assign(meeting, { [key]: body[key] });
        return send(res, 204);
      }
    }
    if (method === 'POST' && (m = /^\/v2\/meetings\/(\d+)\/registrants$/.exec(path))) {
      const meeting = this.meetings.get(Number(m[1]));
      if (!meeting) return send(res, 404, { code: 3001, message: 'Meeting does not exist.' });
      const body = await readJson(req);
      if (!body || typeof body.email !== 'string' || typeof body.first_name !== 'string')
        return send(res, 400, { code: 300, message: 'Invalid request body.' });
      const email = String(body.email).toLowerCase();
      this.registrantCalls.set(email, (this.registrantCalls.get(email) ?? 0) + 1);
      const list = this.registrants.get(meeting.id) ?? [];
      let registrant = list.find((r) => r.email.toLowerCase() === String(body.email).toLowerCase());
      if (!registrant) {
        const tk = token();
        registrant = {
          registrant_id: tk.slice(0, 22),
          email: body.email,
          first_name: body.first_name,
          last_name: String(body.last_name ?? ''),
          join_url: `https://fake.zoom.test/w/${meeting.id}?tk=${tk}`,
        };
        list.push(registrant);
        this.registrants.set(meeting.id, list);
      }
      return send(res, 201, {
        id: meeting.id,
        registrant_id: registrant.registrant_id,
        join_url: registrant.join_url,
        topic: meeting.topic,
        start_time: meeting.start_time,
      });
    }
    if (method === 'GET' && (m = /^\/v2\/past_meetings\/([^/]+)\/participants$/.exec(path))) {
      // The UUID arrives URL-encoded (twice when it starts with / or holds //).
      let uuid = decodeURIComponent(m[1]);
      if (!this.pastParticipants.has(uuid)) uuid = decodeURIComponent(uuid);
      const all = this.pastParticipants.get(uuid);
      if (!all) return send(res, 404, { code: 3001, message: 'Meeting does not exist.' });
      const size = Number(url.searchParams.get('page_size') ?? 30);
      const start = Number(url.searchParams.get('next_page_token') || 0);
      const page = all.slice(start, start + size);
      return send(res, 200, {
        page_size: size,
        total_records: all.length,
        next_page_token: start + size < all.length ? String(start + size) : '',
        participants: page,
      });
    }
    return send(res, 404, { code: 404, message: 'Not found' });
  }

  /**
   * A recording file, as Zoom serves `download_url`: the webhook's download token as the bearer (or
   * `?access_token=`); without a valid one, 401.
   */
  private download(req: IncomingMessage, url: URL, res: ServerResponse) {
    this.downloads++;
    const given =
      /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ??
      url.searchParams.get('access_token') ??
      '';
    if (!this.downloadTokens.has(given)) {
      this.downloadsRefused++;
      return send(res, 401, { code: 124, message: 'Invalid access token.' });
    }
    const id = decodeURIComponent(url.pathname.slice('/rec/download/'.length));
    const failure = this.failures.find((f) => f.times > 0 && f.pattern.test(`GET ${url.pathname}`));
    if (failure) {
      failure.times--;
      return send(res, failure.status, { code: failure.status, message: 'Injected failure' });
    }
    const bytes = this.recordingFiles.get(id);
    if (!bytes) return send(res, 404, { code: 3301, message: 'This recording does not exist.' });
    res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': String(bytes.length) });
    res.end(bytes);
  }

  /**
   * A `recording.completed` event body for a meeting whose cloud recording is `mp4` (with an audio file
   * beside it, as Zoom sends), and the download token it carries (valid at this fake).
   */
  recordingCompleted(meeting: FakeMeeting, mp4: Buffer) {
    const fileId = randomUUID();
    const audioId = randomUUID();
    this.recordingFiles.set(fileId, mp4);
    this.recordingFiles.set(audioId, Buffer.from('audio'));
    const downloadToken = `dl.${token()}.${token()}`;
    this.downloadTokens.add(downloadToken);
    const file = (id: string, type: string, recordingType: string, size: number) => ({
      id,
      meeting_id: meeting.uuid,
      recording_start: meeting.start_time,
      recording_end: meeting.start_time,
      file_type: type,
      file_extension: type,
      file_size: size,
      play_url: `https://fake.zoom.test/rec/play/${id}`,
      download_url: `${this.url}/rec/download/${id}`,
      status: 'completed',
      recording_type: recordingType,
    });
    return {
      event: 'recording.completed',
      event_ts: Date.now(),
      download_token: downloadToken,
      payload: {
        account_id: this.accountId,
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

  private oauth(req: IncomingMessage, url: URL, res: ServerResponse) {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    const ok =
      req.headers.authorization === expected &&
      url.searchParams.get('grant_type') === 'account_credentials' &&
      url.searchParams.get('account_id') === this.accountId;
    this.requests.push({ method: 'POST', path: '/oauth/token', authorized: ok });
    if (!ok)
      return send(res, 400, {
        reason: 'Invalid client_id or client_secret',
        error: 'invalid_client',
      });
    const value = token();
    this.tokens.add(value);
    this.tokensIssued++;
    return send(res, 200, {
      access_token: value,
      token_type: 'bearer',
      expires_in: this.tokenLifetimeSeconds,
      scope: 'meeting:write:admin',
      api_url: 'https://api.zoom.us',
    });
  }

  /** A webhook as Zoom sends it: the raw body and its signature headers (timestamp in seconds). */
  signed(
    body: unknown,
    options: { at?: Date; secret?: string } = {},
  ): { raw: string; headers: Record<string, string> } {
    const raw = JSON.stringify(body);
    const ts = String(Math.floor((options.at ?? new Date()).getTime() / 1000));
    const signature = createHmac('sha256', options.secret ?? this.webhookSecret)
      .update(`v0:${ts}:${raw}`)
      .digest('hex');
    return {
      raw,
      headers: {
        'Content-Type': 'application/json',
        'x-zm-request-timestamp': ts,
        'x-zm-signature': `v0=${signature}`,
      },
    };
  }

  /** A `meeting.participant_*` event body for a meeting. */
  participantEvent(
    event: 'meeting.participant_joined' | 'meeting.participant_left',
    meeting: FakeMeeting,
    participant: {
      participant_uuid?: string;
      user_id?: string;
      registrant_id?: string;
      email?: string;
      user_name?: string;
      join_time?: string;
      leave_time?: string;
    },
  ) {
    return {
      event,
      event_ts: Date.now(),
      payload: {
        account_id: this.accountId,
        object: {
          id: String(meeting.id),
          uuid: meeting.uuid,
          host_id: meeting.host_id,
          topic: meeting.topic,
          type: 2,
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
}
