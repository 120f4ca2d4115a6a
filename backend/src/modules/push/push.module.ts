import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PushSubscriptionRecord } from './entities/push-subscription.entity.js';
import { PushController } from './push.controller.js';
import { PushPersonalData } from './push.personal-data.js';
import { PushEndpoints } from './push-endpoints.js';
import { PushService } from './push.service.js';

/** Web push (issue 27): VAPID key, devices' subscriptions, encrypted sending. */
@Module({
  imports: [TypeOrmModule.forFeature([PushSubscriptionRecord])],
  controllers: [PushController],
  providers: [PushService, PushEndpoints, PushPersonalData],
  exports: [PushService],
})
export class PushModule {}
