import { randomInt } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { In, LessThanOrEqual, type Repository } from 'typeorm';
import {
  AUTH_ROUTES,
  GIFT_CODE_ALPHABET,
  GIFT_CODE_LENGTH,
  GIFT_RESENDS_PER_DAY,
  GIFT_SEND_MAX_DAYS,
  GIFT_PAID_MESSAGE,
  USER_ROUTES,
  addIstDays,
  subscriptionEndDate,
  istInstant,
  istToday,
  normalizeGiftCode,
  type CreateOrderResponse,
  type GiftRecord,
  type GiftState,
  type RedeemGiftResponse,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { RateLimiters } from '../../common/rate-limit/rate-limiters.js';
import { SITE_CONFIG, type SiteConfig } from '../../config/site.config.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { PaymentsService } from '../payments/index.js';
import { PurchaseGrants, type Granted, type Purchase } from '../purchase-grants/index.js';
import { PlansService } from '../plans/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import type { CreateGiftOrderDto } from './dto/gift.dto.js';
import { Gift } from './entities/gift.entity.js';

export const GIFTS_SEND_JOB = 'gifts.send';
/** The job looks for gifts whose IST sending day has come this often. */
const SEND_EVERY_MS = 10 * 60_000;

/** A fresh code: GIFT_CODE_LENGTH characters of the alphabet without look-alikes (~49 bits). */
export function newGiftCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i++)
    code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return code;
}

const stateOf = (g: Gift): GiftState => (g.state === 'created' ? 'paid' : g.state);

/**
 * Gift a membership (issue 26, docs/payments.md "Gifts"): the order (through the payments door, purpose
 * `gift`), the gift made on `payment.paid`, its message to the recipient on its day (the `gifts.send` job),
 * re-sends, and redeeming (the period added through the subscriptions door, then `gift.redeemed`).
 */
@Injectable()
export class GiftsService implements OnModuleInit {
  private readonly logger = new Logger('Gifts');
  private readonly gifts: Repository<Gift>;
  /** Re-sends per gift and IST day (the shared abuse limiters: Redis when set, else in memory). */
  private readonly resends: RateLimiterAbstract;

  constructor(
    @InjectRepository(Gift) gifts: Repository<Gift>,
    private readonly payments: PaymentsService,
    private readonly plans: PlansService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
    private readonly jobs: JobsService,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SITE_CONFIG) private readonly site: Pick<SiteConfig, 'publicUrl'>,
    limiters: RateLimiters,
    private readonly grants: PurchaseGrants,
  ) {
    this.gifts = tx.ambient(gifts);
    // Keyed by gift and IST day, so the window is the day; kept two days (past any day's end).
    this.resends = limiters.create('gift-resend', {
      points: GIFT_RESENDS_PER_DAY,
      duration: 2 * 24 * 3600,
    });
  }

  onModuleInit() {
    // What a `gift` purchase grants (payments calls these inside its settlement transactions).
    this.grants.register('gift', {
      rewardsReferrer: false,
      // A gift order is one of the buyer's checkouts: serialised with her others by her membership row.
      lockBuyer: async (userId) => {
        await this.subscriptions.lockMembership(userId);
      },
      grant: (purchase) => this.paid(purchase),
      revoke: (purchase) => this.refunded(purchase),
      // A partial refund leaves the gift as it is (its length is what the recipient redeems).
      shorten: async () => {},
      confirmation: async (purchase) => ({
        message: GIFT_PAID_MESSAGE,
        subscription: await this.subscriptions.me(purchase.userId),
      }),
      // A gift is not the buyer's own subscription (issue 38).
      subscriptionNumbers: async () => new Map(),
    });
    this.jobs.register({
      name: GIFTS_SEND_JOB,
      everyMs: SEND_EVERY_MS,
      runOnStart: true,
      run: (now) => this.sendDue(now),
    });
  }

  /** The order for a gift: checked, priced by the plans owner (through payments), paid like any order. */
  async createOrder(buyerId: number, dto: CreateGiftOrderDto): Promise<CreateOrderResponse> {
    const email = dto.recipient.email?.trim() || null;
    const phone = dto.recipient.phone || null;
    if (!email && !phone) throw new ApiError('gift_contact_missing');
    const today = istToday(this.clock.now());
    if (dto.send_on !== undefined) {
      if (dto.send_on < today) throw new ApiError('gift_send_on_past');
      if (dto.send_on > addIstDays(today, GIFT_SEND_MAX_DAYS))
        throw new ApiError('gift_send_on_too_far');
    }
    const order = await this.payments.createOrder(
      buyerId,
      { plan: dto.plan, currency: dto.currency },
      'gift',
    );
    const row = this.gifts.create({
      buyerId,
      paymentId: order.payment_id,
      plan: order.plan.id,
      months: order.plan.months,
      currency: order.currency,
      amount: order.amount,
      recipientName: dto.recipient.name.trim(),
      recipientEmail: email,
      recipientPhone: phone,
      message: dto.message?.trim() || null,
      sendOn: dto.send_on ?? null,
      state: 'created',
      sendCount: 0,
      redeemedBy: null,
      paidAt: null,
      sentAt: null,
      redeemedAt: null,
    });
    // A code collision (one in ~10^14 per pair) only takes another draw.
    for (let attempt = 0; ; attempt++) {
      try {
        await this.tx.run((em) => em.getRepository(Gift).insert({ ...row, code: newGiftCode() }));
        break;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= 4) throw error;
      }
    }
    return order;
  }

  /**
   * The buyer's gift payment was paid (in the settlement's transaction): the gift is ready, and its
   * message goes now or on its day. The invoice shows the plan's length from today and the buyer's own
   * subscription number (the period is the recipient's, added when they redeem it).
   */
  private async paid(purchase: Purchase): Promise<Granted> {
    const em = this.tx.open();
    const now = this.clock.now();
    const membership = await this.subscriptions.lockMembership(purchase.userId);
    const gift = await this.lock({ paymentId: purchase.paymentId });
    if (!gift)
      this.logger.warn({ event: 'gift_missing_for_payment', paymentId: purchase.paymentId });
    if (gift?.state === 'created') {
      gift.state = 'paid';
      gift.paidAt = purchase.paidAt ?? now;
      await em.getRepository(Gift).save(gift);
      if (this.due(gift, now)) await this.send(gift);
    }
    return {
      period: { startsAt: now, endsAt: subscriptionEndDate(now, purchase.months) },
      subscriptionNo: membership.subscriptionNo,
    };
  }

  /** Its payment was refunded before it was redeemed: the code no longer works. */
  private async refunded(purchase: Purchase): Promise<void> {
    const em = this.tx.open();
    const gift = await this.lock({ paymentId: purchase.paymentId });
    if (!gift || gift.state === 'redeemed' || gift.state === 'refunded') return;
    gift.state = 'refunded';
    await em.getRepository(Gift).save(gift);
  }

  /** The `gifts.send` job: every paid gift whose IST sending day has come gets its message (once). */
  async sendDue(now: Date = this.clock.now()): Promise<void> {
    const today = istToday(now);
    const due = await this.gifts.find({
      select: { id: true },
      where: { state: 'paid', sendOn: LessThanOrEqual(today) },
      order: { id: 'ASC' },
      take: 200,
    });
    for (const { id } of due)
      await this.tx.run(async () => {
        const gift = await this.lock({ id });
        if (gift?.state === 'paid' && this.due(gift, now)) await this.send(gift);
      });
  }

  async mine(buyerId: number): Promise<GiftRecord[]> {
    const rows = await this.gifts.find({
      where: { buyerId, state: In(['paid', 'sent', 'redeemed', 'refunded']) },
      order: { id: 'DESC' },
    });
    const names = await this.plans.names();
    return rows.map((g) => this.toRecord(g, names.name(g.plan, g.currency)));
  }

  /** The recipient of the gift a payment bought (for the buyer's receipt), or null for another payment. */
  async recipientOfPayment(paymentId: number): Promise<{ name: string } | null> {
    const gift = await this.gifts.findOneBy({ paymentId });
    return gift ? { name: gift.recipientName } : null;
  }

  /**
   * The message again (a lost WhatsApp, a corrected address later): own, paid, not redeemed gifts, at
   * most GIFT_RESENDS_PER_DAY times a gift per IST day (issue 38: the buyer's words are not a mailing
   * service), then 429 `gift_resend_limit` with Retry-After until the next IST day.
   */
  async resend(buyerId: number, id: number): Promise<GiftRecord> {
    const gift = await this.tx.run(async () => {
      const locked = await this.lock({ id });
      if (!locked || locked.buyerId !== buyerId || locked.state === 'created')
        throw new ApiError('gift_not_found');
      if (locked.state === 'redeemed') throw new ApiError('gift_already_redeemed');
      if (locked.state === 'refunded') throw new ApiError('gift_refunded');
      await this.takeResend(locked.id);
      await this.send(locked);
      return locked;
    });
    return this.toRecord(gift, (await this.plans.names()).name(gift.plan, gift.currency));
  }

  /**
   * A student redeems a code: the gifted months start that day, after any time they already have (the
   * subscriptions door adds the period, keyed by the gift's payment: a code works once).
   */
  async redeem(userId: number, input: string): Promise<RedeemGiftResponse> {
    const code = normalizeGiftCode(input);
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError('user_not_found');
    const gift = await this.tx.run(async (em) => {
      const locked = code ? await this.lock({ code }) : null;
      if (!locked || locked.state === 'created') throw new ApiError('gift_not_found');
      if (locked.state === 'redeemed') throw new ApiError('gift_already_redeemed');
      if (locked.state === 'refunded') throw new ApiError('gift_refunded');
      if (locked.buyerId === userId) throw new ApiError('gift_own');
      const membership = await this.subscriptions.lockMembership(userId);
      await this.subscriptions.addPeriod(
        membership,
        {
          userId,
          paymentId: locked.paymentId,
          plan: locked.plan,
          months: locked.months,
          currency: locked.currency,
        },
        user.createdAt,
      );
      const now = this.clock.now();
      locked.state = 'redeemed';
      locked.redeemedBy = userId;
      locked.redeemedAt = now;
      await em.getRepository(Gift).save(locked);
      await this.events.publish('gift.redeemed', {
        giftId: locked.id,
        buyerId: locked.buyerId,
        userId,
        paymentId: locked.paymentId,
        plan: locked.plan,
        months: locked.months,
        currency: locked.currency,
        redeemedAt: now.toISOString(),
      });
      return locked;
    });
    return {
      success: true,
      plan: gift.plan,
      months: gift.months,
      subscription: await this.subscriptions.me(userId),
    };
  }

  /** Where the recipient redeems: registration with the code, or the student panel's gifts page. */
  links(code: string) {
    const base = this.site.publicUrl;
    return {
      register_link: `${base}${AUTH_ROUTES.register}?gift=${code}`,
      redeem_link: `${base}${USER_ROUTES.gifts}?code=${code}`,
    };
  }

  private due(gift: Gift, now: Date): boolean {
    return gift.sendOn === null || gift.sendOn <= istToday(now);
  }

  private lock(
    where: { id: number } | { paymentId: number } | { code: string },
  ): Promise<Gift | null> {
    const em = this.tx.open();
    const [column, value] =
      'id' in where
        ? ['g.id', where.id]
        : 'paymentId' in where
          ? ['g.payment_id', where.paymentId]
          : ['g.code', where.code];
    return this.tx
      .forUpdate(
        em.getRepository(Gift).createQueryBuilder('g').where(`${column} = :value`, { value }),
      )
      .getOne();
  }

  /** One of the gift's re-sends of this IST day, or 429 until the next IST day. */
  private async takeResend(giftId: number): Promise<void> {
    const now = this.clock.now();
    const today = istToday(now);
    try {
      await this.resends.consume(`${giftId}:${today}`);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const untilTomorrow = istInstant(addIstDays(today, 1)).getTime() - now.getTime();
      this.logger.warn({ event: 'gift_resend_limited', id: giftId });
      throw new TooManyAttemptsException(
        Math.max(1, Math.ceil(untilTomorrow / 1000)),
        'gift_resend_limit',
        { max: GIFT_RESENDS_PER_DAY },
      );
    }
  }

  /**
   * Asks for the recipient's message (`gift.send`: the messages module queues it in the buyer's language,
   * at the addresses the buyer gave), in the caller's transaction with the gift locked. Each send has its
   * own number: a re-send is a new message.
   */
  private async send(gift: Gift): Promise<void> {
    const em = this.tx.open();
    gift.sendCount += 1;
    if (gift.state === 'paid') gift.state = 'sent';
    gift.sentAt = this.clock.now();
    await em.getRepository(Gift).save(gift);
    await this.events.publish('gift.send', {
      giftId: gift.id,
      buyerId: gift.buyerId,
      sendNo: gift.sendCount,
      recipient: {
        name: gift.recipientName,
        email: gift.recipientEmail,
        phone: gift.recipientPhone,
      },
      plan: gift.plan,
      currency: gift.currency,
      amount: gift.amount,
      code: gift.code,
      message: gift.message,
      ...this.links(gift.code),
    });
    this.logger.log({ event: 'gift_sent', id: gift.id, count: gift.sendCount });
  }

  private toRecord(g: Gift, planName: string): GiftRecord {
    return {
      id: g.id,
      code: g.state === 'created' ? null : g.code,
      plan: g.plan,
      plan_name: planName,
      months: g.months,
      currency: g.currency,
      amount: g.amount,
      recipient: { name: g.recipientName, email: g.recipientEmail, phone: g.recipientPhone },
      message: g.message,
      send_on: g.sendOn,
      state: stateOf(g),
      created_at: g.createdAt.toISOString(),
      paid_at: g.paidAt?.toISOString() ?? null,
      sent_at: g.sentAt?.toISOString() ?? null,
      redeemed_at: g.redeemedAt?.toISOString() ?? null,
    };
  }
}
