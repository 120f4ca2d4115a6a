/** The messages module's public surface: the outbox of student messages and its scans. */
export { MessagesModule } from './messages.module.js';
export { OutboxService, type MessageRequest } from './outbox.service.js';
export { MessageScansService } from './message-scans.service.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

export const MESSAGES_ENTITIES = [OutboxMessage];
export { MESSAGES_ERRORS } from './errors.js';
