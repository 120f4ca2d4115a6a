/**
 * The typed map of every domain event: name → payload. It is empty here; each owner module adds its
 * events in its own `events.ts` by declaration merging:
 *
 * ```ts
 * declare module '../../events/index.js' {
 *   interface DomainEventMap {
 *     'payment.paid': PaymentPaid;
 *   }
 * }
 * ```
 * so `DomainEvents.publish` and `@OnDomainEvent` handlers are type-checked against it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

/** An event as a subscriber receives it. */
export interface DomainEvent<K extends DomainEventName = DomainEventName> {
  /** UUID, stable across redeliveries: the idempotency key. */
  id: string;
  type: K;
  payload: DomainEventMap[K];
  occurredAt: Date;
}
