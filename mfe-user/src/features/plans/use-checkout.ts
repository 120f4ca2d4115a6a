import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  type CreateRecurringRequest,
  type CreateRecurringResponse,
  type MySubscription,
  type VerifyPaymentRequest,
  type VerifySubscriptionPaymentRequest,
} from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import {
  useCompleteSandboxPaymentMutation,
  useCompleteSandboxSubscriptionMutation,
  useCreateOrderMutation,
  useCreateRecurringMutation,
  useVerifyPaymentMutation,
} from './plans.api';
import { openRazorpayCheckout, type CheckoutCallbacks } from './razorpay-checkout';
import { usePanelApp } from '@yoga/ui';

export type CheckoutState =
  | { step: 'idle' }
  | { step: 'ordering' }
  /**
   * The sandbox's test dialog is open; `pending` is the outcome being sent; `subscription`: the
   * first payment of a subscription that renews itself (its id).
   */
  | {
      step: 'sandbox';
      order: CreateOrderResponse;
      pending?: 'success' | 'failure';
      subscription?: string;
    }
  /** Razorpay Checkout is loading or open. */
  | { step: 'gateway'; order: CreateOrderResponse }
  | { step: 'verifying'; order: CreateOrderResponse }
  | { step: 'paid'; message: string; subscription: MySubscription }
  | { step: 'failed'; message: string }
  | { step: 'cancelled' };

/** Message IDs of the checkout's endings (user.checkout.*). */
export const CHECKOUT_TEXTS = {
  cancelled: 'user.checkout.cancelled',
  orderFailed: 'user.checkout.orderFailed',
  gatewayFailed: 'user.checkout.gatewayFailed',
} as const;

/**
 * One payment from order to verified plan. The server prices the order; the sandbox dialog (no keys
 * configured) or Razorpay Checkout collects the payment; the server verifies its signature and answers
 * with the new membership. Every ending is toasted and kept in `state` for the page to show inline.
 */
export function useCheckout() {
  const { message } = usePanelApp();
  const { brand_name } = useBusinessDetails();
  const { t, locale } = useLocale();
  const [state, setStateValue] = useState<CheckoutState>({ step: 'idle' });
  const current = useRef(state);
  // Whether the order being paid is a gift (its success text differs: no period for the buyer).
  const gift = useRef(false);
  const setState = useCallback((next: CheckoutState) => {
    current.current = next;
    setStateValue(next);
  }, []);
  const [createOrder] = useCreateOrderMutation();
  const [completeSandbox] = useCompleteSandboxPaymentMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [createRecurring] = useCreateRecurringMutation();
  const [completeSandboxSubscription] = useCompleteSandboxSubscriptionMutation();

  const fail = useCallback(
    (text: string) => {
      setState({ step: 'failed', message: text });
      message.error(text);
    },
    [message, setState],
  );

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
        const text = gift.current
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

  /**
   * Any one-off order (a plan, or a gift through the gifts page: `gift` shows the gift's success text),
   * then the sandbox dialog or Razorpay Checkout, then verification.
   */
  const startOrder = useCallback(
    async (create: () => Promise<CreateOrderResponse>, options: { gift?: boolean } = {}) => {
      gift.current = Boolean(options.gift);
      setState({ step: 'ordering' });
      let order: CreateOrderResponse;
      try {
        order = await create();
      } catch (error) {
        fail(t(CHECKOUT_TEXTS.orderFailed, { reason: errorMessage(error) ?? t('user.tryAgain') }));
        return;
      }
      if (order.gateway === 'sandbox') setState({ step: 'sandbox', order });
      else await openGateway(order);
    },
    [fail, openGateway, setState, t],
  );

  const start = useCallback(
    (request: CreateOrderRequest) => startOrder(() => createOrder(request).unwrap()),
    [createOrder, startOrder],
  );

  /**
   * "Renew automatically": the subscription on the server, then its first payment in the sandbox dialog
   * or Razorpay Checkout (UPI AutoPay, cards, eMandate), verified like a one-off payment.
   */
  const startRecurring = useCallback(
    async (request: CreateRecurringRequest) => {
      gift.current = false;
      setState({ step: 'ordering' });
      let created: CreateRecurringResponse;
      try {
        created = await createRecurring(request).unwrap();
      } catch (error) {
        fail(t(CHECKOUT_TEXTS.orderFailed, { reason: errorMessage(error) ?? t('user.tryAgain') }));
        return;
      }
      const order = asOrder(created);
      if (created.gateway === 'sandbox')
        setState({ step: 'sandbox', order, subscription: created.subscription_id });
      else await openGateway(order, created.subscription_id);
    },
    [createRecurring, fail, openGateway, setState, t],
  );

  /** The sandbox dialog's Pay (success) or Fail (failure) button. */
  const completeInSandbox = useCallback(
    async (outcome: 'success' | 'failure') => {
      const now = current.current;
      if (now.step !== 'sandbox' || now.pending) return;
      const { order, subscription } = now;
      setState({ step: 'sandbox', order, subscription, pending: outcome });
      try {
        const result = subscription
          ? await completeSandboxSubscription({ subscription_id: subscription, outcome }).unwrap()
          : await completeSandbox({ order_id: order.order_id, outcome }).unwrap();
        if ('razorpay_signature' in result) await verify(order, result);
        // The sandbox's failure answer in the active language: credits "returned" only when some were held.
        else
          fail(
            t(
              order.credits_applied > 0
                ? 'user.checkout.paymentFailed'
                : 'user.checkout.paymentFailedNoCredits',
            ),
          );
      } catch (error) {
        fail(errorMessage(error) ?? t('user.checkout.paymentFailed'));
      }
    },
    [completeSandbox, completeSandboxSubscription, fail, setState, t, verify],
  );

  /** Closing the sandbox dialog without paying: the order stays unpaid and nothing is charged. */
  const cancel = useCallback(() => {
    if (current.current.step !== 'sandbox' || current.current.pending) return;
    setState({ step: 'cancelled' });
    message.info(t(CHECKOUT_TEXTS.cancelled));
  }, [message, setState, t]);

  const reset = useCallback(() => setState({ step: 'idle' }), [setState]);

  return { state, start, startOrder, startRecurring, completeInSandbox, cancel, reset };
}

/** A subscription's first payment in the shape of an order, for the sandbox dialog and Checkout. */
function asOrder(created: CreateRecurringResponse): CreateOrderResponse {
  return {
    payment_id: 0,
    order_id: created.subscription_id,
    amount: created.amount,
    currency: created.currency,
    key_id: created.key_id,
    gateway: created.gateway,
    plan: created.plan,
    credits_applied: 0,
    discount: created.discount,
    coupon: created.coupon,
    prefill: created.prefill,
  };
}
