import type { PushSubscriptionRequest } from '@yoga/contracts';

/** The service worker (shell/public/sw.js, served at the site root): offline page and push notifications. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether this browser can receive web push (iPhone: iOS 16.4+, only once added to the Home Screen). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Registers the service worker after the page has loaded (panels only: the public pages never load this
 * code), then hands it the files this page loaded before it controlled the page, so the panel opens
 * offline after this one visit (shell/public/sw.js keeps them). A new sw.js after a deploy is picked up by
 * the browser's update check on the next visit; the new worker gets the hand-over too when it takes over.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Also once the worker takes control: what loaded between the first hand-over and then.
    navigator.serviceWorker.addEventListener('controllerchange', () =>
      handOverLoadedFiles(navigator.serviceWorker.controller),
    );
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => handOverLoadedFiles(registration.active))
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The page's address and the files it loaded (the worker keeps only the code files among them). */
function handOverLoadedFiles(worker: ServiceWorker | null): void {
  if (!worker) return;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(location.origin));
  worker.postMessage({ type: 'keep', page: location.href, files });
}

/** The VAPID key as `applicationServerKey` wants it (URL-safe base64 → bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This device's current push subscription, if the worker is registered and subscribed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Subscribes this device with the VAPID key (after the permission was granted). */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionRequest> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
