import { baseApi } from '@yoga/api-client';
import type { AdminCoupon, CouponRequest, CouponUpdateRequest } from '@yoga/contracts';

/** The admin's offer codes (GET/POST /api/admin/coupons, PATCH /api/admin/coupons/:id). */
export const couponsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Coupon'] }).injectEndpoints({
  endpoints: (build) => ({
    adminCoupons: build.query<AdminCoupon[], void>({
      query: () => ({ url: '/admin/coupons' }),
      providesTags: [{ type: 'Coupon' as const, id: 'LIST' }],
    }),
    createCoupon: build.mutation<AdminCoupon, CouponRequest>({
      query: (body) => ({ url: '/admin/coupons', method: 'POST', body }),
      invalidatesTags: [{ type: 'Coupon' as const, id: 'LIST' }],
    }),
    updateCoupon: build.mutation<AdminCoupon, { id: number; body: CouponUpdateRequest }>({
      query: ({ id, body }) => ({ url: `/admin/coupons/${id}`, method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Coupon' as const, id: 'LIST' }],
    }),
  }),
});

export const { useAdminCouponsQuery, useCreateCouponMutation, useUpdateCouponMutation } =
  couponsApi;
