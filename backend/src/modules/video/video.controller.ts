import { Controller, Get, Headers, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  Role,
  type ClassAttendanceRow,
  type ClassVideoRooms,
  type MyClassAttendance,
  type VideoMeetingFailure,
  type VideoStatus,
  type ZoomWebhookAnswer,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import {
  ClassAttendanceRowSchema,
  ClassVideoRoomsSchema,
  MyClassAttendanceSchema,
  VideoMeetingFailureSchema,
  VideoStatusSchema,
  ZoomWebhookAnswerSchema,
} from './video.schemas.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { VIDEO_CONFIG, type VideoConfig } from './config.js';
import { VideoAttendanceService } from './attendance.service.js';
import { ClassesService } from '../classes/index.js';
import { MeetingsService } from './meetings.service.js';
import { RoomsService } from './rooms.service.js';
import { ZoomWebhookService } from './webhook.service.js';

@ApiTags('video')
@Controller()
export class VideoController {
  constructor(
    @Inject(VIDEO_CONFIG) private readonly config: VideoConfig,
    private readonly attendance: VideoAttendanceService,
    private readonly meetings: MeetingsService,
    private readonly webhooks: ZoomWebhookService,
    private readonly rooms: RoomsService,
    private readonly classes: ClassesService,
  ) {}

  /**
   * The class's meeting and overflow (admin, issue 33): registered, joined (Zoom's webhooks) and
   * capacity per meeting or webinar.
   */
  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Get('classes/:id/video')
  @ApiOkResponse({ type: ClassVideoRoomsSchema })
  async classVideo(@Param('id', IdParamPipe) id: number): Promise<ClassVideoRooms> {
    return this.rooms.figures(await this.classes.findEntity(id));
  }

  /** Which provider runs the classes (the panels label attendance by it). */
  @ApiBearerAuth()
  @Get('video/status')
  @ApiOkResponse({ type: VideoStatusSchema })
  status(): VideoStatus {
    return { provider: this.config.provider, attended_minutes: this.config.attendedMinutes };
  }

  /** The student's attended classes, with minutes when Zoom confirmed them. */
  @ApiBearerAuth()
  @Get('video/attendance/mine')
  @ApiOkResponse({ type: MyClassAttendanceSchema, isArray: true })
  mine(@CurrentUser() user: AuthUser): Promise<MyClassAttendance[]> {
    return this.attendance.mine(user.id);
  }

  /** Per-class attendance and no-shows (admin). */
  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Get('classes/:id/attendance')
  @ApiOkResponse({ type: ClassAttendanceRowSchema, isArray: true })
  classAttendance(@Param('id', IdParamPipe) id: number): Promise<ClassAttendanceRow[]> {
    return this.attendance.forClass(id);
  }

  /** Classes whose Zoom meeting could not be made (retried with backoff). */
  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Get('admin/video/failures')
  @ApiOkResponse({ type: VideoMeetingFailureSchema, isArray: true })
  async failures(): Promise<VideoMeetingFailure[]> {
    return (await this.meetings.failures()).map((m) => ({
      class_id: m.classId,
      title: m.title,
      date: m.date,
      time: m.time,
      attempts: m.attempts,
      last_error: m.lastError,
      next_attempt_at: m.nextAttemptAt?.toISOString() ?? null,
    }));
  }

  /** Zoom's event notifications (signed; the raw body is kept for the signature). */
  @Public()
  @Post('video/zoom/webhook')
  @HttpCode(200)
  @ApiBody({
    description: "Zoom's event notification, signed in x-zm-signature",
    schema: { type: 'object', additionalProperties: true },
  })
  @ApiOkResponse({ type: ZoomWebhookAnswerSchema })
  webhook(
    @Req() req: Request,
    @Headers('x-zm-signature') signature: string | undefined,
    @Headers('x-zm-request-timestamp') timestamp: string | undefined,
  ): Promise<ZoomWebhookAnswer> {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    return this.webhooks.handle(raw, signature, timestamp);
  }
}
