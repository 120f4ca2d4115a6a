import { useCallback, useRef, useState } from 'react';
import { App } from 'antd';
import { errorMessage } from '@yoga/api-client';
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  type MySubscription,
  type VerifyPaymentRequest,
} from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import {
  useCompleteSandboxPaymentMutation,
  useCreateOrderMutation,
  useVerifyPaymentMutation,
} from './plans.api';
import { openRazorpayCheckout } from './razorpay-checkout';

export type CheckoutState =
  | { step: 'idle' }
  | { step: 'ordering' }
  /** The sandbox's test dialog is open; `pending` is the outcome being sent. */
  | { step: 'sandbox'; order: CreateOrderResponse; pending?: 'success' | 'failure' }
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
  const { message } = App.useApp();
  const { brand_name } = useBusinessDetails();
  const { t, locale } = useLocale();
  const [state, setStateValue] = useState<CheckoutState>({ step: 'idle' });
  const current = useRef(state);
  const setState = useCallback((next: CheckoutState) => {
    current.current = next;
    setStateValue(next);
  }, []);
  const [createOrder] = useCreateOrderMutation();
  const [completeSandbox] = useCompleteSandboxPaymentMutation();
  const [verifyPayment] = useVerifyPaymentMutation();

  const fail = useCallback(
    (text: string) => {
      setState({ step: 'failed', message: text });
      message.error(text);
    },
    [message, setState],
  );

  const verify = useCallback(
    async (order: CreateOrderResponse, response: VerifyPaymentRequest) => {
      setState({ step: 'verifying', order });
      try {
        const result = await verifyPayment(response).unwrap();
        // The server's success text is English; in Hindi the same words from the catalogue.
        const until = result.subscription.ends_at;
        const text =
          locale === 'en' || !until
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
    async (order: CreateOrderResponse) => {
      setState({ step: 'gateway', order });
      // Razorpay keeps Checkout open after a failed attempt so the student can try another method;
      // the failure becomes the outcome only if they then close it.
      let lastFailure: string | undefined;
      try {
        await openRazorpayCheckout(order, brand_name, {
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
        });
      } catch (error) {
        fail(t(CHECKOUT_TEXTS.orderFailed, { reason: (error as Error).message }));
      }
    },
    [brand_name, fail, message, setState, t, verify],
  );

  const start = useCallback(
    async (request: CreateOrderRequest) => {
      setState({ step: 'ordering' });
      let order: CreateOrderResponse;
      try {
        order = await createOrder(request).unwrap();
      } catch (error) {
        fail(t(CHECKOUT_TEXTS.orderFailed, { reason: errorMessage(error) ?? t('user.tryAgain') }));
        return;
      }
      if (order.gateway === 'sandbox') setState({ step: 'sandbox', order });
      else await openGateway(order);
    },
    [createOrder, fail, openGateway, setState, t],
  );

  /** The sandbox dialog's Pay (success) or Fail (failure) button. */
  const completeInSandbox = useCallback(
    async (outcome: 'success' | 'failure') => {
      const now = current.current;
      if (now.step !== 'sandbox' || now.pending) return;
      const { order } = now;
      setState({ step: 'sandbox', order, pending: outcome });
      try {
        const result = await completeSandbox({ order_id: order.order_id, outcome }).unwrap();
        if ('razorpay_signature' in result) await verify(order, result);
        // The sandbox's failure answer (PAYMENT_MESSAGES.paymentFailed) in the active language.
        else fail(t('user.checkout.paymentFailed'));
      } catch (error) {
        fail(errorMessage(error) ?? t('user.checkout.paymentFailed'));
      }
    },
    [completeSandbox, fail, setState, t, verify],
  );

  /** Closing the sandbox dialog without paying: the order stays unpaid and nothing is charged. */
  const cancel = useCallback(() => {
    if (current.current.step !== 'sandbox' || current.current.pending) return;
    setState({ step: 'cancelled' });
    message.info(t(CHECKOUT_TEXTS.cancelled));
  }, [message, setState, t]);

  const reset = useCallback(() => setState({ step: 'idle' }), [setState]);

  return { state, start, completeInSandbox, cancel, reset };
}
