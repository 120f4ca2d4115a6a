import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicOfferData } from '../../common/http/public-site-data.js';
import { PlansModule } from '../plans/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { CouponsAdminController, CouponsController } from './coupons.controller.js';
import { CouponsAdminService } from './coupons-admin.service.js';
import { CouponsService } from './coupons.service.js';
import { CouponRedemption } from './entities/coupon-redemption.entity.js';
import { Coupon } from './entities/coupon.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Coupon, CouponRedemption]), SubscriptionsModule, PlansModule],
  controllers: [CouponsAdminController, CouponsController],
  providers: [
    CouponsService,
    CouponsAdminService,
    { provide: PublicOfferData, useExisting: CouponsService },
  ],
  /** PublicOfferData: the offer of the server-rendered /price page (configure-app.ts). */
  exports: [CouponsService, PublicOfferData],
})
export class CouponsModule {}
