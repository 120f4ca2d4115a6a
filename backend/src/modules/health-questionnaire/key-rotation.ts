import { Not } from 'typeorm';
import type { HealthDataConfig } from './config.js';
import type { Transactions } from '../../database/transactions.js';
import { HealthQuestionnaireAnswer } from './entities/health-questionnaire-answer.entity.js';
import { open, seal } from './health-crypto.js';

export interface RotationResult {
  /** Rows re-encrypted with HEALTH_DATA_KEY now. */
  rotated: number;
  /** Rows already under HEALTH_DATA_KEY. */
  current: number;
}

const BATCH = 200;

/**
 * `npm run health-key:rotate -w backend` (docs/configuration.md, "Health data key"): re-encrypts every
 * row sealed with a previous key (HEALTH_DATA_PREVIOUS_KEYS) with HEALTH_DATA_KEY, a batch at a time.
 * A row is rewritten only if its key id has not changed meanwhile (the app may answer at the same time),
 * so running it twice, or alongside the app, is safe. Afterwards the previous keys may be removed. Its
 * queries run in the transaction open at the call, else each on its own (`Transactions.manager()`).
 */
export async function rotateHealthKeys(
  tx: Transactions,
  config: HealthDataConfig,
): Promise<RotationResult> {
  const manager = tx.manager();
  const repo = manager.getRepository(HealthQuestionnaireAnswer);
  let rotated = 0;
  let lastId = 0;
  for (;;) {
    const rows = await repo
      .createQueryBuilder('a')
      .where('a.user_id > :lastId', { lastId })
      .andWhere('a.key_id <> :current', { current: config.current.id })
      .orderBy('a.user_id', 'ASC')
      .take(BATCH)
      .getMany();
    if (!rows.length) break;
    for (const row of rows) {
      const value = open<unknown>(config, row.userId, row);
      const sealed = seal(config.current, row.userId, value);
      const result = await repo.update(
        { userId: row.userId, keyId: row.keyId },
        { keyId: sealed.keyId, payload: sealed.payload },
      );
      rotated += result.affected ?? 0;
    }
    lastId = rows[rows.length - 1].userId;
  }
  const current = await repo.countBy({ keyId: config.current.id });
  const left = await repo.countBy({ keyId: Not(config.current.id) });
  if (left) throw new Error(`${left} health questionnaire row(s) are still under an older key`);
  return { rotated, current: current - rotated };
}
