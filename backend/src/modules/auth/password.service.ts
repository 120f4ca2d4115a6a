import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { argon2id } from 'argon2';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@yoga/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../../config/auth.config.js';
import { Semaphore } from '../../common/http/semaphore.js';
import { Argon2Runner } from './argon2-runner.js';
import { isCommonPassword } from './common-passwords.js';
import { ApiError } from '../../common/errors/api-error.js';

/** OWASP argon2id parameters: 19 MiB, 2 iterations, 1 lane. Never on the event loop. */
const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes in flight at once: one CPU stays free for the event loop, so a login flood cannot starve
 * health checks and page loads (each hash needs ~19 MiB and tens of ms of CPU).
 */
const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

@Injectable()
export class PasswordService implements OnModuleDestroy {
  private readonly hashing = new Semaphore(HASH_CONCURRENCY);
  private readonly argon2: Argon2Runner;
  /** A real hash verified for unknown accounts, so both failures take the same time. */
  private readonly dummyHash: Promise<string>;

  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'hashInChildProcess'>) {
    this.argon2 = new Argon2Runner(config.hashInChildProcess);
    this.dummyHash = this.hash(randomBytes(16).toString('hex'));
  }

  onModuleDestroy() {
    this.argon2.close();
  }

  /** Length and common-password policy (no composition rules). */
  assertAcceptable(password: string) {
    if (password.length < PASSWORD_MIN_LENGTH) throw new ApiError('password_too_short');
    if (password.length > PASSWORD_MAX_LENGTH) throw new ApiError('password_too_long');
    if (isCommonPassword(password)) throw new ApiError('password_too_common');
  }

  hash(password: string): Promise<string> {
    return this.hashing.run(() => this.argon2.hash(password, ARGON2_OPTIONS));
  }

  async verify(stored: string | undefined, password: string): Promise<boolean> {
    try {
      const target = stored ?? (await this.dummyHash);
      const ok = await this.hashing.run(() => this.argon2.verify(target, password));
      return ok && stored !== undefined;
    } catch {
      return false;
    }
  }

  /** A one-time password for accounts an admin creates: 16 URL-safe characters (96 bits). */
  temporary(): string {
    return randomBytes(12).toString('base64url');
  }
}
