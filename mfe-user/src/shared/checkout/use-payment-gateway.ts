import { useCallback, type RefObject } from 'react';
import { errorMessage } from '@yoga/api-client';
import type {
  CreateOrderResponse,
  VerifyPaymentRequest,
  VerifySubscriptionPaymentRequest,
} from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import { usePanelApp } from '@yoga/ui';
import { openRazorpayCheckout, type CheckoutCallbacks } from './razorpay-checkout';
import { CHECKOUT_TEXTS, type CheckoutState } from './checkout-state';
import { useVerifyPaymentMutation } from './checkout.api';

interface PaymentGatewayOptions {
  /** The checkout's state as of now (the gateway's callbacks come after renders). */
  current: RefObject<CheckoutState>;
  setState: (next: CheckoutState) => void;
  /** A failed ending: kept in the state and toasted. */
  fail: (text: string) => void;
  /** The success text of another module's purchase, instead of the membership's. */
  paidText: RefObject<(() => string) | undefined>;
  /** Whether the order being paid is a gift (no period for the buyer in the success text). */
  gift: RefObject<boolean>;
}

/**
 * The checkout's payment at the gateway: Razorpay Checkout opened for an order (or a subscription's
 * first payment), and the server's verification of what it answers, ending paid or failed.
 */
export function usePaymentGateway({
  current,
  setState,
  fail,
  paidText,
  gift,
}: PaymentGatewayOptions) {
  const { message } = usePanelApp();
  const { brand_name } = useBusinessDetails();
  const { t, locale } = useLocale();
  const [verifyPayment] = useVerifyPaymentMutation();

  const verify = useCallback(
    async (
      order: CreateOrderResponse,
      response: VerifyPaymentRequest | VerifySubscriptionPaymentRequest,
    ) => {
      setState({ step: 'verifying', order });
      try {
        const result = await verifyPayment(response).unwrap();
        // The server's success text is English; in Hindi the same words from the catalogue.
        const until = result.subscription.ends_at;
        const text = paidText.current
          ? paidText.current()
          : gift.current
            ? t('user.gifts.paid')
            : locale === 'en' || !until
              ? result.message
              : t('user.checkout.paid', { until: formatShortDate(until, locale) });
        setState({ step: 'paid', message: text, subscription: result.subscription });
        message.success(text);
      } catch (error) {
        fail(errorMessage(error) ?? t('user.checkout.invalidSignature'));
      }
    },
    [fail, locale, message, setState, t, verifyPayment],
  );

  const openGateway = useCallback(
    async (order: CreateOrderResponse, subscriptionId?: string) => {
      setState({ step: 'gateway', order });
      // Razorpay keeps Checkout open after a failed attempt so the student can try another method;
      // the failure becomes the outcome only if they then close it.
      let lastFailure: string | undefined;
      try {
        const callbacks: CheckoutCallbacks = {
          onPaid: (response) => void verify(order, response),
          onFailed: (reason) => {
            lastFailure = t(CHECKOUT_TEXTS.gatewayFailed, { reason });
            message.error(lastFailure);
          },
          onDismissed: () => {
            if (current.current.step !== 'gateway') return;
            if (lastFailure) {
              setState({ step: 'failed', message: lastFailure });
            } else {
              setState({ step: 'cancelled' });
              message.info(t(CHECKOUT_TEXTS.cancelled));
            }
          },
        };
        if (subscriptionId)
          await openRazorpayCheckout(order, brand_name, callbacks, subscriptionId);
        else await openRazorpayCheckout(order, brand_name, callbacks);
      } catch (error) {
        fail(t(CHECKOUT_TEXTS.orderFailed, { reason: (error as Error).message }));
      }
    },
    [brand_name, fail, message, setState, t, verify],
  );

  return { openGateway, verify };
}
