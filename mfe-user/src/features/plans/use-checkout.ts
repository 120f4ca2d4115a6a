import { useCallback, useRef, useState } from 'react';
import { App } from 'antd';
import { errorMessage } from '@yoga/api-client';
import {
  PAYMENT_MESSAGES,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type MySubscription,
  type VerifyPaymentRequest,
} from '@yoga/contracts';
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

export const CHECKOUT_TEXTS = {
  cancelled: 'Payment cancelled. Nothing was charged.',
  orderFailed: 'Could not start the payment.',
  gatewayFailed: 'Payment failed:',
} as const;

/**
 * One payment from order to verified plan. The server prices the order; the sandbox dialog (no keys
 * configured) or Razorpay Checkout collects the payment; the server verifies its signature and answers
 * with the new membership. Every ending is toasted and kept in `state` for the page to show inline.
 */
export function useCheckout() {
  const { message } = App.useApp();
  const { brand_name } = useBusinessDetails();
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
        setState({ step: 'paid', message: result.message, subscription: result.subscription });
        message.success(result.message);
      } catch (error) {
        fail(errorMessage(error) ?? PAYMENT_MESSAGES.invalidSignature);
      }
    },
    [fail, message, setState, verifyPayment],
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
            lastFailure = `${CHECKOUT_TEXTS.gatewayFailed} ${reason}`;
            message.error(lastFailure);
          },
          onDismissed: () => {
            if (current.current.step !== 'gateway') return;
            if (lastFailure) {
              setState({ step: 'failed', message: lastFailure });
            } else {
              setState({ step: 'cancelled' });
              message.info(CHECKOUT_TEXTS.cancelled);
            }
          },
        });
      } catch (error) {
        fail(`${CHECKOUT_TEXTS.orderFailed} ${(error as Error).message}`);
      }
    },
    [brand_name, fail, message, setState, verify],
  );

  const start = useCallback(
    async (request: CreateOrderRequest) => {
      setState({ step: 'ordering' });
      let order: CreateOrderResponse;
      try {
        order = await createOrder(request).unwrap();
      } catch (error) {
        fail(`${CHECKOUT_TEXTS.orderFailed} ${errorMessage(error) ?? 'Please try again.'}`);
        return;
      }
      if (order.gateway === 'sandbox') setState({ step: 'sandbox', order });
      else await openGateway(order);
    },
    [createOrder, fail, openGateway, setState],
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
        else fail(result.message || PAYMENT_MESSAGES.paymentFailed);
      } catch (error) {
        fail(errorMessage(error) ?? PAYMENT_MESSAGES.paymentFailed);
      }
    },
    [completeSandbox, fail, setState, verify],
  );

  /** Closing the sandbox dialog without paying: the order stays unpaid and nothing is charged. */
  const cancel = useCallback(() => {
    if (current.current.step !== 'sandbox' || current.current.pending) return;
    setState({ step: 'cancelled' });
    message.info(CHECKOUT_TEXTS.cancelled);
  }, [message, setState]);

  const reset = useCallback(() => setState({ step: 'idle' }), [setState]);

  return { state, start, completeInSandbox, cancel, reset };
}
