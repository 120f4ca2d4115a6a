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
  create(spec: MeetingSpec): Promise<CreatedMeeting>;
  update(meetingId: string, spec: MeetingSpec): Promise<void>;
  /**
   * The host's start link, fresh: Zoom's `start_url` carries a token that expires two hours after it is
   * issued, so the one answered when the meeting was made (days ahead) is never served.
   */
  startUrl(meetingId: string): Promise<string>;
  /** A meeting already gone counts as deleted. */
  remove(meetingId: string): Promise<void>;
  /** Registers a person (auto-approved); registering the same email again answers the same link. */
  register(
    meetingId: string,
    person: { email: string; firstName: string; lastName: string },
  ): Promise<Registrant>;
  pastParticipants(meetingUuid: string): Promise<PastParticipant[]>;
  /**
   * A cloud recording file (`recording.completed`'s `download_url`, with the webhook's `download_token`):
   * its bytes as a stream, and its length when the platform says it.
   */
  download(url: string, token: string): Promise<{ body: Readable; size: number | null }>;
}

/** The platform refused or could not be reached (`status` 0: no answer). */
export class VideoPlatformError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'VideoPlatformError';
  }
}
