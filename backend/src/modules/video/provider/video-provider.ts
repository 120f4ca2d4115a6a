import type { Readable } from 'node:stream';

/**
 * The video provider port (docs/video.md). `manual`: the admin pastes one meeting link per class and
 * every entitled student receives it (the default, nothing to configure). `zoom`: the product makes a
 * meeting for each class without a link of its own and gives each student a registrant link.
 */
export interface VideoProvider {
  readonly name: 'manual' | 'zoom';
  /** Null for the manual provider: the class's pasted link is its meeting. */
  readonly meetings: MeetingPlatform | null;
}

export const VIDEO_PROVIDER = Symbol('VIDEO_PROVIDER');

/** A meeting (interactive) or a webinar (students see and hear the host, and are not seen). */
export type VideoKind = 'meeting' | 'webinar';

/** A meeting as the product asks for it: the class's title, IST start and length. */
export interface MeetingSpec {
  topic: string;
  /** IST date (YYYY-MM-DD) and time of day (HH:mm). */
  date: string;
  time: string;
  durationMinutes: number;
}

export interface CreatedMeeting {
  meetingId: string;
  joinUrl: string;
  startUrl: string;
}

export interface Registrant {
  registrantId: string;
  joinUrl: string;
}

/** One participant of a past meeting instance (join and leave times from the platform). */
export interface PastParticipant {
  /** participant_uuid, else the participant's id in the meeting. */
  key: string;
  registrantId: string | null;
  email: string | null;
  joinTime: Date;
  leaveTime: Date | null;
}

/** What a platform that makes meetings does for the product. */
export interface MeetingPlatform {
  /**
   * Gets ready for calls (Zoom: the account's OAuth token, cached): a join that waits for the meeting
   * another instance is making does this meanwhile, so its own registration is one call.
   */
  prepare(): Promise<void>;
  /**
   * Makes a meeting, or a webinar (`kind`), for `hostUser` (a Zoom user's id or email; default the
   * configured host). Every method takes the kind: Zoom's webinars have paths of their own.
   */
  create(spec: MeetingSpec, kind?: VideoKind, hostUser?: string): Promise<CreatedMeeting>;
  update(meetingId: string, spec: MeetingSpec, kind?: VideoKind): Promise<void>;
  /**
   * The host's start link, fresh: Zoom's `start_url` carries a token that expires two hours after it is
   * issued, so the one answered when the meeting was made (days ahead) is never served.
   */
  startUrl(meetingId: string, kind?: VideoKind): Promise<string>;
  /** A meeting already gone counts as deleted. */
  remove(meetingId: string, kind?: VideoKind): Promise<void>;
  /** Registers a person (auto-approved); registering the same email again answers the same link. */
  register(
    meetingId: string,
    person: { email: string; firstName: string; lastName: string },
    kind?: VideoKind,
  ): Promise<Registrant>;
  /**
   * Registers up to REGISTRANTS_PER_BATCH people in one call (Zoom's batch registration, auto-approved);
   * answers each one's registrant by lower-cased email.
   */
  registerMany(
    meetingId: string,
    people: readonly { email: string; firstName: string; lastName: string }[],
    kind?: VideoKind,
  ): Promise<Map<string, Registrant>>;
  /**
   * Cancels registrants (up to REGISTRANTS_PER_BATCH, named by registrant id and email): their links no
   * longer open the meeting. A meeting already gone counts as done (its registrants went with it).
   */
  cancelRegistrants(
    meetingId: string,
    registrants: readonly { id: string; email: string }[],
    kind?: VideoKind,
  ): Promise<void>;
  pastParticipants(meetingUuid: string, kind?: VideoKind): Promise<PastParticipant[]>;
  /**
   * A cloud recording file (`recording.completed`'s `download_url`, with the webhook's `download_token`):
   * its bytes as a stream, and its length when the platform says it.
   */
  download(url: string, token: string): Promise<{ body: Readable; size: number | null }>;
}

/** The most registrants Zoom's batch registration takes in one call. */
export const REGISTRANTS_PER_BATCH = 30;

/**
 * The platform refused or could not be reached (`status` 0: no answer). A rate-limit answer (429) says
 * in `retryAfterMs` when to ask again (Zoom's `Retry-After`), else null.
 */
export class VideoPlatformError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'VideoPlatformError';
  }
}
