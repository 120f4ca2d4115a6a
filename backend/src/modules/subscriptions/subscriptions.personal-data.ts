import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { iso } from '../../common/http/iso.js';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { Attendance } from './entities/attendance.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { MembershipPause } from './entities/membership-pause.entity.js';
import { MembershipRenewal } from './entities/membership-renewal.entity.js';
import { MembershipShare } from './entities/membership-share.entity.js';
import { MembershipSponsorship } from './entities/membership-sponsorship.entity.js';
import { Transactions } from '../../database/transactions.js';

/** The person's plan periods and class attendance (first join time per class). */
@Injectable()
export class SubscriptionsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'membership';

  constructor(
    private readonly tx: Transactions,
    @InjectRepository(SubscriptionPeriod) private readonly periods: Repository<SubscriptionPeriod>,
    @InjectRepository(Attendance) private readonly attendance: Repository<Attendance>,
    @InjectRepository(MembershipPause) private readonly pauses: Repository<MembershipPause>,
    private readonly registry: PersonalDataRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const [periods, attendance, pauses] = await Promise.all([
      this.periods.find({ where: { userId }, order: { id: 'ASC' } }),
      this.attendance.find({ where: { userId }, order: { id: 'ASC' } }),
      this.pauses.find({ where: { userId }, order: { id: 'ASC' } }),
    ]);
    return {
      periods: periods.map((p) => ({
        plan: p.plan,
        months: p.months,
        currency: p.currency,
        starts_at: iso(p.startsAt),
        ends_at: iso(p.endsAt),
      })),
      attendance: attendance.map((a) => ({ class_id: a.classId, joined_at: iso(a.joinedAt) })),
      pauses: pauses.map((p) => ({ from: p.fromDate, until: p.untilDate, days: p.days })),
    };
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const periods = await em.delete(SubscriptionPeriod, { userId });
    const attendance = await em.delete(Attendance, { userId });
    await em.delete(MembershipPause, { userId });
    // The copy of her renewal (the renewals' own record stays with its debits, payments' data).
    await em.delete(MembershipRenewal, { userId });
    await em.delete(MembershipShare, { userId });
    await em.delete(MembershipSponsorship, { userId });
    return `${periods.affected ?? 0} periods and ${attendance.affected ?? 0} attendance records deleted`;
  }
}
