import { ApiSchema } from '@nestjs/swagger';
import type { PushPublicKey, PushSubscriptionState } from '@yoga/contracts';
import { Bool, Text } from '../properties.js';

@ApiSchema({ name: 'PushPublicKey' })
export class PushPublicKeySchema implements PushPublicKey {
  @Text({ description: 'VAPID public key (URL-safe base64)' })
  key: string;
}

@ApiSchema({ name: 'PushSubscriptionState' })
export class PushSubscriptionStateSchema implements PushSubscriptionState {
  @Bool()
  subscribed: boolean;
}
