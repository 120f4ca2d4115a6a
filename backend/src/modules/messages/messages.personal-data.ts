import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { iso } from '../../common/http/iso.js';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { Transactions } from '../../database/transactions.js';

/** The messages sent (or queued) to the person: what, when, on which channel and to which address. */
@Injectable()
export class MessagesPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'messages';

  constructor(
    private readonly tx: Transactions,
    @InjectRepository(OutboxMessage) private readonly repo: Repository<OutboxMessage>,
    private readonly registry: PersonalDataRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const rows = await this.repo.find({ where: { userId }, order: { id: 'ASC' } });
    return rows.map((m) => ({
      channel: m.channel,
      event: m.event,
      recipient: m.recipient,
      language: m.language,
      status: m.status,
      created_at: iso(m.createdAt),
      sent_at: m.sentAt ? iso(m.sentAt) : null,
    }));
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const result = await em.delete(OutboxMessage, { userId });
    return `${result.affected ?? 0} deleted`;
  }
}
