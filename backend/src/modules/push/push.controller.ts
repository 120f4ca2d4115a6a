import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PushPublicKey, PushSubscriptionState } from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { PushPublicKeySchema, PushSubscriptionStateSchema } from './push.schemas.js';
import { PushSubscriptionDto, PushUnsubscribeDto } from './dto/push.dto.js';
import { PushService } from './push.service.js';

/** Web push: the VAPID public key and each device's subscription (turned on after a tap). */
@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Public()
  @Get('public-key')
  @ApiOkResponse({ type: PushPublicKeySchema })
  publicKey(): PushPublicKey {
    return { key: this.push.publicKey() };
  }

  @ApiBearerAuth()
  @Post('subscriptions')
  @HttpCode(200)
  @ApiOkResponse({ type: PushSubscriptionStateSchema })
  async subscribe(
    @CurrentUser() user: AuthUser,
    @Body() dto: PushSubscriptionDto,
  ): Promise<PushSubscriptionState> {
    await this.push.subscribe(user.id, dto);
    return { subscribed: true };
  }

  @ApiBearerAuth()
  @Delete('subscriptions')
  @ApiOkResponse({ type: PushSubscriptionStateSchema })
  async unsubscribe(
    @CurrentUser() user: AuthUser,
    @Body() dto: PushUnsubscribeDto,
  ): Promise<PushSubscriptionState> {
    await this.push.unsubscribe(user.id, dto.endpoint);
    return { subscribed: false };
  }
}
