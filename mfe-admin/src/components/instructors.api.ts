import { baseApi } from '@yoga/api-client';
import type { InstructorOption } from '@yoga/contracts';

/**
 * The instructor accounts (GET /api/admin/instructors: active users with the instructor role), shared
 * by the Timetable and Manage Class pickers (issue 38: one instructor field everywhere).
 */
export const instructorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    instructorOptions: build.query<InstructorOption[], void>({
      query: () => '/admin/instructors',
    }),
  }),
});

export const { useInstructorOptionsQuery } = instructorsApi;
