import { useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import type { CreateOrderResponse, CreateRecurringResponse } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import { openRazorpayCheckout } from './checkout/razorpay-checkout';
import { subscriptionAsOrder } from './checkout/subscription-order';
import {
  useCompleteOwnedRenewalSandboxMutation,
  useStartOwnedRenewalMutation,
  useVerifyOwnedRenewalMutation,
  type OwnedKind,
} from './renewals/owned-renewal.api';

export type OwnedRenewalStep =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'sandbox'; order: CreateOrderResponse; pending?: 'success' | 'failure' }
  | { step: 'paying' };

export type OwnedRenewalNotice = { type: 'success' | 'error'; text: string } | null;

/**
 * Starting a household's or company's automatic renewal: the gateway's subscription, its first payment
 * in Razorpay Checkout or the sandbox dialog, and its verification; each outcome told by `setNotice`.
 */
export function useOwnedRenewalStart(
  kind: OwnedKind,
  id: number,
  setNotice: (notice: OwnedRenewalNotice) => void,
) {
  const { t } = useLocale();
  const { brand_name } = useBusinessDetails();
  const [state, setState] = useState<OwnedRenewalStep>({ step: 'idle' });
  const [start] = useStartOwnedRenewalMutation();
  const [complete] = useCompleteOwnedRenewalSandboxMutation();
  const [verify] = useVerifyOwnedRenewalMutation();
  const busy = state.step !== 'idle';

  const fail = (error: unknown) => {
    setState({ step: 'idle' });
    setNotice({ type: 'error', text: errorMessage(error) ?? t('user.tryAgain') });
  };
  const verified = () => {
    setState({ step: 'idle' });
    setNotice({ type: 'success', text: t('user.autopay.started') });
  };

  const begin = async () => {
    setNotice(null);
    setState({ step: 'starting' });
    let created: CreateRecurringResponse;
    try {
      created = await start({ kind, id }).unwrap();
    } catch (error) {
      return fail(error);
    }
    const order = subscriptionAsOrder(created);
    if (created.gateway === 'sandbox') return setState({ step: 'sandbox', order });
    setState({ step: 'paying' });
    try {
      await openRazorpayCheckout(
        order,
        brand_name,
        {
          onPaid: (response) => {
            if (!('razorpay_subscription_id' in response)) return;
            verify(response).unwrap().then(verified).catch(fail);
          },
          onFailed: (reason) => fail(new Error(reason)),
          onDismissed: () => setState({ step: 'idle' }),
        },
        created.subscription_id,
      );
    } catch (error) {
      fail(error);
    }
  };

  const completeInSandbox = async (outcome: 'success' | 'failure') => {
    if (state.step !== 'sandbox' || state.pending) return;
    setState({ ...state, pending: outcome });
    try {
      const result = await complete({ subscription_id: state.order.order_id, outcome }).unwrap();
      if (!('razorpay_signature' in result)) {
        setState({ step: 'idle' });
        return setNotice({ type: 'error', text: t('user.autopay.failed') });
      }
      await verify(result).unwrap();
      verified();
    } catch (error) {
      fail(error);
    }
  };

  /** The sandbox dialog closed without paying. */
  const cancel = () => setState({ step: 'idle' });

  return { state, busy, begin, completeInSandbox, cancel, fail };
}
