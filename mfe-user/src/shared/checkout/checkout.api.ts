import type {
  CouponCheckRequest,
  CouponCheckResponse,
  CreateOrderRequest,
  CreateOrderResponse,
  CreateRecurringRequest,
  CreateRecurringResponse,
  SandboxCompleteRequest,
  SandboxCompleteResponse,
  SandboxCompleteSubscriptionRequest,
  SandboxCompleteSubscriptionResponse,
  VerifyAnyPaymentRequest,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@yoga/contracts';
import { membershipApi } from '../membership.api';

/** Checkout: an order on the server (which prices it), the sandbox's stand-in for Checkout, verification. */
export const checkoutApi = membershipApi.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<CreateOrderResponse, CreateOrderRequest>({
      query: (body) => ({ url: '/payments/orders', method: 'POST', body }),
      // A state given at checkout is remembered on the profile.
      invalidatesTags: [{ type: 'Payment', id: 'LIST' }, 'Profile'],
    }),
    /** An offer code's price for the chosen plan, or its reason (by code) why not. */
    checkCoupon: build.mutation<CouponCheckResponse, CouponCheckRequest>({
      query: (body) => ({ url: '/coupons/check', method: 'POST', body }),
    }),
    completeSandboxPayment: build.mutation<SandboxCompleteResponse, SandboxCompleteRequest>({
      query: (body) => ({ url: '/payments/sandbox/complete', method: 'POST', body }),
      // A failed payment shows in the history and returns its credits.
      invalidatesTags: [{ type: 'Payment', id: 'LIST' }, 'Subscription'],
    }),
    /** A subscription that renews itself (Razorpay Subscriptions): what Checkout needs. */
    createRecurring: build.mutation<CreateRecurringResponse, CreateRecurringRequest>({
      query: (body) => ({ url: '/subscriptions/recurring', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    completeSandboxSubscription: build.mutation<
      SandboxCompleteSubscriptionResponse,
      SandboxCompleteSubscriptionRequest
    >({
      query: (body) => ({ url: '/payments/sandbox/complete', method: 'POST', body }),
    }),
    verifyPayment: build.mutation<
      VerifyPaymentResponse,
      VerifyPaymentRequest | VerifyAnyPaymentRequest
    >({
      query: (body) => ({ url: '/payments/verify', method: 'POST', body }),
      // The membership, the history and the credit balance (shown with the referrals) all change.
      invalidatesTags: [{ type: 'Payment', id: 'LIST' }, 'Subscription', 'Referral', 'Gift'],
    }),
  }),
});

export const {
  useCheckCouponMutation,
  useCompleteSandboxPaymentMutation,
  useCompleteSandboxSubscriptionMutation,
  useCreateOrderMutation,
  useCreateRecurringMutation,
  useVerifyPaymentMutation,
} = checkoutApi;
