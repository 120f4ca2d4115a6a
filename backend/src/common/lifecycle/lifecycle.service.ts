import { Injectable } from '@nestjs/common';

/** Whether this instance is draining for shutdown (health answers 503, connections close). */
@Injectable()
export class Lifecycle {
  private stoppingSince: number | undefined;

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  beginShutdown() {
    this.stoppingSince ??= Date.now();
  }
}
