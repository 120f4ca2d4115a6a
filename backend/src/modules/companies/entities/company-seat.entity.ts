import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A seat given to an email address (issue 35). A removed seat stays as history; reassigning is a new
 * seat. `user_id`: the account with that address (linked when it registers, if later).
 */
@Entity('company_seats')
@Index('IDX_company_seats_company', ['companyId', 'removedAt'])
@Index('IDX_company_seats_email', ['email'])
@Index('IDX_company_seats_user', ['userId'])
export class CompanySeat {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @Column({ name: 'assigned_at', type: 'datetime', precision: 3 })
  assignedAt: Date;

  @Column({ name: 'removed_at', type: 'datetime', precision: 3, nullable: true })
  removedAt: Date | null;
}
