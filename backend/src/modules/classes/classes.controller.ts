import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Role, type SuccessResponse, type YogaClass } from '@yoga/contracts';
import { YogaClassSchema } from './classes.schemas.js';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { sendTotal } from '../../common/paging/page-query.dto.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { seesClassLinks } from './classes.mapper.js';
import { ClassesService } from './classes.service.js';
import { ClassesQueryDto, ClassInputDto } from './dto/class.dto.js';

@ApiTags('classes')
@Controller('classes')
export class ClassesController {
  constructor(private readonly service: ClassesService) {}

  /** Public schedule; the join `link` only for admins and instructors (students: POST :id/join). */
  @Public()
  @Get()
  @ApiOkResponse({ type: YogaClassSchema, isArray: true })
  async list(
    @Query() query: ClassesQueryDto,
    @CurrentUser() user: AuthUser | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<YogaClass[]> {
    const { items, total } = await this.service.list(query, seesClassLinks(user));
    sendTotal(res, total);
    return items;
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Post()
  @ApiCreatedResponse({ type: YogaClassSchema })
  create(@CurrentUser() user: AuthUser, @Body() dto: ClassInputDto): Promise<YogaClass> {
    return this.service.create(user.id, dto);
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Put(':id')
  @ApiOkResponse({ type: YogaClassSchema })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: ClassInputDto,
  ): Promise<YogaClass> {
    return this.service.update(user.id, id, dto);
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
    return { success: true, message: 'Class deleted' };
  }
}
