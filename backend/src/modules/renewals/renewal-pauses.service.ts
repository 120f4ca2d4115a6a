import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { istToday, type MySubscription } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { ApiError } from '../../common/errors/api-error.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../payments/config.js';
import { Transactions } from '../../database/transactions.js';
import { PAYMENT_GATEWAY, RecurringSubscription, type PaymentGateway } from '../payments/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { RenewalRecords } from './renewal-records.js';
import { RenewalDebits } from './renewal-debits.service.js';

/**
 * The membership's pause and its early end, followed by the subscription: paused and resumed at the
 * gateway (at once, or by the hourly scan for a pause from a later date), its next debit moved with the
 * membership's end.
 */
@Injectable()
export class RenewalPauses {
  private readonly logger = new Logger('Renewals');

  constructor(
    @InjectRepository(RecurringSubscription)
    private readonly recurring: Repository<RecurringSubscription>,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly subscriptions: SubscriptionsService,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly records: RenewalRecords,
    private readonly debits: RenewalDebits,
  ) {}

  /**
   * Hourly: the gateway follows the membership's pauses. An active subscription whose student's pause
   * has begun (a pause chosen for a later date) is paused at the gateway; a paused one whose pause is
   * over (its last day passed) is resumed. A gateway failure is logged and tried again next hour.
   */
  async syncPauses(now: Date): Promise<void> {
    const paused = await this.subscriptions.pausedUsersOn(istToday(now));
    const rows = await this.recurring.find({
      where: [
        { status: 'paused', purpose: 'membership' },
        ...(paused.size
          ? [{ status: 'active' as const, purpose: 'membership' as const, userId: In([...paused]) }]
          : []),
      ],
    });
    for (const rec of rows) {
      const pause = rec.status === 'active';
      if (pause !== paused.has(rec.userId)) continue;
      await this.gatewayPauseOrResume(rec, pause).catch((error: unknown) =>
        this.logger.error(
          JSON.stringify({
            event: pause ? 'scheduled_pause_failed' : 'scheduled_resume_failed',
            recurringId: rec.id,
            error: String(error),
          }),
        ),
      );
    }
  }

  /**
   * The student's live subscription before a pause: a recurring one must be active (it is paused at the
   * gateway); one stopped or never paid does not matter.
   */
  async pauseAtGateway(userId: number): Promise<RecurringSubscription | null> {
    const rec = await this.recurring.findOne({
      where: { userId, purpose: 'membership' },
      order: { id: 'DESC' },
    });
    // Paused already: the membership's own rule answers (a pause during a pause).
    if (!rec || ['created', 'cancelling', 'cancelled', 'completed', 'paused'].includes(rec.status))
      return null;
    if (rec.status !== 'active') throw new ApiError('pause_not_active_renewal');
    return rec;
  }

  /** The gateway's pause or resume of a subscription, and its status here. */
  async gatewayPauseOrResume(rec: RecurringSubscription, pause: boolean): Promise<void> {
    const gateway = this.records.requireGateway();
    try {
      if (pause) await gateway.pauseSubscription(rec.gatewaySubscriptionId);
      else await gateway.resumeSubscription(rec.gatewaySubscriptionId);
    } catch (error) {
      this.logger.error(JSON.stringify({ event: 'pause_failed', pause, error: String(error) }));
      throw new ApiError('payment_gateway_error');
    }
    await this.tx.run(async () => {
      const locked = await this.records.lock(rec.id);
      if (locked) await this.debits.applyStatus(locked, pause ? 'paused' : 'resumed', {});
    });
  }

  /** The student's paused subscription (to resume with the membership), if any. */
  async pausedOf(userId: number): Promise<RecurringSubscription | null> {
    const rec = await this.recurring.findOne({
      where: { userId, purpose: 'membership' },
      order: { id: 'DESC' },
    });
    return rec?.status === 'paused' ? rec : null;
  }

  /**
   * POST /api/subscriptions/pause: the membership's pause (the subscriptions module's rules) and, for an
   * active recurring subscription, its pause at the gateway (when that fails the pause is undone: 502).
   */
  async pause(userId: number, from: string, days: number): Promise<MySubscription> {
    const rec = await this.pauseAtGateway(userId);
    const before = rec ? await this.subscriptions.me(userId) : null;
    await this.subscriptions.pause(userId, from, days, this.config.pauseDaysPerYear);
    // The next debit moves with the membership's end (issue 38), while the gateway can still update it.
    if (rec && before) await this.moveNextCharge(rec, before, await this.subscriptions.me(userId));
    // A pause from a later date is made at the gateway on that day (the hourly scan).
    if (rec && from <= istToday(this.clock.now()))
      try {
        await this.gatewayPauseOrResume(rec, true);
      } catch (error) {
        const paused = await this.subscriptions.me(userId);
        await this.subscriptions.resume(userId);
        await this.moveNextCharge(rec, paused, await this.subscriptions.me(userId));
        throw error;
      }
    return this.records.me(userId);
  }

  /** POST /api/subscriptions/resume: the pause ends today; a paused subscription resumes at the gateway. */
  async resume(userId: number): Promise<MySubscription> {
    const before = await this.subscriptions.me(userId);
    await this.subscriptions.resume(userId);
    const rec = await this.pausedOf(userId);
    if (rec)
      await this.gatewayPauseOrResume(rec, false).catch((error: unknown) =>
        this.logger.error(
          JSON.stringify({ event: 'resume_failed', recurringId: rec.id, error: String(error) }),
        ),
      );
    const after = await this.subscriptions.me(userId);
    const live = await this.recurring.findOneBy({
      userId,
      purpose: 'membership',
      status: 'active',
    });
    if (!live) return this.records.me(userId);
    await this.moveNextCharge(live, before, after);
    return this.records.me(userId);
  }

  /**
   * A pause (or its early end) moved the membership's end: the subscription's next debit moves by as
   * much, at the gateway (Razorpay's update with `start_at`) and here. A gateway refusal is logged; the
   * debit then stays where it was.
   */
  private async moveNextCharge(
    rec: RecurringSubscription,
    before: MySubscription,
    after: MySubscription,
  ): Promise<void> {
    const by = Date.parse(after.ends_at ?? '') - Date.parse(before.ends_at ?? '');
    if (!this.gateway || !rec.nextChargeAt || !Number.isFinite(by) || by === 0) return;
    const next = new Date(rec.nextChargeAt.getTime() + by);
    try {
      await this.gateway.moveNextCharge(rec.gatewaySubscriptionId, next);
      await this.tx.run(async (em) => {
        const locked = await this.records.lock(rec.id);
        if (!locked) return;
        locked.nextChargeAt = next;
        await em.getRepository(RecurringSubscription).save(locked);
        await this.records.changed(locked);
      });
      rec.nextChargeAt = next;
    } catch (error) {
      this.logger.error(
        JSON.stringify({ event: 'move_charge_failed', recurringId: rec.id, error: String(error) }),
      );
    }
  }
}
