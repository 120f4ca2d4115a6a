import { useCallback, useState } from 'react';
import { errorCode, errorMessage } from '@yoga/api-client';
import type { CreateHouseholdRequest, CreateOrderResponse } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import { openRazorpayCheckout } from '../../shared/checkout/razorpay-checkout';
import {
  useCompleteHouseholdSandboxMutation,
  useCreateHouseholdMutation,
  useRenewHouseholdMutation,
  useVerifyHouseholdPaymentMutation,
} from './households.api';

export type HouseholdCheckout =
  | { step: 'idle' }
  | { step: 'ordering' }
  | { step: 'sandbox'; order: CreateOrderResponse; pending?: 'success' | 'failure' }
  | { step: 'paying'; order: CreateOrderResponse }
  | { step: 'paid' }
  | { step: 'failed'; message: string };

/**
 * A household plan's payment: the order (POST /households, or POST /households/:id/renewals for the
 * payer's paid household; priced by the server), then the sandbox
 * dialog (no gateway keys) or Razorpay Checkout, then verification, like any order of the panel.
 */
export function useHouseholdCheckout() {
  const { t } = useLocale();
  const { brand_name } = useBusinessDetails();
  const [state, setState] = useState<HouseholdCheckout>({ step: 'idle' });
  const [create] = useCreateHouseholdMutation();
  const [renew] = useRenewHouseholdMutation();
  const [complete] = useCompleteHouseholdSandboxMutation();
  const [verify] = useVerifyHouseholdPaymentMutation();

  const fail = useCallback((message: string) => setState({ step: 'failed', message }), []);

  const start = useCallback(
    async (request: CreateHouseholdRequest, renewing?: number) => {
      setState({ step: 'ordering' });
      let order: CreateOrderResponse;
      try {
        // A renewal is an order for the same household: its members keep their access. One a refund
        // ended cannot be renewed (409 household_not_paid): a new household then.
        order =
          renewing !== undefined
            ? await renew({ id: renewing, ...request })
                .unwrap()
                .catch((error: unknown) => {
                  if (errorCode(error) !== 'household_not_paid') throw error;
                  return create(request).unwrap();
                })
            : await create(request).unwrap();
      } catch (error) {
        return fail(errorMessage(error) ?? t('user.tryAgain'));
      }
      if (order.gateway === 'sandbox') return setState({ step: 'sandbox', order });
      setState({ step: 'paying', order });
      try {
        await openRazorpayCheckout(order, brand_name, {
          onPaid: (response) => {
            if (!('razorpay_order_id' in response)) return;
            verify(response)
              .unwrap()
              .then(() => setState({ step: 'paid' }))
              .catch((error: unknown) => fail(errorMessage(error) ?? t('user.tryAgain')));
          },
          onFailed: (reason) => fail(reason),
          onDismissed: () => setState((s) => (s.step === 'paying' ? { step: 'idle' } : s)),
        });
      } catch (error) {
        fail((error as Error).message);
      }
    },
    [brand_name, create, fail, renew, t, verify],
  );

  /** The sandbox dialog's Pay or Fail. */
  const completeInSandbox = useCallback(
    async (outcome: 'success' | 'failure') => {
      if (state.step !== 'sandbox' || state.pending) return;
      const { order } = state;
      setState({ step: 'sandbox', order, pending: outcome });
      try {
        const result = await complete({ order_id: order.order_id, outcome }).unwrap();
        if (!('razorpay_signature' in result)) return fail(t('user.household.paymentFailed'));
        await verify(result).unwrap();
        setState({ step: 'paid' });
      } catch (error) {
        fail(errorMessage(error) ?? t('user.tryAgain'));
      }
    },
    [complete, fail, state, t, verify],
  );

  const reset = useCallback(() => setState({ step: 'idle' }), []);
  return { state, start, completeInSandbox, reset };
}
