import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi, listTags } from '@yoga/api-client';
import type {
  CreateManagedUserResponse,
  ManagedUser,
  ManagedUserInput,
  SuccessResponse,
  UserStatus,
} from '@yoga/contracts';
import { userListParams } from './user-filter';
import type { ManagedUserPage, UserListArgs } from './users.types';

// Every change can move the dashboard counts and the read-only users table, so those refresh too.
const AFTER_CHANGE = [{ type: 'User', id: 'LIST' }, 'Stats'] as const;

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    managedUsers: build.query<ManagedUserPage, UserListArgs>({
      query: (args) => ({ url: '/manageusers', params: userListParams(args) }),
      transformResponse: (body: ManagedUser[] | ManagedUserPage, meta) => {
        const items = Array.isArray(body) ? body : body.items;
        // The shared base query does not declare its meta type; it is fetchBaseQuery's.
        const header = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(
          'X-Total-Count',
        );
        const total = header ? Number(header) : Array.isArray(body) ? body.length : body.total;
        return { items, total };
      },
      providesTags: (result) => listTags('User', result?.items),
    }),
    createManagedUser: build.mutation<CreateManagedUserResponse, ManagedUserInput>({
      query: (body) => ({ url: '/manageusers', method: 'POST', body }),
      invalidatesTags: [...AFTER_CHANGE],
    }),
    updateManagedUser: build.mutation<ManagedUser, { id: number; body: ManagedUserInput }>({
      query: ({ id, body }) => ({ url: `/manageusers/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'User', id }, ...AFTER_CHANGE],
    }),
    setManagedUserStatus: build.mutation<ManagedUser, { id: number; status: UserStatus }>({
      query: ({ id, status }) => ({
        url: `/manageusers/${id}/status`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'User', id }, ...AFTER_CHANGE],
    }),
    /** Emails the user a reset link; the admin never sees or sets the password. */
    sendResetLink: build.mutation<SuccessResponse, number>({
      query: (id) => ({ url: `/manageusers/${id}/reset-password`, method: 'POST' }),
    }),
    deleteManagedUser: build.mutation<SuccessResponse, number>({
      query: (id) => ({ url: `/manageusers/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'User', id }, ...AFTER_CHANGE, 'Referral'],
    }),
  }),
});

export const {
  useManagedUsersQuery,
  useCreateManagedUserMutation,
  useUpdateManagedUserMutation,
  useSetManagedUserStatusMutation,
  useDeleteManagedUserMutation,
  useSendResetLinkMutation,
} = usersApi;
