import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Req,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import {
  ApiBearerAuth,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CONTENT_LIMITS,
  CONTENT_PAGE_PATHS,
  Role,
  type AdminContent,
  type ContentPreviewLink,
  type ContentVersion,
  type PublishedContent,
  type UploadedContentPhoto,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiError } from '../../common/errors/api-error.js';
import { PAGE_WORDS_MODELS } from './schemas/page-words.schemas.js';
import {
  AdminContentSchema,
  CONTENT_DOCUMENT_MODELS,
  ContentPreviewLinkSchema,
  ContentVersionSchema,
  PublishedContentSchema,
} from './schemas/content.schemas.js';
import { UploadedContentPhotoSchema } from './schemas/parts.schemas.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { ContentService } from './content.service.js';
import { ContentPhotoUploadDto, SaveContentDto } from './dto/content.dto.js';
import { PreviewTokens } from './preview-access.js';

/** Memory storage: the bytes are checked before anything is written to disk. */
const UPLOAD_LIMITS = {
  fileSize: CONTENT_LIMITS.photoBytesMax,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
};

@ApiTags('content')
@ApiExtraModels(...CONTENT_DOCUMENT_MODELS, ...PAGE_WORDS_MODELS)
@Controller()
export class ContentController {
  constructor(
    private readonly service: ContentService,
    private readonly previews: PreviewTokens,
  ) {}

  @Public()
  @Get('content/:page')
  @ApiOkResponse({ type: PublishedContentSchema })
  published(@Param('page') page: string): Promise<PublishedContent> {
    return this.service.published(this.service.page(page));
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Post('admin/content/photos')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('file', { limits: UPLOAD_LIMITS }))
  @ApiCreatedResponse({ type: UploadedContentPhotoSchema })
  upload(
    @CurrentUser() user: AuthUser,
    @Body() dto: ContentPhotoUploadDto,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<UploadedContentPhoto> {
    if (!file) throw new ApiError('content_photo_invalid');
    return this.service.uploadPhoto(user.id, file.buffer, dto.slot, {
      x: dto.focus_x === undefined ? 0.5 : Number(dto.focus_x),
      y: dto.focus_y === undefined ? 0.5 : Number(dto.focus_y),
    });
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Get('admin/content/:page')
  @ApiOkResponse({ type: AdminContentSchema })
  forAdmin(@Param('page') page: string): Promise<AdminContent> {
    return this.service.forAdmin(this.service.page(page));
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Put('admin/content/:page')
  @ApiOkResponse({ type: AdminContentSchema })
  save(
    @Param('page') page: string,
    @Body() dto: SaveContentDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AdminContent> {
    return this.service.saveDraft(this.service.page(page), dto.document, user);
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Post('admin/content/:page/publish')
  @HttpCode(200)
  @ApiOkResponse({ type: PublishedContentSchema })
  publish(@Param('page') page: string, @CurrentUser() user: AuthUser): Promise<PublishedContent> {
    return this.service.publish(this.service.page(page), user);
  }

  /** The page's real address drawing the draft (for this session, a few minutes): what Preview opens. */
  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Post('admin/content/:page/preview')
  @HttpCode(200)
  @ApiOkResponse({ type: ContentPreviewLinkSchema })
  async preview(@Param('page') page: string, @Req() req: Request): Promise<ContentPreviewLink> {
    const path = CONTENT_PAGE_PATHS[this.service.page(page)];
    const { token, expiresAt } = await this.previews.issue(req.headers.authorization);
    return { url: `${path}?preview=${token}`, expires_at: expiresAt.toISOString() };
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Get('admin/content/:page/versions')
  @ApiOkResponse({ type: ContentVersionSchema, isArray: true })
  versions(@Param('page') page: string): Promise<ContentVersion[]> {
    return this.service.versions(this.service.page(page));
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Post('admin/content/:page/versions/:version/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: PublishedContentSchema })
  restore(
    @Param('page') page: string,
    @Param('version', IdParamPipe) version: number,
    @CurrentUser() user: AuthUser,
  ): Promise<PublishedContent> {
    return this.service.restore(this.service.page(page), version, user);
  }
}
