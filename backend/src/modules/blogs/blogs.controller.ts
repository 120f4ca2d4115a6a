import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { BLOG_THUMBNAIL_MAX_BYTES, Role, type Blog, type SuccessResponse } from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { PageQueryDto, sendTotal } from '../../common/paging/page-query.dto.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { BlogsService } from './blogs.service.js';
import { CreateBlogDto } from './dto/create-blog.dto.js';

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
  get(@Param('id', IdParamPipe) id: number): Promise<Blog> {
    return this.service.get(id);
  }

  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data', 'application/json')
  @Roles(Role.Admin)
  @Post('create')
  @UseInterceptors(FileInterceptor('thumbnail', { limits: UPLOAD_LIMITS }))
  create(
    @Body() dto: CreateBlogDto,
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<Blog> {
    return this.service.create(dto, user.name, file?.buffer);
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Delete(':id')
  async remove(@Param('id', IdParamPipe) id: number): Promise<SuccessResponse> {
    await this.service.remove(id);
    return { success: true, message: 'Blog deleted' };
  }
}
