import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  Role,
  type AdminCoupon,
  type CouponCheckResponse,
  type FeaturedCouponResponse,
} from '@yoga/contracts';
import {
  AdminCouponSchema,
  CouponCheckResponseSchema,
  FeaturedCouponResponseSchema,
} from './coupons.schemas.js';
import type { Request } from 'express';
import { CodeCheckThrottle } from '../../common/rate-limit/code-check-throttle.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { CouponCheckDto, CreateCouponDto, UpdateCouponDto } from './dto/coupon.dto.js';
import { CouponsAdminService } from './coupons-admin.service.js';
import { CouponsService } from './coupons.service.js';

/** The admin's offer codes: list, create, edit (deactivate with `active: false`). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/coupons')
export class CouponsAdminController {
  constructor(private readonly coupons: CouponsAdminService) {}

  @Get()
  @ApiOkResponse({ type: AdminCouponSchema, isArray: true })
  list(): Promise<AdminCoupon[]> {
    return this.coupons.list();
  }

  @Post()
  @ApiCreatedResponse({ type: AdminCouponSchema })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateCouponDto): Promise<AdminCoupon> {
    return this.coupons.create(user.id, dto);
  }

  @Patch(':id')
  @ApiOkResponse({ type: AdminCouponSchema })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateCouponDto,
  ): Promise<AdminCoupon> {
    return this.coupons.update(user.id, id, dto);
  }
}

/** A student checks a code before paying; the price page reads the featured offer. */
@ApiTags('coupons')
@Controller('coupons')
export class CouponsController {
  constructor(
    private readonly coupons: CouponsService,
    private readonly codeChecks: CodeCheckThrottle,
  ) {}

  /** At most 20 wrong codes per account and per address in 15 minutes, then 429 (CodeCheckThrottle). */
  @ApiBearerAuth()
  @Post('check')
  @HttpCode(200)
  @ApiOkResponse({ type: CouponCheckResponseSchema })
  check(
    @CurrentUser() user: AuthUser,
    @Body() dto: CouponCheckDto,
    @Req() req: Request,
  ): Promise<CouponCheckResponse> {
    return this.codeChecks.run(
      'coupon',
      { userId: user.id, ip: req.ip ?? 'unknown' },
      (code) => code.startsWith('coupon_'),
      () => this.coupons.check(user.id, dto),
    );
  }

  @Public()
  @Get('featured')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: FeaturedCouponResponseSchema })
  featured(): Promise<FeaturedCouponResponse> {
    return this.coupons.featured();
  }
}
