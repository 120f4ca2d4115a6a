import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Role, type ErasureRow } from '@yoga/contracts';
import { ErasureRowSchema } from './profile.schemas.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { PageQueryDto, sendTotal } from '../../common/paging/page-query.dto.js';
import { AccountErasureService } from './account-erasure.service.js';

/** GET /api/admin/erasures: the log of deleted accounts, newest first (X-Total-Count). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/erasures')
export class ErasuresController {
  constructor(private readonly erasure: AccountErasureService) {}

  @Get()
  @ApiOkResponse({ type: ErasureRowSchema, isArray: true })
  async list(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ErasureRow[]> {
    const { items, total } = await this.erasure.erasures(query);
    sendTotal(res, total);
    return items;
  }
}
