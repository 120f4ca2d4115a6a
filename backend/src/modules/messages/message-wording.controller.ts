import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  Role,
  type AdminMessageWording,
  type ContentVersion,
  type MessageWordingPreview,
  type MessageWordingSummary,
  type PublishedMessageWording,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import {
  AdminMessageWordingSchema,
  MessageWordingPreviewSchema,
  MessageWordingSummarySchema,
  PublishedMessageWordingSchema,
} from './message-wording.schemas.js';
import { ContentVersionSchema } from '../content/index.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { SaveMessageWordingDto } from './dto/message-wording.dto.js';
import { MessageWordingService } from './message-wording.service.js';

/**
 * The owner's wording of the messages (docs/message-wording.md): per kind (`welcome`, `class_reminder`, …)
 * the draft, a preview with sample values, publish, the versions and restore, as for page content.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/message-wording')
export class MessageWordingController {
  constructor(private readonly wordings: MessageWordingService) {}

  @Get()
  @ApiOkResponse({ type: MessageWordingSummarySchema, isArray: true })
  list(): Promise<MessageWordingSummary[]> {
    return this.wordings.list();
  }

  @Get(':kind')
  @ApiOkResponse({ type: AdminMessageWordingSchema })
  forAdmin(@Param('kind') kind: string): Promise<AdminMessageWording> {
    return this.wordings.forAdmin(this.wordings.kind(kind));
  }

  @Put(':kind')
  @ApiOkResponse({ type: AdminMessageWordingSchema })
  save(
    @Param('kind') kind: string,
    @Body() dto: SaveMessageWordingDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AdminMessageWording> {
    return this.wordings.saveDraft(this.wordings.kind(kind), dto.wording, user);
  }

  /** The message as it would be sent with this wording (not saved), filled with sample values. */
  @Post(':kind/preview')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageWordingPreviewSchema })
  preview(
    @Param('kind') kind: string,
    @Body() dto: SaveMessageWordingDto,
  ): Promise<MessageWordingPreview> {
    return this.wordings.preview(this.wordings.kind(kind), dto.wording);
  }

  @Post(':kind/publish')
  @HttpCode(200)
  @ApiOkResponse({ type: PublishedMessageWordingSchema })
  publish(
    @Param('kind') kind: string,
    @CurrentUser() user: AuthUser,
  ): Promise<PublishedMessageWording> {
    return this.wordings.publish(this.wordings.kind(kind), user);
  }

  @Get(':kind/versions')
  @ApiOkResponse({ type: ContentVersionSchema, isArray: true })
  versions(@Param('kind') kind: string): Promise<ContentVersion[]> {
    return this.wordings.versions(this.wordings.kind(kind));
  }

  @Post(':kind/versions/:version/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: PublishedMessageWordingSchema })
  restore(
    @Param('kind') kind: string,
    @Param('version', IdParamPipe) version: number,
    @CurrentUser() user: AuthUser,
  ): Promise<PublishedMessageWording> {
    return this.wordings.restore(this.wordings.kind(kind), version, user);
  }
}
