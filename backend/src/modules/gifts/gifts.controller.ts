import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CreateOrderResponse, GiftRecord, RedeemGiftResponse } from '@yoga/contracts';
import type { Request } from 'express';
import { CodeCheckThrottle } from '../../common/rate-limit/code-check-throttle.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { GiftRecordSchema, RedeemGiftResponseSchema } from './gifts.schemas.js';
import { CreateOrderResponseSchema } from '../payments/index.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { CreateGiftOrderDto, RedeemGiftDto } from './dto/gift.dto.js';
import { GiftsService } from './gifts.service.js';

/** Answers of a redeem that say the code is not one to use (a guess's signal). */
const WRONG_GIFT_CODE = new Set([
  'gift_not_found',
  'gift_already_redeemed',
  'gift_refunded',
  'gift_own',
]);

/** Gift a membership (issue 26): buy, list and re-send (the buyer), redeem (the recipient). */
@ApiTags('gifts')
@ApiBearerAuth()
@Controller('gifts')
export class GiftsController {
  constructor(
    private readonly gifts: GiftsService,
    private readonly codeChecks: CodeCheckThrottle,
  ) {}

  /** An order for a plan as a gift, at the plan's price: paid and verified like POST /payments/orders. */
  @Post('orders')
  @ApiCreatedResponse({ type: CreateOrderResponseSchema })
  createOrder(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateGiftOrderDto,
  ): Promise<CreateOrderResponse> {
    return this.gifts.createOrder(user.id, dto);
  }

  /** The gifts the signed-in user bought (paid ones), newest first. */
  @Get('mine')
  @ApiOkResponse({ type: GiftRecordSchema, isArray: true })
  mine(@CurrentUser() user: AuthUser): Promise<GiftRecord[]> {
    return this.gifts.mine(user.id);
  }

  /** Sends the recipient's message again (own gift, not redeemed). */
  @Post(':id/resend')
  @HttpCode(200)
  @ApiOkResponse({ type: GiftRecordSchema })
  resend(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<GiftRecord> {
    return this.gifts.resend(user.id, id);
  }

  /**
   * Redeems a gift code: the gifted months are added after any time the student has. At most 20 wrong
   * codes per account and per address in 15 minutes, then 429 (CodeCheckThrottle).
   */
  @Post('redeem')
  @HttpCode(200)
  @ApiOkResponse({ type: RedeemGiftResponseSchema })
  redeem(
    @CurrentUser() user: AuthUser,
    @Body() dto: RedeemGiftDto,
    @Req() req: Request,
  ): Promise<RedeemGiftResponse> {
    return this.codeChecks.run(
      'gift',
      { userId: user.id, ip: req.ip ?? 'unknown' },
      (code) => WRONG_GIFT_CODE.has(code),
      () => this.gifts.redeem(user.id, dto.code),
    );
  }
}
