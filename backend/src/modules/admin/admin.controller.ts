import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Role, type AdminStats, type AdminUserRow, type BusinessMetrics } from '@yoga/contracts';
import { AdminStatsSchema, AdminUserRowSchema, BusinessMetricsSchema } from './admin.schemas.js';
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
  @ApiOkResponse({ type: AdminStatsSchema })
  stats(): Promise<AdminStats> {
    return this.service.stats();
  }

  /** The owner's business numbers (definitions: METRIC_DEFINITIONS, README). */
  @Get('metrics')
  @ApiOkResponse({ type: BusinessMetricsSchema })
  metrics(): Promise<BusinessMetrics> {
    return this.service.metrics();
  }

  @Get('users')
  @ApiOkResponse({ type: AdminUserRowSchema, isArray: true })
  async users(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminUserRow[]> {
    const { items, total } = await this.service.users(query);
    sendTotal(res, total);
    return items;
  }
}
