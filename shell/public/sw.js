/*
 * The site's service worker (issue 27), served at /sw.js (root scope) and registered by the panels after
 * load (the public pages never load or register it). docs/performance.md ("The installable app") says more.
 * - The student panel opens instantly and offline after one visit: the site's code files are kept in a
 *   cache as they are used (the page also hands over the files it loaded before the worker took control):
 *   content-hashed files (`name.<hash>.js|css|…`) cache-first, the unhashed ones a deploy replaces in place
 *   (remotes.json, each remote's mf-manifest.json and remoteEntry.js, the manifest and icons)
 *   network-first with the kept copy as the fallback. A navigation under /user goes to the network and
 *   keeps the answer (the shell's page: no personal data) as the panel's app shell, which answers when the
 *   network fails or is slow; the panel then shows its layout with an offline notice.
 * - Nothing else is kept: no API answer (personal data), no uploaded file, no other area's page; other
 *   navigations without network get a small offline page (Hindi under /hi, else English).
 * - Updates: a remote deployed alone is picked up at once (its remoteEntry.js and manifest are network-first,
 *   its new files have new names); every shell build writes its build id into this file (BUILD_ID below), so
 *   the browser installs the new worker on the next visit, which takes over at once (skipWaiting,
 *   clients.claim) and deletes the caches of older builds.
 * - A push message (the outbox's web push channel: { title, body, url, tag }) is shown as a notification;
 *   a tap focuses the site's open window on that page, or opens it.
 */
// Replaced by the shell's build (rspack.shared.ts) with its build id.
const BUILD_ID = '__SW_BUILD_ID__';
const CACHE_PREFIX = 'yoga-code-';
const CODE_CACHE = CACHE_PREFIX + BUILD_ID;
/** The kept copy of the student panel's page (the same HTML for every /user route). */
const PANEL_SHELL_KEY = '/user/?app-shell';
/** Enough for every panel's code several deploys deep; the oldest entries go first. */
const MAX_ENTRIES = 300;
/** With a kept copy in hand, how long a slow network may hold the panel up. */
const NETWORK_TIMEOUT_MS = 4000;

const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;
/** The unhashed files a deploy replaces in place (network-first). */
const STABLE_FILE =
  /^\/(remotes\.json|manifest\.webmanifest|favicon\.svg|icons\/[\w.-]+\.png|mfe\/[a-z]+\/(remoteEntry\.js|mf-manifest\.json))$/;

function isPanelPage(pathname) {
  return pathname === '/user' || pathname.startsWith('/user/');
}

/** How a same-origin GET is kept: 'hashed', 'stable', or null (not kept: API, uploads, pages…). */
function kindOf(url) {
  if (url.origin !== self.location.origin) return null;
  const p = url.pathname;
  if (p.startsWith('/api/') || p.startsWith('/uploads/')) return null;
  if (HASHED_FILE.test(p)) return 'hashed';
  if (STABLE_FILE.test(p)) return 'stable';
  return null;
}

/** Only whole, same-origin, successful answers are kept. */
function keepable(response) {
  return response && response.status === 200 && response.type === 'basic';
}

async function keep(cache, key, response) {
  await cache.put(key, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await cache.delete(old);
}

async function cacheFirst(event) {
  const cache = await caches.open(CODE_CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(keep(cache, event.request, response.clone()));
  return response;
}

/**
 * The network's answer (kept for next time); the kept copy when the network fails, answers 5xx, or takes
 * longer than NETWORK_TIMEOUT_MS (the network's answer then still refreshes the copy for the next visit).
 */
/**
 * A navigation's answer from the request the browser started while the worker was starting (navigation
 * preload: a controlled page waits no longer for the worker to boot), else a fetch.
 */
function fromNetwork(event) {
  if (event.request.mode !== 'navigate') return fetch(event.request);
  return Promise.resolve(event.preloadResponse).then(
    (preloaded) => preloaded || fetch(event.request),
  );
}

async function networkFirst(event, key, fallback) {
  const cache = await caches.open(CODE_CACHE);
  const kept = await cache.match(key, { ignoreVary: true });
  const network = fromNetwork(event);
  // Registered first, so the copy is taken before the page reads the answer.
  event.waitUntil(
    network
      .then((response) => (keepable(response) ? keep(cache, key, response.clone()) : undefined))
      .catch(() => undefined),
  );
  if (!kept) return network.catch(fallback);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(kept), NETWORK_TIMEOUT_MS);
    network.then(
      (response) => {
        clearTimeout(timer);
        resolve(response.status >= 500 ? kept : response);
      },
      () => {
        clearTimeout(timer);
        resolve(kept);
      },
    );
  });
}

const OFFLINE = {
  en: {
    lang: 'en',
    title: 'You are offline',
    text: 'This page needs the internet. Check your connection, then try again.',
    retry: 'Try again',
  },
  hi: {
    lang: 'hi',
    title: 'आप ऑफ़लाइन हैं',
    text: 'इस पेज के लिए इंटरनेट चाहिए। अपना कनेक्शन जाँचें, फिर दोबारा कोशिश करें।',
    retry: 'दोबारा कोशिश करें',
  },
};

function offlinePage(pathname) {
  const t = pathname === '/hi' || pathname.startsWith('/hi/') ? OFFLINE.hi : OFFLINE.en;
  const html =
    `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="theme-color" content="#b4530a">' +
    `<title>${t.title}</title><style>` +
    'body{font-family:system-ui,sans-serif;margin:0;display:flex;min-height:100vh;align-items:center;' +
    'justify-content:center;background:#fff8f1;color:#3b1a03;text-align:center}' +
    'main{max-width:28rem;padding:24px}h1{font-size:1.6rem}p{font-size:1.15rem;line-height:1.5}' +
    'button{font:inherit;font-size:1.1rem;padding:12px 24px;border:0;border-radius:8px;' +
    'background:#7a3306;color:#fff;cursor:pointer}</style></head><body><main>' +
    `<h1>${t.title}</h1><p>${t.text}</p>` +
    `<button type="button" onclick="location.reload()">${t.retry}</button>` +
    '</main></body></html>';
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CODE_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(
        () => self.registration.navigationPreload && self.registration.navigationPreload.enable(),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    const offline = () => offlinePage(url.pathname);
    if (url.origin === self.location.origin && isPanelPage(url.pathname)) {
      event.respondWith(networkFirst(event, PANEL_SHELL_KEY, offline));
    } else {
      event.respondWith(fromNetwork(event).catch(offline));
    }
    return;
  }
  const kind = kindOf(url);
  if (kind === 'hashed') event.respondWith(cacheFirst(event));
  else if (kind === 'stable')
    event.respondWith(networkFirst(event, request, () => Response.error()));
});

/**
 * The page hands over what it loaded before this worker controlled it ({ type: 'keep', page, files }):
 * the code files not kept yet are fetched and kept (mostly from the browser's HTTP cache), and so is a
 * student panel's page as the panel's app shell when none is kept (the navigations keep it fresh).
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep') return;
  const port = event.ports && event.ports[0];
  event.waitUntil(
    keepLoaded(data)
      .catch(() => undefined)
      .then(() => port && port.postMessage({ kept: true })),
  );
});

async function keepLoaded(data) {
  const cache = await caches.open(CODE_CACHE);
  const files = (Array.isArray(data.files) ? data.files : [])
    .map((file) => new URL(String(file), self.location.origin))
    .filter((url) => kindOf(url) !== null);
  const page = data.page ? new URL(String(data.page), self.location.origin) : null;
  const wanted = files.map((url) => [url.href, url.href]);
  if (page && page.origin === self.location.origin && isPanelPage(page.pathname))
    wanted.push([page.origin + page.pathname, PANEL_SHELL_KEY]);
  for (const [href, key] of wanted) {
    if (!(await cache.match(key, { ignoreVary: true }))) {
      const response = await fetch(href, { credentials: 'same-origin' }).catch(() => null);
      if (keepable(response)) await keep(cache, key, response);
    }
  }
}

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'YogSutra Live';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/favicon-48.png',
      data: { url: message.url || '/user/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/user/dashboard', self.location.origin);
  // Only pages of this site are opened from a notification (its path, on this origin).
  const url = self.location.origin + target.pathname + target.search;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
