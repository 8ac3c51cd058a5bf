// The client bundle: small enhancements of the server-rendered DOM, loaded as a module (deferred).
import { enhanceAnalytics, forgetAnalytics } from './analytics.ts';
import { afterLoad, enhanceNav } from './nav.ts';

const header = document.querySelector<HTMLElement>('[data-nav]');
if (header) enhanceNav(header);
/** The analytics id, on a build with a real one (client/analytics.ts). */
declare const __ANALYTICS_ID__: string;
// Chosen here, on the build's constant: a build without analytics bundles none of its consent code.
if (__ANALYTICS_ID__) enhanceAnalytics();
else forgetAnalytics();

/** The service worker is on (site.config.ts: privacy.serviceWorker). */
declare const __SERVICE_WORKER__: boolean;

// After load: registering installs the worker, which fetches the shell while the page still loads.
// Turned off, the worker and the cache an earlier build left on a visitor's device go.
const worker = __SERVICE_WORKER__
  ? () => navigator.serviceWorker.register('/sw.js').catch(console.warn)
  : () => {
      void navigator.serviceWorker.getRegistration().then((registration) => registration?.unregister());
      // Only its worker keeps caches on this origin.
      void caches.keys().then((keys) => keys.map((k) => caches.delete(k)));
    };
if ('serviceWorker' in navigator) afterLoad(worker);

// The 404 page logs the path that was not found (an unknown workshop's slug in it).
if (document.querySelector('[data-page=notFound]')) console.info(`404: ${location.pathname}`);
