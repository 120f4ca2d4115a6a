import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  type CreateRecurringRequest,
  type CreateRecurringResponse,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import {
  useCompleteSandboxPaymentMutation,
  useCompleteSandboxSubscriptionMutation,
  useCreateOrderMutation,
  useCreateRecurringMutation,
} from './checkout.api';
import { subscriptionAsOrder } from './subscription-order';
import { CHECKOUT_TEXTS, type CheckoutState } from './checkout-state';
import { usePaymentGateway } from './use-payment-gateway';
import { usePanelApp } from '@yoga/ui';

export { CHECKOUT_TEXTS, type CheckoutState } from './checkout-state';

/**
 * One payment from order to verified plan. The server prices the order; the sandbox dialog (no keys
 * configured) or Razorpay Checkout collects the payment; the server verifies its signature and answers
 * with the new membership. Every ending is toasted and kept in `state` for the page to show inline.
 */
export interface CheckoutOptions {
  /** The success text of another module's purchase (a company's seats), instead of the membership's. */
  paidText?: () => string;
}

export function useCheckout(options: CheckoutOptions = {}) {
  const paidText = useRef(options.paidText);
  paidText.current = options.paidText;
  const { message } = usePanelApp();
  const { t } = useLocale();
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
  const [createRecurring] = useCreateRecurringMutation();
  const [completeSandboxSubscription] = useCompleteSandboxSubscriptionMutation();

  const fail = useCallback(
    (text: string) => {
      setState({ step: 'failed', message: text });
      message.error(text);
    },
    [message, setState],
  );

  const { openGateway, verify } = usePaymentGateway({ current, setState, fail, paidText, gift });

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
      const order = subscriptionAsOrder(created);
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
