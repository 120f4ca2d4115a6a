import { Brackets, type Repository } from 'typeorm';
import type { MessageStatus } from '@yoga/contracts';
import type { Clock } from '../../common/lifecycle/clock.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

/** Rows the sender takes up at once (it then takes the next batch, until none is due). */
export const BATCH = 200;
/** How long a sender holds a claimed row; past it (a crashed sender) another may take it over. */
const LEASE_MS = 2 * 60_000;
const DUE_STATUSES: MessageStatus[] = ['queued', 'retrying'];

/**
 * The outbox's due rows and their claims (OutboxService's sender): a row is claimed with a conditional
 * update, so any number of senders (instances, a worker, overlapping runs) send each message once.
 */
export class OutboxClaims {
  constructor(
    private readonly repo: Repository<OutboxMessage>,
    private readonly clock: Clock,
  ) {}

  /**
   * Up to BATCH rows due at `now`, earliest due first: queued, then retrying, then those whose sender's
   * lease ran out; each read by its own index range (`IDX_outbox_messages_status_next`), so the query
   * costs the same with one lakh rows sent before them (one `OR` of them all walked the table by id).
   */
  async dueBatch(now: Date): Promise<OutboxMessage[]> {
    const rows: OutboxMessage[] = [];
    for (const status of [...DUE_STATUSES, 'sending'] as const) {
      if (rows.length >= BATCH) break;
      const column = status === 'sending' ? 'locked_until' : 'next_attempt_at';
      rows.push(
        ...(await this.repo
          .createQueryBuilder('m')
          .where('m.status = :status', { status })
          .andWhere(`m.${column} ${status === 'sending' ? '<' : '<='} :now`, { now })
          .orderBy(`m.${column}`, 'ASC')
          .addOrderBy('m.id', 'ASC')
          .take(BATCH - rows.length)
          .getMany()),
      );
    }
    return rows;
  }

  private claimable(now: Date) {
    return new Brackets((qb) => {
      qb.where(
        new Brackets((q) =>
          q
            .where('status IN (:...due)', { due: DUE_STATUSES })
            .andWhere('next_attempt_at <= :now', { now }),
        ),
      ).orWhere(
        new Brackets((q) => q.where("status = 'sending'").andWhere('locked_until < :now', { now })),
      );
    });
  }

  /**
   * Takes the row for this sender: only one of several concurrent senders gets `affected === 1`, and
   * only while the row is as it was read (its attempts unchanged).
   */
  async claim(row: Pick<OutboxMessage, 'id' | 'attempts'>, now: Date): Promise<boolean> {
    const { id, attempts } = row;
    const result = await this.repo
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({
        status: 'sending',
        // From the moment of the claim (a long run's start would give a lease already run out).
        lockedUntil: new Date(this.clock.now().getTime() + LEASE_MS),
        attempts: () => 'attempts + 1',
      })
      .where('id = :id AND attempts = :attempts', { id, attempts })
      .andWhere(this.claimable(now))
      .execute();
    return result.affected === 1;
  }
}
