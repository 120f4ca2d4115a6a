import { parseRemotesManifest } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('parseRemotesManifest', () => {
  it('keeps only known remotes with a URL', () => {
    expect(
      parseRemotesManifest({
        mfe_public: '/mfe/public/mf-manifest.json',
        mfe_admin: 'https://admin.cdn.example/mf-manifest.json',
        mfe_user: '',
        other: '/x.json',
      }),
    ).toEqual({
      mfe_public: '/mfe/public/mf-manifest.json',
      mfe_admin: 'https://admin.cdn.example/mf-manifest.json',
    });
  });

  it('treats anything but an object as an empty manifest', () => {
    expect(parseRemotesManifest(null)).toEqual({});
    expect(parseRemotesManifest('oops')).toEqual({});
  });
});
