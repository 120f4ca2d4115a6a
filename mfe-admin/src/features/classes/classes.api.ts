import { baseApi } from '@yoga/api-client';
import type { SuccessResponse, YogaClass, YogaClassInput } from '@yoga/contracts';

// The list comes from the shared useClassesQuery (tag Class/LIST); the dashboard counts classes too.
const AFTER_CHANGE = [{ type: 'Class', id: 'LIST' }, 'Stats'] as const;

export const classesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createClass: build.mutation<YogaClass, YogaClassInput>({
      query: (body) => ({ url: '/classes', method: 'POST', body }),
      invalidatesTags: [...AFTER_CHANGE],
    }),
    updateClass: build.mutation<YogaClass, { id: number; body: YogaClassInput }>({
      query: ({ id, body }) => ({ url: `/classes/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Class', id }, ...AFTER_CHANGE, 'Booking'],
    }),
    deleteClass: build.mutation<SuccessResponse, number>({
      query: (id) => ({ url: `/classes/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Class', id }, ...AFTER_CHANGE, 'Booking'],
    }),
  }),
});

export const { useCreateClassMutation, useUpdateClassMutation, useDeleteClassMutation } =
  classesApi;
