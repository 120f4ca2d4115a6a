import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import webpush from 'web-push';
import type { PushSubscriptionRequest } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import {
  loadOrCreateVapidKeys,
  PUSH_CONFIG,
  type PushConfig,
  type VapidKeys,
} from '../../config/push.config.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { PushSubscriptionRecord } from './entities/push-subscription.entity.js';

/** What a push message shows: the service worker draws it as a notification. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page the notification opens. */
  url?: string;
  /** Messages with one tag replace each other on the device. */
  tag?: string;
}

const hash = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Web push (issue 27): one subscription per device, the VAPID keys of PUSH_CONFIG, messages encrypted
 * by the `web-push` library (RFC 8291, aes128gcm) and sent to each device's push service. A push
 * service answering 404 or 410 says the subscription is gone: its row is deleted.
 */
@Injectable()
export class PushService {
  private readonly logger = new Logger('PushService');
  private readonly subscriptions: Repository<PushSubscriptionRecord>;

  constructor(
    @InjectRepository(PushSubscriptionRecord) subscriptions: Repository<PushSubscriptionRecord>,
    tx: Transactions,
    @Inject(PUSH_CONFIG) private readonly config: PushConfig,
  ) {
    this.subscriptions = tx.ambient(subscriptions);
  }

  private generated: VapidKeys | undefined;

  /** The VAPID pair: the configured one, or (outside production) the data folder's; 503 without either. */
  private keys(): VapidKeys {
    if (this.config.keys) return this.config.keys;
    if (!this.config.keysFile) throw new ApiError('push_not_configured');
    this.generated ??= loadOrCreateVapidKeys(this.config.keysFile);
    return this.generated;
  }

  publicKey(): string {
    return this.keys().publicKey;
  }

  /**
   * The server posts to the endpoint the browser gave: https only (http to this machine outside
   * production, for local fakes), so a crafted subscription cannot aim the server at the intranet.
   */
  private checkEndpoint(endpoint: string): void {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new ApiError('push_endpoint_invalid');
    }
    const local =
      url.protocol === 'http:' && LOOPBACK.has(url.hostname) && this.config.allowLoopbackHttp;
    if (url.protocol !== 'https:' && !local) throw new ApiError('push_endpoint_invalid');
  }

  /** Stores (or moves to this student) the device's subscription. */
  async subscribe(userId: number, sub: PushSubscriptionRequest): Promise<void> {
    this.keys();
    this.checkEndpoint(sub.endpoint);
    const endpointHash = hash(sub.endpoint);
    const fields = { userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
    const existing = await this.subscriptions.findOneBy({ endpointHash });
    if (existing) {
      await this.subscriptions.update({ id: existing.id }, fields);
      return;
    }
    try {
      await this.subscriptions.insert({ ...fields, endpointHash });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      await this.subscriptions.update({ endpointHash }, fields);
    }
  }

  /** Removes the student's subscription of this device (another student's stays). */
  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await this.subscriptions.delete({ userId, endpointHash: hash(endpoint) });
  }

  async countFor(userId: number): Promise<number> {
    return this.subscriptions.countBy({ userId });
  }

  /** Whether messages can be signed: the VAPID pair is set, or (outside production) can be generated. */
  get configured(): boolean {
    return Boolean(this.config.keys || this.config.keysFile);
  }

  /** Which of these students have at least one subscribed device (one query, for the outbox's batches). */
  async usersWithDevices(userIds: readonly number[]): Promise<Set<number>> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return new Set();
    const rows = await this.subscriptions.find({
      select: { userId: true },
      where: { userId: In(ids) },
    });
    return new Set(rows.map((r) => r.userId));
  }

  /**
   * Sends `message` to every device of the student; gone subscriptions (404/410) are deleted, other
   * failures are logged and counted (the caller decides whether to retry).
   */
  async sendToUser(
    userId: number,
    message: PushMessage,
  ): Promise<{ sent: number; removed: number; failed: number }> {
    const rows = await this.subscriptions.findBy({ userId });
    if (!rows.length) return { sent: 0, removed: 0, failed: 0 };
    const keys = this.keys();
    let sent = 0;
    let removed = 0;
    let failed = 0;
    for (const row of rows) {
      // The library's request (RFC 8291 aes128gcm encryption, VAPID JWT), sent with fetch.
      const request = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(message),
        {
          vapidDetails: {
            subject: this.config.subject,
            publicKey: keys.publicKey,
            privateKey: keys.privateKey,
          },
          TTL: 12 * 3600,
          contentEncoding: 'aes128gcm',
        },
      );
      let status: number | undefined;
      try {
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? undefined,
          signal: AbortSignal.timeout(10_000),
        });
        status = res.status;
      } catch (error) {
        this.logger.warn({ event: 'push_failed', subscription: row.id, error: String(error) });
      }
      if (status !== undefined && status >= 200 && status < 300) sent++;
      else if (status === 404 || status === 410) {
        // The push service forgot this device (unsubscribed, expired): never send to it again.
        await this.subscriptions.delete({ id: row.id });
        removed++;
      } else {
        if (status !== undefined)
          this.logger.warn({ event: 'push_failed', subscription: row.id, status });
        failed++;
      }
    }
    return { sent, removed, failed };
  }
}
