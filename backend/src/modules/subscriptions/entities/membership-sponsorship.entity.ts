import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Access to classes that someone else pays for (issue 35: a company seat), given through the
 * subscriptions door by the module that sold it (`source`, `source_id`: e.g. `company_seat`, the seat's
 * id). While it runs the student may book and join; her own paid days wait: her periods are moved past
 * its end, and back when it ends early.
 */
@Entity('membership_sponsorships')
@Index('UQ_membership_sponsorships_source', ['source', 'sourceId'], { unique: true })
@Index('IDX_membership_sponsorships_user', ['userId'])
export class MembershipSponsorship {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  source: string;

  @Column({ name: 'source_id', type: 'int' })
  sourceId: number;

  @Column({ name: 'starts_at', type: 'datetime', precision: 3 })
  startsAt: Date;

  /** When the access ends (set to the moment it was ended, when ended early). */
  @Column({ name: 'ends_at', type: 'datetime', precision: 3 })
  endsAt: Date;
}
