import { useEffect, useState } from 'react';
import {
  MINOR_PER_MAJOR,
  couponDiscount,
  istToday,
  type Currency,
  type FeaturedCoupon,
  type FeaturedCouponResponse,
} from '@yoga/contracts';
import { useInitialData } from '../../shared/initial-data';

/**
 * A plan's offer price with the featured code (minor units), or null when the code is not for this plan
 * or currency: the price page strikes the first through and shows the second.
 */
export function priceWithOffer(
  offer: FeaturedCoupon,
  plan: string,
  currency: Currency,
  offerPriceMajor: number,
): { before: number; after: number } | null {
  if (offer.plans && !offer.plans.some((p) => p === plan)) return null;
  const before = offerPriceMajor * MINOR_PER_MAJOR;
  const discount = couponDiscount(offer, before, currency);
  if (discount === null || discount <= 0) return null;
  return { before, after: before - discount };
}

/** Whether an offer still runs today (IST): a page kept open past its last day stops showing it. */
export function offerRuns(offer: FeaturedCoupon, now: Date = new Date()): boolean {
  return !offer.valid_to || offer.valid_to >= istToday(now);
}

/**
 * The offer the price page shows: the server-rendered one (hydration shows exactly it), else GET
 * /api/coupons/featured for a page reached by a client-side navigation (a plain fetch: no store here).
 */
export function useFeaturedOffer(): FeaturedCoupon | null {
  const initial = useInitialData();
  const fromServer = initial && 'offer' in initial ? (initial.offer ?? null) : undefined;
  const [offer, setOffer] = useState<FeaturedCoupon | null>(fromServer ?? null);
  useEffect(() => {
    if (fromServer !== undefined || typeof fetch !== 'function') return;
    let live = true;
    fetch('/api/coupons/featured', { headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<FeaturedCouponResponse>) : null))
      .then((body) => live && setOffer(body?.offer ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [fromServer]);
  return offer && offerRuns(offer) ? offer : null;
}
