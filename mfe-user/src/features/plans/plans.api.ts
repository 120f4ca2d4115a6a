import type {
  CreateOrderRequest,
  CreateOrderResponse,
  SandboxCompleteRequest,
  SandboxCompleteResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@yoga/contracts';
import { membershipApi } from '../../shared/membership.api';

/** Checkout: an order on the server (which prices it), the sandbox's stand-in for Checkout, verification. */
export const plansApi = membershipApi.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<CreateOrderResponse, CreateOrderRequest>({
      query: (body) => ({ url: '/payments/orders', method: 'POST', body }),
      // A state given at checkout is remembered on the profile.
      invalidatesTags: [{ type: 'Payment', id: 'LIST' }, 'Profile'],
    }),
    completeSandboxPayment: build.mutation<SandboxCompleteResponse, SandboxCompleteRequest>({
      query: (body) => ({ url: '/payments/sandbox/complete', method: 'POST', body }),
      // A failed payment shows in the history and returns its credits.
      invalidatesTags: [{ type: 'Payment', id: 'LIST' }, 'Subscription'],
    }),
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({
      query: (body) => ({ url: '/payments/verify', method: 'POST', body }),
      // The membership, the history and the credit balance (shown with the referrals) all change.
      invalidatesTags: [{ type: 'Payment', id: 'LIST' }, 'Subscription', 'Referral'],
    }),
  }),
});

export const {
  useCreateOrderMutation,
  useCompleteSandboxPaymentMutation,
  useVerifyPaymentMutation,
} = plansApi;
