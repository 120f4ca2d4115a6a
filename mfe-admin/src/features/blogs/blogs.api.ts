import { baseApi } from '@yoga/api-client';
import type { Blog, SuccessResponse } from '@yoga/contracts';

export const blogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Multipart: fetch sets the boundary itself when the body is FormData.
    createBlog: build.mutation<Blog, FormData>({
      query: (body) => ({ url: '/blogs/create', method: 'POST', body }),
      invalidatesTags: [{ type: 'Blog', id: 'LIST' }],
    }),
    // PATCH with the same multipart body; a file part replaces the picture.
    updateBlog: build.mutation<Blog, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ url: `/blogs/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Blog', id },
        { type: 'Blog', id: 'LIST' },
      ],
    }),
    deleteBlog: build.mutation<SuccessResponse, number>({
      query: (id) => ({ url: `/blogs/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Blog', id },
        { type: 'Blog', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCreateBlogMutation, useUpdateBlogMutation, useDeleteBlogMutation } = blogsApi;
