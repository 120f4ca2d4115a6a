import { screen } from '@testing-library/react';
import { MESSAGES } from '@yoga/contracts';
import { renderInHindi } from '@yoga/i18n/testing';
import { shellCatalog } from '../i18n';
import { messages as english } from '../locales/en';
import { RemoteBoundary, type RemoteLoader } from './remote-boundary';

describe('RemoteBoundary in Hindi', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps the spec text exact in English', () => {
    expect(english['shell.remote.unavailable']).toEqual([MESSAGES.remoteUnavailable]);
  });

  it('reads fully in Hindi while loading and when the remote is down', async () => {
    let fail!: (error: Error) => void;
    const load: RemoteLoader = () => new Promise((_, reject) => (fail = reject));
    const view = await renderInHindi(<RemoteBoundary load={load} label="mfe_test" />, {
      catalogs: [shellCatalog],
    });
    expect(screen.getByRole('status').textContent).toBe('लोड हो रहा है…');
    view.expectHindiOnly();
    fail(new Error('down'));
    expect(
      await screen.findByRole('heading', { name: 'यह हिस्सा अभी कुछ देर के लिए उपलब्ध नहीं है' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    view.expectHindiOnly();
  });
});
