import { Inject, Injectable } from '@nestjs/common';
import type { ClassAttendanceRow } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import type { YogaClass } from '../classes/index.js';
import { VideoAttendanceService } from './attendance.service.js';
import { MeetingsService } from './meetings.service.js';
import { RoomsService } from './rooms.service.js';
import { ownLink } from './own-link.js';
import {
  VIDEO_PROVIDER,
  VideoPlatformError,
  type VideoProvider,
} from './provider/video-provider.js';

/**
 * What the instructor console asks of the video module (issue 25): the host's link of a class and the
 * attendance after it. The caller has checked that the reader teaches the class or is an admin.
 */
@Injectable()
export class ClassVideoService {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly attendance: VideoAttendanceService,
    private readonly rooms: RoomsService,
    @Inject(VIDEO_PROVIDER) private readonly video: VideoProvider,
  ) {}

  /**
   * Zoom: the meeting's `start_url` asked of Zoom now (the meeting made first if the job has not yet): the
   * one stored when the meeting was made expires two hours after it was issued. A class with a pasted
   * link, or the manual provider: that link. Zoom unreachable: 503 `video_unavailable`.
   */
  async hostLink(c: YogaClass): Promise<string> {
    const platform = this.video.meetings;
    const meeting = platform && !ownLink(c.link) ? await this.meetings.ensure(c) : null;
    if (!platform || !meeting) return c.link;
    if (!meeting.meetingId) throw new ApiError('video_unavailable');
    try {
      return await platform.startUrl(meeting.meetingId, meeting.kind);
    } catch (error) {
      if (error instanceof VideoPlatformError)
        throw new ApiError('video_unavailable', {}, { cause: error });
      throw error;
    }
  }

  /**
   * The host's link of the class's second meeting (issue 33), for its second instructor: the overflow
   * room is made first if no student has needed it yet. Null when the class has no overflow meeting.
   */
  async overflowHostLink(c: YogaClass): Promise<string | null> {
    const platform = this.video.meetings;
    if (!platform || ownLink(c.link) || this.rooms.overflowKind(c) !== 'meeting') return null;
    const overflow = await this.rooms.ensureOverflow(c);
    if (!overflow?.meetingId) throw new ApiError('video_unavailable');
    try {
      return await platform.startUrl(overflow.meetingId, overflow.kind);
    } catch (error) {
      if (error instanceof VideoPlatformError)
        throw new ApiError('video_unavailable', {}, { cause: error });
      throw error;
    }
  }

  /** The class's attendance: minutes per student with Zoom, the join clicks otherwise. */
  attendanceOf(classId: number): Promise<ClassAttendanceRow[]> {
    return this.attendance.forClass(classId);
  }
}
