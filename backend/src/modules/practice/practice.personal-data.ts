import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { MilestoneShare } from './entities/milestone-share.entity.js';
import { PracticeDay } from './entities/practice-day.entity.js';
import { MilestoneCardsService } from './milestone-cards.service.js';
import { PracticeService } from './practice.service.js';
import { Transactions } from '../../database/transactions.js';

/** The person's practice days (IST dates attended) and the milestone cards they share. */
@Injectable()
export class PracticePersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'practice_days';

  constructor(
    private readonly tx: Transactions,
    private readonly registry: PersonalDataRegistry,
    private readonly practice: PracticeService,
    private readonly cards: MilestoneCardsService,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number): Promise<{
    days: string[];
    shared_cards: { milestone: string; token: string; language: string }[];
  }> {
    return {
      days: await this.practice.datesOf(userId),
      shared_cards: await this.cards.sharesOf(userId),
    };
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const result = await em.delete(PracticeDay, { userId });
    const cards = await em.delete(MilestoneShare, { userId });
    return `${result.affected ?? 0} deleted, ${cards.affected ?? 0} shared cards deleted`;
  }
}
