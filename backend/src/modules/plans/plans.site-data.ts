import { Injectable } from '@nestjs/common';
import type { Plan } from '@yoga/contracts';
import { PublicPlansData } from '../../common/http/public-site-data.js';
import { PlansService } from './plans.service.js';

/** The price page's plans, in process (the same answer as GET /api/plans). */
@Injectable()
export class PlansSiteData extends PublicPlansData {
  constructor(private readonly service: PlansService) {
    super();
  }

  plans(): Promise<Plan[]> {
    return this.service.listActive();
  }
}
