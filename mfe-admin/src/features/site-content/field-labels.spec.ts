import { CONTENT_PAGES } from '@yoga/contracts';
import { seededContent } from '@yoga/testing/content-seed';
import { messages as en } from './locales/en';
import { messages as hi } from './locales/hi';

/** Parts of a document with no field of their own in the editor (a photo's parts, a text's languages). */
const NOT_FIELDS = new Set(['en', 'hi', 'src', 'srcset', 'width', 'height', 'alt']);

function fieldNames(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => fieldNames(item, into));
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (!NOT_FIELDS.has(key)) into.add(key);
      fieldNames(child, into);
    }
  return into;
}

describe('the Site content editor’s words', () => {
  const seeds = seededContent();

  it('names every page and every field of every document, in English and Hindi', () => {
    const names = new Set<string>();
    for (const page of CONTENT_PAGES) fieldNames(seeds[page], names);
    const ids = [
      ...CONTENT_PAGES.map((page) => `admin.content.page.${page}`),
      ...[...names].map((name) => `admin.content.field.${name}`),
    ];
    expect(ids).toContain('admin.content.field.link_text');
    expect(ids.filter((id) => !en[id])).toEqual([]);
    expect(ids.filter((id) => !hi[id])).toEqual([]);
  });
});
