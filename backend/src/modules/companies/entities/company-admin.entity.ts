import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The `company_admin` role, scoped to one company (issue 35): a grant of this module, not a global role
 * of the account. The buyer of a company's first order is its admin.
 */
@Entity('company_admins')
@Index('UQ_company_admins_company_user', ['companyId', 'userId'], { unique: true })
@Index('IDX_company_admins_user', ['userId'])
export class CompanyAdmin {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;
}
