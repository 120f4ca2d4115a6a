import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicMilestoneCards } from '../../common/http/public-site-data.js';
import { ClassesModule } from '../classes/index.js';
import { SubscriptionsModule, SubscriptionsService } from '../subscriptions/index.js';
import { UsersModule } from '../users/index.js';
import { MilestoneShare } from './entities/milestone-share.entity.js';
import { PracticeDay } from './entities/practice-day.entity.js';
import { MilestoneCardsService } from './milestone-cards.service.js';
import { PracticeController } from './practice.controller.js';
import { PracticePersonalData } from './practice.personal-data.js';
import { PAUSED_DATES, PracticeService, type PausedDates } from './practice.service.js';

/**
 * Practice days, streaks and milestones (issue 27): records `attendance.recorded`, answers
 * GET /api/practice/me, and the milestones' share cards (milestone-cards.service.ts). The streaks skip the dates the membership was paused (PAUSED_DATES, answered by
 * the subscriptions module through its door).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PracticeDay, MilestoneShare]),
    ClassesModule,
    SubscriptionsModule,
    UsersModule,
  ],
  controllers: [PracticeController],
  providers: [
    PracticeService,
    MilestoneCardsService,
    { provide: PublicMilestoneCards, useExisting: MilestoneCardsService },
    PracticePersonalData,
    {
      provide: PAUSED_DATES,
      useFactory:
        (subscriptions: SubscriptionsService): PausedDates =>
        (userId) =>
          subscriptions.pausedDates(userId),
      inject: [SubscriptionsService],
    },
  ],
  /** PublicMilestoneCards: the share cards' public pages (configure-app.ts). */
  exports: [PracticeService, PublicMilestoneCards],
})
export class PracticeModule {}
