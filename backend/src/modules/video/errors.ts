import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const VIDEO_ERRORS = {
  join_not_open: HttpStatus.CONFLICT,
  join_closed: HttpStatus.CONFLICT,
  video_unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  class_video_full: HttpStatus.CONFLICT,
  host_start_in_console: HttpStatus.FORBIDDEN,
  replay_not_found: HttpStatus.NOT_FOUND,
  recording_invalid: HttpStatus.BAD_REQUEST,
  renditions_not_failed: HttpStatus.CONFLICT,
  webhook_timestamp_stale: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
