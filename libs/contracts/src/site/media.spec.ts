import { mediaSrcSet, mediaUrl } from './media';

describe('media addresses (MEDIA_BASE_URL)', () => {
  it('draws /uploads/<key> from the base, without doubling slashes', () => {
    expect(mediaUrl('/uploads/content/ab12-960.webp', 'https://cdn.example.com/media')).toBe(
      'https://cdn.example.com/media/content/ab12-960.webp',
    );
    expect(mediaUrl('/uploads/a-400w.webp', 'https://cdn.example.com/')).toBe(
      'https://cdn.example.com/a-400w.webp',
    );
  });

  it('leaves other addresses, and every address without a base, as they are', () => {
    expect(mediaUrl('/assets/hero.webp', 'https://cdn.example.com')).toBe('/assets/hero.webp');
    expect(mediaUrl('https://elsewhere.example/uploads/x.webp', 'https://cdn.example.com')).toBe(
      'https://elsewhere.example/uploads/x.webp',
    );
    expect(mediaUrl('/uploads/a.webp', null)).toBe('/uploads/a.webp');
    expect(mediaSrcSet('/uploads/a-1.webp 1w', undefined)).toBe('/uploads/a-1.webp 1w');
  });

  it('rewrites every candidate of a srcset and keeps its descriptors', () => {
    expect(
      mediaSrcSet(
        '/uploads/c/a-480.webp 480w, /uploads/c/a-960.webp 960w',
        'https://cdn.example.com',
      ),
    ).toBe('https://cdn.example.com/c/a-480.webp 480w, https://cdn.example.com/c/a-960.webp 960w');
  });
});
