import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Role, type AdminStats, type AdminUserRow, type BusinessMetrics } from '@yoga/contracts';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { PageQueryDto, sendTotal } from '../../common/paging/page-query.dto.js';
import { AdminService } from './admin.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin')
export class AdminController {
  constructor(private readonly service: AdminService) {}

  @Get('stats')
  stats(): Promise<AdminStats> {
    return this.service.stats();
  }

  /** The owner's business numbers (definitions: METRIC_DEFINITIONS, README). */
  @Get('metrics')
  metrics(): Promise<BusinessMetrics> {
    return this.service.metrics();
  }

  @Get('users')
  async users(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminUserRow[]> {
    const { items, total } = await this.service.users(query);
    sendTotal(res, total);
    return items;
  }
}
