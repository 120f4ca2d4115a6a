import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { Gift } from './entities/gift.entity.js';
import { Transactions } from '../../database/transactions.js';

/**
 * The gifts a person bought (with the recipients they named) and redeemed. Erasing an account keeps the
 * gifts (paid purchases) but removes the recipients' contact details and the buyer's message.
 */
@Injectable()
export class GiftsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'gifts';

  constructor(
    private readonly tx: Transactions,
    @InjectRepository(Gift) private readonly repo: Repository<Gift>,
    private readonly registry: PersonalDataRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const bought = await this.repo.find({ where: { buyerId: userId }, order: { id: 'ASC' } });
    const redeemed = await this.repo.find({ where: { redeemedBy: userId }, order: { id: 'ASC' } });
    return {
      bought: bought.map((g) => ({
        plan: g.plan,
        recipient: { name: g.recipientName, email: g.recipientEmail, phone: g.recipientPhone },
        message: g.message,
        send_on: g.sendOn,
        state: g.state,
        created_at: g.createdAt.toISOString(),
      })),
      redeemed: redeemed.map((g) => ({
        plan: g.plan,
        redeemed_at: g.redeemedAt?.toISOString() ?? null,
      })),
    };
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const result = await em.update(
      Gift,
      { buyerId: userId },
      { recipientName: '', recipientEmail: null, recipientPhone: null, message: null },
    );
    return `${result.affected ?? 0} anonymised`;
  }
}
