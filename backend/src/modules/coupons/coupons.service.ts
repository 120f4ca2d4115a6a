import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import {
  couponDiscount,
  istToday,
  normalizeCouponCode,
  type CouponAppliesTo,
  type CouponCheckResponse,
  type Currency,
  type FeaturedCoupon,
  type FeaturedCouponResponse,
  type PlanId,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import type { PublicOfferData } from '../../common/http/public-site-data.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { PlansService } from '../plans/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import type { CouponCheckDto } from './dto/coupon.dto.js';
import { CouponRedemption } from './entities/coupon-redemption.entity.js';
import { Coupon } from './entities/coupon.entity.js';
import { amounts, planList } from './coupon-views.js';

/** How long an open (unpaid) order holds a use of its code before it is given back. */
export const COUPON_HOLD_MINUTES = 30;

/** What an order's code is worth, checked (not yet held): see `CouponsService.quote`. */
export interface CouponQuote {
  couponId: number;
  code: string;
  discount: number;
  /** Whether an automatic renewal's later debits get the discount too. */
  appliesTo: CouponAppliesTo;
}

/**
 * Offer codes: the price page's offer, the student's check, and each order's use of one (the admin's
 * list and changes: CouponsAdminService). An order holds a use from its creation (`hold`, in the
 * order's transaction), it counts once paid (`claim`), and it is given back when its payment fails,
 * when a newer checkout abandons it (`release*`), when it stays unpaid past COUPON_HOLD_MINUTES, or
 * when it is refunded (the `payment.refunded` event).
 */
@Injectable()
export class CouponsService implements PublicOfferData {
  constructor(
    private readonly tx: Transactions,
    private readonly subscriptions: SubscriptionsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly plans: PlansService,
  ) {}

  /**
   * Uses per code: paid (`used`) and held by open orders that have not run out (in the open
   * transaction, if any). The admin's list shows them too (CouponsAdminService).
   */
  async counts(ids: number[]): Promise<Map<number, { redeemed: number; held: number }>> {
    const em = this.tx.manager();
    const result = new Map<number, { redeemed: number; held: number }>();
    if (!ids.length) return result;
    const now = this.clock.now();
    const rows = await em
      .getRepository(CouponRedemption)
      .findBy({ couponId: In(ids), status: In(['held', 'used']) });
    for (const r of rows) {
      const c = result.get(r.couponId) ?? { redeemed: 0, held: 0 };
      if (r.status === 'used') c.redeemed++;
      else if (r.heldUntil > now) c.held++;
      result.set(r.couponId, c);
    }
    return result;
  }

  // ------------------------------------------------------------------ the price page

  /** The offer marked for the price page, while it is valid today (the newest such). */
  async featured(): Promise<FeaturedCouponResponse> {
    const today = istToday(this.clock.now());
    const rows = await this.tx
      .manager()
      .getRepository(Coupon)
      .find({ where: { showOnPricePage: true, active: true }, order: { id: 'DESC' } });
    const live = rows.find(
      (c) => (!c.validFrom || c.validFrom <= today) && (!c.validTo || c.validTo >= today),
    );
    if (!live) return { offer: null };
    const available =
      live.maxRedemptions === null ||
      ((await this.counts([live.id])).get(live.id)?.redeemed ?? 0) < live.maxRedemptions;
    if (!available) return { offer: null };
    return {
      offer: {
        code: live.code,
        percent_off: live.percentOff,
        amount_off: amounts(live),
        plans: planList(live),
        valid_to: live.validTo,
      },
    };
  }

  /** The price page's server data (PublicOfferData). */
  async featuredOffer(): Promise<FeaturedCoupon | null> {
    return (await this.featured()).offer;
  }

  // ------------------------------------------------------------------ students and orders

  /** POST /api/coupons/check: the plan's price with the code, or the reason it does not apply. */
  async check(userId: number, dto: CouponCheckDto): Promise<CouponCheckResponse> {
    // The price a code is computed on: the plan's offer price (plans module).
    const price = (await this.plans.price(dto.plan, dto.currency)).amount;
    const quote = await this.quote({
      userId,
      code: dto.coupon,
      plan: dto.plan,
      currency: dto.currency,
      price,
    });
    const coupon = await this.tx
      .manager()
      .getRepository(Coupon)
      .findOneByOrFail({ id: quote.couponId });
    return {
      coupon: quote.code,
      plan: dto.plan,
      currency: dto.currency,
      price,
      discount: quote.discount,
      amount: price - quote.discount,
      percent_off: coupon.percentOff,
      applies_to: coupon.appliesTo,
      valid_to: coupon.validTo,
    };
  }

  /**
   * Checks a code for a student's order of `plan` at `price` (minor units) and computes its discount,
   * or throws the reason it does not apply (each its own code). Inside the order's transaction (the
   * student's membership locked) the per-student limit is exact; the total limit is enforced by `hold`.
   */
  async quote(order: {
    userId: number;
    code: string;
    plan: PlanId;
    currency: Currency;
    price: number;
  }): Promise<CouponQuote> {
    const em = this.tx.manager();
    const code = normalizeCouponCode(order.code);
    const coupon = await em.getRepository(Coupon).findOneBy({ code });
    if (!coupon || !coupon.active) throw new ApiError('coupon_unknown');
    const today = istToday(this.clock.now());
    if (coupon.validFrom && today < coupon.validFrom) throw new ApiError('coupon_not_yet_valid');
    if (coupon.validTo && today > coupon.validTo) throw new ApiError('coupon_expired');
    const plans = planList(coupon);
    if (plans && !plans.includes(order.plan)) throw new ApiError('coupon_not_for_plan');
    const discount = couponDiscount(
      { percent_off: coupon.percentOff, amount_off: amounts(coupon) },
      order.price,
      order.currency,
    );
    if (discount === null) throw new ApiError('coupon_not_for_currency');
    // Counted, not loaded: paid uses can be many; holds are few (those run out are given back).
    const now = this.clock.now();
    const redemptions = em.getRepository(CouponRedemption);
    const used = await redemptions.countBy({ couponId: coupon.id, status: 'used' });
    // The student's own holds do not count: their new order gives them back (createOrder).
    const heldByOthers = (await redemptions.findBy({ couponId: coupon.id, status: 'held' })).filter(
      (r) => r.heldUntil > now && r.userId !== order.userId,
    ).length;
    if (coupon.maxRedemptions !== null && used + heldByOthers >= coupon.maxRedemptions)
      throw new ApiError('coupon_used_up');
    if (coupon.firstPurchaseOnly && (await this.subscriptions.withPeriods([order.userId])).size)
      throw new ApiError('coupon_not_for_repeat');
    const mine = await redemptions.countBy({
      couponId: coupon.id,
      userId: order.userId,
      status: 'used',
    });
    if (mine >= coupon.maxPerStudent) throw new ApiError('coupon_already_used');
    return { couponId: coupon.id, code: coupon.code, discount, appliesTo: coupon.appliesTo };
  }

  /**
   * The new order `paymentId` holds one use of the code (inside the order's transaction): a
   * conditional update that never takes the count past the limit, so concurrent orders get at most
   * the uses left; the others get `coupon_used_up`. Holds of unpaid orders that ran out are given back
   * first.
   */
  async hold(
    quote: CouponQuote,
    order: { userId: number; paymentId: number; currency: Currency },
  ): Promise<void> {
    const em = this.tx.open();
    await this.expireHolds(quote.couponId);
    const taken = await em
      .createQueryBuilder()
      .update(Coupon)
      .set({ taken: () => 'taken + 1' })
      .where('id = :id AND (max_redemptions IS NULL OR taken < max_redemptions)', {
        id: quote.couponId,
      })
      .execute();
    if (!taken.affected) throw new ApiError('coupon_used_up');
    await em.getRepository(CouponRedemption).insert({
      couponId: quote.couponId,
      userId: order.userId,
      paymentId: order.paymentId,
      currency: order.currency,
      discount: quote.discount,
      status: 'held',
      heldUntil: new Date(this.clock.now().getTime() + COUPON_HOLD_MINUTES * 60_000),
    });
  }

  /**
   * At settlement (issue 35), with the coupon row locked: the order's use of its code is confirmed. A
   * use still held counts at once. A use given back meanwhile (its hold ran out, or a failed attempt
   * at the gateway returned it) is taken again only while every limit of the code still allows it:
   * active, the total (`max_redemptions`), the student's own (`max_per_student`) and first purchase
   * only. False (nothing changed) when the hold was lost: the payment is then refunded in full, never
   * kept at the discounted amount.
   */
  async claim(paymentId: number, userId: number): Promise<boolean> {
    const em = this.tx.open();
    const row = await em.getRepository(CouponRedemption).findOneBy({ paymentId });
    // A renewal debit carries its subscription's code but holds no use of its own: the use was
    // counted once, by the subscription's first payment.
    if (!row) return true;
    if (row.status === 'used') return true;
    const coupon = await this.tx
      .forUpdate(
        em.getRepository(Coupon).createQueryBuilder('c').where('c.id = :id', { id: row.couponId }),
      )
      .getOne();
    if (!coupon) return false;
    if (row.status === 'returned') {
      if (!coupon.active) return false;
      const mine = await em
        .getRepository(CouponRedemption)
        .countBy({ couponId: coupon.id, userId, status: 'used' });
      if (mine >= coupon.maxPerStudent) return false;
      if (coupon.firstPurchaseOnly && (await this.subscriptions.withPeriods([userId])).size)
        return false;
      const taken = await em
        .createQueryBuilder()
        .update(Coupon)
        .set({ taken: () => 'taken + 1' })
        .where('id = :id AND (max_redemptions IS NULL OR taken < max_redemptions)', {
          id: coupon.id,
        })
        .execute();
      if (!taken.affected) return false;
    }
    const changed = await em
      .createQueryBuilder()
      .update(CouponRedemption)
      .set({ status: 'used' })
      .where('id = :id AND status = :from', { id: row.id, from: row.status })
      .execute();
    return Boolean(changed.affected);
  }

  /**
   * Whether the discount of the code payment `paymentId` used goes on to later debits (`every_payment`);
   * false when the payment used no code.
   */
  async discountsRenewals(paymentId: number): Promise<boolean> {
    const em = this.tx.open();
    const row = await em.getRepository(CouponRedemption).findOneBy({ paymentId });
    if (!row) return false;
    const coupon = await em.getRepository(Coupon).findOneBy({ id: row.couponId });
    return coupon?.appliesTo !== 'first_payment';
  }

  /** An unpaid order failed: its held use goes back. */
  async releaseHeld(paymentId: number): Promise<void> {
    const em = this.tx.open();
    const row = await em.getRepository(CouponRedemption).findOneBy({ paymentId });
    if (row) await this.giveBack(row, 'held');
  }

  /** A new checkout abandons the student's earlier unpaid orders: their held uses go back. */
  async releaseHeldOf(userId: number): Promise<void> {
    const em = this.tx.open();
    const rows = await em.getRepository(CouponRedemption).findBy({ userId, status: 'held' });
    for (const row of rows) await this.giveBack(row, 'held');
  }

  /** A refunded payment gives its use back (a refund of an unconfirmed capture, its hold). */
  @OnDomainEvent('payment.refunded')
  async onRefunded(event: DomainEvent<'payment.refunded'>): Promise<void> {
    await this.tx.run(async (em) => {
      const row = await em
        .getRepository(CouponRedemption)
        .findOneBy({ paymentId: event.payload.paymentId });
      if (row) await this.giveBack(row, row.status === 'used' ? 'used' : 'held');
    });
  }

  private async expireHolds(couponId: number): Promise<void> {
    const em = this.tx.open();
    const now = this.clock.now();
    const stale = await em.getRepository(CouponRedemption).findBy({ couponId, status: 'held' });
    for (const row of stale.filter((r) => r.heldUntil <= now)) await this.giveBack(row, 'held');
  }

  /** `from` → returned, once (a conditional update: a concurrent give-back of the same row loses). */
  private async giveBack(row: CouponRedemption, from: 'held' | 'used'): Promise<void> {
    const em = this.tx.open();
    if (row.status !== from) return;
    const changed = await em
      .createQueryBuilder()
      .update(CouponRedemption)
      .set({ status: 'returned' })
      .where('id = :id AND status = :from', { id: row.id, from })
      .execute();
    if (changed.affected) await this.changeTaken(row.couponId, -1);
    row.status = 'returned';
  }

  private async changeTaken(couponId: number, by: 1 | -1): Promise<void> {
    const em = this.tx.open();
    await em
      .createQueryBuilder()
      .update(Coupon)
      .set({
        taken: () => (by > 0 ? 'taken + 1' : 'CASE WHEN taken > 0 THEN taken - 1 ELSE 0 END'),
      })
      .where('id = :id', { id: couponId })
      .execute();
  }
}
