// The service worker (/sw.js): the shell precached, pages network-first (cached on visit, served
// from the cache offline), hashed assets cache-first, caches of older builds deleted on activate.
// The build fills in the cache name and the shell.
declare const __CACHE__: string;
declare const __SHELL__: string[];

const worker = self as unknown as ServiceWorkerGlobalScope;

/** Keeps a copy of a good response, under `key`; the worker lives until it is stored. */
const store = (event: FetchEvent, response: Response, key: RequestInfo = event.request): Response => {
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(caches.open(__CACHE__).then((cache) => cache.put(key, copy)));
  }
  return response;
};

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(__CACHE__)
      .then((cache) => cache.addAll(__SHELL__))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== __CACHE__).map((key) => caches.delete(key))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (url.pathname.startsWith('/assets/') || __SHELL__.includes(url.pathname)) {
    // A fetch that fails (offline, or a load the page gave up) is a network error, not a worker's error.
    event.respondWith(
      caches
        .match(request)
        .then((hit) => hit || fetch(request).then((response) => store(event, response)))
        .catch(() => Response.error()),
    );
  } else if (request.mode === 'navigate') {
    event.respondWith(
      // A page under its path: a query (a campaign's, a visitor's details) makes no copy of its own.
      fetch(request)
        .then((response) => store(event, response, url.origin + url.pathname))
        .catch(() => caches.match(request, { ignoreSearch: true }).then((hit) => hit || Response.error())),
    );
  }
});

export {};
