/** The public door of the domain events layer (docs/domain-events.md). */
import type { MigrationClass } from '../database/migrations/index.js';
import { DomainEvents1795600000000 } from './migrations/1795600000000-DomainEvents.js';
import { DomainEventDelivery, DomainEventRecord } from './domain-event.entity.js';

export { DomainEventDelivery, DomainEventRecord };
/** The outbox tables, for the composition root's entity list. */
export const EVENTS_ENTITIES = [DomainEventRecord, DomainEventDelivery];
export {
  DOMAIN_EVENTS_JOB,
  DOMAIN_EVENTS_QUEUE,
  DomainEventDispatcher,
} from './domain-event-dispatcher.service.js';
export { DomainEvents } from './domain-events.service.js';
export type { DomainEvent, DomainEventMap, DomainEventName } from './event-map.js';
export { EventsModule } from './events.module.js';
export { OnDomainEvent } from './on-domain-event.decorator.js';
export { changedOnly } from './changed-only.js';

/** This module's own migrations (the app collects them: app.schema.ts). */
export const EVENTS_MIGRATIONS: MigrationClass[] = [DomainEvents1795600000000];
