import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import {
  companyGstinProblem,
  normalizeEmailDomain,
  normalizeGstin,
  type CreateCompanyOrderResponse,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { Transactions } from '../../database/transactions.js';
import { PaymentsService } from '../payments/index.js';
import type { CreateCompanyOrderDto } from './dto/company.dto.js';
import { CompanyAdmin } from './entities/company-admin.entity.js';
import { CompanyOrder } from './entities/company-order.entity.js';
import { Company } from './entities/company.entity.js';
import { CompanyRecords } from './company-records.js';

/**
 * Ordering company seats (issue 35): a new company's order or a renewal of one, priced the plan's
 * price × seats by the payments door (purpose `company_seats`) and paid like any order.
 */
@Injectable()
export class CompanyOrders {
  private readonly companies: Repository<Company>;

  constructor(
    @InjectRepository(Company) companies: Repository<Company>,
    private readonly payments: PaymentsService,
    private readonly tx: Transactions,
    private readonly records: CompanyRecords,
  ) {
    this.companies = tx.ambient(companies);
  }

  /**
   * An order for `seats` seats of a plan: the GSTIN checked (format, check character, state), priced
   * the plan's price × seats by payments, paid like any order. The buyer becomes the company's admin;
   * a second order of hers for the same GSTIN renews that company (its seats follow the new order).
   */
  async createOrder(
    buyerId: number,
    dto: CreateCompanyOrderDto,
  ): Promise<CreateCompanyOrderResponse> {
    const gstin = normalizeGstin(dto.company.gstin);
    if (companyGstinProblem(gstin, dto.company.state_code)) throw new ApiError('gstin_invalid');
    const domain = dto.email_domain ? normalizeEmailDomain(dto.email_domain) : null;
    const order = await this.payments.createOrder(
      buyerId,
      { plan: dto.plan, currency: dto.currency },
      'company_seats',
      { quantity: dto.seats, stateCode: dto.company.state_code },
    );
    const companyId = await this.tx.run(async (em) => {
      const own = await em
        .getRepository(CompanyAdmin)
        .find({ where: { userId: buyerId }, order: { companyId: 'DESC' } });
      const existing = own.length
        ? await em
            .getRepository(Company)
            .findOne({ where: { id: In(own.map((a) => a.companyId)), gstin } })
        : null;
      const details = {
        legalName: dto.company.legal_name.trim(),
        address: dto.company.address.trim(),
        stateCode: dto.company.state_code,
        gstin,
        plan: order.plan.id,
      };
      let id: number;
      if (existing) {
        id = existing.id;
        await em.getRepository(Company).update(
          { id },
          {
            ...details,
            ...(dto.email_domain !== undefined ? { emailDomain: domain } : {}),
            // Seats of an unpaid company follow its newest order; a paid one's change when paid.
            ...(existing.endsAt ? {} : { seats: dto.seats }),
          },
        );
      } else {
        const saved = await em
          .getRepository(Company)
          .save(
            em
              .getRepository(Company)
              .create({ ...details, emailDomain: domain, seats: dto.seats, endsAt: null }),
          );
        id = saved.id;
        await em.getRepository(CompanyAdmin).insert({ companyId: id, userId: buyerId });
      }
      await em.getRepository(CompanyOrder).insert({
        companyId: id,
        paymentId: order.payment_id,
        seats: dto.seats,
        months: order.plan.months,
        status: 'created',
        periodStart: null,
        periodEnd: null,
      });
      return id;
    });
    return { ...order, company_id: companyId };
  }

  /**
   * POST /api/companies/:id/renewals (its admin; anyone else 404 `company_not_found`): an order for
   * this company as it is (plan, legal name, address, GSTIN) and `seats` seats. What happens to seats
   * beyond the number is decided when it is paid (`releaseBeyond`).
   */
  async renew(
    buyerId: number,
    companyId: number,
    seats: number,
  ): Promise<CreateCompanyOrderResponse> {
    await this.records.assertAdmin(buyerId, companyId);
    const company = await this.companies.findOneBy({ id: companyId });
    if (!company) throw new ApiError('company_not_found');
    const order = await this.payments.createOrder(
      buyerId,
      { plan: company.plan, currency: 'INR' },
      'company_seats',
      { quantity: seats, stateCode: company.stateCode },
    );
    await this.tx.run(async (em) => {
      await em.getRepository(CompanyOrder).insert({
        companyId,
        paymentId: order.payment_id,
        seats,
        months: order.plan.months,
        status: 'created',
        periodStart: null,
        periodEnd: null,
      });
      // An unpaid company's seats follow its newest order; a paid one's change when paid.
      if (!company.endsAt) await em.getRepository(Company).update({ id: companyId }, { seats });
    });
    return { ...order, company_id: companyId };
  }
}
