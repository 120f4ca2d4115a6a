import { randomInt } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThanOrEqual, type EntityManager, type Repository } from 'typeorm';
import {
  AUTH_ROUTES,
  GIFT_CODE_ALPHABET,
  GIFT_CODE_LENGTH,
  GIFT_SEND_MAX_DAYS,
  USER_ROUTES,
  addIstDays,
  istToday,
  normalizeGiftCode,
  type CreateOrderResponse,
  type GiftRecord,
  type GiftState,
  type RedeemGiftResponse,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { SITE_CONFIG, type SiteConfig } from '../../config/site.config.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents, OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { PaymentsService } from '../payments/index.js';
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
  ) {
    this.gifts = tx.ambient(gifts);
  }

  onModuleInit() {
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

  /** The buyer's gift payment was paid: the gift is ready, and its message goes now or on its day. */
  @OnDomainEvent('payment.paid')
  async onPaid(event: DomainEvent<'payment.paid'>): Promise<void> {
    if (event.payload.purpose !== 'gift') return;
    const em = this.tx.manager();
    const gift = await this.lock(em, { paymentId: event.payload.paymentId });
    if (!gift || gift.state !== 'created') return;
    gift.state = 'paid';
    gift.paidAt = new Date(event.payload.paidAt);
    await em.getRepository(Gift).save(gift);
    if (this.due(gift, this.clock.now())) await this.send(em, gift);
  }

  /** Its payment was refunded before it was redeemed: the code no longer works. */
  @OnDomainEvent('payment.refunded')
  async onRefunded(event: DomainEvent<'payment.refunded'>): Promise<void> {
    const em = this.tx.manager();
    const gift = await this.lock(em, { paymentId: event.payload.paymentId });
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
      await this.tx.run(async (em) => {
        const gift = await this.lock(em, { id });
        if (gift?.state === 'paid' && this.due(gift, now)) await this.send(em, gift);
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

  /** The message again (a lost WhatsApp, a corrected address later): own, paid, not redeemed gifts. */
  async resend(buyerId: number, id: number): Promise<GiftRecord> {
    const gift = await this.tx.run(async (em) => {
      const locked = await this.lock(em, { id });
      if (!locked || locked.buyerId !== buyerId || locked.state === 'created')
        throw new ApiError('gift_not_found');
      if (locked.state === 'redeemed') throw new ApiError('gift_already_redeemed');
      if (locked.state === 'refunded') throw new ApiError('gift_refunded');
      await this.send(em, locked);
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
      const locked = code ? await this.lock(em, { code }) : null;
      if (!locked || locked.state === 'created') throw new ApiError('gift_not_found');
      if (locked.state === 'redeemed') throw new ApiError('gift_already_redeemed');
      if (locked.state === 'refunded') throw new ApiError('gift_refunded');
      if (locked.buyerId === userId) throw new ApiError('gift_own');
      const membership = await this.subscriptions.lockMembership(userId);
      await this.subscriptions.addPeriod(
        em,
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
    em: EntityManager,
    where: { id: number } | { paymentId: number } | { code: string },
  ): Promise<Gift | null> {
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

  /**
   * Asks for the recipient's message (`gift.send`: the messages module queues it in the buyer's language,
   * at the addresses the buyer gave), in the caller's transaction with the gift locked. Each send has its
   * own number: a re-send is a new message.
   */
  private async send(em: EntityManager, gift: Gift): Promise<void> {
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
