import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ZoomConfig } from '../config.js';
import {
  REGISTRANTS_PER_BATCH,
  VideoPlatformError,
  type CreatedMeeting,
  type MeetingPlatform,
  type MeetingSpec,
  type PastParticipant,
  type Registrant,
  type VideoKind,
} from './video-provider.js';

/** Zoom's path segment of a kind: `/meetings/{id}` or `/webinars/{id}`. */
const plural = (kind: VideoKind) => (kind === 'webinar' ? 'webinars' : 'meetings');

const TIMEOUT_MS = 15_000;
/** A recording download may take long; it fails when no byte arrives for this long. */
const DOWNLOAD_CONNECT_MS = 30_000;
/** A token is renewed this long before Zoom says it expires. */
const EXPIRY_MARGIN_MS = 60_000;

interface ZoomToken {
  value: string;
  expiresAt: number;
}

/** Zoom's answer for a participant of a past meeting (the fields read here). */
interface ZoomPastParticipant {
  id?: string;
  user_id?: string;
  participant_uuid?: string;
  registrant_id?: string;
  user_email?: string;
  join_time?: string;
  leave_time?: string;
}

/**
 * Zoom's `Retry-After` (seconds, or an HTTP date) in milliseconds from now; a 429 without one waits a
 * second.
 */
export function retryAfterMs(header: string | null, now: number): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, at - now);
  }
  return 1000;
}

/** A past meeting's UUID that starts with `/` or holds `//` is encoded twice in the path (Zoom's rule). */
export function encodeMeetingUuid(uuid: string): string {
  const once = encodeURIComponent(uuid);
  return uuid.startsWith('/') || uuid.includes('//') ? encodeURIComponent(once) : once;
}

/**
 * Zoom's REST API v2 with a Server-to-Server OAuth app: the account's token
 * (`POST {oauthUrl}?grant_type=account_credentials&account_id=…`, basic auth with the client id and
 * secret) is cached until shortly before it expires, and fetched once for concurrent callers.
 */
export class ZoomPlatform implements MeetingPlatform {
  private token: ZoomToken | undefined;
  private pending: Promise<ZoomToken> | undefined;

  constructor(
    private readonly config: ZoomConfig,
    private readonly now: () => number = Date.now,
  ) {}

  async prepare(): Promise<void> {
    await this.accessToken();
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - EXPIRY_MARGIN_MS > this.now()) return this.token.value;
    this.pending ??= this.fetchToken().finally(() => (this.pending = undefined));
    this.token = await this.pending;
    return this.token.value;
  }

  private async fetchToken(): Promise<ZoomToken> {
    const url = new URL(this.config.oauthUrl);
    url.searchParams.set('grant_type', 'account_credentials');
    url.searchParams.set('account_id', this.config.accountId);
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString(
      'base64',
    );
    const res = await this.send(url.toString(), {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}` },
    });
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      reason?: string;
    };
    if (!res.ok || !body.access_token)
      throw new VideoPlatformError(res.status, `zoom oauth: ${body.reason ?? res.statusText}`);
    return {
      value: body.access_token,
      expiresAt: this.now() + (body.expires_in ?? 3600) * 1000,
    };
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new VideoPlatformError(0, `zoom unreachable: ${String(error)}`);
    }
  }

  /** One API call; a 401 (token revoked early) fetches a new token and tries once more. */
  private async call<T>(method: string, path: string, body?: unknown): Promise<T | undefined> {
    for (let attempt = 1; ; attempt++) {
      const res = await this.send(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${await this.accessToken()}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status === 401 && attempt === 1) {
        this.token = undefined;
        continue;
      }
      const text = await res.text();
      if (!res.ok) {
        let message = text;
        try {
          message = String((JSON.parse(text) as { message?: string }).message ?? text);
        } catch {
          // not JSON: the text itself
        }
        throw new VideoPlatformError(
          res.status,
          `zoom ${method} ${path}: ${message}`.slice(0, 480),
          res.status === 429 ? retryAfterMs(res.headers.get('retry-after'), this.now()) : null,
        );
      }
      return text ? (JSON.parse(text) as T) : undefined;
    }
  }

  private meetingBody(spec: MeetingSpec) {
    return {
      topic: spec.topic,
      type: 2,
      // Local time of the timezone given: the class's IST start as it is stored.
      start_time: `${spec.date}T${spec.time}:00`,
      timezone: 'Asia/Kolkata',
      duration: spec.durationMinutes,
    };
  }

  async create(
    spec: MeetingSpec,
    kind: VideoKind = 'meeting',
    hostUser: string = this.config.hostUser,
  ): Promise<CreatedMeeting> {
    const settings =
      kind === 'webinar'
        ? {
            // Registration required, approved automatically; the host's video on, attendees unseen.
            approval_type: 0,
            registration_type: 1,
            allow_multiple_devices: false,
            registrants_confirmation_email: false,
            registrants_email_notification: false,
            host_video: true,
            panelists_video: true,
            auto_recording: this.config.record ? 'cloud' : 'none',
          }
        : {
            // Registration required, approved automatically; one device per registrant.
            approval_type: 0,
            registration_type: 1,
            allow_multiple_devices: false,
            registrants_confirmation_email: false,
            registrants_email_notification: false,
            join_before_host: false,
            waiting_room: false,
            auto_recording: this.config.record ? 'cloud' : 'none',
          };
    const created = await this.call<{ id: number | string; join_url: string; start_url: string }>(
      'POST',
      `/users/${encodeURIComponent(hostUser)}/${plural(kind)}`,
      // A scheduled webinar is Zoom's type 5 (a scheduled meeting: 2).
      { ...this.meetingBody(spec), ...(kind === 'webinar' ? { type: 5 } : {}), settings },
    );
    if (!created?.id || !created.join_url)
      throw new VideoPlatformError(502, `zoom: a ${kind} without id or link`);
    return {
      meetingId: String(created.id),
      joinUrl: created.join_url,
      startUrl: created.start_url,
    };
  }

  async update(meetingId: string, spec: MeetingSpec, kind: VideoKind = 'meeting'): Promise<void> {
    await this.call(
      'PATCH',
      `/${plural(kind)}/${encodeURIComponent(meetingId)}`,
      this.meetingBody(spec),
    );
  }

  async startUrl(meetingId: string, kind: VideoKind = 'meeting'): Promise<string> {
    const meeting = await this.call<{ start_url?: string }>(
      'GET',
      `/${plural(kind)}/${encodeURIComponent(meetingId)}`,
    );
    if (!meeting?.start_url) throw new VideoPlatformError(502, `zoom: a ${kind} without start_url`);
    return meeting.start_url;
  }

  async remove(meetingId: string, kind: VideoKind = 'meeting'): Promise<void> {
    try {
      await this.call('DELETE', `/${plural(kind)}/${encodeURIComponent(meetingId)}`);
    } catch (error) {
      if (error instanceof VideoPlatformError && error.status === 404) return;
      throw error;
    }
  }

  async register(
    meetingId: string,
    person: { email: string; firstName: string; lastName: string },
    kind: VideoKind = 'meeting',
  ): Promise<Registrant> {
    const res = await this.call<{ registrant_id?: string; id?: number; join_url?: string }>(
      'POST',
      `/${plural(kind)}/${encodeURIComponent(meetingId)}/registrants`,
      {
        email: person.email,
        first_name: person.firstName,
        last_name: person.lastName,
        ...(kind === 'meeting' ? { auto_approve: true } : {}),
      },
    );
    if (!res?.registrant_id || !res.join_url)
      throw new VideoPlatformError(502, 'zoom: a registrant without id or link');
    return { registrantId: res.registrant_id, joinUrl: res.join_url };
  }

  async registerMany(
    meetingId: string,
    people: readonly { email: string; firstName: string; lastName: string }[],
    kind: VideoKind = 'meeting',
  ): Promise<Map<string, Registrant>> {
    if (people.length > REGISTRANTS_PER_BATCH)
      throw new Error(`at most ${REGISTRANTS_PER_BATCH} registrants a batch`);
    const res = await this.call<{
      registrants?: { registrant_id?: string; email?: string; join_url?: string }[];
    }>('POST', `/${plural(kind)}/${encodeURIComponent(meetingId)}/batch_registrants`, {
      auto_approve: true,
      ...(kind === 'meeting' ? { registrants_confirmation_email: false } : {}),
      registrants: people.map((p) => ({
        email: p.email,
        first_name: p.firstName,
        last_name: p.lastName,
      })),
    });
    const made = new Map<string, Registrant>();
    for (const r of res?.registrants ?? [])
      if (r.email && r.registrant_id && r.join_url)
        made.set(r.email.toLowerCase(), { registrantId: r.registrant_id, joinUrl: r.join_url });
    return made;
  }

  /** Zoom's "update registrant's status": `PUT /meetings/{id}/registrants/status`, action `cancel`. */
  async cancelRegistrants(
    meetingId: string,
    registrants: readonly { id: string; email: string }[],
    kind: VideoKind = 'meeting',
  ): Promise<void> {
    if (!registrants.length) return;
    if (registrants.length > REGISTRANTS_PER_BATCH)
      throw new Error(`at most ${REGISTRANTS_PER_BATCH} registrants a call`);
    try {
      await this.call(
        'PUT',
        `/${plural(kind)}/${encodeURIComponent(meetingId)}/registrants/status`,
        {
          action: 'cancel',
          registrants: registrants.map((r) => ({ id: r.id, email: r.email })),
        },
      );
    } catch (error) {
      if (error instanceof VideoPlatformError && error.status === 404) return;
      throw error;
    }
  }

  async pastParticipants(
    meetingUuid: string,
    kind: VideoKind = 'meeting',
  ): Promise<PastParticipant[]> {
    const all: PastParticipant[] = [];
    let next = '';
    do {
      const query = new URLSearchParams({ page_size: '300' });
      if (next) query.set('next_page_token', next);
      const page = await this.call<{
        participants?: ZoomPastParticipant[];
        next_page_token?: string;
      }>('GET', `/past_${plural(kind)}/${encodeMeetingUuid(meetingUuid)}/participants?${query}`);
      for (const p of page?.participants ?? []) {
        const key = p.participant_uuid || p.user_id || p.id;
        if (!key || !p.join_time) continue;
        all.push({
          key,
          registrantId: p.registrant_id || null,
          email: p.user_email || null,
          joinTime: new Date(p.join_time),
          leaveTime: p.leave_time ? new Date(p.leave_time) : null,
        });
      }
      next = page?.next_page_token ?? '';
    } while (next);
    return all;
  }

  /**
   * Zoom's recording download: `download_url` with the webhook's `download_token` as the bearer (Zoom
   * answers a redirect to its file store, which fetch follows).
   */
  async download(url: string, token: string): Promise<{ body: Readable; size: number | null }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), DOWNLOAD_CONNECT_MS);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { Authorization: `Bearer ${token}` },
        redirect: 'follow',
        signal: controller.signal,
      });
    } catch (error) {
      throw new VideoPlatformError(0, `zoom recording unreachable: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel().catch(() => undefined);
      throw new VideoPlatformError(res.status, `zoom recording download: ${res.status}`);
    }
    const length = Number(res.headers.get('content-length'));
    return {
      body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
      size: Number.isFinite(length) && length > 0 ? length : null,
    };
  }
}
