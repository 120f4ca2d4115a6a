/** The push module's public surface: web push to a student's devices (issue 27). */
export { PushModule } from './push.module.js';
export { PushService, type PushMessage } from './push.service.js';
import { PushSubscriptionRecord } from './entities/push-subscription.entity.js';

export const PUSH_ENTITIES = [PushSubscriptionRecord];
