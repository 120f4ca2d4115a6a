/** The companies module's public surface: company seats with a B2B GST invoice (issue 35). */
export { CompaniesModule } from './companies.module.js';
export { CompaniesService } from './companies.service.js';
export type {
  CompanyPaid,
  CompanyRefunded,
  CompanySeatAssigned,
  CompanySeatRemoved,
  CompanySeatReleased,
} from './events.js';
import { CompanyAdmin } from './entities/company-admin.entity.js';
import { CompanySeatAttendance } from './entities/company-attendance.entity.js';
import { CompanyOrder } from './entities/company-order.entity.js';
import { CompanySeat } from './entities/company-seat.entity.js';
import { Company } from './entities/company.entity.js';

export const COMPANIES_ENTITIES = [
  Company,
  CompanyAdmin,
  CompanyOrder,
  CompanySeat,
  CompanySeatAttendance,
];
export { COMPANIES_ERRORS } from './errors.js';
