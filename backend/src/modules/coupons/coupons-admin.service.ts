import { Injectable } from '@nestjs/common';
import { normalizeCouponCode, type AdminCoupon } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { changedOnly, DomainEvents } from '../../events/index.js';
import { PlansService } from '../plans/index.js';
import { toAdminCoupon } from './coupon-views.js';
import { CouponsService } from './coupons.service.js';
import type { CreateCouponDto, UpdateCouponDto } from './dto/coupon.dto.js';
import { Coupon } from './entities/coupon.entity.js';

/** The admin's offer codes: the list (with each code's uses), creating and changing one, audited. */
@Injectable()
export class CouponsAdminService {
  constructor(
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    private readonly plans: PlansService,
    private readonly coupons: CouponsService,
  ) {}

  // ------------------------------------------------------------------ admin

  async list(): Promise<AdminCoupon[]> {
    const em = this.tx.manager();
    const coupons = await em.getRepository(Coupon).find({ order: { id: 'DESC' } });
    const counts = await this.coupons.counts(coupons.map((c) => c.id));
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
    values.appliesTo ??= 'first_payment';
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
        const counts = await this.coupons.counts([id]);
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
    if (dto.applies_to !== undefined) row.appliesTo = dto.applies_to;
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
    const change = changedOnly(
      before as unknown as Record<string, unknown> | null,
      after as unknown as Record<string, unknown>,
    );
    if (!change) return;
    await this.events.publish('admin.changed', {
      actorId,
      entity: 'coupon',
      entityId: String(id),
      action,
      label: after.code,
      ...change,
    });
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
}
