import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicPlansData } from '../../common/http/public-site-data.js';
import { PlanHistoryRow } from './entities/plan-history.entity.js';
import { PlanRow } from './entities/plan.entity.js';
import { AdminPlansController, PlansController } from './plans.controller.js';
import { PlansService } from './plans.service.js';
import { PlansSiteData } from './plans.site-data.js';

/** Plans and prices (issue 23): the one owner every price reader asks. */
@Module({
  imports: [TypeOrmModule.forFeature([PlanRow, PlanHistoryRow])],
  controllers: [PlansController, AdminPlansController],
  providers: [PlansService, { provide: PublicPlansData, useClass: PlansSiteData }],
  exports: [PlansService],
})
export class PlansModule {}
