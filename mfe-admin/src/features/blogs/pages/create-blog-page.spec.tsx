import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Blog } from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import CreateBlogPage from './create-blog-page';

const POST: Blog = {
  id: 3,
  title: 'Morning flow',
  category: 'Yoga',
  description: 'Twelve rounds.',
  title_hi: null,
  description_hi: null,
  author: 'Asha',
  time_to_read: '7 min',
  thumbnail: null,
  thumbnail_srcset: null,
  created_at: '2026-11-20T05:00:00.000Z',
};

const updateBlog = jest.fn();
const createBlog = jest.fn();
jest.mock('@yoga/api-client', () => ({
  ...jest.requireActual('@yoga/api-client'),
  useBlogsQuery: () => ({ data: [POST], error: undefined, isFetching: false, refetch: jest.fn() }),
}));
jest.mock('../blogs.api', () => ({
  useCreateBlogMutation: () => [createBlog, { isLoading: false }],
  useUpdateBlogMutation: () => [updateBlog, { isLoading: false }],
  useDeleteBlogMutation: () => [jest.fn(), { isLoading: false }],
}));

jest.setTimeout(120_000);

describe('Blog page: editing a post with its Hindi version', () => {
  it('fills the editor with the post, sends its changes with PATCH, and goes back to a new post', async () => {
    updateBlog.mockReturnValue({ unwrap: () => Promise.resolve({ ...POST }) });
    renderInPanel(<CreateBlogPage />, { user: ADMIN_USER, path: '/admin/blogs' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Morning flow' }));
    const form = await screen.findByRole('form', { name: 'Edit post: Morning flow' });
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Morning flow');
    fireEvent.change(within(form).getByLabelText('Title in Hindi (optional)'), {
      target: { value: 'सुबह का प्रवाह' },
    });
    fireEvent.change(within(form).getByLabelText('Text in Hindi (optional)'), {
      target: { value: 'बारह चक्र।' },
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(updateBlog).toHaveBeenCalledTimes(1));
    const { id, body } = updateBlog.mock.calls[0][0] as { id: number; body: FormData };
    expect(id).toBe(3);
    expect(body.get('title')).toBe('Morning flow');
    expect(body.get('description')).toBe('Twelve rounds.');
    expect(body.get('title_hi')).toBe('सुबह का प्रवाह');
    expect(body.get('description_hi')).toBe('बारह चक्र।');
    expect(body.has('thumbnail')).toBe(false);
    expect(createBlog).not.toHaveBeenCalled();
    expect(await screen.findByRole('form', { name: 'Create blog' })).toBeTruthy();
  });
});
