import { renderHook } from '@testing-library/react';
import { SAMPLE_BUSINESS_DETAILS } from '@yoga/contracts';
import { pageTitle, usePageMeta } from './use-page-meta';

const BRAND = SAMPLE_BUSINESS_DETAILS.brand_name;

describe('usePageMeta', () => {
  it('adds the brand once', () => {
    expect(pageTitle('Contact Us', 'Asana Live')).toBe('Contact Us | Asana Live');
    expect(pageTitle('Asana Live: live yoga', 'Asana Live')).toBe('Asana Live: live yoga');
  });

  it('sets the title and the meta description', () => {
    renderHook(() => usePageMeta('Nutrition', 'Diet plans for beginners.'));
    expect(document.title).toBe(`Nutrition | ${BRAND}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Diet plans for beginners.',
    );
  });
});
