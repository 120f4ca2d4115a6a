import { Injectable } from '@nestjs/common';
import { paymentSuccessMessage } from '@yoga/contracts';
import { SubscriptionsService } from './subscriptions.service.js';
import type {
  Granted,
  Purchase,
  PurchaseBuyer,
  PurchaseGrantHandler,
} from '../purchase-grants/index.js';

/**
 * What a `membership` purchase (a one-off order or a renewal debit) grants: a paid period of the payer's
 * membership, through the subscriptions door. Its lock is the payer's membership row.
 */
@Injectable()
export class MembershipGrant implements PurchaseGrantHandler {
  readonly rewardsReferrer = true;

  constructor(private readonly subscriptions: SubscriptionsService) {}

  async lockBuyer(userId: number): Promise<void> {
    await this.subscriptions.lockMembership(userId);
  }

  async grant(purchase: Purchase, buyer: PurchaseBuyer): Promise<Granted> {
    const membership = await this.subscriptions.lockMembership(purchase.userId);
    const period = await this.subscriptions.addPeriod(
      membership,
      {
        userId: purchase.userId,
        paymentId: purchase.paymentId,
        plan: purchase.plan,
        months: purchase.months,
        currency: purchase.currency,
      },
      buyer.registeredAt,
    );
    return {
      period: { startsAt: period.startsAt, endsAt: period.endsAt },
      subscriptionNo: membership.subscriptionNo,
    };
  }

  /** The period goes; later ones move earlier. */
  async revoke(purchase: Purchase): Promise<void> {
    await this.subscriptions.removePeriod(purchase.paymentId);
  }

  async shorten(purchase: Purchase, fraction: number): Promise<void> {
    await this.subscriptions.shortenPeriod(purchase.paymentId, fraction);
  }

  async confirmation(purchase: Purchase) {
    const subscription = await this.subscriptions.me(purchase.userId);
    return { message: paymentSuccessMessage(subscription.ends_at ?? new Date()), subscription };
  }

  subscriptionNumbers(userIds: readonly number[]): Promise<Map<number, string>> {
    return this.subscriptions.subscriptionNumbers(userIds);
  }
}
