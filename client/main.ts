// The client bundle: small enhancements of the server-rendered DOM, loaded as a module (deferred).
import { enhanceAnalytics } from './analytics.ts';
import { enhanceNav } from './nav.ts';

const header = document.querySelector<HTMLElement>('[data-nav]');
if (header) enhanceNav(header);
enhanceAnalytics();

// After load: registering installs the worker, which fetches the shell while the page still loads.
const registerWorker = () => navigator.serviceWorker.register('/sw.js').catch(console.warn);
if ('serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerWorker();
  else addEventListener('load', registerWorker, { once: true });
}

// The 404 page logs the path that was not found; under /workshops/, the unknown slug.
if (document.querySelector('[data-page=notFound]')) {
  const slug = location.pathname.split('/workshops/')[1];
  console.info(slug ? `404: unknown workshop ${slug}` : `404: ${location.pathname}`);
}
