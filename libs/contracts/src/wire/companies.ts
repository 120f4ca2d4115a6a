/**
 * Company seats (issue 35): the company's order, its seats, their holders and their use.
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/companies/dto and the schema classes of
 * backend/src/modules/companies/companies.schemas.ts); their documentation is there.
 */
export type {
  AdminCompanyRecord,
  AssignSeatRequest,
  CompanyDetails,
  CompanySeatHolder,
  CompanySeatUsage,
  CompanyUsage,
  CreateCompanyOrderRequest,
  CreateCompanyOrderResponse,
  MyCompany,
  RenewCompanyRequest,
} from './api.generated.js';

/** `active`: the seat gives access now; `pending`: the company's plan is not paid (or has ended). */
export const COMPANY_SEAT_STATUSES = ['active', 'pending'] as const;
export type CompanySeatStatus = (typeof COMPANY_SEAT_STATUSES)[number];

/** `pending`: ordered, not paid; `active`: paid, seats give access; `ended`: expired or refunded. */
export const COMPANY_STATES = ['pending', 'active', 'ended'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];
