import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DomainEventDispatcher } from './domain-event-dispatcher.service.js';
import { DomainEvents } from './domain-events.service.js';

/**
 * Domain events (docs/domain-events.md): `DomainEvents.publish` for the publishers, `@OnDomainEvent`
 * for the subscribers, the dispatcher and its poller. A lower layer: it imports no feature module.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [DomainEventDispatcher, DomainEvents],
  exports: [DomainEvents, DomainEventDispatcher],
})
export class EventsModule {}
