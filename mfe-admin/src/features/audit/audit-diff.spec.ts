import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the values that changed, by path', () => {
    expect(
      auditChanges(
        { phone: '+91 1', address: { city: 'Noida', state: 'UP' }, social: [{ url: 'a' }] },
        { phone: '+91 2', address: { city: 'Noida', state: 'UP' }, social: [{ url: 'b' }] },
      ),
    ).toEqual([
      { path: 'phone', before: '+91 1', after: '+91 2' },
      { path: 'social.0.url', before: 'a', after: 'b' },
    ]);
  });

  it('shows every value of a creation and of a deletion', () => {
    expect(auditChanges(null, { code: 'DIWALI', percent_off: 10 })).toEqual([
      { path: 'code', before: '', after: 'DIWALI' },
      { path: 'percent_off', before: '', after: '10' },
    ]);
    expect(auditChanges({ code: 'X' }, null)).toEqual([{ path: 'code', before: 'X', after: '' }]);
  });
});
