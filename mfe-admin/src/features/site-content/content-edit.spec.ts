import { blankLike, getAt, move, setAt } from './content-edit';
import { pathKey } from './components/problems';

describe('content editor helpers', () => {
  const doc = { faq: { items: [{ q: { en: 'A', hi: '' } }, { q: { en: 'B', hi: 'बी' } }] } };

  it('reads and writes by path without changing the original', () => {
    const next = setAt(doc, ['faq', 'items', 1, 'q', 'hi'], 'ब');
    expect(getAt(next, ['faq', 'items', 1, 'q'])).toEqual({ en: 'B', hi: 'ब' });
    expect(doc.faq.items[1]?.q.hi).toBe('बी');
    expect(next.faq.items[0]).toBe(doc.faq.items[0]);
  });

  it('moves list items and makes blank ones', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(
      blankLike({ name: 'X', years: 3, role: { en: 'r', hi: 'h' }, photo: { src: 'x' } }),
    ).toEqual({ name: '', years: 0, role: { en: '', hi: '' }, photo: null });
  });

  it('writes a path as the checker does (the key of a field and of its problem)', () => {
    expect(pathKey(['hero', 'slides', 1, 'photo', 'alt', 'en'])).toBe(
      'hero.slides[1].photo.alt.en',
    );
    expect(pathKey(['counters', 0, 'value'])).toBe('counters[0].value');
  });
});
