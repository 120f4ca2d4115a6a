import { BLOG_THUMBNAIL_MAX_BYTES } from '@yoga/contracts';
import {
  BLOG_MESSAGES,
  blogDefaults,
  blogValues,
  buildBlogFormData,
  checkThumbnail,
} from './blog-form';

describe('blogDefaults', () => {
  it('uses Fitness, 5 min and the admin name', () => {
    expect(blogDefaults('Asha Admin')).toEqual({
      title: '',
      category: 'Fitness',
      description: '',
      author: 'Asha Admin',
      time_to_read: '5 min',
      title_hi: '',
      description_hi: '',
    });
  });

  it('falls back to Admin when the name is unknown', () => {
    expect(blogDefaults(undefined).author).toBe('Admin');
    expect(blogDefaults('  ').author).toBe('Admin');
  });
});

describe('checkThumbnail', () => {
  it('accepts images up to 2 MB', () => {
    expect(checkThumbnail({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(checkThumbnail({ type: 'image/jpeg', size: BLOG_THUMBNAIL_MAX_BYTES })).toBeUndefined();
  });

  it('rejects files that are not images', () => {
    expect(checkThumbnail({ type: 'application/pdf', size: 1000 })).toBe(BLOG_MESSAGES.notAnImage);
    expect(checkThumbnail({ type: 'image/svg+xml', size: 1000 })).toBe(BLOG_MESSAGES.notAnImage);
  });

  it('rejects images over 2 MB', () => {
    expect(checkThumbnail({ type: 'image/webp', size: BLOG_THUMBNAIL_MAX_BYTES + 1 })).toBe(
      BLOG_MESSAGES.tooLarge,
    );
    expect(BLOG_MESSAGES.tooLarge).toContain('2 MB');
  });
});

describe('buildBlogFormData', () => {
  it('sends every field plus the thumbnail', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'pose.png', { type: 'image/png' });
    const data = buildBlogFormData(
      {
        title: ' Morning flow ',
        category: 'Yoga',
        description: 'Text',
        author: 'Asha',
        time_to_read: '7 min',
      },
      file,
    );
    expect(data.get('title')).toBe('Morning flow');
    expect(data.get('category')).toBe('Yoga');
    expect(data.get('description')).toBe('Text');
    expect(data.get('author')).toBe('Asha');
    expect(data.get('time_to_read')).toBe('7 min');
    expect((data.get('thumbnail') as File).name).toBe('pose.png');
  });

  it('fills emptied optional fields with the defaults and omits a missing thumbnail', () => {
    const data = buildBlogFormData(
      { title: 'T', category: '', author: '', time_to_read: '' },
      null,
      'Asha Admin',
    );
    expect(data.get('category')).toBe('Fitness');
    expect(data.get('author')).toBe('Asha Admin');
    expect(data.get('time_to_read')).toBe('5 min');
    expect(data.has('thumbnail')).toBe(false);
  });

  it('sends the Hindi version trimmed, and empty when the admin left it empty', () => {
    const data = buildBlogFormData(
      {
        title: 'T',
        category: '',
        author: '',
        time_to_read: '',
        title_hi: ' सुबह ',
        description_hi: '',
      },
      null,
    );
    expect(data.get('title_hi')).toBe('सुबह');
    expect(data.get('description_hi')).toBe('');
  });
});

describe('blogValues', () => {
  it("fills the editor with a post's fields, its missing texts empty", () => {
    expect(
      blogValues({
        id: 3,
        title: 'Morning flow',
        category: 'Yoga',
        description: null,
        title_hi: 'सुबह का प्रवाह',
        description_hi: null,
        author: 'Asha',
        time_to_read: '7 min',
        thumbnail: null,
        thumbnail_srcset: null,
        created_at: '2026-11-20T05:00:00.000Z',
      }),
    ).toEqual({
      title: 'Morning flow',
      category: 'Yoga',
      description: '',
      author: 'Asha',
      time_to_read: '7 min',
      title_hi: 'सुबह का प्रवाह',
      description_hi: '',
    });
  });
});
