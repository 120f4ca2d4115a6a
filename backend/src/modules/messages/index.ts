/** The messages module's public surface: the outbox of student messages and its scans. */
export { MessagesModule } from './messages.module.js';
export { OutboxService, type MessageRequest } from './outbox.service.js';
export { MessageScansService } from './message-scans.service.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

export const MESSAGES_ENTITIES = [OutboxMessage];
export { MESSAGES_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { MESSAGES_CONFIG, loadMessagesConfig } from './config.js';
import { MessagesModule } from './messages.module.js';
import { MESSAGES_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const MESSAGES_FEATURE = defineFeature({
  name: 'messages',
  module: MessagesModule,
  entities: MESSAGES_ENTITIES,
  errors: MESSAGES_ERRORS,
  config: {
    key: 'messages',
    token: MESSAGES_CONFIG,
    load: (env) => loadMessagesConfig(env),
  },
});
