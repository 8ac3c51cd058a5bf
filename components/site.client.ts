// The client bundle: small enhancements of the server-rendered DOM, loaded as a module (deferred).
import { enhanceAnalytics } from './analytics.client.ts';
import { enhanceNav } from './nav.client.ts';

const header = document.querySelector<HTMLElement>('[data-nav]');
if (header) enhanceNav(header);
enhanceAnalytics();

if ('serviceWorker' in navigator)
  navigator.serviceWorker.register('/sw.js').catch((error) => console.warn('service worker not registered:', error));

// The 404 page names what was not found (under /workshops/, the slug) for whoever opens the console.
if (document.querySelector('[data-page=notFound]')) {
  const slug = location.pathname.match(/\/workshops\/([^/]+)/)?.[1];
  console.info(slug ? `Unknown workshop slug: ${slug}` : `Page not found: ${location.pathname}`);
}
