import { baseApi, listTags } from '@yoga/api-client';
import type { AdminUserRow } from '@yoga/contracts';

export const usersTableApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUserRow[], void>({
      query: () => '/admin/users',
      // Same User/LIST tag as manage-user, so any change there refreshes this table.
      providesTags: (result) => listTags('User', result),
    }),
  }),
});

export const { useAdminUsersQuery } = usersTableApi;
