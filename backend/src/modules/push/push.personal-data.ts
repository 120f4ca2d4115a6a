import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { PushSubscriptionRecord } from './entities/push-subscription.entity.js';
import { Transactions } from '../../database/transactions.js';

/** The person's push subscriptions (one per device). */
@Injectable()
export class PushPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'push_subscriptions';

  constructor(
    private readonly tx: Transactions,
    @InjectRepository(PushSubscriptionRecord)
    private readonly repo: Repository<PushSubscriptionRecord>,
    private readonly registry: PersonalDataRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const rows = await this.repo.find({ where: { userId }, order: { id: 'ASC' } });
    return rows.map((r) => ({ endpoint: r.endpoint, created_at: r.createdAt.toISOString() }));
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const result = await em.delete(PushSubscriptionRecord, { userId });
    return `${result.affected ?? 0} deleted`;
  }
}
