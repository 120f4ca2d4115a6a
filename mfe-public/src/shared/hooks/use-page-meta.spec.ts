import { renderHook } from '@testing-library/react';
import { SITE } from '@yoga/contracts';
import { pageTitle, usePageMeta } from './use-page-meta';

describe('usePageMeta', () => {
  it('adds the brand once', () => {
    expect(pageTitle('Contact Us')).toBe(`Contact Us | ${SITE.brandName}`);
    expect(pageTitle(`${SITE.brandName}: live yoga`)).toBe(`${SITE.brandName}: live yoga`);
  });

  it('sets the title and the meta description', () => {
    renderHook(() => usePageMeta('Nutrition', 'Diet plans for beginners.'));
    expect(document.title).toBe(`Nutrition | ${SITE.brandName}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Diet plans for beginners.',
    );
  });
});
