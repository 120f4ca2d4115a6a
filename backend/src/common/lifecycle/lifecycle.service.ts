import { Injectable } from '@nestjs/common';

/** Whether this instance is draining for shutdown (health answers 503, connections close). */
@Injectable()
export class Lifecycle {
  private isStopping = false;
  private readonly listeners: (() => void)[] = [];

  get stopping(): boolean {
    return this.isStopping;
  }

  beginShutdown() {
    if (this.isStopping) return;
    this.isStopping = true;
    for (const listener of this.listeners) listener();
  }

  onShutdown(listener: () => void) {
    this.listeners.push(listener);
  }
}
