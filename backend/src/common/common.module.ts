import { Global, Module } from '@nestjs/common';
import { Transactions } from '../database/transactions.js';

/** Process-wide helpers every feature may inject: the transaction runner (the clock: LifecycleModule). */
@Global()
@Module({ providers: [Transactions], exports: [Transactions] })
export class CommonModule {}
