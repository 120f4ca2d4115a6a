import { smallestPictures } from './low-data-document';

describe('the low-data document (Save-Data: on, issue 37)', () => {
  it('draws a width-described picture at its narrowest file, replacing or adding sizes', () => {
    expect(
      smallestPictures(
        '<img src="a-960.webp" srcset="a-480.webp 480w, a-960.webp 960w" sizes="(max-width: 600px) 100vw, 50vw" alt="">',
      ),
    ).toBe('<img src="a-960.webp" srcset="a-480.webp 480w, a-960.webp 960w" sizes="1px" alt="">');
    expect(smallestPictures('<img srcset="b-320.jpg 320w, b-640.jpg 640w" src="b-640.jpg">')).toBe(
      '<img srcset="b-320.jpg 320w, b-640.jpg 640w" sizes="1px" src="b-640.jpg">',
    );
  });

  it('keeps only the 1x file of a density-described picture, and leaves a plain one alone', () => {
    expect(smallestPictures('<img src="c.webp" srcset="c.webp 1x, c@2x.webp 2x" width="40">')).toBe(
      '<img src="c.webp" width="40">',
    );
    expect(smallestPictures('<p>x</p><img src="d.png" alt="d">')).toBe(
      '<p>x</p><img src="d.png" alt="d">',
    );
  });

  it('does the same for an image preload', () => {
    expect(
      smallestPictures(
        '<link rel="preload" as="image" imagesrcset="e-480.webp 480w, e-960.webp 960w" imagesizes="100vw">',
      ),
    ).toBe(
      '<link rel="preload" as="image" imagesrcset="e-480.webp 480w, e-960.webp 960w" imagesizes="1px">',
    );
  });
});
