import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import {
  Role,
  type AdminRecurringRecord,
  type CreateRecurringResponse,
  type MySubscription,
  type OwnedRenewal,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import {
  AdminRecurringRecordSchema,
  CreateRecurringResponseSchema,
  OwnedRenewalSchema,
} from './renewals.schemas.js';
import { MySubscriptionSchema } from '../subscriptions/index.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import {
  CancelRecurringDto,
  CreateRecurringDto,
  PauseDto,
  SandboxChargeDto,
} from './dto/renewal.dto.js';
import { RenewalCheckout } from './renewal-checkout.service.js';
import { RenewalPauses } from './renewal-pauses.service.js';
import { RenewalSandbox } from './renewal-sandbox.service.js';
import { RenewalsService } from './renewals.service.js';

/** Renewal (issue 26): the student's recurring subscription, stop, pause and resume. */
@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('subscriptions')
export class RecurringController {
  constructor(
    private readonly recurring: RenewalsService,
    private readonly checkout: RenewalCheckout,
    private readonly pauses: RenewalPauses,
  ) {}

  /** A subscription that renews itself (Razorpay Subscriptions): what Checkout needs. */
  @Post('recurring')
  @ApiCreatedResponse({ type: CreateRecurringResponseSchema })
  create(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateRecurringDto,
  ): Promise<CreateRecurringResponse> {
    return this.checkout.create(user.id, dto);
  }

  /** Stops renewal at the end of the paid cycle; the answer is the new GET /subscriptions/me. */
  @Post('recurring/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: MySubscriptionSchema })
  cancel(@CurrentUser() user: AuthUser, @Body() dto: CancelRecurringDto): Promise<MySubscription> {
    return this.recurring.cancel(user.id, dto.reason);
  }

  /** Pauses the membership (7–30 days from an IST date); the answer is the new GET /subscriptions/me. */
  @Post('pause')
  @HttpCode(200)
  @ApiOkResponse({ type: MySubscriptionSchema })
  pause(@CurrentUser() user: AuthUser, @Body() dto: PauseDto): Promise<MySubscription> {
    return this.pauses.pause(user.id, dto.from, dto.days);
  }

  /** Ends the pause today (the end date moves back by the days not used). */
  @Post('resume')
  @HttpCode(200)
  @ApiOkResponse({ type: MySubscriptionSchema })
  resume(@CurrentUser() user: AuthUser): Promise<MySubscription> {
    return this.pauses.resume(user.id);
  }
}

/**
 * Households and company seats that renew themselves (issue 35): the payer or one of the company's
 * admins sets up the gateway's subscription (UPI AutoPay, cards, eMandate) and stops it.
 */
@ApiBearerAuth()
@Controller()
export class OwnedRenewalsController {
  constructor(
    private readonly recurring: RenewalsService,
    private readonly checkout: RenewalCheckout,
  ) {}

  /** The household's renewal (its payer): what Checkout needs, as POST /subscriptions/recurring. */
  @ApiTags('households')
  @Post('households/:id/renewal')
  @ApiCreatedResponse({ type: CreateRecurringResponseSchema })
  createHousehold(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<CreateRecurringResponse> {
    return this.checkout.createOwned(user.id, 'household', id);
  }

  /** Stops the household's renewal at the end of the paid cycle (its payer); the renewal as now shown. */
  @ApiTags('households')
  @Delete('households/:id/renewal')
  @ApiExtraModels(OwnedRenewalSchema)
  @ApiOkResponse({
    schema: { nullable: true, allOf: [{ $ref: getSchemaPath(OwnedRenewalSchema) }] },
  })
  stopHousehold(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<OwnedRenewal | null> {
    return this.recurring.stopOwned(user.id, 'household', id);
  }

  /** The company's seats' renewal (one of its admins): what Checkout needs. */
  @ApiTags('companies')
  @Post('companies/:id/renewal')
  @ApiCreatedResponse({ type: CreateRecurringResponseSchema })
  createCompany(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<CreateRecurringResponse> {
    return this.checkout.createOwned(user.id, 'company', id);
  }

  /** Stops the company's renewal at the end of the paid cycle (one of its admins). */
  @ApiTags('companies')
  @Delete('companies/:id/renewal')
  @ApiExtraModels(OwnedRenewalSchema)
  @ApiOkResponse({
    schema: { nullable: true, allOf: [{ $ref: getSchemaPath(OwnedRenewalSchema) }] },
  })
  stopCompany(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<OwnedRenewal | null> {
    return this.recurring.stopOwned(user.id, 'company', id);
  }
}

/** The admin's list of recurring subscriptions, and cancelling one. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/recurring')
export class AdminRecurringController {
  constructor(private readonly recurring: RenewalsService) {}

  @Get()
  @ApiOkResponse({ type: AdminRecurringRecordSchema, isArray: true })
  list(): Promise<AdminRecurringRecord[]> {
    return this.recurring.adminList();
  }

  /** Cancels at once: nothing more is debited; the time paid for stays. */
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminRecurringRecordSchema })
  cancel(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<AdminRecurringRecord> {
    return this.recurring.adminCancel(user.id, id);
  }
}

/** The sandbox's renewal debit (served under /api/payments, beside the sandbox's Checkout). */
@ApiTags('payments')
@Controller('payments')
export class RenewalsSandboxController {
  constructor(private readonly renewals: RenewalSandbox) {}

  /**
   * Sandbox, outside production: the subscription's next renewal debit now, with the effects of
   * Razorpay's webhooks (`charged`; a failure `pending`, the third in a row `halted`).
   */
  @ApiBearerAuth()
  @Post('sandbox/charge')
  @HttpCode(200)
  @ApiOkResponse({ type: MySubscriptionSchema })
  sandboxCharge(
    @CurrentUser() user: AuthUser,
    @Body() dto: SandboxChargeDto,
  ): Promise<MySubscription> {
    return this.renewals.sandboxCharge(user.id, dto.subscription_id, dto.outcome);
  }
}
