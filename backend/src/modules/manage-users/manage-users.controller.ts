import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  Role,
  type CreateManagedUserResponse,
  type ManagedUser,
  type SuccessResponse,
} from '@yoga/contracts';
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
  async list(
    @Query() query: ManagedUsersQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ManagedUser[]> {
    const { items, total } = await this.service.list(query);
    sendTotal(res, total);
    return items;
  }

  @Post()
  create(@Body() dto: CreateManagedUserDto): Promise<CreateManagedUserResponse> {
    return this.service.create(dto);
  }

  @Put(':id')
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateManagedUserDto,
    @CurrentUser() actor: AuthUser,
  ): Promise<ManagedUser> {
    return this.service.update(id, dto, actor);
  }

  @Patch(':id/status')
  setStatus(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateStatusDto,
    @CurrentUser() actor: AuthUser,
  ): Promise<ManagedUser> {
    return this.service.setStatus(id, dto.status, actor);
  }

  @Delete(':id')
  async remove(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() actor: AuthUser,
  ): Promise<SuccessResponse> {
    await this.service.remove(id, actor);
    return { success: true, message: 'User deleted' };
  }
}
