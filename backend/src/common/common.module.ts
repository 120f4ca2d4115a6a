import { Global, Module } from '@nestjs/common';
import { Transactions } from '../database/transactions.js';
import { Clock } from './clock/clock.js';

/** Process-wide helpers every feature may inject: the clock and the transaction runner. */
@Global()
@Module({ providers: [Clock, Transactions], exports: [Clock, Transactions] })
export class CommonModule {}
