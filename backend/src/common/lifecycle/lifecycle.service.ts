import { Injectable } from '@nestjs/common';

/** Whether this instance is draining for shutdown (health answers 503, connections close). */
@Injectable()
export class Lifecycle {
  private stoppingSince: number | undefined;
  private readonly listeners: (() => void)[] = [];

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  beginShutdown() {
    if (this.stopping) return;
    this.stoppingSince = Date.now();
    for (const listener of this.listeners) listener();
  }

  onShutdown(listener: () => void) {
    this.listeners.push(listener);
  }
}
