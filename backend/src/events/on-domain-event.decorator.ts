import type { DomainEvent, DomainEventName } from './event-map.js';

const HANDLERS = Symbol('domain-event-handlers');

export interface HandlerMetadata {
  type: DomainEventName;
  method: string;
}

/**
 * Marks a method of a provider as a subscriber of a domain event: it is called (at least once) with
 * every event of that type, inside a transaction of its own that also records the delivery, so a
 * redelivery is skipped once the handler has committed. Its database work goes through that
 * transaction (`Transactions.manager()` / `run`); a throw rolls it back and the event is retried.
 * Found at start by the dispatcher (Nest's DiscoveryService); the subscriber's name is
 * `<Class>.<method>`, so renaming one makes a new subscriber.
 */
export function OnDomainEvent<K extends DomainEventName>(type: K) {
  return (
    target: object,
    method: string,
    _descriptor: TypedPropertyDescriptor<(event: DomainEvent<K>) => Promise<void>>,
  ): void => {
    const owner = target.constructor;
    const list = (Reflect.getMetadata(HANDLERS, owner) as HandlerMetadata[] | undefined) ?? [];
    Reflect.defineMetadata(HANDLERS, [...list, { type, method }], owner);
  };
}

/** The handlers a provider class declares. */
export function handlersOf(owner: object): HandlerMetadata[] {
  return (Reflect.getMetadata(HANDLERS, owner) as HandlerMetadata[] | undefined) ?? [];
}
