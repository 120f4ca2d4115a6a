import { Body, Controller, Get, Headers, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  Role,
  type AdminPaymentsResponse,
  type CreateOrderResponse,
  type PaymentRecord,
  type SandboxCompleteResponse,
  type SuccessResponse,
  type VerifyPaymentResponse,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import {
  AdminPaymentsQueryDto,
  CreateOrderDto,
  SandboxCompleteDto,
  VerifyPaymentDto,
} from './dto/payment.dto.js';
import { PaymentsAdminService } from './payments-admin.service.js';
import { PaymentsService } from './payments.service.js';
import { WebhooksService } from './webhooks.service.js';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly service: PaymentsService,
    private readonly admin: PaymentsAdminService,
    private readonly webhooks: WebhooksService,
  ) {}

  /** An order for a plan at the server's price (minus credits when asked). */
  @ApiBearerAuth()
  @Post('orders')
  createOrder(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateOrderDto,
  ): Promise<CreateOrderResponse> {
    return this.service.createOrder(user.id, dto);
  }

  /** The sandbox's Checkout (404 in production and with Razorpay keys). */
  @ApiBearerAuth()
  @Post('sandbox/complete')
  @HttpCode(200)
  sandboxComplete(
    @CurrentUser() user: AuthUser,
    @Body() dto: SandboxCompleteDto,
  ): Promise<SandboxCompleteResponse> {
    return this.service.sandboxComplete(user.id, dto);
  }

  @ApiBearerAuth()
  @Post('verify')
  @HttpCode(200)
  verify(
    @CurrentUser() user: AuthUser,
    @Body() dto: VerifyPaymentDto,
  ): Promise<VerifyPaymentResponse> {
    return this.service.verify(user.id, dto);
  }

  /** Razorpay's webhooks: authenticated by the body's signature, not a token. */
  @Public()
  @Post('webhook')
  @HttpCode(200)
  webhook(
    @Req() req: Request,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<SuccessResponse> {
    return this.webhooks.handle(req.body, signature, eventId);
  }

  @ApiBearerAuth()
  @Get('mine')
  mine(@CurrentUser() user: AuthUser): Promise<PaymentRecord[]> {
    return this.service.mine(user.id);
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Get()
  list(@Query() query: AdminPaymentsQueryDto): Promise<AdminPaymentsResponse> {
    return this.admin.list(query);
  }
}
