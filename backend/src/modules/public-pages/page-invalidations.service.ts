import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SITE_CONFIG, type SiteConfig } from '../../config/site.config.js';
import { RedisService } from '../../common/redis/redis.service.js';
import { PublicPageChanges, type PageTag } from '../../common/http/public-site-data.js';
import { pathsOf } from './page-paths.js';

interface Announcement {
  tags: PageTag[];
  from: string;
}

/** How long one call of the CDN purge hook may take. */
const PURGE_TIMEOUT_MS = 5000;

/**
 * Carries "these kept pages are stale" to every instance: with REDIS_URL on the channel REDIS_PREFIX +
 * `pages:invalidate` (each instance drops the pages that read a named tag as soon as the message arrives;
 * after a reconnection, every page, since messages may have been missed); without Redis, in this process.
 * The instance that announces a change also calls the CDN purge hook (CDN_PURGE_URL) once per address.
 */
@Injectable()
export class PageInvalidations extends PublicPageChanges {
  private readonly logger = new Logger('PageInvalidations');
  private readonly listeners = new Set<(tags: readonly PageTag[]) => void>();
  private readonly instance = randomUUID();
  private readonly channel: string;

  constructor(
    @Inject(SITE_CONFIG) private readonly site: Pick<SiteConfig, 'siteUrl' | 'pages'>,
    private readonly redis: RedisService,
  ) {
    super();
    this.channel = redis.key('pages:invalidate');
    const subscriber = redis.connect('page-invalidation');
    if (!subscriber) return;
    let connectedBefore = false;
    subscriber.on('ready', () => {
      // ioredis subscribes again by itself; whatever was announced meanwhile was not heard.
      if (connectedBefore) this.notify(['*']);
      connectedBefore = true;
    });
    subscriber.on('message', (_channel: string, message: string) => this.received(message));
    subscriber
      .subscribe(this.channel)
      .catch((error: unknown) =>
        this.logger.warn({ event: 'pages_subscribe_failed', error: String(error) }),
      );
  }

  listen(listener: (tags: readonly PageTag[]) => void): void {
    this.listeners.add(listener);
  }

  /**
   * A change made the pages that read `tags` stale: forgotten here and on every instance, and the CDN
   * told (unless `purge` is false: a change a CDN copy may show for its short lifetime). `postId`: the
   * post a blog change is about (its address is purged too).
   */
  async announce(
    tags: readonly PageTag[],
    { purge = true, postId }: { purge?: boolean; postId?: string } = {},
  ): Promise<void> {
    this.notify(tags);
    const commands = this.redis.commands;
    if (commands) {
      const message: Announcement = { tags: [...tags], from: this.instance };
      // Fails at once while Redis is down: the others then follow within PAGE_CACHE_MAX_AGE_S.
      await commands.publish(this.channel, JSON.stringify(message)).catch(() => undefined);
    }
    if (purge) this.purge(pathsOf(tags, postId));
  }

  /** Calls CDN_PURGE_URL for each address, in the background (a failure is logged, never thrown). */
  private purge(paths: readonly string[]) {
    const template = this.site.pages.purgeUrl;
    if (!template || !paths.length) return;
    for (const path of paths) {
      const url = template
        .replace(/\{url\}/g, encodeURIComponent(`${this.site.siteUrl}${path === '/' ? '/' : path}`))
        .replace(/\{path\}/g, encodeURIComponent(path));
      fetch(url, {
        method: this.site.pages.purgeMethod,
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      })
        .then((res) => {
          if (!res.ok) this.logger.warn({ event: 'cdn_purge_failed', path, status: res.status });
        })
        .catch((error: unknown) =>
          this.logger.warn({ event: 'cdn_purge_failed', path, error: String(error) }),
        );
    }
  }

  private notify(tags: readonly PageTag[]) {
    for (const listener of this.listeners) {
      try {
        listener(tags);
      } catch (error) {
        this.logger.warn({ event: 'pages_listener_failed', error: String(error) });
      }
    }
  }

  private received(message: string) {
    let parsed: Partial<Announcement>;
    try {
      parsed = JSON.parse(message) as Partial<Announcement>;
    } catch {
      return;
    }
    if (parsed.from === this.instance || !Array.isArray(parsed.tags)) return;
    this.notify(parsed.tags.filter((tag): tag is PageTag => typeof tag === 'string'));
  }
}
