import { isSiteLink, siteLinkProblem } from './links';

describe('links an admin may write (issue 38)', () => {
  it.each([
    '/',
    '/price',
    '/hi/price?x=1#y',
    '/user/profile',
    'https://example.com',
    'https://example.com:8443/a?b=c#d',
    'https://example.com?x',
    'HTTPS://example.com/a\\b',
    'mailto:hello@example.com',
    'tel:+919810012345',
  ])('allows %j', (href) => expect(siteLinkProblem(href)).toBeNull());

  it.each([
    '//evil.example/x',
    '/\\evil.example/phish',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u200b/evil.example',
    'javascript:alert(1)',
    'http://example.com',
    'https:evil.example',
    'https:///evil.example',
    'https://\\evil.example',
    'https://good.example@evil.example/x',
    'https://exa\\mple.com',
    'mailto:',
    'tel:',
    'price',
    '',
  ])('refuses %j', (href) => {
    expect(isSiteLink(href)).toBe(false);
    expect(siteLinkProblem(href)).toEqual(expect.any(String));
  });
});
