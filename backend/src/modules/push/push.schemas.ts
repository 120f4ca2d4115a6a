import { ApiSchema } from '@nestjs/swagger';
import type { PushPublicKey, PushSubscriptionState } from '@yoga/contracts';
import { Bool, Text } from '../../common/openapi/properties.js';

@ApiSchema({ name: 'PushPublicKey', description: 'GET /api/push/public-key.' })
export class PushPublicKeySchema implements PushPublicKey {
  @Text({ description: 'VAPID public key (URL-safe base64) for `pushManager.subscribe`' })
  key: string;
}

@ApiSchema({
  name: 'PushSubscriptionState',
  description:
    'The answer of POST and DELETE /api/push/subscriptions: whether this device now receives push messages.',
})
export class PushSubscriptionStateSchema implements PushSubscriptionState {
  @Bool()
  subscribed: boolean;
}
