import { useEffect } from 'react';
import type { CouponCheckResponse, MySubscription } from '@yoga/contracts';
import type { OfferQuote } from '../checkout-selection';
import type { useCheckout } from '../../../shared/checkout/use-checkout';
import { CheckoutPanel, type CheckoutMode } from './checkout-panel';
import { OfferCodeField } from './offer-code-field';

interface PlanCheckoutProps {
  /** The chosen plan priced in the chosen currency, with the applied offer code. */
  chosen: OfferQuote;
  offer: CouponCheckResponse | null;
  onOfferApplied: (offer: CouponCheckResponse | null) => void;
  subscription: MySubscription | undefined;
  /** Whether the student spends her credits on a one-off payment. */
  spendCredits: boolean;
  gstState: string | undefined;
  onGstStateChange: (code: string | undefined) => void;
  mode: CheckoutMode | undefined;
  onModeChange: (mode: CheckoutMode) => void;
  checkout: ReturnType<typeof useCheckout>;
  /** Once drawn (its code loads when a plan is first chosen): the page then brings it into view. */
  onDrawn?: () => void;
}

/** The plans page's checkout for the chosen plan: its offer code, and Pay once or Renew automatically. */
export function PlanCheckout({
  chosen,
  offer,
  onOfferApplied,
  subscription,
  spendCredits,
  gstState,
  onGstStateChange,
  mode,
  onModeChange,
  checkout,
  onDrawn,
}: PlanCheckoutProps) {
  useEffect(() => onDrawn?.(), [onDrawn]);
  const { state } = checkout;
  const busy = state.step !== 'idle' && state.step !== 'failed' && state.step !== 'cancelled';
  return (
    <CheckoutPanel
      quote={chosen}
      offerField={
        <OfferCodeField
          key={`${chosen.id}-${chosen.currency}`}
          plan={chosen.id}
          currency={chosen.currency}
          applied={offer}
          onApplied={onOfferApplied}
          disabled={busy}
        />
      }
      subscription={subscription}
      busy={busy}
      gstState={gstState}
      onGstStateChange={onGstStateChange}
      mode={mode}
      onModeChange={onModeChange}
      onPay={() =>
        void (mode === 'renew'
          ? checkout.startRecurring({
              plan: chosen.id,
              currency: chosen.currency,
              ...(chosen.currency === 'INR' && gstState ? { state: gstState } : {}),
              ...(chosen.coupon ? { coupon: chosen.coupon } : {}),
            })
          : checkout.start({
              plan: chosen.id,
              currency: chosen.currency,
              use_credits: spendCredits,
              ...(chosen.currency === 'INR' && gstState ? { state: gstState } : {}),
              ...(chosen.coupon ? { coupon: chosen.coupon } : {}),
            }))
      }
    />
  );
}
