import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  Role,
  type AdminRecurringRecord,
  type CreateRecurringResponse,
  type MySubscription,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import {
  AdminRecurringRecordSchema,
  CreateRecurringResponseSchema,
  MySubscriptionSchema,
} from '../../common/openapi/schemas/payments.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { CancelRecurringDto, CreateRecurringDto, PauseDto } from './dto/recurring.dto.js';
import { RecurringService } from './recurring.service.js';

/** Renewal (issue 26): the student's recurring subscription, stop, pause and resume. */
@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('subscriptions')
export class RecurringController {
  constructor(private readonly recurring: RecurringService) {}

  /** A subscription that renews itself (Razorpay Subscriptions): what Checkout needs. */
  @Post('recurring')
  @ApiCreatedResponse({ type: CreateRecurringResponseSchema })
  create(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateRecurringDto,
  ): Promise<CreateRecurringResponse> {
    return this.recurring.create(user.id, dto);
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
    return this.recurring.pause(user.id, dto.from, dto.days);
  }

  /** Ends the pause today (the end date moves back by the days not used). */
  @Post('resume')
  @HttpCode(200)
  @ApiOkResponse({ type: MySubscriptionSchema })
  resume(@CurrentUser() user: AuthUser): Promise<MySubscription> {
    return this.recurring.resume(user.id);
  }
}

/** The admin's list of recurring subscriptions, and cancelling one. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/recurring')
export class AdminRecurringController {
  constructor(private readonly recurring: RecurringService) {}

  @Get()
  @ApiOkResponse({ type: AdminRecurringRecordSchema, isArray: true })
  list(): Promise<AdminRecurringRecord[]> {
    return this.recurring.adminList();
  }

  /** Cancels at once: nothing more is debited; the time paid for stays. */
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminRecurringRecordSchema })
  cancel(@Param('id', IdParamPipe) id: number): Promise<AdminRecurringRecord> {
    return this.recurring.adminCancel(id);
  }
}
