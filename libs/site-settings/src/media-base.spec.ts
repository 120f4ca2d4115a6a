import { drawnMediaSrcSet, drawnMediaUrl, mediaBase, primeMediaBase } from './media-base';

const KEY = Symbol.for('yoga.media-base');
const forget = () => delete (globalThis as { [KEY]?: unknown })[KEY];

describe('the page’s media base (MEDIA_BASE_URL)', () => {
  afterEach(() => {
    forget();
    document.head.innerHTML = '';
  });

  it('draws /uploads/ as it is without a base', () => {
    expect(mediaBase()).toBeNull();
    expect(drawnMediaUrl('/uploads/a-400w.webp')).toBe('/uploads/a-400w.webp');
  });

  it('reads the base a client-rendered page was given in its meta tag', () => {
    document.head.innerHTML = '<meta name="media-base" content="https://cdn.example.com/m">';
    expect(drawnMediaUrl('/uploads/content/a-960.webp')).toBe(
      'https://cdn.example.com/m/content/a-960.webp',
    );
    expect(drawnMediaSrcSet('/uploads/a-1.webp 1w, /uploads/a-2.webp 2w')).toBe(
      'https://cdn.example.com/m/a-1.webp 1w, https://cdn.example.com/m/a-2.webp 2w',
    );
  });

  it('uses the base a server-rendered page was drawn with (primed), over any meta tag', () => {
    document.head.innerHTML = '<meta name="media-base" content="https://other.example">';
    primeMediaBase('https://cdn.example.com');
    expect(drawnMediaUrl('/uploads/x.webp')).toBe('https://cdn.example.com/x.webp');
    primeMediaBase(null);
    expect(drawnMediaUrl('/uploads/x.webp')).toBe('/uploads/x.webp');
  });
});
