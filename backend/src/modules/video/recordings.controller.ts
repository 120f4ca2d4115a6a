import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  Role,
  type ClassRecording,
  type Replay,
  type ReplayPlayback,
  type SuccessResponse,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiError } from '../../common/errors/api-error.js';
import { ClassRecordingSchema, ReplayPlaybackSchema, ReplaySchema } from './recordings.schemas.js';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { ClassRecordingLinkDto } from './dto/recording-link.dto.js';
import { RecordingsService } from './recordings.service.js';

/** An uploaded recording: at most 4 GiB, written to a temporary file (never held in memory). */
export const RECORDING_MAX_BYTES = 4 * 1024 ** 3;

@ApiTags('video')
@ApiBearerAuth()
@Controller()
export class RecordingsController {
  constructor(private readonly recordings: RecordingsService) {}

  /** The classes of the last REPLAY_DAYS with a recording (entitled students, trial included). */
  @Get('video/replays')
  @ApiOkResponse({ type: ReplaySchema, isArray: true })
  replays(@CurrentUser() user: AuthUser): Promise<Replay[]> {
    return this.recordings.replays(user);
  }

  /** Where to play a replay: a short-lived signed address (HTTP ranges), never a public one. */
  @Get('video/replays/:id/play')
  @ApiOkResponse({ type: ReplayPlaybackSchema })
  play(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
  ): Promise<ReplayPlayback> {
    return this.recordings.play(user, id);
  }

  /** Every recording kept, with where it stands (admin). */
  @Roles(Role.Admin)
  @Get('admin/video/recordings')
  @ApiOkResponse({ type: ClassRecordingSchema, isArray: true })
  all(): Promise<ClassRecording[]> {
    return this.recordings.all();
  }

  /**
   * Make the renditions of a class's recording again after the job gave up (admin; issue 37): its tries
   * start from nothing and the job runs soon. 409 `renditions_not_failed` unless they had failed.
   */
  @Roles(Role.Admin)
  @Post('admin/video/recordings/:id/renditions/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ClassRecordingSchema })
  retryRenditions(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<ClassRecording> {
    return this.recordings.retryRenditions(user.id, id);
  }

  /** Attach a recording link to a class (admin; replaces its recording). */
  @Roles(Role.Admin)
  @Put('classes/:id/recording')
  @ApiOkResponse({ type: ClassRecordingSchema })
  attachLink(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: ClassRecordingLinkDto,
  ): Promise<ClassRecording> {
    return this.recordings.attachLink(user.id, id, dto.link);
  }

  /** Upload a recording (MP4) for a class (admin; replaces its recording). */
  @Roles(Role.Admin)
  @Post('classes/:id/recording/file')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @UseInterceptors(
    FileInterceptor('file', {
      dest: tmpdir(),
      limits: { fileSize: RECORDING_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    }),
  )
  @ApiCreatedResponse({ type: ClassRecordingSchema })
  async upload(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @UploadedFile() file: { path: string; size: number } | undefined,
  ): Promise<ClassRecording> {
    if (!file) throw new ApiError('recording_invalid');
    try {
      return await this.recordings.attachFile(user.id, id, file.path, file.size);
    } finally {
      await rm(file.path, { force: true });
    }
  }

  /** Remove a class's recording (admin): the file and the row. */
  @Roles(Role.Admin)
  @Delete('classes/:id/recording')
  @ApiOkResponse({ type: SuccessResponseSchema })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<SuccessResponse> {
    await this.recordings.remove(user.id, id);
    return { success: true, message: 'Recording removed' };
  }
}
