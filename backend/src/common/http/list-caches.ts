import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from '../../config/server.config.js';
import { RedisService } from '../redis/redis.service.js';
import { ListCache } from './list-cache.js';

interface Invalidation {
  cache: string;
  from: string;
}

/**
 * Makes the public list caches (LIST_CACHE_MS) and keeps them coherent across instances: with REDIS_URL,
 * a `clear()` on one instance is published on the channel REDIS_PREFIX + `cache:invalidate` and every
 * other instance drops that cache as soon as the message arrives (milliseconds). While Redis is down
 * the lifetime bounds staleness, and after a reconnection every cache is dropped (messages may have
 * been missed). Writers outside the owning service (e.g. a job) call `clear(name)`.
 */
@Injectable()
export class ListCaches {
  private readonly logger = new Logger('ListCaches');
  private readonly caches = new Map<string, ListCache<unknown>>();
  /** Listeners of a cache name (`watch`): told of every clear, here or on another instance. */
  private readonly watchers = new Map<string, Set<() => void>>();
  private readonly instance = randomUUID();
  private readonly channel: string;

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: Pick<ServerConfig, 'listCacheMs'>,
    private readonly redis: RedisService,
  ) {
    this.channel = redis.key('cache:invalidate');
    const subscriber = redis.connect('cache-invalidation');
    if (!subscriber) return;
    let connectedBefore = false;
    subscriber.on('ready', () => {
      // ioredis subscribes again by itself; whatever was written meanwhile was not heard.
      if (connectedBefore) this.dropAll();
      connectedBefore = true;
    });
    subscriber.on('message', (_channel: string, message: string) => this.received(message));
    subscriber
      .subscribe(this.channel)
      .catch((error: unknown) =>
        this.logger.warn({ event: 'cache_subscribe_failed', error: String(error) }),
      );
  }

  /** The cache named `name` (one per name: the classes and blogs services each make theirs). */
  create<T>(name: string): ListCache<T> {
    if (this.caches.has(name)) throw new Error(`List cache ${name} created twice`);
    const cache = new ListCache<T>(this.config.listCacheMs, 500, () => this.publish(name));
    this.caches.set(name, cache as ListCache<unknown>);
    return cache;
  }

  /**
   * A cache beside the cache `name` (e.g. single rows beside the lists), with the same lifetime: it is
   * dropped whenever `name` is cleared, here or on another instance, so the owner's writes need no
   * second clear.
   */
  companion<T>(name: string, maxEntries = 500): ListCache<T> {
    const cache = new ListCache<T>(this.config.listCacheMs, maxEntries);
    this.watch(name, () => cache.drop());
    return cache;
  }

  /** Clears the cache `name` here and on every other instance. */
  clear(name: string) {
    const cache = this.caches.get(name);
    if (cache) cache.clear();
    else this.publish(name);
  }

  /**
   * Calls `listener` whenever the cache `name` is cleared, on this instance or another one (e.g. the
   * server-rendered pages' cache follows the content cache). Returns the way to stop listening.
   */
  watch(name: string, listener: () => void): () => void {
    let set = this.watchers.get(name);
    if (!set) this.watchers.set(name, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  private notify(name: string) {
    for (const listener of this.watchers.get(name) ?? []) listener();
  }

  private publish(name: string) {
    this.notify(name);
    const commands = this.redis.commands;
    // A watched cache is announced even without list caching (LIST_CACHE_MS=0): its watchers keep theirs.
    if (!commands || (this.config.listCacheMs <= 0 && !this.watchers.has(name))) return;
    const message: Invalidation = { cache: name, from: this.instance };
    // Fails at once while Redis is down: the others then see the write within the cache lifetime.
    commands.publish(this.channel, JSON.stringify(message)).catch(() => undefined);
  }

  private received(message: string) {
    let parsed: Partial<Invalidation>;
    try {
      parsed = JSON.parse(message) as Partial<Invalidation>;
    } catch {
      return;
    }
    if (parsed.from === this.instance || typeof parsed.cache !== 'string') return;
    this.caches.get(parsed.cache)?.drop();
    this.notify(parsed.cache);
  }

  private dropAll() {
    for (const cache of this.caches.values()) cache.drop();
    for (const name of this.watchers.keys()) this.notify(name);
  }
}
