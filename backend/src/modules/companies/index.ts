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

import { defineFeature } from '../../common/feature.js';
import { CompaniesModule } from './companies.module.js';
import { COMPANIES_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const COMPANIES_FEATURE = defineFeature({
  name: 'companies',
  module: CompaniesModule,
  entities: COMPANIES_ENTITIES,
  errors: COMPANIES_ERRORS,
});
