import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import webpush from 'web-push';
import type { PushSubscriptionRequest } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { loadOrCreateVapidKeys, PUSH_CONFIG, type PushConfig, type VapidKeys } from './config.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { PushSubscriptionRecord } from './entities/push-subscription.entity.js';
import { PushEndpoints, type CheckedEndpoint } from './push-endpoints.js';

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
const SEND_TIMEOUT_MS = 10_000;

/**
 * One POST to a checked endpoint, connected to its checked addresses only (never a fresh DNS answer),
 * redirects never followed (a 3xx is just a status); resolves with the status.
 */
function postTo(
  target: CheckedEndpoint,
  headers: Record<string, string | number>,
  body: Buffer | null,
): Promise<number> {
  const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target.url,
      {
        method: 'POST',
        headers,
        lookup: PushEndpoints.pinnedLookup(target.addresses),
        timeout: SEND_TIMEOUT_MS,
        agent: false,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

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
    private readonly endpoints: PushEndpoints,
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

  /** Stores (or moves to this student) the device's subscription. */
  async subscribe(userId: number, sub: PushSubscriptionRequest): Promise<void> {
    this.keys();
    // The server will post to the endpoint the browser gave: only https: on public addresses
    // (PushEndpoints), so a crafted subscription cannot aim the server inside its network.
    await this.endpoints.check(sub.endpoint);
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
      // The library's request (RFC 8291 aes128gcm encryption, VAPID JWT), sent by postTo.
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
        // Checked again now (the host's addresses may have changed since it was stored), and the
        // connection goes to the addresses this check accepted.
        const target = await this.endpoints.check(request.endpoint);
        status = await postTo(
          target,
          request.headers as Record<string, string | number>,
          request.body ?? null,
        );
      } catch (error) {
        const refused = error instanceof ApiError;
        this.logger.warn({
          event: refused ? 'push_endpoint_refused' : 'push_failed',
          subscription: row.id,
          error: String(error),
        });
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
