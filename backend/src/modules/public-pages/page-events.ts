import { Injectable } from '@nestjs/common';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import type { PageTag } from '../../common/http/public-site-data.js';
import { PageInvalidations } from './page-invalidations.service.js';

/** What each audited change of an admin (`admin.changed`'s entity) makes stale on the public pages. */
const ADMIN_CHANGES: Partial<Record<string, PageTag[]>> = {
  plan: ['plans'],
  coupon: ['offers'],
  site_settings: ['settings'],
  business_rules: ['settings'],
  blog: ['blogs'],
  class: ['schedule'],
  timetable_slot: ['schedule'],
  slot_instructor: ['schedule'],
  class_instructor: ['schedule'],
  // An instructor's name (the schedule names who teaches).
  user: ['schedule'],
};

/**
 * The public pages follow the changes of the modules that own what they show, through the domain events
 * those modules publish (docs/domain-events.md): a publish, a price, plan or offer change, a business
 * setting, a post, a timetable or class change, a place taken or freed. Each is announced to every
 * instance (PageInvalidations), which then renders those pages again at their next request.
 */
@Injectable()
export class PublicPagesOnChanges {
  constructor(private readonly pages: PageInvalidations) {}

  @OnDomainEvent('admin.changed')
  async adminChanged(event: DomainEvent<'admin.changed'>): Promise<void> {
    const { entity, entityId, action } = event.payload;
    if (entity === 'content') {
      // A draft changes no published page; a publish or a restore does.
      if (action !== 'save_draft') await this.pages.announce([`content:${entityId}`]);
      return;
    }
    const tags = ADMIN_CHANGES[entity];
    if (tags) await this.pages.announce(tags, { postId: entity === 'blog' ? entityId : undefined });
  }

  /** A place taken or freed: a class of the schedule may be full now, or no longer. */
  @OnDomainEvent('booking.created')
  async booked(event: DomainEvent<'booking.created'>): Promise<void> {
    if (event.payload.classId !== null && event.payload.status === 'booked')
      await this.pages.announce(['schedule'], { purge: false });
  }

  @OnDomainEvent('booking.cancelled')
  async cancelled(event: DomainEvent<'booking.cancelled'>): Promise<void> {
    if (event.payload.classId !== null) await this.pages.announce(['schedule'], { purge: false });
  }

  @OnDomainEvent('booking.promoted')
  async promoted(_event: DomainEvent<'booking.promoted'>): Promise<void> {
    await this.pages.announce(['schedule'], { purge: false });
  }

  /** A class moved, cancelled or taught by another (also by the console and jobs, not only admins). */
  @OnDomainEvent('class.changed')
  async classChanged(_event: DomainEvent<'class.changed'>): Promise<void> {
    await this.pages.announce(['schedule']);
  }

  @OnDomainEvent('class.cancelled')
  async classCancelled(_event: DomainEvent<'class.cancelled'>): Promise<void> {
    await this.pages.announce(['schedule']);
  }

  @OnDomainEvent('instructor.substituted')
  async substituted(_event: DomainEvent<'instructor.substituted'>): Promise<void> {
    await this.pages.announce(['schedule']);
  }

  /** An offer with a limit of uses may have run out with a payment (or come back with a refund). */
  @OnDomainEvent('payment.paid')
  async paid(_event: DomainEvent<'payment.paid'>): Promise<void> {
    await this.pages.announce(['offers'], { purge: false });
  }

  @OnDomainEvent('payment.refunded')
  async refunded(_event: DomainEvent<'payment.refunded'>): Promise<void> {
    await this.pages.announce(['offers'], { purge: false });
  }
}
