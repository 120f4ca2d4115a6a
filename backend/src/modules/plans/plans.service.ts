import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  CURRENCIES,
  householdPrice,
  isExtraCurrency,
  planName,
  type CreatePlanRequest,
  type Currency,
  type Language,
  type Plan,
  type PlanCurrencyPrice,
  type PlanCurrencyPriceInput,
  type PlanHistoryEntry,
  type PlanId,
  type PlanPrice,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { iso } from '../../common/http/iso.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import type { AdminChanged } from '../audit/index.js';
import { changedOnly } from '../../events/index.js';
import type { CreatePlanDto, UpdatePlanDto } from './dto/plan.dto.js';
import { PlanHistoryRow } from './entities/plan-history.entity.js';
import { PlanRow } from './entities/plan.entity.js';
import { setCurrency, toPlan } from './plans.mapper.js';
import { SEED_PLANS } from './plans.seed-data.js';

/** Who changes a plan: the signed-in admin (from the token). */
export interface PlanActor {
  id: number;
  name: string;
}

/** Plan names of every plan, retired ones too (payments and periods keep naming them). */
export interface PlanNames {
  /** The plan's name in this currency's table; the slug for a plan the database does not know. */
  name(slug: PlanId, currency: Currency, language?: Language): string;
}

const HISTORY_LIMIT = 200;
const bySortOrder = (a: PlanRow, b: PlanRow) =>
  a.sortOrder - b.sortOrder || a.slug.localeCompare(b.slug);

/**
 * The owner of the plans and their prices (issue 23). Every reader of a price or a plan fact (orders,
 * settlement, invoices, membership state, receipts, the credits cap, the price page) asks this service; a
 * change applies to the next order at once (nothing is cached across requests). An order keeps the amount
 * it was created with (payments.amount), a paid invoice its snapshot.
 */
@Injectable()
export class PlansService {
  private readonly logger = new Logger('Plans');

  private readonly plans: Repository<PlanRow>;
  private readonly historyRows: Repository<PlanHistoryRow>;

  constructor(
    @InjectRepository(PlanRow) plans: Repository<PlanRow>,
    @InjectRepository(PlanHistoryRow) historyRows: Repository<PlanHistoryRow>,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
  ) {
    // Read inside another unit of work (a settlement names the plan on its invoice): that transaction's
    // connection, never a second one from the pool.
    this.plans = tx.ambient(plans);
    this.historyRows = tx.ambient(historyRows);
  }

  /** First start: the spec's plans (plans.seed-data.ts). False when the table already has plans. */
  async seed(): Promise<boolean> {
    return this.tx.run(async (em) => {
      if ((await em.getRepository(PlanRow).count()) > 0) return false;
      for (const plan of SEED_PLANS) {
        const row = em.getRepository(PlanRow).create(this.newRow(plan));
        const saved = await em.getRepository(PlanRow).save(row);
        await this.record(null, 'create', null, toPlan(saved));
      }
      this.logger.log(`Seeded the plans: ${SEED_PLANS.map((p) => p.slug).join(', ')}`);
      return true;
    });
  }

  /** GET /api/plans: the plans on sale, in page order. */
  async listActive(): Promise<Plan[]> {
    const rows = await this.plans.findBy({ active: true });
    return rows.sort(bySortOrder).map(toPlan);
  }

  /** GET /api/admin/plans: every plan, retired ones too. */
  async listAll(): Promise<Plan[]> {
    const rows = await this.plans.find();
    return rows.sort(bySortOrder).map(toPlan);
  }

  /**
   * A plan on sale: its price in one currency, in minor units (400 plan_unknown for any other slug; 400
   * currency_not_offered when the owner has not priced the plan in that currency, issue 37).
   */
  async price(slug: PlanId, currency: Currency): Promise<PlanPrice> {
    const row = await this.plans.findOneBy({ slug, active: true });
    if (!row) throw new ApiError('plan_unknown');
    const plan = toPlan(row);
    const figures = plan.prices[currency];
    if (!figures) throw new ApiError('currency_not_offered', { currency });
    return {
      id: plan.slug,
      name: planName(plan, currency),
      months: plan.months,
      currency,
      amount: figures.offer,
      max_redeemable: figures.redeemable,
      balance: figures.balance,
    };
  }

  /**
   * A plan on sale as a household plan (issue 35): its price in one currency plus its per-member amount
   * for each member beyond the payer (`size` with the payer).
   */
  async householdPrice(slug: PlanId, currency: Currency, size: number): Promise<PlanPrice> {
    const price = await this.price(slug, currency);
    const row = await this.plans.findOneByOrFail({ slug });
    const member = toPlan(row).prices[currency]?.household_member ?? 0;
    return { ...price, amount: householdPrice(price.amount, member, size) };
  }

  /** The names of every plan (one query), for lists of payments and periods. */
  async names(): Promise<PlanNames> {
    const plans = new Map((await this.plans.find()).map((row) => [row.slug, toPlan(row)]));
    return {
      name: (slug, currency, language = 'en') => {
        const plan = plans.get(slug);
        return plan ? planName(plan, currency, language === 'hi' ? 'hi' : 'en') : slug;
      },
    };
  }

  /** One plan's name in a currency's table (retired plans too). */
  async name(slug: PlanId, currency: Currency, language: Language = 'en'): Promise<string> {
    return (await this.names()).name(slug, currency, language);
  }

  async create(actor: PlanActor, dto: CreatePlanDto): Promise<Plan> {
    try {
      return await this.tx.run(async (em) => {
        const repo = em.getRepository(PlanRow);
        if (await repo.existsBy({ slug: dto.slug })) throw new ApiError('plan_exists');
        const row = repo.create(this.newRow(dto));
        checkFigures(toPlan(row));
        const after = toPlan(await repo.save(row));
        await this.record(actor, 'create', null, after);
        return after;
      });
    } catch (error) {
      // Two admins adding the same slug at once: the second insert meets the first's key.
      if (isDuplicateKey(error)) throw new ApiError('plan_exists');
      throw error;
    }
  }

  async update(actor: PlanActor, slug: PlanId, dto: UpdatePlanDto): Promise<Plan> {
    if (dto.slug !== undefined && dto.slug !== slug) throw new ApiError('plan_slug_fixed');
    return this.tx.run(async (em) => {
      const repo = em.getRepository(PlanRow);
      const row = await this.lock(slug);
      const before = toPlan(row);
      if (dto.name_en !== undefined) row.nameEn = dto.name_en.trim();
      if (dto.name_hi !== undefined) row.nameHi = dto.name_hi.trim();
      if (dto.months !== undefined) row.months = dto.months;
      if (dto.active !== undefined) row.active = dto.active;
      if (dto.sort_order !== undefined) row.sortOrder = dto.sort_order;
      if (dto.popular !== undefined) row.popular = dto.popular;
      for (const currency of CURRENCIES) {
        const change = dto.prices?.[currency];
        if (change === undefined) continue;
        // An added currency set to null: the plan is no longer offered in it (issue 37).
        if (change === null) {
          if (!isExtraCurrency(currency)) continue;
          setCurrency(row, currency, null);
          continue;
        }
        const old = before.prices[currency] ?? newPrice(currency, change);
        setCurrency(row, currency, {
          original: change.original ?? old.original,
          offer: change.offer ?? old.offer,
          redeemable: change.redeemable ?? old.redeemable,
          show_discount: change.show_discount ?? old.show_discount,
          label: change.label === undefined ? old.label : cleanLabel(change.label),
          household_member: change.household_member ?? old.household_member,
        });
      }
      checkFigures(toPlan(row));
      const after = toPlan(await repo.save(row));
      if (JSON.stringify(after) !== JSON.stringify(before))
        await this.record(actor, 'update', before, after);
      return after;
    });
  }

  /** A plan's changes, newest first (GET /api/admin/plans/:slug/history). */
  async history(slug: PlanId): Promise<PlanHistoryEntry[]> {
    if (!(await this.plans.existsBy({ slug }))) throw new ApiError('plan_not_found');
    const rows = await this.historyRows.find({
      where: { planSlug: slug },
      order: { id: 'DESC' },
      take: HISTORY_LIMIT,
    });
    return rows.map((r) => ({
      id: r.id,
      slug: r.planSlug,
      action: r.action,
      actor_id: r.actorId,
      actor_name: r.actorName,
      at: iso(r.createdAt),
      before: r.before === null ? null : (JSON.parse(r.before) as Plan),
      after: JSON.parse(r.after) as Plan,
    }));
  }

  private async lock(slug: PlanId): Promise<PlanRow> {
    const em = this.tx.open();
    const row = await this.tx
      .forUpdate(
        em.getRepository(PlanRow).createQueryBuilder('p').where('p.slug = :slug', { slug }),
      )
      .getOne();
    if (!row) throw new ApiError('plan_not_found');
    return row;
  }

  private newRow(dto: CreatePlanRequest): PlanRow {
    const row = Object.assign(new PlanRow(), {
      slug: dto.slug,
      nameEn: dto.name_en.trim(),
      nameHi: dto.name_hi.trim(),
      months: dto.months,
      active: dto.active ?? true,
      sortOrder: dto.sort_order ?? 0,
      popular: dto.popular ?? false,
    });
    for (const currency of CURRENCIES) {
      const p: PlanCurrencyPriceInput | null | undefined = dto.prices[currency];
      // An added currency left out or null: not offered in it.
      if (!p) continue;
      setCurrency(row, currency, {
        original: p.original,
        offer: p.offer,
        redeemable: p.redeemable,
        show_discount: p.show_discount ?? true,
        label: cleanLabel(p.label ?? null),
        household_member: p.household_member ?? 0,
      });
    }
    return row;
  }

  /** The price history row and the audit event, in the change's transaction. */
  private async record(
    actor: PlanActor | null,
    action: 'create' | 'update',
    before: Plan | null,
    after: Plan,
  ): Promise<void> {
    const em = this.tx.open();
    await em.getRepository(PlanHistoryRow).save(
      em.getRepository(PlanHistoryRow).create({
        planSlug: after.slug,
        action,
        actorId: actor?.id ?? null,
        actorName: actor?.name ?? null,
        before: before === null ? null : JSON.stringify(before),
        after: JSON.stringify(after),
      }),
    );
    if (!actor) return;
    const change = changedOnly(
      before as unknown as Record<string, unknown> | null,
      after as unknown as Record<string, unknown>,
    );
    if (!change) return;
    const event: AdminChanged = {
      actorId: actor.id,
      entity: 'plan',
      entityId: after.slug,
      label: after.name_en,
      action: action === 'update' && before?.active && !after.active ? 'retire' : action,
      ...change,
    };
    await this.events.publish('admin.changed', event);
  }
}

/**
 * An added currency's first figures in a PATCH: original, offer and redeemable must all be given (400
 * plan_price_incomplete), the rest take their defaults.
 */
function newPrice(currency: Currency, change: Partial<PlanCurrencyPriceInput>): PlanCurrencyPrice {
  const { original, offer, redeemable } = change;
  if (original === undefined || offer === undefined || redeemable === undefined)
    throw new ApiError('plan_price_incomplete', { currency });
  return {
    original,
    offer,
    redeemable,
    discount_percent: 0,
    balance: 0,
    show_discount: true,
    label: null,
    household_member: 0,
  };
}

function cleanLabel(label: string | null): string | null {
  const text = label?.trim();
  return text ? text : null;
}

/** offer ≤ original and redeemable ≤ offer, in each currency (the DTOs check each figure alone). */
function checkFigures(plan: Plan): void {
  for (const currency of CURRENCIES) {
    const p = plan.prices[currency];
    if (!p) continue;
    if (p.offer > p.original) throw new ApiError('plan_offer_above_original', { currency });
    if (p.redeemable > p.offer) throw new ApiError('plan_redeemable_above_offer', { currency });
  }
}
