import { Module } from '@nestjs/common';
import { PurchaseGrants } from './purchase-grants.js';

/**
 * The registry of what a paid purchase grants, per purpose (issue 35). Its own module so that the
 * owners of purposes (subscriptions, gifts, …) can register without importing payments, which reaches
 * subscriptions through coupons (first purchase only); payments' door re-exports it.
 */
@Module({ providers: [PurchaseGrants], exports: [PurchaseGrants] })
export class PurchaseGrantsModule {}
