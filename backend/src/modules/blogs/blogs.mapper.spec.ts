import { toBlogDto, type BlogFields } from './blogs.mapper.js';

const post = (thumbnail: string | null): BlogFields => ({
  id: 7,
  title: 'Breathing basics',
  category: 'Fitness',
  description: null,
  titleHi: null,
  descriptionHi: null,
  author: 'Admin',
  timeToRead: '5 min',
  thumbnail,
  createdAt: new Date('2026-11-25T10:00:00Z'),
});

describe('toBlogDto thumbnails', () => {
  it('lists every stored width up to the one the post keeps', () => {
    const id = 'ab'.repeat(16);
    expect(toBlogDto(post(`${id}-800w.webp`))).toMatchObject({
      thumbnail: `/uploads/${id}-800w.webp`,
      thumbnail_srcset: `/uploads/${id}-400w.webp 400w, /uploads/${id}-800w.webp 800w`,
    });
  });

  it('keeps a file stored before thumbnails had widths as it is, without a srcset', () => {
    expect(toBlogDto(post(`${'cd'.repeat(16)}.jpg`))).toMatchObject({
      thumbnail: `/uploads/${'cd'.repeat(16)}.jpg`,
      thumbnail_srcset: null,
    });
    expect(toBlogDto(post(null))).toMatchObject({ thumbnail: null, thumbnail_srcset: null });
  });
});
