import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MySubscription } from '@yoga/contracts';
import { MySubscriptionSchema } from './subscriptions.schemas.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { SubscriptionsService } from './subscriptions.service.js';

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly service: SubscriptionsService) {}

  /** The caller's trial or plan, end date, days left, subscription number, credits and attendance. */
  @Get('me')
  @ApiOkResponse({ type: MySubscriptionSchema })
  me(@CurrentUser() user: AuthUser): Promise<MySubscription> {
    return this.service.me(user.id);
  }
}
