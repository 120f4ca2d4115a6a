import { act, render, screen } from '@testing-library/react';
import { setLocale } from '@yoga/i18n';
import '../i18n';
import { OfflineBanner } from './offline-banner';

let online = true;
beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function renderBanner() {
  return render(<OfflineBanner />);
}

describe('OfflineBanner', () => {
  it('says the student is offline while the device has no network, and goes when it is back', () => {
    goOnline(true);
    renderBanner();
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    goOnline(false);
    expect(screen.getByTestId('offline-banner').textContent).toMatch(
      /^You are offline\. The panel opened from this device;/,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    goOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('speaks Hindi', async () => {
    await setLocale('hi', { persist: false });
    try {
      goOnline(false);
      renderBanner();
      expect(screen.getByRole('status').textContent).toMatch(/^आप ऑफ़लाइन हैं।/);
      expect(screen.getByRole('button', { name: 'दोबारा कोशिश करें' })).toBeTruthy();
    } finally {
      await setLocale('en', { persist: false });
      goOnline(true);
    }
  });
});
