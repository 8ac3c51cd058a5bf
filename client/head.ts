export {};
// Inlined at the top of every page, before first paint: marks JavaScript as available and sends a
// visitor to their language: the stored choice, else the first of the browser's languages the site
// speaks. When neither gives one, the URL decides: the visitor stays on the page they were sent to.
// Only a choice made in the language menu is stored (client/nav.ts), never what is detected here:
// detection is cheap to repeat, and storing it would need consent (TDDDG § 25). The target is read
// from the page's own hreflang links, so pages without a counterpart never redirect.
/** The storage key of the language choice (site/privacy.ts). */
declare const __LANG_KEY__: string;

const root = document.documentElement;
root.classList.add('js');
try {
  if (!/bot|crawl|spider|slurp|facebookexternalhit/i.test(navigator.userAgent)) {
    const stored = localStorage.getItem(__LANG_KEY__);
    const preferred =
      stored === 'de' || stored === 'en'
        ? stored
        : (navigator.languages || [navigator.language])
            .map((l) => l.slice(0, 2).toLowerCase())
            .find((l) => l === 'de' || l === 'en');
    const target =
      preferred &&
      preferred !== root.lang &&
      document.querySelector<HTMLLinkElement>(`link[rel=alternate][hreflang=${preferred}]`);
    if (target) location.replace(new URL(target.href).pathname + location.hash);
  }
} catch {
  // Storage blocked (private mode, policies): keep the page as it is.
}
