import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { CONSENT_CHANNELS, type ReminderConsents } from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import { Transactions } from '../../database/transactions.js';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { ConsentEvent } from './entities/consent-event.entity.js';

/** Reminder consents: the log is the record; the current choice is derived from it. */
@Injectable()
export class ConsentsService implements PersonalDataContributor, OnModuleInit {
  readonly key = 'consents';

  private readonly repo: Repository<ConsentEvent>;

  constructor(
    @InjectRepository(ConsentEvent) repo: Repository<ConsentEvent>,
    private readonly registry: PersonalDataRegistry,
    private readonly tx: Transactions,
  ) {
    this.repo = tx.ambient(repo);
  }

  onModuleInit() {
    this.registry.register(this);
  }

  async current(userId: number): Promise<ReminderConsents> {
    const rows = await this.repo.find({ where: { userId }, order: { id: 'ASC' } });
    const state: ReminderConsents = { whatsapp: false, email: false };
    for (const row of rows) state[row.channel] = row.granted;
    return state;
  }

  /** The current choices of each of these users, in one query. */
  async currentOf(userIds: readonly number[]): Promise<Map<number, ReminderConsents>> {
    const result = new Map<number, ReminderConsents>(
      [...new Set(userIds)].map((id) => [id, { whatsapp: false, email: false }]),
    );
    if (!result.size) return result;
    const rows = await this.repo.find({
      where: { userId: In([...result.keys()]) },
      order: { id: 'ASC' },
    });
    for (const row of rows) result.get(row.userId)![row.channel] = row.granted;
    return result;
  }

  /** Logs each channel whose choice changes; unchanged ones add nothing. */
  async record(userId: number, wanted: Partial<ReminderConsents>, source: string): Promise<void> {
    const now = await this.current(userId);
    const changes = CONSENT_CHANNELS.filter(
      (c) => wanted[c] !== undefined && wanted[c] !== now[c],
    ).map((channel) => this.repo.create({ userId, channel, granted: wanted[channel]!, source }));
    if (changes.length) await this.repo.save(changes);
  }

  async export(userId: number) {
    const rows = await this.repo.find({ where: { userId }, order: { id: 'ASC' } });
    return {
      current: await this.current(userId),
      log: rows.map((r) => ({
        channel: r.channel,
        purpose: r.purpose,
        granted: r.granted,
        source: r.source,
        at: iso(r.createdAt),
      })),
    };
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const result = await em.delete(ConsentEvent, { userId });
    return `${result.affected ?? 0} log entries deleted`;
  }
}
