import type {
  CreateGiftOrderRequest,
  CreateOrderResponse,
  GiftRecord,
  RedeemGiftRequest,
  RedeemGiftResponse,
} from '@yoga/contracts';
import { membershipApi } from '../../shared/membership.api';

/** Gift a membership (issue 26): the order (paid through the same checkout), the buyer's gifts, redeeming. */
export const giftsApi = membershipApi.injectEndpoints({
  endpoints: (build) => ({
    createGiftOrder: build.mutation<CreateOrderResponse, CreateGiftOrderRequest>({
      query: (body) => ({ url: '/gifts/orders', method: 'POST', body }),
      invalidatesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
    myGifts: build.query<GiftRecord[], void>({
      query: () => '/gifts/mine',
      providesTags: ['Gift'],
    }),
    resendGift: build.mutation<GiftRecord, number>({
      query: (id) => ({ url: `/gifts/${id}/resend`, method: 'POST', body: {} }),
      invalidatesTags: ['Gift'],
    }),
    redeemGift: build.mutation<RedeemGiftResponse, RedeemGiftRequest>({
      query: (body) => ({ url: '/gifts/redeem', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const {
  useCreateGiftOrderMutation,
  useMyGiftsQuery,
  useResendGiftMutation,
  useRedeemGiftMutation,
} = giftsApi;
