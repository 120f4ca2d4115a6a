import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { USER_ROUTES, type MyHousehold } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { SITE_CONFIG, type SiteConfig } from '../../config/site.config.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { HouseholdMemberRow } from './entities/household-member.entity.js';
import { HouseholdRecords, TAKING_A_PLACE } from './household-records.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A household's members (issue 35): the payer invites by email or WhatsApp and removes members; an
 * invitee accepts, and her access through the household goes through the subscriptions door (her own
 * days wait). Lock order: the household row, then each member's membership.
 */
@Injectable()
export class HouseholdMembers {
  private readonly logger = new Logger('Households');
  private readonly members: Repository<HouseholdMemberRow>;

  constructor(
    @InjectRepository(HouseholdMemberRow) members: Repository<HouseholdMemberRow>,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
    private readonly tx: Transactions,
    private readonly records: HouseholdRecords,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SITE_CONFIG) private readonly site: Pick<SiteConfig, 'publicUrl'>,
  ) {
    this.members = tx.ambient(members);
  }

  /**
   * Invites an address (the payer only, a paid household that runs): 409 `household_full` when every
   * place is taken or invited. The same address invited again gets a new link (the old one stops
   * working) without taking another place.
   */
  async invite(
    payerId: number,
    householdId: number,
    contact: { email?: string; phone?: string },
  ): Promise<MyHousehold> {
    const email = contact.email?.trim().toLowerCase() || null;
    // The DTO normalised it by the site's one phone rule (PhoneField, normalizePhone).
    const phone = contact.phone || null;
    if ((email === null) === (phone === null)) throw new ApiError('household_contact_choice');
    const payer = await this.users.findById(payerId);
    if (!payer) throw new ApiError('user_not_found');
    const token = randomBytes(24).toString('base64url');
    const household = await this.tx.run(async (em) => {
      const locked = await this.records.lock(householdId);
      if (!locked) throw new ApiError('household_not_found');
      if (locked.payerId !== payerId) throw new ApiError('household_not_payer');
      if (!this.records.live(locked)) throw new ApiError('household_not_paid');
      if (
        (email !== null && payer.email.toLowerCase() === email) ||
        (phone !== null && payer.phone === phone)
      )
        throw new ApiError('household_member_elsewhere');
      const repo = em.getRepository(HouseholdMemberRow);
      const rows = await repo.findBy({ householdId, status: In([...TAKING_A_PLACE]) });
      const same = rows.find((m) =>
        email !== null ? m.email === email : m.status === 'invited' && m.phone === phone,
      );
      if (same?.status === 'active') throw new ApiError('household_member_elsewhere');
      const now = this.clock.now();
      // An open invitation (not expired) keeps its place; one to the same address is renewed.
      const taking = rows.filter((m) => m !== same && this.records.takesPlace(m));
      if (!(same && this.records.takesPlace(same)) && taking.length + 1 >= locked.size)
        throw new ApiError('household_full');
      let invite: HouseholdMemberRow;
      if (same) {
        same.tokenHash = hashToken(token);
        same.invitedAt = now;
        invite = await repo.save(same);
      } else {
        invite = await repo.save(
          repo.create({
            householdId,
            email,
            phone,
            // Her account is known once she accepts (an invitation says nothing of who has one).
            userId: null,
            status: 'invited',
            tokenHash: hashToken(token),
            invitedAt: now,
            joinedAt: null,
          }),
        );
      }
      await this.events.publish('household.invited', {
        householdId,
        inviteId: invite.id,
        payerId,
        payerName: payer.name,
        email,
        phone,
        plan: locked.plan,
        currency: locked.currency,
        endsAt: locked.endsAt!.toISOString(),
        acceptLink: `${this.site.publicUrl}${USER_ROUTES.household}#token=${token}`,
      });
      return locked;
    });
    this.logger.log({ event: 'household_invited', householdId });
    return this.records.view(household, payerId);
  }

  /**
   * The signed-in invitee accepts (her own account, new or existing, whatever its address): she has
   * access until the household's end, and her own paid days wait until then. 404
   * `household_invite_invalid` for a token that is unknown, used, withdrawn or of a household that no
   * longer runs; 409 `household_member_elsewhere` for the payer or a member of another household.
   */
  async accept(userId: number, token: string): Promise<MyHousehold> {
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError('user_not_found');
    const found = await this.members.findOneBy({ tokenHash: hashToken(token) });
    if (!found) throw new ApiError('household_invite_invalid');
    const household = await this.tx.run(async (em) => {
      const locked = await this.records.lock(found.householdId);
      const repo = em.getRepository(HouseholdMemberRow);
      const invite = await repo.findOneBy({ id: found.id });
      if (
        !locked ||
        !invite ||
        invite.status !== 'invited' ||
        !this.records.takesPlace(invite) ||
        !this.records.live(locked)
      )
        throw new ApiError('household_invite_invalid');
      if (locked.payerId === userId) throw new ApiError('household_member_elsewhere');
      // Her membership row serialises her acceptances of different households.
      await this.subscriptions.lockMembership(userId);
      if ((await this.records.memberOfLive(userId)) || (await this.records.payerOfLive(userId)))
        throw new ApiError('household_member_elsewhere');
      // Another open invitation of hers in this household (another address) gives its place back.
      const now = this.clock.now();
      invite.status = 'active';
      invite.userId = userId;
      invite.email = user.email.toLowerCase();
      invite.joinedAt = now;
      await repo.save(invite);
      await this.subscriptions.startShare({
        userId,
        source: 'household',
        sourceId: locked.id,
        plan: locked.plan,
        months: locked.months,
        currency: locked.currency,
        startsAt: locked.startsAt ?? now,
        endsAt: locked.endsAt!,
      });
      await this.events.publish('household.member_joined', {
        householdId: locked.id,
        payerId: locked.payerId,
        userId,
        endsAt: locked.endsAt!.toISOString(),
      });
      return locked;
    });
    return this.records.view(household, userId);
  }

  /**
   * The payer removes a member: her access through the
   * household ends at once (her own waiting days come back) and she is told.
   */
  async remove(payerId: number, householdId: number, userId: number): Promise<MyHousehold> {
    const payer = await this.users.findById(payerId);
    if (!payer) throw new ApiError('user_not_found');
    const household = await this.tx.run(async (em) => {
      const locked = await this.records.lock(householdId);
      if (!locked) throw new ApiError('household_not_found');
      if (locked.payerId !== payerId) throw new ApiError('household_not_payer');
      const repo = em.getRepository(HouseholdMemberRow);
      const row = await repo.findOneBy({
        householdId,
        userId,
        status: In([...TAKING_A_PLACE]),
      });
      if (!row) throw new ApiError('household_member_not_found');
      const wasActive = row.status === 'active';
      row.status = 'removed';
      await repo.save(row);
      if (wasActive) await this.subscriptions.endShare('household', householdId, userId);
      await this.events.publish('household.member_removed', {
        householdId,
        payerId,
        payerName: payer.name,
        userId,
        wasActive,
      });
      return locked;
    });
    return this.records.view(household, payerId);
  }
}
