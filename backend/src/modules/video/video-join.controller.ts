import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { JOIN_ERRORS, Role, joinWindow, type JoinClassResponse } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { JoinClassResponseSchema } from './video.schemas.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { ClassesService } from '../classes/index.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { ClassVideoService } from './class-video.service.js';
import { MeetingsService } from './meetings.service.js';
import { ownLink } from './own-link.js';
import { VIDEO_PROVIDER, type VideoProvider } from './provider/video-provider.js';
import { RegistrationsService } from './registrations.service.js';

/**
 * The only way a student gets a class's link: entitled, and inside the join window. A class with a
 * Zoom meeting gives the student their own registrant link (attendance: what Zoom confirms); a class
 * with a pasted link (the manual provider, or a guest teacher's meeting) gives that link and records the
 * join click as attendance, as before. Admins get the host's start link; an instructor starts the class
 * from the console (`POST /api/console/classes/:id/start`), which checks that the class is theirs.
 */
@ApiTags('classes')
@ApiBearerAuth()
@Controller('classes')
export class VideoJoinController {
  constructor(
    private readonly classes: ClassesService,
    private readonly subscriptions: SubscriptionsService,
    private readonly meetings: MeetingsService,
    private readonly registrations: RegistrationsService,
    private readonly settings: SiteSettingsService,
    private readonly classVideo: ClassVideoService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(VIDEO_PROVIDER) private readonly video: VideoProvider,
  ) {}

  @Post(':id/join')
  @HttpCode(200)
  @ApiOkResponse({ type: JoinClassResponseSchema })
  async join(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
  ): Promise<JoinClassResponse> {
    // Only the console knows which instructor teaches which class: the host's link is asked there.
    if (user.role === Role.Instructor) {
      await this.classes.findEntity(id);
      throw new ApiError('host_start_in_console');
    }
    const staff = user.role === Role.Admin;
    // What the join needs, asked at once (06:00: every student presses within a minute); the link stored
    // ahead is only handed out after every check below.
    const [c, entitled, w, s] = await Promise.allSettled([
      // The class is the same row for every student: read once a second per instance (forJoin).
      staff ? this.classes.findEntity(id) : this.classes.forJoin(id),
      this.subscriptions.assertEntitled(user),
      this.settings.joinWindow(),
      staff || !this.video.meetings ? null : this.registrations.storedLink(id, user.id),
    ]);
    // The refusals in the order they were always checked: the class, then the entitlement.
    if (c.status === 'rejected') throw c.reason;
    if (entitled.status === 'rejected') throw entitled.reason;
    if (w.status === 'rejected') throw w.reason;
    if (s.status === 'rejected') throw s.reason;
    const [found, window, stored] = [c.value, w.value, s.value];
    if (!staff) {
      const { opens, closes } = joinWindow(found.date, found.time, window);
      const now = this.clock.now().getTime();
      if (now < opens.getTime())
        throw new ApiError(
          'join_not_open',
          { when: opens.toISOString() },
          { error: JOIN_ERRORS.notOpen },
        );
      if (now > closes.getTime())
        throw new ApiError(
          'join_closed',
          { when: closes.toISOString() },
          { error: JOIN_ERRORS.closed },
        );
    }
    // The host's link, asked of Zoom now (its start_url expires two hours after it is issued).
    if (staff) return { url: await this.classVideo.hostLink(found) };
    // Registered ahead: the student's own link from the database, no call to Zoom.
    if (stored && !ownLink(found.link)) return stored;
    const meeting =
      this.video.meetings && !ownLink(found.link) ? await this.meetings.ensure(found) : null;
    if (!meeting) {
      // The manual provider, or a pasted link: today's behaviour (the join click is the attendance).
      await this.subscriptions.recordAttendance(user.id, id);
      return { url: found.link };
    }
    if (!meeting.meetingId) throw new ApiError('video_unavailable');
    // Her own link, against a seat of the meeting, else of its overflow (issue 33).
    return this.registrations.linkFor(found, meeting, user.id);
  }
}
