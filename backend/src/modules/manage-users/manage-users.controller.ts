import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  Role,
  type CreateManagedUserResponse,
  type ManagedUser,
  type SuccessResponse,
} from '@yoga/contracts';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import { CreateManagedUserResponseSchema, ManagedUserSchema } from './manage-users.schemas.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { sendTotal } from '../../common/paging/page-query.dto.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import {
  CreateManagedUserDto,
  ManagedUsersQueryDto,
  UpdateManagedUserDto,
  UpdateStatusDto,
} from './dto/managed-user.dto.js';
import { ManageUsersService } from './manage-users.service.js';

@ApiTags('manageusers')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('manageusers')
export class ManageUsersController {
  constructor(private readonly service: ManageUsersService) {}

  @Get()
  @ApiOkResponse({ type: ManagedUserSchema, isArray: true })
  async list(
    @Query() query: ManagedUsersQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ManagedUser[]> {
    const { items, total } = await this.service.list(query);
    sendTotal(res, total);
    return items;
  }

  @Post()
  @ApiCreatedResponse({ type: CreateManagedUserResponseSchema })
  create(
    @CurrentUser() actor: AuthUser,
    @Body() dto: CreateManagedUserDto,
  ): Promise<CreateManagedUserResponse> {
    return this.service.create(actor, dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: ManagedUserSchema })
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateManagedUserDto,
    @CurrentUser() actor: AuthUser,
  ): Promise<ManagedUser> {
    return this.service.update(id, dto, actor);
  }

  @Patch(':id/status')
  @ApiOkResponse({ type: ManagedUserSchema })
  setStatus(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateStatusDto,
    @CurrentUser() actor: AuthUser,
  ): Promise<ManagedUser> {
    return this.service.setStatus(id, dto.status, actor);
  }

  @Delete(':id')
  @ApiOkResponse({ type: SuccessResponseSchema })
  async remove(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() actor: AuthUser,
  ): Promise<SuccessResponse> {
    await this.service.remove(id, actor);
    return { success: true, message: 'User deleted' };
  }
}
