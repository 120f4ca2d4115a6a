import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { ChallengeParticipant } from './entities/challenge-participant.entity.js';
import { Transactions } from '../../database/transactions.js';

/** The person's challenges: when they joined, their leaderboard choice and city, certificate codes. */
@Injectable()
export class ChallengesPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'challenges';

  constructor(
    private readonly tx: Transactions,
    @InjectRepository(ChallengeParticipant) private readonly repo: Repository<ChallengeParticipant>,
    private readonly registry: PersonalDataRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const rows = await this.repo.find({ where: { userId }, order: { id: 'ASC' } });
    return rows.map((r) => ({
      challenge_id: r.challengeId,
      joined_at: r.joinedAt.toISOString(),
      on_leaderboard: r.onLeaderboard,
      city: r.city,
      certificate_code: r.certificateCode,
    }));
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const result = await em.delete(ChallengeParticipant, { userId });
    return `${result.affected ?? 0} deleted`;
  }
}
