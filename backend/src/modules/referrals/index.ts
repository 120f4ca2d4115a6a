/** The referrals module's public surface: the referral routes. */
export { ReferralsModule } from './referrals.module.js';
