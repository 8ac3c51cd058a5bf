// Navigation behaviour on the server-rendered header (components/Nav.tsx): compact bar, active
// section, smooth in-page scrolling, mobile menu and the language disclosure. Classes and
// attributes only; nothing is re-rendered.

declare const __LANG_KEY__: string;

const COMPACT_AFTER = 50;
const ACTIVE_OFFSET = 100;
const HASH_GAP = 8;
const HASH_FRAMES = 10;

const motion = () => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
/** The id a fragment names; a stray `%` (`#50%`, a link cut short) is taken as written. */
const idOf = (hash: string) => {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
};

/** Runs `run` once the page has loaded: now, or on its load event. */
export const afterLoad = (run: () => void): void =>
  document.readyState === 'complete' ? run() : addEventListener('load', run, { once: true });

export function enhanceNav(header: HTMLElement): void {
  const home = document.body.hasAttribute('data-home');
  const sectionLinks = [...header.querySelectorAll<HTMLAnchorElement>('[data-section]')];

  // Compact bar and, on the home page, the link of the section in view.
  const update = () => {
    header.classList.toggle('is-compact', scrollY > COMPACT_AFTER);
    if (!home) return;
    let current = 'top';
    for (const link of sectionLinks) {
      const section = document.getElementById(link.dataset.section!);
      if (section && section.getBoundingClientRect().top <= ACTIVE_OFFSET) current = link.dataset.section!;
    }
    for (const link of sectionLinks) link.classList.toggle('is-active', link.dataset.section === current);
  };
  let queued = false;
  addEventListener(
    'scroll',
    () => {
      if (!queued) requestAnimationFrame(() => ((queued = false), update()));
      queued = true;
    },
    { passive: true },
  );
  update();

  /** Scrolls so the target sits just below the bar (measured as it will be once scrolled); `focus`:
   * and moves the focus there, as following a link to it would have. */
  const scrollToId = (id: string, behavior: ScrollBehavior, focus = false, frame = 0): void => {
    const target = document.getElementById(id);
    if (!target) {
      if (frame < HASH_FRAMES) requestAnimationFrame(() => scrollToId(id, behavior, focus, frame + 1));
      return;
    }
    if (focus) {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
    const y = target.getBoundingClientRect().top + scrollY;
    header.classList.toggle('is-compact', y > COMPACT_AFTER);
    // The bar's height animates when it turns compact: measure it at its end.
    for (const animation of header.getAnimations({ subtree: true })) animation.finish();
    // A screen a few lines high scrolls the bar away with the page (static/styles.css): none to clear.
    const bar = getComputedStyle(header).position == 'fixed' ? header.offsetHeight : 0;
    scrollTo({ top: Math.max(0, y - bar - HASH_GAP), behavior });
  };

  // The browser scrolls to the fragment itself (CSS scroll-padding) until the page has loaded; the
  // offset below the bar is applied after that, or the browser's scroll wins. Reloaded or returned
  // to, the page is where the visitor left it.
  const arrival = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  if (home && location.hash.length > 1 && arrival !== 'reload' && arrival !== 'back_forward') {
    const id = idOf(location.hash);
    afterLoad(() => requestAnimationFrame(() => scrollToId(id, motion())));
  }

  // Menu toggle, disclosure toggles and in-page links.
  const menuButton = header.querySelector<HTMLButtonElement>('.menu-toggle');
  const lang = header.querySelector<HTMLElement>('[data-lang-switch]');
  const langButton = lang?.querySelector<HTMLButtonElement>('.lang-toggle');
  const langLinks = [...(lang?.querySelectorAll<HTMLAnchorElement>('a[data-lang]') ?? [])];

  const setMenu = (open: boolean) => {
    header.classList.toggle('menu-open', open);
    menuButton?.setAttribute('aria-expanded', String(open));
  };
  const setLang = (open: boolean) => {
    lang?.classList.toggle('is-open', open);
    langButton?.setAttribute('aria-expanded', String(open));
  };

  menuButton?.addEventListener('click', () => setMenu(!header.classList.contains('menu-open')));
  // Widened past the menu's breakpoint (a phone turned, a window resized), the menu closes: open, it
  // would show again once narrowed.
  addEventListener('resize', () => {
    if (header.classList.contains('menu-open') && menuButton && !menuButton.offsetWidth) setMenu(false);
  });
  langButton?.addEventListener('click', () => setLang(!lang!.classList.contains('is-open')));

  header.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    // A click with a modifier (a new tab or window) is the browser's.
    if (!link || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (link.dataset.lang) {
      // Choosing a language stores it and replaces this history entry with the counterpart.
      event.preventDefault();
      try {
        localStorage.setItem(__LANG_KEY__, link.dataset.lang);
      } catch {}
      location.replace(link.href);
      return;
    }
    setMenu(false);
    if (!home || link.pathname !== location.pathname || link.origin !== location.origin) return;
    event.preventDefault();
    if (link.hash) {
      // The same fragment again adds no history entry, as following the link would not.
      if (link.hash !== location.hash) history.pushState(null, '', link.hash);
      scrollToId(idOf(link.hash), motion(), true);
    } else {
      if (location.hash) history.pushState(null, '', location.pathname);
      scrollTo({ top: 0, behavior: motion() });
    }
  });

  // The focus leaving the list or the menu closes it: open, it would cover what takes the focus.
  header.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (!to) return;
    if (!lang?.contains(to)) setLang(false);
    if (!header.contains(to)) setMenu(false);
  });

  header.addEventListener('keydown', (event) => {
    const inLang = lang?.contains(event.target as Node);
    if (event.key === 'Escape') {
      if (inLang && lang!.classList.contains('is-open')) {
        setLang(false);
        langButton!.focus();
      } else if (header.classList.contains('menu-open')) {
        setMenu(false);
        menuButton!.focus();
      }
      return;
    }
    if (!inLang || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    setLang(true);
    const at = langLinks.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const count = langLinks.length;
    langLinks[at < 0 ? (step > 0 ? 0 : count - 1) : (at + step + count) % count]?.focus();
  });

  document.addEventListener('click', (event) => {
    if (lang && !lang.contains(event.target as Node)) setLang(false);
  });
}
