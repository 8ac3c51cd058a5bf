// Analytics, only on builds with a real id and only after the visitor agrees (TDDDG § 25, GDPR):
// until then no script is loaded and no request is made. The choice is stored with its date, asked
// again once it has lapsed, and can be changed from the footer; withdrawing tells gtag, deletes
// GA4's cookies and reloads the page without it.
declare const __ANALYTICS_ID__: string;
declare const __CONSENT_KEY__: string;
/** How long a choice holds, in milliseconds (site/privacy.ts, consentMonths). */
declare const __CONSENT_MAX_AGE__: number;

const KEY = __CONSENT_KEY__;

/** Expires GA4's cookies (`_ga`, and `_ga_<id>` of this id or one the site had before): host-only
 * first, then on the host and each parent domain (gtag.js sets them on the registrable domain), path
 * /, each only while it is still there, so that no domain the browser refuses is tried (a public
 * suffix, any on an IP address), which Firefox reports as an error. */
function expireAnalyticsCookies(): void {
  const labels = location.hostname.split('.');
  const has = (name: string) => `; ${document.cookie}`.includes(`; ${name}=`);
  for (const [name] of document.cookie.matchAll(/\b_ga(_\w+)?(?==)/g))
    for (let i = -1; has(name) && i < labels.length - 1; i++)
      document.cookie = `${name}=;max-age=0;path=/${i < 0 ? '' : `;domain=${labels.slice(i).join('.')}`}`;
}

/** Analytics turned off: what a visitor's consent let an earlier build store goes too (the privacy
 * policy then names none of it). */
export function forgetAnalytics(): void {
  expireAnalyticsCookies();
  try {
    localStorage.removeItem(KEY);
  } catch {}
}

type Gtag = (...args: unknown[]) => void;

function start(id: string): void {
  const w = window as unknown as { dataLayer: unknown[]; gtag: Gtag };
  w.dataLayer = w.dataLayer || [];
  // gtag.js reads the `arguments` objects it is handed, not arrays.
  w.gtag = function () {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  // The visitor agreed to analytics only: gtag takes a consent type it is not told as granted, and a
  // property linked to Google Ads would set its advertising cookies, which the policy does not name.
  w.gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  // GA4 stores no IP addresses (no option needed); Google signals and the use of the data for
  // personalised ads stay off, as the privacy policy says.
  w.gtag('config', id, { allow_google_signals: false, allow_ad_personalization_signals: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${id}`;
  document.head.append(script);
  if (document.querySelector('[data-home]'))
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('[data-booking]'))
        w.gtag('event', 'cta_click', { event_category: 'engagement', event_label: 'booking', value: 1 });
    });
}

export function enhanceAnalytics(): void {
  const id = __ANALYTICS_ID__;
  const banner = document.querySelector<HTMLElement>('[data-consent]');
  const settings = document.querySelector<HTMLElement>('[data-consent-settings]');
  // Stored as `choice time`: a choice older than its lifetime is dropped, and the banner asks again.
  const storedChoice = (): string | null => {
    try {
      const [choice, time] = (localStorage.getItem(KEY) ?? '').split(' ');
      if (Date.now() - Number(time) < __CONSENT_MAX_AGE__) return choice!;
      localStorage.removeItem(KEY);
    } catch {}
    return null;
  };
  let stored = storedChoice();
  /** What reopened the banner (the footer's button), which the focus goes back to. */
  let opener: HTMLElement | null = null;
  // No cookie of GA4 stays without consent, not even one gtag.js wrote as a withdrawing page unloaded.
  if (stored !== 'granted') expireAnalyticsCookies();
  /** Consent withdrawn: gtag is told before anything else (analytics storage is the only consent this
   * site asks for), so that nothing more is sent while the page unloads; then its cookies go, and the
   * page is reloaded without it (gtag cannot be unloaded from a running page). */
  const stopGtag = () => {
    (window as unknown as { gtag: Gtag }).gtag('consent', 'update', { analytics_storage: 'denied' });
    (window as unknown as Record<string, boolean>)[`ga-disable-${id}`] = true;
  };
  /** Shows or hides the banner; the footer's button says which (aria-expanded). */
  const show = (open: boolean) => {
    banner!.hidden = !open;
    settings?.setAttribute('aria-expanded', String(open));
  };
  /** Hides the banner; the focus, in it as it goes, goes back to what reopened it, or to the content. */
  const close = () => {
    if (!banner) return;
    const back = banner.contains(document.activeElement) && (opener ?? document.querySelector('main'));
    show(false);
    if (back) back.focus({ preventScroll: true });
  };
  const decide = (choice: 'granted' | 'denied') => {
    const withdrawn = choice === 'denied' && stored === 'granted';
    if (withdrawn) stopGtag();
    try {
      localStorage.setItem(KEY, `${choice} ${Date.now()}`);
    } catch {}
    close();
    if (withdrawn) {
      expireAnalyticsCookies();
      location.reload();
    } else if (choice === 'granted' && stored !== 'granted') start(id);
    stored = choice;
  };
  if (stored === 'granted') start(id);
  else if (!stored && banner) show(true);
  // A page the back/forward cache restores, or one open in another tab, runs with the choice it
  // started with: a choice made since (or lapsed) loads it again, gtag stopped first if it ran (the
  // page loaded again deletes its cookies).
  const recheck = () => {
    if (storedChoice() === stored) return;
    if (stored === 'granted') stopGtag();
    location.reload();
  };
  addEventListener('pageshow', recheck);
  addEventListener('storage', recheck);
  banner?.addEventListener('click', (event) => {
    // Only its two buttons carry data-choice (components/Document.tsx).
    const choice = (event.target as Element).closest<HTMLElement>('[data-choice]')?.dataset.choice;
    if (choice) decide(choice as 'granted' | 'denied');
  });
  // Reopened over a choice already made, Escape closes it unchanged; asked for the first time, it
  // stays until the visitor chooses.
  banner?.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && stored) close();
  });
  if (settings) {
    settings.hidden = false;
    // Reopened, the banner says what the visitor chose and takes the focus itself, not a button's:
    // a keyboard user who came to withdraw and presses Enter chooses nothing by it. Open over a choice
    // made, the button closes it again; asked for the first time, it only leads to the banner.
    settings.addEventListener('click', () => {
      if (!banner) return;
      if (!banner.hidden && stored) return close();
      opener = settings;
      banner.dataset.chosen = stored ?? '';
      show(true);
      banner.focus();
    });
  }
}
