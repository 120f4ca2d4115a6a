import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Role, type ReferralRow, type ReferralStats } from '@yoga/contracts';
import { ReferralRowSchema, ReferralStatsSchema } from './referrals.schemas.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { PageQueryDto, sendTotal } from '../../common/paging/page-query.dto.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { ReferralsService } from './referrals.service.js';
import { ApiError } from '../../common/errors/api-error.js';

@ApiTags('referrals')
@ApiBearerAuth()
@Controller('referrals')
export class ReferralsController {
  constructor(private readonly service: ReferralsService) {}

  @Roles(Role.Admin)
  @Get()
  @ApiOkResponse({ type: ReferralRowSchema, isArray: true })
  async list(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReferralRow[]> {
    const { items, total } = await this.service.list(query);
    sendTotal(res, total);
    return items;
  }

  /** Own stats for anyone signed in; anyone's for an admin. */
  @Get('stats/:id')
  @ApiOkResponse({ type: ReferralStatsSchema })
  stats(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
  ): Promise<ReferralStats> {
    if (user.id !== id && user.role !== Role.Admin) throw new ApiError('access_denied');
    return this.service.stats(id);
  }
}
