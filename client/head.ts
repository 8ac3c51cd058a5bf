// Inlined at the top of every page, before first paint: marks JavaScript as available and sends a
// visitor to their language: the stored choice, else the first of the browser's languages the site
// speaks. When neither gives one, the URL decides: the visitor stays on the page they were sent to.
// Only a choice made in the language menu is stored (client/nav.ts), never what is detected here:
// detection is cheap to repeat, and storing it would need consent (TDDDG § 25). The languages and
// targets are the page's own hreflang links (one per language of i18n/languages.ts), so the script
// needs no list of its own, and pages without a counterpart never redirect.
/** The storage key of the language choice (site/privacy.ts). */
declare const __LANG_KEY__: string;
/** How many languages the site speaks: with one, there is nowhere to send a visitor. */
declare const __LANGUAGES__: number;

const root = document.documentElement;
root.classList.add('js');
// The header's menus open by the client script (the one module): where it cannot load (blocked,
// offline), the page keeps the header that works without JavaScript.
addEventListener(
  'error',
  (event) => (event.target as HTMLScriptElement).type == 'module' && root.classList.remove('js'),
  true,
);
try {
  // Crawlers index each language at its own URL. CUBOT is a brand of phones, not a bot.
  const agent = navigator.userAgent.replace(/cubot/gi, '');
  // One language: a choice an earlier build stored goes.
  if (__LANGUAGES__ < 2) localStorage.removeItem(__LANG_KEY__);
  else if (!/bot|crawl|spider|slurp|google|facebookexternalhit/i.test(agent)) {
    const link = (code: string | null) =>
      code && document.querySelector<HTMLLinkElement>(`link[rel=alternate][hreflang="${code}"]`);
    const target =
      link(localStorage.getItem(__LANG_KEY__)) ||
      (navigator.languages || [navigator.language]).map((l) => link(l.split('-')[0]!.toLowerCase())).find(Boolean);
    if (target && target.hreflang !== root.lang)
      location.replace(new URL(target.href).pathname + location.search + location.hash);
  }
} catch {
  // Storage blocked (private mode, policies): keep the page as it is.
}
