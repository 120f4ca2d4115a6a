import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CANCEL_CUTOFF_MINUTES,
  JOIN_WINDOW,
  TRIAL_DAYS,
  type BusinessDetails,
  type BusinessRules,
  type ShownBusinessRules,
} from '@yoga/contracts';
import { BUSINESS_DETAILS, hasPlaceholders } from '../../config/business-details.js';
import { MESSAGES_CONFIG, type MessagesConfig } from '../messages/config.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../payments/config.js';
import {
  SAMPLE_SELLER,
  SELLER_CONFIG,
  sampleGstin,
  type SellerConfig,
} from '../invoices/config.js';
import { RedisService } from '../../common/redis/redis.service.js';
import { Transactions } from '../../database/transactions.js';
import { changedOnly, DomainEvents } from '../../events/index.js';
import { SiteSetting } from './entities/site-setting.entity.js';
import { applyDetailsPatch, applyRulesPatch } from './settings-validation.js';

const DAY_MS = 24 * 60 * 60 * 1000;
type Name = 'business' | 'rules';

/** One trial length and the instant from which new registrations get it. */
interface TrialStep {
  from: string;
  days: number;
}

/** The stored rules: the public ones and the history of the trial's length (who registered when). */
interface StoredRules extends BusinessRules {
  trial_history: TrialStep[];
}

/** The seller of new tax documents (invoices module), as SellerConfig. */
export type Seller = Pick<
  SellerConfig,
  'legalName' | 'address' | 'gstin' | 'stateCode' | 'lutNo' | 'sample'
>;

/**
 * The one owner of the business details and the business rules. Stored in `site_settings` (JSON per
 * document); until an admin saves, the environment's values are the seed (written on first start).
 * Read through an in-memory cache: a save clears it here at once and on every other instance through
 * Redis pub/sub (channel REDIS_PREFIX + `settings:invalidate`); without Redis, in-process only.
 */
@Injectable()
export class SiteSettingsService {
  private readonly logger = new Logger('SiteSettings');
  private readonly cache = new Map<Name, Promise<unknown>>();
  private readonly instance = randomUUID();
  private readonly channel: string;
  /** Called after every change (here or on another instance): e.g. the server-rendered page cache. */
  private readonly listeners = new Set<() => void>();
  private shown = new WeakMap<Promise<StoredRules>, Promise<ShownBusinessRules>>();

  constructor(
    @Inject(BUSINESS_DETAILS) private readonly seedDetails: BusinessDetails,
    @Inject(SELLER_CONFIG) private readonly seedSeller: SellerConfig,
    @Inject(PAYMENTS_CONFIG) private readonly payments: Pick<PaymentsConfig, 'referralReward'>,
    @Inject(MESSAGES_CONFIG) private readonly messages: Pick<MessagesConfig, 'whatsapp'>,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    private readonly redis: RedisService,
  ) {
    this.channel = redis.key('settings:invalidate');
    const subscriber = redis.connect('settings-invalidation');
    if (!subscriber) return;
    let connectedBefore = false;
    subscriber.on('ready', () => {
      // Whatever was published while disconnected was not heard.
      if (connectedBefore) this.drop();
      connectedBefore = true;
    });
    subscriber.on('message', (_channel: string, message: string) => {
      if (message !== this.instance) this.drop();
    });
    subscriber
      .subscribe(this.channel)
      .catch((error: unknown) =>
        this.logger.warn({ event: 'settings_subscribe_failed', error: String(error) }),
      );
  }

  /** Runs `fn` after each change of the settings (on this instance or another). */
  onChange(fn: () => void): void {
    this.listeners.add(fn);
  }

  // ------------------------------------------------------------------ business details

  /** GET /api/site-settings. */
  details(): Promise<BusinessDetails> {
    return this.read('business', () => this.defaultDetails());
  }

  /** PATCH /api/admin/site-settings: validated, stored, audited, every instance told. */
  async updateDetails(actorId: number, patch: unknown): Promise<BusinessDetails> {
    return this.write('business', 'site_settings', actorId, (current: BusinessDetails) =>
      applyDetailsPatch(current, patch, hasPlaceholders),
    );
  }

  // ------------------------------------------------------------------ business rules

  /** GET /api/business-rules and /api/admin/business-rules. */
  async rules(): Promise<BusinessRules> {
    return { ...publicRules(await this.storedRules()), whatsapp_messages: this.whatsappReady() };
  }

  /** A WhatsApp provider is set up (both its token and its phone number id): students may be offered it. */
  whatsappReady(): boolean {
    return Boolean(this.messages.whatsapp.token && this.messages.whatsapp.phoneNumberId);
  }

  /**
   * The rules the pages show, as one object per version of the rules (the same object until they
   * change: the server-rendered page cache compares it).
   */
  shownRules(): Promise<ShownBusinessRules> {
    const stored = this.storedRules();
    let shown = this.shown.get(stored);
    if (!shown) {
      shown = stored.then((r) => ({
        trial_days: r.trial_days,
        referral_reward: r.referral_reward,
        join_window: r.join_window,
        cancel_cutoff_minutes: r.cancel_cutoff_minutes,
        whatsapp_messages: this.whatsappReady(),
      }));
      this.shown = new WeakMap([[stored, shown]]);
    }
    return shown;
  }

  /** PATCH /api/admin/business-rules. A new trial length applies to registrations from now on. */
  async updateRules(actorId: number, patch: unknown): Promise<BusinessRules> {
    const saved = await this.write('rules', 'business_rules', actorId, (current: StoredRules) => {
      const next = applyRulesPatch(publicRules(current), patch);
      const history =
        next.trial_days === current.trial_days
          ? current.trial_history
          : [...current.trial_history, { from: wholeSecond(new Date()), days: next.trial_days }];
      return { ...next, trial_history: history };
    });
    return { ...publicRules(saved), whatsapp_messages: this.whatsappReady() };
  }

  /** The join window now (for `joinWindow` of libs/contracts). */
  async joinWindow(): Promise<{ beforeMinutes: number; afterMinutes: number }> {
    const w = (await this.rules()).join_window;
    return { beforeMinutes: w.before_minutes, afterMinutes: w.after_minutes };
  }

  /** The cancellation cut-off now, minutes before a class starts. */
  async cancelCutoffMinutes(): Promise<number> {
    return (await this.rules()).cancel_cutoff_minutes;
  }

  /** The trial length (days) of a student who registered at `registeredAt`. */
  async trialDaysFor(registeredAt: Date): Promise<number> {
    return trialDaysAt((await this.storedRules()).trial_history, registeredAt);
  }

  /** The end of the free trial of a student who registered at `registeredAt`. */
  async trialEndFor(registeredAt: Date): Promise<Date> {
    const days = await this.trialDaysFor(registeredAt);
    return new Date(registeredAt.getTime() + days * DAY_MS);
  }

  /** A synchronous reader of trial lengths (bulk work: one read of the rules, many students). */
  async trialDaysReader(): Promise<(registeredAt: Date) => number> {
    const history = (await this.storedRules()).trial_history;
    return (registeredAt) => trialDaysAt(history, registeredAt);
  }

  /** The seller of a tax document issued now (the document keeps its own copy). */
  async seller(): Promise<Seller> {
    const gst = (await this.rules()).gst;
    return {
      legalName: gst.legal_name,
      address: gst.address,
      gstin: gst.gstin,
      stateCode: gst.state_code,
      lutNo: gst.lut_no,
      sample:
        gst.legal_name === SAMPLE_SELLER.legalName ||
        gst.address === SAMPLE_SELLER.address ||
        gst.lut_no === SAMPLE_SELLER.lutNo ||
        gst.gstin === sampleGstin(gst.state_code),
    };
  }

  /** First start: writes the environment's values as the stored settings (no-op once stored). */
  async seed(): Promise<boolean> {
    let created = false;
    await this.tx.run(async (em) => {
      const repo = em.getRepository(SiteSetting);
      for (const [name, value] of [
        ['business', this.defaultDetails()],
        ['rules', this.defaultRules()],
      ] as const) {
        if (await repo.findOne({ where: { name } })) continue;
        await repo.insert({ name, value: JSON.stringify(value), updatedBy: null });
        created = true;
      }
    });
    if (created) this.changed();
    // Warm the cache: the first request (or scan) pays no read of its own.
    await Promise.all([this.details(), this.storedRules()]);
    return created;
  }

  // ------------------------------------------------------------------ internals

  private storedRules(): Promise<StoredRules> {
    return this.read('rules', () => this.defaultRules());
  }

  private defaultDetails(): BusinessDetails {
    return structuredClone(this.seedDetails);
  }

  private defaultRules(): StoredRules {
    const s = this.seedSeller;
    return {
      trial_days: TRIAL_DAYS,
      referral_reward: { ...this.payments.referralReward },
      join_window: {
        before_minutes: JOIN_WINDOW.beforeMinutes,
        after_minutes: JOIN_WINDOW.afterMinutes,
      },
      cancel_cutoff_minutes: CANCEL_CUTOFF_MINUTES,
      gst: {
        legal_name: s.legalName,
        address: s.address,
        gstin: s.gstin,
        state_code: s.stateCode,
        lut_no: s.lutNo,
      },
      trial_history: [{ from: new Date(0).toISOString(), days: TRIAL_DAYS }],
    };
  }

  private read<T>(name: Name, fallback: () => T): Promise<T> {
    const hit = this.cache.get(name) as Promise<T> | undefined;
    if (hit) return hit;
    const value = this.tx
      .manager()
      .getRepository(SiteSetting)
      .findOne({ where: { name } })
      .then((row) =>
        row ? ({ ...fallback(), ...(JSON.parse(row.value) as T) } as T) : fallback(),
      );
    // Inside a transaction the read may see uncommitted state: cache only plain reads.
    if (!this.tx.current()) {
      this.cache.set(name, value);
      value.catch(() => this.cache.delete(name));
    }
    return value;
  }

  private async write<T>(
    name: Name,
    entity: 'site_settings' | 'business_rules',
    actorId: number,
    change: (current: T) => T,
  ): Promise<T> {
    const fallback = () =>
      (name === 'business' ? this.defaultDetails() : this.defaultRules()) as unknown as T;
    const next = await this.tx.run(async (em) => {
      const row = await this.tx.lockOrCreate(
        SiteSetting,
        { name },
        { name, value: JSON.stringify(fallback()), updatedBy: null },
      );
      const current = { ...fallback(), ...(JSON.parse(row.value) as T) } as T;
      const result = change(current);
      await em
        .getRepository(SiteSetting)
        .update({ name }, { value: JSON.stringify(result), updatedBy: actorId });
      const changed = changedOnly(auditView(current), auditView(result));
      if (changed)
        await this.events.publish('admin.changed', {
          actorId,
          entity,
          entityId: name === 'business' ? 'site' : 'rules',
          action: 'update',
          ...changed,
        });
      this.tx.afterCommit(() => this.changed());
      return result;
    });
    return next;
  }

  /** After a change here: forget, tell the other instances. */
  private changed() {
    this.drop();
    this.redis.commands?.publish(this.channel, this.instance).catch(() => undefined);
  }

  private drop() {
    this.cache.clear();
    for (const fn of this.listeners) {
      try {
        fn();
      } catch (error) {
        this.logger.warn({ event: 'settings_listener_failed', error: String(error) });
      }
    }
  }
}

function publicRules(stored: StoredRules): BusinessRules {
  const { trial_history: _history, ...rules } = stored;
  return rules;
}

/** The stored document as the audit log shows it (rules without their internal history). */
function auditView(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && 'trial_history' in value)
    return publicRules(value as StoredRules) as unknown as Record<string, unknown>;
  return value as Record<string, unknown>;
}

/**
 * The instant a new trial length starts: a whole second, one to two seconds after the change.
 * Registration times may be stored to the second (the embedded database), so a student who
 * registered before the change, in the same second, keeps the length they registered with.
 */
function wholeSecond(at: Date): string {
  return new Date(Math.ceil(at.getTime() / 1000) * 1000 + 1000).toISOString();
}

/** The trial length of a registration at `at`: the last step that began no later than it. */
export function trialDaysAt(history: readonly TrialStep[], at: Date): number {
  let days = history[0]?.days ?? TRIAL_DAYS;
  for (const step of history) if (new Date(step.from).getTime() <= at.getTime()) days = step.days;
  return days;
}
