import { Global, Module } from '@nestjs/common';
import { Transactions } from '../database/transactions.js';
import { ListCaches } from './http/list-caches.js';

/**
 * Process-wide helpers every feature may inject: the transaction runner and the public list caches
 * (the clock: LifecycleModule; Redis: RedisModule).
 */
@Global()
@Module({ providers: [Transactions, ListCaches], exports: [Transactions, ListCaches] })
export class CommonModule {}
