import {
  Body,
  Controller,
  Delete,
  Patch,
  Get,
  Param,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { BLOG_THUMBNAIL_MAX_BYTES, Role, type Blog, type SuccessResponse } from '@yoga/contracts';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import { BlogSchema } from './blogs.schemas.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { PageQueryDto, sendTotal } from '../../common/paging/page-query.dto.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { BlogsService } from './blogs.service.js';
import { CreateBlogDto } from './dto/create-blog.dto.js';
import { UpdateBlogDto } from './dto/update-blog.dto.js';

/** Memory storage: the bytes are checked before anything is written to disk. */
const UPLOAD_LIMITS = {
  fileSize: BLOG_THUMBNAIL_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 12,
};

@ApiTags('blogs')
@Controller('blogs')
export class BlogsController {
  constructor(private readonly service: BlogsService) {}

  @Public()
  @Get('all')
  @ApiOkResponse({ type: BlogSchema, isArray: true })
  async all(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Blog[]> {
    const { items, total } = await this.service.list(query);
    sendTotal(res, total);
    return items;
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: BlogSchema })
  get(@Param('id', IdParamPipe) id: number): Promise<Blog> {
    return this.service.get(id);
  }

  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data', 'application/json')
  @Roles(Role.Admin)
  @Post('create')
  @UseInterceptors(FileInterceptor('thumbnail', { limits: UPLOAD_LIMITS }))
  @ApiCreatedResponse({ type: BlogSchema })
  create(
    @Body() dto: CreateBlogDto,
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<Blog> {
    return this.service.create(user.id, dto, user.name, file?.buffer);
  }

  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data', 'application/json')
  @Roles(Role.Admin)
  @Patch(':id')
  @UseInterceptors(FileInterceptor('thumbnail', { limits: UPLOAD_LIMITS }))
  @ApiOkResponse({ type: BlogSchema })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateBlogDto,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<Blog> {
    return this.service.update(user.id, id, dto, file?.buffer);
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Delete(':id')
  @ApiOkResponse({ type: SuccessResponseSchema })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<SuccessResponse> {
    await this.service.remove(user.id, id);
    return { success: true, message: 'Blog deleted' };
  }
}
