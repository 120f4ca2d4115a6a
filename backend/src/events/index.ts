/** The public door of the domain events layer (docs/domain-events.md). */
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
