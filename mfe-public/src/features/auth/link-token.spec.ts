import { linkTokenFrom } from './link-token';

describe('linkTokenFrom', () => {
  const token = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
  it('reads the token after #token= or ?token=', () => {
    expect(linkTokenFrom({ hash: `#token=${token}`, search: '' })).toBe(token);
    expect(linkTokenFrom({ hash: '', search: `?token=${token}` })).toBe(token);
  });
  it('ignores a missing or malformed token', () => {
    expect(linkTokenFrom({ hash: '', search: '' })).toBeNull();
    expect(linkTokenFrom({ hash: '#token=short', search: '' })).toBeNull();
    expect(
      linkTokenFrom({ hash: '#token=<script>alert(1)</script>xxxxxxxx', search: '' }),
    ).toBeNull();
  });
});
