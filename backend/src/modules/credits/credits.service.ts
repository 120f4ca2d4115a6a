import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { type CreditBalances, type Currency } from '@yoga/contracts';
import { Transactions } from '../../database/transactions.js';
import { CreditBalance } from './entities/credit-balance.entity.js';
import { CreditEntry, type CreditEntryKind } from './entities/credit-entry.entity.js';

export interface CreditChange {
  userId: number;
  currency: Currency;
  /** Signed, minor units. */
  amount: number;
  kind: CreditEntryKind;
  paymentId?: number | null;
  referredUserId?: number | null;
  onceKey?: string | null;
}

/** Referral credits: one balance row per user and currency, changed only with a ledger entry. */
@Injectable()
export class CreditsService {
  private readonly balancesRepo: Repository<CreditBalance>;
  private readonly entries: Repository<CreditEntry>;

  constructor(
    @InjectRepository(CreditBalance) balancesRepo: Repository<CreditBalance>,
    @InjectRepository(CreditEntry) entries: Repository<CreditEntry>,
    private readonly tx: Transactions,
  ) {
    this.balancesRepo = tx.ambient(balancesRepo);
    this.entries = tx.ambient(entries);
  }

  async balances(userId: number): Promise<CreditBalances> {
    const rows = await this.balancesRepo.findBy({ userId });
    const result: CreditBalances = { INR: 0, USD: 0 };
    for (const r of rows)
      if (r.currency === 'INR' || r.currency === 'USD') result[r.currency] = r.balance;
    return result;
  }

  /** The balance, locked for the rest of the transaction (the row is created at 0 when missing). */
  async lockBalance(userId: number, currency: Currency): Promise<number> {
    const row = await this.tx.lockOrCreate(
      CreditBalance,
      { user_id: userId, currency },
      { userId, currency, balance: 0 },
    );
    return row.balance;
  }

  /** Applies a change to a balance locked with lockBalance() in the same transaction. */
  async change(change: CreditChange): Promise<void> {
    const em = this.tx.open();
    if (!Number.isSafeInteger(change.amount))
      throw new RangeError('credit amount must be an integer');
    if (change.amount === 0) return;
    await em
      .createQueryBuilder()
      .update(CreditBalance)
      .set({ balance: () => `balance + (${change.amount})` })
      .where('user_id = :userId AND currency = :currency', {
        userId: change.userId,
        currency: change.currency,
      })
      .execute();
    await em.getRepository(CreditEntry).insert({
      userId: change.userId,
      currency: change.currency,
      amount: change.amount,
      kind: change.kind,
      paymentId: change.paymentId ?? null,
      referredUserId: change.referredUserId ?? null,
      onceKey: change.onceKey ?? null,
    });
  }

  /**
   * Rewards the referrer once per referred student (call inside the referred student's locked
   * payment transaction). Returns false when that student already earned their referrer a reward.
   */
  async rewardReferrer(reward: {
    referrerId: number;
    referredUserId: number;
    currency: Currency;
    amount: number;
    paymentId: number;
  }): Promise<boolean> {
    const em = this.tx.open();
    const onceKey = `reward:${reward.referredUserId}`;
    if (await em.getRepository(CreditEntry).existsBy({ onceKey })) return false;
    await this.lockBalance(reward.referrerId, reward.currency);
    await this.change({
      userId: reward.referrerId,
      currency: reward.currency,
      amount: reward.amount,
      kind: 'referral_reward',
      paymentId: reward.paymentId,
      referredUserId: reward.referredUserId,
      onceKey,
    });
    return true;
  }

  /** A refunded payment that earned a referral reward takes back what is left of it (unspent). */
  async reverseReward(paymentId: number): Promise<void> {
    const em = this.tx.open();
    const reward = await em
      .getRepository(CreditEntry)
      .findOneBy({ paymentId, kind: 'referral_reward' });
    if (!reward || reward.referredUserId === null) return;
    const onceKey = `reversal:${reward.referredUserId}`;
    if (await em.getRepository(CreditEntry).existsBy({ onceKey })) return;
    const balance = await this.lockBalance(reward.userId, reward.currency);
    const takeBack = Math.max(0, Math.min(balance, reward.amount));
    await em.getRepository(CreditEntry).insert({
      userId: reward.userId,
      currency: reward.currency,
      amount: -takeBack,
      kind: 'reward_reversed',
      paymentId,
      referredUserId: reward.referredUserId,
      onceKey,
    });
    if (takeBack > 0)
      await em
        .createQueryBuilder()
        .update(CreditBalance)
        .set({ balance: () => `balance - (${takeBack})` })
        .where('user_id = :userId AND currency = :currency', {
          userId: reward.userId,
          currency: reward.currency,
        })
        .execute();
  }

  /** Reward entries (and reversals) earned by a referrer, by referred student. */
  async rewardsFor(
    referrerId: number,
    referredUserIds: number[],
  ): Promise<Map<number, { currency: Currency; amount: number; reversed: boolean }>> {
    const result = new Map<number, { currency: Currency; amount: number; reversed: boolean }>();
    if (!referredUserIds.length) return result;
    const rows = await this.entries.findBy({
      userId: referrerId,
      referredUserId: In(referredUserIds),
      kind: In(['referral_reward', 'reward_reversed']),
    });
    for (const r of rows.filter((x) => x.kind === 'referral_reward'))
      result.set(r.referredUserId!, { currency: r.currency, amount: r.amount, reversed: false });
    for (const r of rows.filter((x) => x.kind === 'reward_reversed')) {
      const earned = result.get(r.referredUserId!);
      if (earned) earned.reversed = true;
    }
    return result;
  }
}
