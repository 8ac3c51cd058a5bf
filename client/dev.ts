// The dev server's page client (never in a production build): reloads on a good rebuild, shows
// the build's message as an overlay on a bad one. Served as a file, so the site's CSP holds.
const events = new EventSource('/__dev/events');
let overlay: HTMLElement | undefined;
events.addEventListener('reload', () => location.reload());
events.addEventListener('error', (event) => {
  const data = (event as MessageEvent<string>).data;
  if (!data) return;
  overlay ??= document.body.appendChild(document.createElement('div'));
  overlay.id = 'dev-overlay';
  overlay.setAttribute('role', 'alert');
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483647',
    background: 'rgba(16,20,28,.94)',
    color: '#ffd7d7',
    font: '16px/1.5 ui-monospace, monospace',
    padding: '10vh 8vw',
    whiteSpace: 'pre-wrap',
  });
  const message = JSON.parse(data) as string;
  // esbuild's own message starts so already.
  overlay.textContent = message.startsWith('Build failed') ? message : `Build failed\n\n${message}`;
});
