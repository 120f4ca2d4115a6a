import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { HOUSEHOLD_INVITE_DAYS, type HouseholdMember, type MyHousehold } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { PaymentsService } from '../payments/index.js';
import { PlansService } from '../plans/index.js';
import { UsersService } from '../users/index.js';
import { HouseholdMemberRow } from './entities/household-member.entity.js';
import { Household } from './entities/household.entity.js';

const DAY_MS = 24 * 3600 * 1000;

/** Members who take a place: open invitations and accepted ones. */
export const TAKING_A_PLACE = ['invited', 'active'] as const;

/**
 * What the household services share: the household's row lock, its payer, whether it runs, the places
 * taken, who is a member or payer of a running one elsewhere, and the household as its people see it.
 */
@Injectable()
export class HouseholdRecords {
  private readonly households: Repository<Household>;
  private readonly members: Repository<HouseholdMemberRow>;

  constructor(
    @InjectRepository(Household) households: Repository<Household>,
    @InjectRepository(HouseholdMemberRow) members: Repository<HouseholdMemberRow>,
    private readonly payments: PaymentsService,
    private readonly plans: PlansService,
    private readonly users: UsersService,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.households = tx.ambient(households);
    this.members = tx.ambient(members);
  }

  /** The household of this id, when `userId` is its payer: 404 `household_not_found`, 403 else. */
  async payerOf(userId: number, householdId: number): Promise<Household> {
    const household = await this.households.findOneBy({ id: householdId });
    if (!household) throw new ApiError('household_not_found');
    if (household.payerId !== userId) throw new ApiError('household_not_payer');
    return household;
  }

  /** The places a household's payer and members take now (the payer, members, open invitations). */
  async placesTaken(householdId: number): Promise<number> {
    const rows = await this.members.findBy({ householdId, status: In([...TAKING_A_PLACE]) });
    return 1 + rows.filter((m) => this.takesPlace(m)).length;
  }

  /** A household that waits for its first payment, or runs. */
  ownsOpen(h: Household): boolean {
    return h.state === 'created' || this.live(h);
  }

  live(h: Household): boolean {
    return h.state === 'active' && !!h.endsAt && h.endsAt.getTime() > this.clock.now().getTime();
  }

  /** Whether the user is an active member of a household that runs (not as its payer). */
  async memberOfLive(userId: number, except?: number): Promise<boolean> {
    const rows = await this.members.findBy({ userId, status: 'active' });
    const ids = rows.map((r) => r.householdId).filter((id) => id !== except);
    if (!ids.length) return false;
    return (await this.households.findBy({ id: In(ids) })).some((h) => this.live(h));
  }

  /** Whether the user pays for a household that runs. */
  async payerOfLive(userId: number): Promise<boolean> {
    return (await this.households.findBy({ payerId: userId, state: 'active' })).some((h) =>
      this.live(h),
    );
  }

  /**
   * Whether a member row takes a place: an active member, or an invitation sent less than
   * HOUSEHOLD_INVITE_DAYS ago (an unanswered one, e.g. to a mistyped address, frees its place by itself).
   */
  takesPlace(m: HouseholdMemberRow): boolean {
    return (
      m.status === 'active' ||
      (m.status === 'invited' &&
        this.clock.now().getTime() - m.invitedAt.getTime() < HOUSEHOLD_INVITE_DAYS * DAY_MS)
    );
  }

  lock(id: number): Promise<Household | null> {
    const em = this.tx.open();
    return this.tx
      .forUpdate(em.getRepository(Household).createQueryBuilder('h').where('h.id = :id', { id }))
      .getOne();
  }

  /** The household as its payer and members see it (no payment details). */
  async view(h: Household, viewerId: number): Promise<MyHousehold> {
    const rows = (
      await this.members.find({
        where: { householdId: h.id, status: In([...TAKING_A_PLACE]) },
        order: { id: 'ASC' },
      })
    ).filter((r) => this.takesPlace(r));
    const people = await this.users.contactsOf([
      h.payerId,
      ...rows.map((r) => r.userId).filter((id): id is number => id !== null),
    ]);
    const payer = people.get(h.payerId);
    const members: HouseholdMember[] = [
      {
        user_id: h.payerId,
        name: payer?.name ?? '',
        email: payer?.email ?? '',
        phone: null,
        status: 'active',
        payer: true,
      },
      ...rows.map((r) => ({
        user_id: r.userId,
        name: r.userId !== null ? (people.get(r.userId)?.name ?? null) : null,
        email: r.email,
        // The number only while the invitation by WhatsApp is open (then her account's address).
        phone: r.status === 'invited' ? r.phone : null,
        status: r.status === 'active' ? ('active' as const) : ('invited' as const),
        payer: false,
      })),
    ];
    return {
      id: h.id,
      plan: h.plan,
      plan_name: await this.plans.name(h.plan, h.currency),
      currency: h.currency,
      ends_at: h.endsAt?.toISOString() ?? null,
      size: h.size,
      payer: { name: payer?.name ?? '' },
      is_payer: h.payerId === viewerId,
      members,
      // Its automatic renewal: the payer's business (members see who pays and until when only).
      renewal: h.payerId === viewerId ? await this.payments.renewalOf('household', h.id) : null,
    };
  }
}
