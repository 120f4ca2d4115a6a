import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';

/**
 * Work a request starts but does not wait for (sending a reset link or a code), so the answer takes the
 * same time whether or not the account exists. Failures are logged; shutdown (and tests) wait for them.
 */
@Injectable()
export class BackgroundTasks implements OnModuleDestroy {
  private readonly logger = new Logger('Account');
  private readonly running = new Set<Promise<void>>();

  run(name: string, task: () => Promise<void>) {
    const p = task()
      .catch((error: unknown) =>
        this.logger.error({ event: 'task_failed', task: name, error: String(error) }),
      )
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  /** Resolves once every task started so far has finished. */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  onModuleDestroy() {
    return this.settled();
  }
}
