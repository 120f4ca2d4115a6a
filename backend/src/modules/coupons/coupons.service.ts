import { Inject, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import {
  CURRENCIES,
  couponDiscount,
  istToday,
  normalizeCouponCode,
  type AdminCoupon,
  type CouponAmounts,
  type CouponCheckResponse,
  type Currency,
  type FeaturedCoupon,
  type FeaturedCouponResponse,
  type PlanId,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import type { PublicOfferData } from '../../common/http/public-site-data.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents, OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { PlansService } from '../plans/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import type { CouponCheckDto, CreateCouponDto, UpdateCouponDto } from './dto/coupon.dto.js';
import { CouponRedemption } from './entities/coupon-redemption.entity.js';
import { Coupon } from './entities/coupon.entity.js';

/** How long an open (unpaid) order holds a use of its code before it is given back. */
export const COUPON_HOLD_MINUTES = 30;

/** What an order's code is worth, checked (not yet held): see `CouponsService.quote`. */
export interface CouponQuote {
  couponId: number;
  code: string;
  discount: number;
}

/**
 * Offer codes: the admin's codes, the student's check, and each order's use of one. An order holds a
 * use from its creation (`hold`, in the order's transaction), it counts once paid (`markUsed`), and it
 * is given back when its payment fails, when a newer checkout abandons it (`release*`), when it stays
 * unpaid past COUPON_HOLD_MINUTES, or when it is refunded (the `payment.refunded` event).
 */
@Injectable()
export class CouponsService implements PublicOfferData {
  constructor(
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    private readonly subscriptions: SubscriptionsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly plans: PlansService,
  ) {}

  // ------------------------------------------------------------------ admin

  async list(): Promise<AdminCoupon[]> {
    const em = this.tx.manager();
    const coupons = await em.getRepository(Coupon).find({ order: { id: 'DESC' } });
    const counts = await this.counts(
      em,
      coupons.map((c) => c.id),
    );
    return coupons.map((c) => toAdminCoupon(c, counts.get(c.id)));
  }

  async create(actorId: number, dto: CreateCouponDto): Promise<AdminCoupon> {
    await this.checkPlans(dto.plans);
    const values = this.merge(
      Object.assign(new Coupon(), {
        percentOff: null,
        amountOffInr: null,
        amountOffUsd: null,
        plans: null,
        validFrom: null,
        validTo: null,
        maxRedemptions: null,
      }),
      dto,
    );
    values.code = normalizeCouponCode(dto.code);
    values.maxPerStudent ??= 1;
    values.firstPurchaseOnly ??= false;
    values.active ??= true;
    values.showOnPricePage ??= false;
    values.taken = 0;
    try {
      return await this.tx.run(async (em) => {
        const saved = await em.getRepository(Coupon).save(em.getRepository(Coupon).create(values));
        const after = toAdminCoupon(saved);
        await this.audit(actorId, saved.id, 'create', null, after);
        return after;
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ApiError('coupon_code_taken');
      throw error;
    }
  }

  async update(actorId: number, id: number, dto: UpdateCouponDto): Promise<AdminCoupon> {
    await this.checkPlans(dto.plans);
    try {
      return await this.tx.run(async (em) => {
        const repo = em.getRepository(Coupon);
        const found = await this.tx
          .forUpdate(repo.createQueryBuilder('c').where('c.id = :id', { id }))
          .getOne();
        if (!found) throw new ApiError('coupon_not_found');
        const counts = await this.counts(em, [id]);
        const before = toAdminCoupon(found, counts.get(id));
        const changed = this.merge(repo.create({ ...found }), dto);
        if (dto.code !== undefined) changed.code = normalizeCouponCode(dto.code);
        const saved = await repo.save(changed);
        const after = toAdminCoupon(saved, counts.get(id));
        const action = before.active && !after.active ? 'deactivate' : 'update';
        await this.audit(actorId, id, action, before, after);
        return after;
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ApiError('coupon_code_taken');
      throw error;
    }
  }

  /** Applies the fields sent onto `row` and checks the result as a whole (one discount, dates in order). */
  private merge(row: Coupon, dto: UpdateCouponDto): Coupon {
    if (dto.percent_off !== undefined) row.percentOff = dto.percent_off;
    if (dto.amount_off !== undefined) {
      row.amountOffInr = dto.amount_off?.INR ?? null;
      row.amountOffUsd = dto.amount_off?.USD ?? null;
    }
    // Switching kind: sending one discount clears the other unless both were sent.
    if (dto.percent_off != null && dto.amount_off === undefined) {
      row.amountOffInr = null;
      row.amountOffUsd = null;
    }
    if (dto.amount_off != null && dto.percent_off === undefined) row.percentOff = null;
    if (dto.plans !== undefined)
      row.plans = dto.plans?.length ? [...new Set(dto.plans)].join(',') : null;
    if (dto.valid_from !== undefined) row.validFrom = dto.valid_from;
    if (dto.valid_to !== undefined) row.validTo = dto.valid_to;
    if (dto.max_redemptions !== undefined) row.maxRedemptions = dto.max_redemptions;
    if (dto.max_per_student !== undefined) row.maxPerStudent = dto.max_per_student;
    if (dto.first_purchase_only !== undefined) row.firstPurchaseOnly = dto.first_purchase_only;
    if (dto.active !== undefined) row.active = dto.active;
    if (dto.show_on_price_page !== undefined) row.showOnPricePage = dto.show_on_price_page;
    const percent = row.percentOff != null;
    const fixed = row.amountOffInr != null || row.amountOffUsd != null;
    if (percent === fixed) throw new ApiError('coupon_discount_choice');
    if (row.validFrom && row.validTo && row.validFrom > row.validTo)
      throw new ApiError('coupon_dates_reversed');
    return row;
  }

  private async audit(
    actorId: number,
    id: number,
    action: string,
    before: AdminCoupon | null,
    after: AdminCoupon,
  ): Promise<void> {
    await this.events.publish('admin.changed', {
      actorId,
      entity: 'coupon',
      entityId: String(id),
      action,
      before,
      after,
    });
  }

  /** Uses per code: paid (`used`) and held by open orders that have not run out. */
  private async counts(
    em: EntityManager,
    ids: number[],
  ): Promise<Map<number, { redeemed: number; held: number }>> {
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
      ((await this.counts(this.tx.manager(), [live.id])).get(live.id)?.redeemed ?? 0) <
        live.maxRedemptions;
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

  /** A code's plans are plans of the plans module (retired ones too): anything else is a 400. */
  private async checkPlans(plans: readonly string[] | null | undefined): Promise<void> {
    if (!plans?.length) return;
    const known = new Set((await this.plans.listAll()).map((p) => p.slug));
    if (plans.every((p) => known.has(p))) return;
    const message = { id: 'validation.coupon_plans', values: { field: 'plans' } };
    throw new ApiError(
      'validation_failed',
      {},
      {
        fields: [{ field: 'plans', rule: 'isPlan', message }],
        message,
      },
    );
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
    return { couponId: coupon.id, code: coupon.code, discount };
  }

  /**
   * The new order `paymentId` holds one use of the code (inside the order's transaction): a
   * conditional update that never takes the count past the limit, so concurrent orders get at most
   * the uses left; the others get `coupon_used_up`. Holds of unpaid orders that ran out are given back
   * first.
   */
  async hold(
    em: EntityManager,
    quote: CouponQuote,
    order: { userId: number; paymentId: number; currency: Currency },
  ): Promise<void> {
    await this.expireHolds(em, quote.couponId);
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

  /** An order's payment arrived: its use counts (taken again if it had been given back meanwhile). */
  async markUsed(em: EntityManager, paymentId: number): Promise<void> {
    const row = await em.getRepository(CouponRedemption).findOneBy({ paymentId });
    if (!row || row.status === 'used') return;
    if (row.status === 'returned') await this.changeTaken(em, row.couponId, +1);
    await em.getRepository(CouponRedemption).update({ id: row.id }, { status: 'used' });
  }

  /** An unpaid order failed: its held use goes back. */
  async releaseHeld(em: EntityManager, paymentId: number): Promise<void> {
    const row = await em.getRepository(CouponRedemption).findOneBy({ paymentId });
    if (row) await this.giveBack(em, row, 'held');
  }

  /** A new checkout abandons the student's earlier unpaid orders: their held uses go back. */
  async releaseHeldOf(em: EntityManager, userId: number): Promise<void> {
    const rows = await em.getRepository(CouponRedemption).findBy({ userId, status: 'held' });
    for (const row of rows) await this.giveBack(em, row, 'held');
  }

  /** A refunded payment gives its use back (a refund of an unconfirmed capture, its hold). */
  @OnDomainEvent('payment.refunded')
  async onRefunded(event: DomainEvent<'payment.refunded'>): Promise<void> {
    await this.tx.run(async (em) => {
      const row = await em
        .getRepository(CouponRedemption)
        .findOneBy({ paymentId: event.payload.paymentId });
      if (row) await this.giveBack(em, row, row.status === 'used' ? 'used' : 'held');
    });
  }

  private async expireHolds(em: EntityManager, couponId: number): Promise<void> {
    const now = this.clock.now();
    const stale = await em.getRepository(CouponRedemption).findBy({ couponId, status: 'held' });
    for (const row of stale.filter((r) => r.heldUntil <= now)) await this.giveBack(em, row, 'held');
  }

  /** `from` → returned, once (a conditional update: a concurrent give-back of the same row loses). */
  private async giveBack(
    em: EntityManager,
    row: CouponRedemption,
    from: 'held' | 'used',
  ): Promise<void> {
    if (row.status !== from) return;
    const changed = await em
      .createQueryBuilder()
      .update(CouponRedemption)
      .set({ status: 'returned' })
      .where('id = :id AND status = :from', { id: row.id, from })
      .execute();
    if (changed.affected) await this.changeTaken(em, row.couponId, -1);
    row.status = 'returned';
  }

  private async changeTaken(em: EntityManager, couponId: number, by: 1 | -1): Promise<void> {
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

function planList(c: Coupon): PlanId[] | null {
  if (!c.plans) return null;
  return c.plans.split(',').filter((p) => p.length > 0);
}

function amounts(c: Coupon): CouponAmounts | null {
  if (c.amountOffInr === null && c.amountOffUsd === null) return null;
  const result: CouponAmounts = {};
  for (const currency of CURRENCIES) {
    const value = currency === 'INR' ? c.amountOffInr : c.amountOffUsd;
    if (value !== null) result[currency] = value;
  }
  return result;
}

function toAdminCoupon(c: Coupon, counts?: { redeemed: number; held: number }): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    percent_off: c.percentOff,
    amount_off: amounts(c),
    plans: planList(c),
    valid_from: c.validFrom,
    valid_to: c.validTo,
    max_redemptions: c.maxRedemptions,
    max_per_student: c.maxPerStudent,
    first_purchase_only: c.firstPurchaseOnly,
    active: c.active,
    show_on_price_page: c.showOnPricePage,
    redeemed: counts?.redeemed ?? 0,
    held: counts?.held ?? 0,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
