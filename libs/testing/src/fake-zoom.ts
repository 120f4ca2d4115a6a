import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { send } from './fake-http.js';
import { meetingRoutes } from './fake-zoom/meetings.js';
import type { FakeMeeting, FakePastParticipant, FakeRegistrant } from './fake-zoom/model.js';
import { oauthToken } from './fake-zoom/oauth.js';
import {
  participantEventBody,
  pastParticipantRoutes,
  type EventParticipant,
  type ParticipantEventName,
} from './fake-zoom/participants.js';
import { download, recordingCompletedBody } from './fake-zoom/recordings.js';
import { registrantRoutes } from './fake-zoom/registrants.js';
import { signedWebhook } from './fake-zoom/webhooks.js';

export type { FakeMeeting, FakePastParticipant, FakeRegistrant } from './fake-zoom/model.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local stand-in for Zoom speaking its protocol: Server-to-Server OAuth (`POST /oauth/token`,
 * basic auth, `grant_type=account_credentials`), and API v2 under `/v2` with the bearer token:
 * meetings (create, get, patch, delete), registrants one at a time and in batches of up to 30
 * (`POST /meetings/{id}/batch_registrants`; the same email answers the same registrant, as Zoom does),
 * a registrant's status (`PUT /meetings/{id}/registrants/status`: approve, cancel or deny, up to 30
 * registrants named by id or email), past meeting participants; webinars the same way under `/webinars`
 * (`POST /users/{id}/webinars`, get, patch, delete, registrants, batch registrants, registrant status,
 * `/past_webinars/{id}/participants`); plus what
 * Zoom's webhook sender signs. With `ratePerSecond` set, API calls
 * beyond that many in one second are answered 429 with `Retry-After` (seconds), as Zoom's rate limits.
 * What each part fakes is in `fake-zoom/`: oauth, meetings, registrants, participants, recordings, webhooks.
 */
export class FakeZoom {
  readonly meetings = new Map<number, FakeMeeting>();
  /** Webinars (`POST /users/{userId}/webinars`, type 5), with the meetings' registrant routes. */
  readonly webinars = new Map<number, FakeMeeting>();
  readonly registrants = new Map<number, FakeRegistrant[]>();
  /**
   * Registrants cancelled (`PUT /meetings/{id}/registrants/status`, action `cancel`), per meeting or
   * webinar: their links no longer open it; the same email registering again gets a new registrant.
   */
  readonly cancelledRegistrants = new Map<number, FakeRegistrant[]>();
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
  /** API calls allowed per second (0: no limit); beyond it 429 with `Retry-After`. */
  ratePerSecond = 0;
  /** Calls answered 429 because of `ratePerSecond`. */
  rateLimited = 0;
  /** The most registrants Zoom takes in one batch call. */
  readonly batchLimit = 30;
  /** When the calls of the last second were answered (the rate limit). */
  private readonly recent: number[] = [];
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
    if (method === 'POST' && path === '/oauth/token')
      return oauthToken(this, this.tokens, req, url, res);
    if (method === 'GET' && path.startsWith('/rec/download/'))
      return download(this, req, url, res, (call) => this.injectedFailure(call));
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const authorized = !!bearer && this.tokens.has(bearer);
    this.requests.push({ method, path, authorized });
    if (!authorized) return send(res, 401, { code: 124, message: 'Invalid access token.' });
    if (this.rateLimitedNow(res)) return;
    const failure = this.injectedFailure(`${method} ${path}`);
    if (failure) return send(res, failure, { code: failure, message: 'Injected failure' });
    const call = { req, res, url, path, method };
    if (await meetingRoutes(this, call, () => this.nextMeetingId++)) return;
    if (await registrantRoutes(this, call)) return;
    if (pastParticipantRoutes(this, call)) return;
    return send(res, 404, { code: 404, message: 'Not found' });
  }

  /**
   * With `ratePerSecond` set, a call beyond that many in the last second: answered 429 with `Retry-After`
   * (true). A sliding second: a call is answered when fewer than ratePerSecond were in the last 1,000 ms.
   */
  private rateLimitedNow(res: ServerResponse): boolean {
    if (this.ratePerSecond <= 0) return false;
    const now = Date.now();
    while (this.recent.length && this.recent[0] <= now - 1000) this.recent.shift();
    if (this.recent.length >= this.ratePerSecond) {
      this.rateLimited++;
      const wait = Math.max(1, Math.ceil((this.recent[0] + 1000 - now) / 1000));
      res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': String(wait) });
      res.end(
        JSON.stringify({
          code: 429,
          message: 'You have reached the maximum per-second rate limit for this API.',
        }),
      );
      return true;
    }
    this.recent.push(now);
    return false;
  }

  /** The status of a failure injected (failNext) for this call (`METHOD path`), used up once; else undefined. */
  private injectedFailure(call: string): number | undefined {
    const failure = this.failures.find((f) => f.times > 0 && f.pattern.test(call));
    if (!failure) return undefined;
    failure.times--;
    return failure.status;
  }

  liveWebinars(): FakeMeeting[] {
    return [...this.webinars.values()];
  }

  /**
   * A `recording.completed` event body for a meeting whose cloud recording is `mp4` (with an audio file
   * beside it, as Zoom sends), and the download token it carries (valid at this fake).
   */
  recordingCompleted(meeting: FakeMeeting, mp4: Buffer) {
    return recordingCompletedBody(
      this,
      { baseUrl: this.url, accountId: this.accountId },
      meeting,
      mp4,
    );
  }

  /** A webhook as Zoom sends it: the raw body and its signature headers (timestamp in seconds). */
  signed(
    body: unknown,
    options: { at?: Date; secret?: string } = {},
  ): { raw: string; headers: Record<string, string> } {
    return signedWebhook(body, options.secret ?? this.webhookSecret, options.at);
  }

  /** A `meeting.participant_*` (or `webinar.participant_*`) event body for a meeting (a webinar). */
  participantEvent(
    event: ParticipantEventName,
    meeting: FakeMeeting,
    participant: EventParticipant,
  ) {
    return participantEventBody(this.accountId, event, meeting, participant);
  }
}
