import { filenameFrom } from './download';

describe('filenameFrom', () => {
  it('reads the name of a Content-Disposition attachment', () => {
    expect(filenameFrom('attachment; filename="my-data-2026-11-23.json"')).toBe(
      'my-data-2026-11-23.json',
    );
  });
  it('falls back for a missing or unsafe name', () => {
    expect(filenameFrom(null)).toBe('my-data.json');
    expect(filenameFrom('attachment; filename="../../x y.json"')).toBe('....xy.json');
    expect(filenameFrom('attachment; filename="///"')).toBe('my-data.json');
  });
});
