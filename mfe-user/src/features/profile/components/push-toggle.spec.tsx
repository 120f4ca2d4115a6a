import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@yoga/auth';
import { PanelThemeProvider } from '@yoga/ui';
import { keyBytes } from '../push-device';
import { PushToggle } from './push-toggle';

const calls: Array<[string, unknown]> = [];
let subscribeFails = false;
jest.mock('../profile.api', () => ({
  useLazyPushPublicKeyQuery: () => [
    () => ({ unwrap: async () => (calls.push(['key', null]), { key: 'BKey' }) }),
  ],
  useSubscribePushMutation: () => [
    (body: unknown) => ({
      unwrap: async () => {
        calls.push(['subscribe', body]);
        if (subscribeFails) throw { status: 503, data: { message: 'Push is not configured.' } };
        return { subscribed: true };
      },
    }),
  ],
  useUnsubscribePushMutation: () => [
    (body: unknown) => ({
      unwrap: async () => (calls.push(['unsubscribe', body]), { subscribed: false }),
    }),
  ],
}));

const device = {
  supported: true,
  current: null as { endpoint: string; unsubscribe: () => Promise<boolean> } | null,
};
const browserUnsubscribe = jest.fn(async () => true);
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'p', auth: 'a' },
};
jest.mock('../push-device', () => ({
  ...jest.requireActual('../push-device'),
  pushSupported: () => device.supported,
  currentSubscription: async () => device.current,
  subscribeDevice: async (key: string) => {
    calls.push(['browser-subscribe', key]);
    device.current = { endpoint: subscription.endpoint, unsubscribe: browserUnsubscribe };
    return subscription;
  },
}));

let permission: NotificationPermission = 'default';
const requestPermission = jest.fn(async () => permission);

function renderToggle() {
  return render(
    <Provider store={createAppStore()}>
      <PanelThemeProvider>
        <PushToggle />
      </PanelThemeProvider>
    </Provider>,
  );
}

beforeEach(() => {
  calls.length = 0;
  subscribeFails = false;
  device.supported = true;
  device.current = null;
  permission = 'default';
  requestPermission.mockClear();
  browserUnsubscribe.mockClear();
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return permission;
      },
      requestPermission,
    },
  });
});

describe('PushToggle', () => {
  it('asks permission only after the tap, subscribes with the VAPID key and stores the subscription', async () => {
    renderToggle();
    const toggle = await screen.findByRole('switch', { name: 'Notifications on this device' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(requestPermission).not.toHaveBeenCalled();
    permission = 'granted';
    fireEvent.click(toggle);
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      ['key', null],
      ['browser-subscribe', 'BKey'],
      ['subscribe', subscription],
    ]);
  });

  it('stays off with a message in the page when the permission is refused', async () => {
    renderToggle();
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    permission = 'denied';
    fireEvent.click(toggle);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(calls).toEqual([]);
  });

  it('undoes the browser subscription when the server does not store it', async () => {
    subscribeFails = true;
    permission = 'granted';
    renderToggle();
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText(/Could not change notifications/)).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(browserUnsubscribe).toHaveBeenCalledTimes(1);
  });

  it('shows on for a subscribed device and turns it off: DELETE on the server, then the browser', async () => {
    permission = 'granted';
    device.current = { endpoint: subscription.endpoint, unsubscribe: browserUnsubscribe };
    renderToggle();
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(toggle);
    expect(await screen.findByText('Notifications are off for this device.')).toBeTruthy();
    expect(calls).toEqual([['unsubscribe', { endpoint: subscription.endpoint }]]);
    expect(browserUnsubscribe).toHaveBeenCalledTimes(1);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('explains where push works when this browser cannot (an iPhone before Add to Home Screen)', () => {
    device.supported = false;
    renderToggle();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByTestId('push-toggle').textContent).toContain(
      'add the site to your Home Screen first',
    );
  });
});

describe('keyBytes', () => {
  it('turns the URL-safe base64 VAPID key into its 65 bytes', () => {
    const raw = [4, ...Array.from({ length: 62 }, (_, i) => i), 0xfb, 0xff];
    const key = btoa(String.fromCharCode(...raw))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(key).toMatch(/[-_]/);
    expect(Array.from(keyBytes(key))).toEqual(raw);
  });
});
