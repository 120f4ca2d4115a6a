import type {
  AcceptHouseholdInviteRequest,
  HouseholdInviteRequest,
  CreateHouseholdRequest,
  CreateHouseholdResponse,
  MyHousehold,
  RenewHouseholdRequest,
  SandboxCompleteRequest,
  SandboxCompleteResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@yoga/contracts';
import { membershipApi } from '../../shared/membership.api';

const householdTagged = membershipApi.enhanceEndpoints({ addTagTypes: ['Household'] });

/** Household plan (issue 35): buy, the household, invite, accept, remove; paid like any order. */
export const householdsApi = householdTagged.injectEndpoints({
  endpoints: (build) => ({
    myHousehold: build.query<MyHousehold, void>({
      query: () => '/households/mine',
      providesTags: ['Household', 'Me'],
    }),
    createHousehold: build.mutation<CreateHouseholdResponse, CreateHouseholdRequest>({
      query: (body) => ({ url: '/households', method: 'POST', body }),
      invalidatesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
    /** An order that renews this household (its members keep their access). */
    renewHousehold: build.mutation<CreateHouseholdResponse, { id: number } & RenewHouseholdRequest>(
      {
        query: ({ id, ...body }) => ({ url: `/households/${id}/renewals`, method: 'POST', body }),
        invalidatesTags: [{ type: 'Payment', id: 'LIST' }],
      },
    ),
    completeHouseholdSandbox: build.mutation<SandboxCompleteResponse, SandboxCompleteRequest>({
      query: (body) => ({ url: '/payments/sandbox/complete', method: 'POST', body }),
    }),
    verifyHouseholdPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({
      query: (body) => ({ url: '/payments/verify', method: 'POST', body }),
      invalidatesTags: ['Household', 'Subscription', { type: 'Payment', id: 'LIST' }],
    }),
    inviteHouseholdMember: build.mutation<MyHousehold, { id: number } & HouseholdInviteRequest>({
      query: ({ id, ...body }) => ({
        url: `/households/${id}/invites`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Household'],
    }),
    acceptHouseholdInvite: build.mutation<MyHousehold, AcceptHouseholdInviteRequest>({
      query: (body) => ({ url: '/households/invites/accept', method: 'POST', body }),
      invalidatesTags: ['Household', 'Subscription'],
    }),
    removeHouseholdMember: build.mutation<MyHousehold, { id: number; userId: number }>({
      query: ({ id, userId }) => ({ url: `/households/${id}/members/${userId}`, method: 'DELETE' }),
      invalidatesTags: ['Household'],
    }),
  }),
});

export const {
  useMyHouseholdQuery,
  useCreateHouseholdMutation,
  useRenewHouseholdMutation,
  useCompleteHouseholdSandboxMutation,
  useVerifyHouseholdPaymentMutation,
  useInviteHouseholdMemberMutation,
  useAcceptHouseholdInviteMutation,
  useRemoveHouseholdMemberMutation,
} = householdsApi;
