/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const source = readFileSync(path.resolve(__dirname, '../../public/sw.js'), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

/** A CacheStorage standing in for the browser's: named caches of URL → Response, in insertion order. */
function fakeCaches(origin: string) {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: string | { url: string }) =>
    new URL(typeof request === 'string' ? request : request.url, origin).href;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (request: string | { url: string }) => store.get(key(request))?.clone(),
      put: async (request: string | { url: string }, response: Response) => {
        store.delete(key(request));
        store.set(key(request), response);
      },
      keys: async () => [...store.keys()].map((url) => ({ url })),
      delete: async (request: string | { url: string }) => store.delete(key(request)),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (request: string) => {
        for (const store of stores.values())
          if (store.has(key(request))) return store.get(key(request));
        return undefined;
      },
    },
  };
}

const ORIGIN = 'https://yoga.example.in';

/** Runs sw.js in a sandbox standing in for the worker's global scope; returns its listeners. */
function loadWorker(
  fetchImpl: (request: { url: string } | string) => Promise<Response>,
  caches = fakeCaches(ORIGIN),
) {
  const listeners = new Map<string, Listener>();
  const shown: Array<[string, Record<string, unknown>]> = [];
  const opened: string[] = [];
  const self = {
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: () => undefined,
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push([title, options]);
      },
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => [],
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  vm.runInNewContext(source, {
    self,
    fetch: fetchImpl,
    caches: caches.api,
    Response,
    URL,
    setTimeout,
    clearTimeout,
  });
  return { listeners, shown, opened, caches };
}

/** Dispatches a fetch event; returns the answer given (undefined: left to the browser) once settled. */
async function request(
  worker: ReturnType<typeof loadWorker>,
  url: string,
  mode = 'navigate',
): Promise<Response | undefined> {
  let answer: Promise<Response> | undefined;
  const waits: Promise<unknown>[] = [];
  worker.listeners.get('fetch')!({
    request: { url, mode, method: 'GET' },
    respondWith: (r: Promise<Response>) => (answer = r),
    waitUntil: (p: Promise<unknown>) => waits.push(p),
  });
  const response = await answer;
  // The copies kept in the background (waitUntil may be called while they are under way).
  for (let i = 0; i < waits.length; i++) await waits[i];
  return response;
}

const navigate = (worker: ReturnType<typeof loadWorker>, url: string) =>
  request(worker, url) as Promise<Response>;

/** A same-origin answer as the browser's fetch gives it (type "basic"; a constructed one is "default"). */
function sameOrigin(body: string, init?: ResponseInit): Response {
  const response = new Response(body, init);
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('service worker', () => {
  it('answers a navigation without network with the offline page, in Hindi under /hi', async () => {
    const worker = loadWorker(offline);
    const en = await navigate(worker, 'https://yoga.example.in/user/dashboard');
    expect(en.status).toBe(503);
    const enHtml = await en.text();
    expect(enHtml).toContain('<html lang="en">');
    expect(enHtml).toContain('You are offline');
    const hi = await (await navigate(worker, 'https://yoga.example.in/hi/price')).text();
    expect(hi).toContain('<html lang="hi">');
    expect(hi).toContain('आप ऑफ़लाइन हैं');
  });

  it('passes navigations to the network when it answers, and leaves API calls and uploads alone', async () => {
    const page = new Response('<p>public</p>');
    const worker = loadWorker(() => Promise.resolve(page));
    expect(await navigate(worker, 'https://yoga.example.in/price')).toBe(page);
    for (const url of ['/api/profile', '/api/practice/me', '/uploads/photo.1234567890.png']) {
      expect(await request(worker, ORIGIN + url, 'cors')).toBeUndefined();
    }
    // Nothing of a public page or an API call is kept.
    expect([...worker.caches.stores.values()].every((store) => store.size === 0)).toBe(true);
  });

  it("uses the browser's navigation preload when there is one (no second request)", async () => {
    const fetched: string[] = [];
    const worker = loadWorker(async (r) => {
      fetched.push(typeof r === 'string' ? r : r.url);
      return sameOrigin('fetched');
    });
    let answer: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    worker.listeners.get('fetch')!({
      request: { url: `${ORIGIN}/user/dashboard`, mode: 'navigate', method: 'GET' },
      preloadResponse: Promise.resolve(sameOrigin('preloaded')),
      respondWith: (r: Promise<Response>) => (answer = r),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    expect(await (await answer!).text()).toBe('preloaded');
    await Promise.all(waits);
    expect(fetched).toEqual([]);
  });

  it("keeps the student panel's page and answers every /user route with it when the network fails", async () => {
    const caches = fakeCaches(ORIGIN);
    const online = loadWorker(
      async () =>
        sameOrigin('<div id="root">panel</div>', {
          headers: { 'Content-Type': 'text/html' },
        }),
      caches,
    );
    const fresh = await navigate(online, `${ORIGIN}/user/dashboard`);
    expect(await fresh.text()).toBe('<div id="root">panel</div>');
    const worker = loadWorker(offline, caches);
    const kept = await navigate(worker, `${ORIGIN}/user/bookings`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe('<div id="root">panel</div>');
    // The admin panel's page is never kept: the offline page answers.
    expect((await navigate(worker, `${ORIGIN}/admin/users`)).status).toBe(503);
  });

  it('serves hashed files from the cache first, and the files a deploy replaces from the network first', async () => {
    const served: string[] = [];
    let version = 'v1';
    const network = async (r: { url: string } | string) => {
      const url = typeof r === 'string' ? r : r.url;
      served.push(new URL(url).pathname);
      return sameOrigin(`${version} ${new URL(url).pathname}`);
    };
    const caches = fakeCaches(ORIGIN);
    const worker = loadWorker(network, caches);
    const hashed = `${ORIGIN}/mfe/user/assets/5705.4dace64462.js`;
    const entry = `${ORIGIN}/mfe/user/remoteEntry.js`;
    expect(await (await request(worker, hashed, 'no-cors'))!.text()).toBe(
      'v1 /mfe/user/assets/5705.4dace64462.js',
    );
    expect(await (await request(worker, entry, 'no-cors'))!.text()).toBe(
      'v1 /mfe/user/remoteEntry.js',
    );
    // The remote deployed alone: its remoteEntry.js comes from the network, its hashed files from the cache.
    version = 'v2';
    served.length = 0;
    expect(await (await request(worker, hashed, 'no-cors'))!.text()).toBe(
      'v1 /mfe/user/assets/5705.4dace64462.js',
    );
    expect(await (await request(worker, entry, 'no-cors'))!.text()).toBe(
      'v2 /mfe/user/remoteEntry.js',
    );
    expect(served).toEqual(['/mfe/user/remoteEntry.js']);
    // Without network, the kept copy.
    const offlineWorker = loadWorker(offline, caches);
    expect(await (await request(offlineWorker, entry, 'no-cors'))!.text()).toBe(
      'v2 /mfe/user/remoteEntry.js',
    );
  });

  it('keeps what the page loaded before it took control, and drops the caches of older builds', async () => {
    const caches = fakeCaches(ORIGIN);
    await (await caches.api.open('yoga-code-shell-old')).put('/remotes.json', new Response('{}'));
    await (await caches.api.open('someone-else')).put('/x', new Response('x'));
    const worker = loadWorker(
      async (r) => sameOrigin(`net ${typeof r === 'string' ? r : r.url}`),
      caches,
    );
    const waits: Promise<unknown>[] = [];
    worker.listeners.get('activate')!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
    expect(await caches.api.keys()).toEqual(['someone-else']);

    const replies: unknown[] = [];
    worker.listeners.get('message')!({
      data: {
        type: 'keep',
        page: `${ORIGIN}/user/dashboard?x=1`,
        files: [
          `${ORIGIN}/assets/main.ac46cb91fb.js`,
          `${ORIGIN}/remotes.json`,
          `${ORIGIN}/api/profile`,
          'https://cdn.example.com/assets/main.ac46cb91fb.js',
        ],
      },
      ports: [{ postMessage: (m: unknown) => replies.push(m) }],
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    expect(replies).toEqual([{ kept: true }]);
    const [name] = (await caches.api.keys()).filter((n) => n.startsWith('yoga-code-'));
    expect(name).toBe('yoga-code-__SW_BUILD_ID__');
    expect([...caches.stores.get(name)!.keys()]).toEqual([
      `${ORIGIN}/assets/main.ac46cb91fb.js`,
      `${ORIGIN}/remotes.json`,
      `${ORIGIN}/user/?app-shell`,
    ]);
    expect(await caches.stores.get(name)!.get(`${ORIGIN}/user/?app-shell`)!.text()).toBe(
      `net ${ORIGIN}/user/dashboard`,
    );
  });

  it('shows a push message as a notification and opens its page (on this origin) on a tap', async () => {
    const worker = loadWorker(() => Promise.reject(new Error('offline')));
    const waits: Promise<unknown>[] = [];
    worker.listeners.get('push')!({
      data: {
        json: () => ({
          title: 'Class at 6:45 am',
          body: '"Morning Flow" starts in 15 minutes.',
          url: 'https://yoga.example.in/user/bookings',
          tag: 'class_reminder',
        }),
      },
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    expect(worker.shown).toEqual([
      [
        'Class at 6:45 am',
        expect.objectContaining({
          body: '"Morning Flow" starts in 15 minutes.',
          tag: 'class_reminder',
          data: { url: 'https://yoga.example.in/user/bookings' },
        }),
      ],
    ]);
    let closed = false;
    worker.listeners.get('notificationclick')!({
      notification: {
        data: { url: 'https://elsewhere.example.com/user/bookings?x=1' },
        close: () => (closed = true),
      },
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    expect(closed).toBe(true);
    expect(worker.opened).toEqual(['https://yoga.example.in/user/bookings?x=1']);
  });
});
