import type {
  CreateRecurringResponse,
  OwnedRenewal,
  SandboxCompleteSubscriptionRequest,
  SandboxCompleteSubscriptionResponse,
  VerifyPaymentResponse,
  VerifySubscriptionPaymentRequest,
} from '@yoga/contracts';
import { membershipApi } from '../membership.api';

/** What renews itself here: a household (its payer) or a company's seats (one of its admins). */
export type OwnedKind = 'households' | 'companies';

const tagged = membershipApi.enhanceEndpoints({ addTagTypes: ['Household', 'Company'] });

/**
 * A household's or company's automatic renewal (issue 35, UPI AutoPay): POST and DELETE
 * /{households|companies}/:id/renewal, its first payment verified like any subscription's.
 */
export const ownedRenewalApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    startOwnedRenewal: build.mutation<CreateRecurringResponse, { kind: OwnedKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/${kind}/${id}/renewal`, method: 'POST', body: {} }),
      invalidatesTags: ['Household', 'Company'],
    }),
    stopOwnedRenewal: build.mutation<OwnedRenewal | null, { kind: OwnedKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/${kind}/${id}/renewal`, method: 'DELETE' }),
      invalidatesTags: ['Household', 'Company'],
    }),
    completeOwnedRenewalSandbox: build.mutation<
      SandboxCompleteSubscriptionResponse,
      SandboxCompleteSubscriptionRequest
    >({
      query: (body) => ({ url: '/payments/sandbox/complete', method: 'POST', body }),
    }),
    verifyOwnedRenewal: build.mutation<VerifyPaymentResponse, VerifySubscriptionPaymentRequest>({
      query: (body) => ({ url: '/payments/verify', method: 'POST', body }),
      invalidatesTags: ['Household', 'Company', 'Subscription', { type: 'Payment', id: 'LIST' }],
    }),
  }),
});

export const {
  useStartOwnedRenewalMutation,
  useStopOwnedRenewalMutation,
  useCompleteOwnedRenewalSandboxMutation,
  useVerifyOwnedRenewalMutation,
} = ownedRenewalApi;
