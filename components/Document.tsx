// The whole HTML document of a page: one <head> for every page (SEO, icons, inlined CSS and head
// script, the client bundle, JSON-LD) and the body frame around the page's <main>.
import { Fragment, type ReactNode } from 'react';
import type { PageProps } from './props.ts';
import { Footer } from './Footer.tsx';
import { Nav } from './Nav.tsx';

export interface HeadData {
  /** Full title, brand included. */
  title: string;
  description: string;
  keywords?: string;
  /** Absolute canonical URL; null on pages that must not be indexed under any URL (404). */
  canonical: string | null;
  indexable: boolean;
  alternates: { hreflang: string; href: string }[];
  og: {
    /** The page's share card; `url` absolute. */
    image: { url: string; alt: string; width: number; height: number };
    locale: string;
    alternateLocales: string[];
    type: 'website';
  };
  jsonLd: string | null;
  css: string;
  headScript: string;
  clientScript: string;
  /** Font files to fetch at once: with `font-display: optional`, a font that arrives late is skipped. */
  preloadFonts: string[];
  /** The CSP, where the host sends no headers: before every script and style, which it covers. */
  policy?: string;
}

interface DocumentProps {
  page: PageProps;
  head: HeadData;
  /** Analytics configured: render the consent banner (shown by the client until a choice is made). */
  analytics: boolean;
  /** The page at `/` (of any language): the client and the CSS know it by `data-home`, whatever its id. */
  home: boolean;
  /** The page's own content, inside <main>. */
  children: ReactNode;
}

export function Document({ page, head, analytics, home, children }: DocumentProps) {
  const { brand: siteName, theme } = page.config;
  const consent = page.t.common.consent;
  return (
    <html lang={page.lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        {head.policy && <meta httpEquiv="Content-Security-Policy" content={head.policy} />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.keywords && <meta name="keywords" content={head.keywords} />}
        {!head.indexable && <meta name="robots" content="noindex, nofollow" />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {head.alternates.map((alt) => (
          <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
        ))}
        <meta property="og:type" content={head.og.type} />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {head.canonical && <meta property="og:url" content={head.canonical} />}
        <meta property="og:image" content={head.og.image.url} />
        <meta property="og:image:width" content={String(head.og.image.width)} />
        <meta property="og:image:height" content={String(head.og.image.height)} />
        <meta property="og:image:alt" content={head.og.image.alt} />
        <meta property="og:locale" content={head.og.locale} />
        {head.og.alternateLocales.map((locale) => (
          <meta key={locale} property="og:locale:alternate" content={locale} />
        ))}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={head.og.image.url} />
        <meta name="twitter:image:alt" content={head.og.image.alt} />
        <meta name="theme-color" content={theme.brand} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {head.preloadFonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        <style dangerouslySetInnerHTML={{ __html: head.css }} />
        <script dangerouslySetInnerHTML={{ __html: head.headScript }} />
        <script type="module" src={head.clientScript} />
        {head.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />}
      </head>
      <body data-page={page.route} data-home={home ? '' : undefined}>
        <a className="skip-link" href="#main">
          {page.t.common.skipToContent}
        </a>
        <Nav {...page} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer {...page} analytics={analytics} />
        {analytics && (
          // At the end of the page and sticky at the bottom of the screen: scrolled to the end, it
          // takes its own place below the footer, so that it never covers the imprint or the policy.
          // Reopened from the footer, it shows the choice made (data-chosen) and takes the focus itself
          // (tabindex -1), so that Enter chooses nothing.
          <section id="consent" className="consent" data-consent hidden aria-labelledby="consent-title" tabIndex={-1}>
            <div className="container consent-body">
              <p>
                <strong id="consent-title">{consent.title}</strong>{' '}
                {(['granted', 'denied'] as const).map((choice) => (
                  <strong key={choice} className="consent-status" data-consent-status={choice}>
                    {consent.choice[choice]}{' '}
                  </strong>
                ))}
                {consent.text}{' '}
                {page.footer.map((item, i) => (
                  // A space between them: read in one line, they are two words, not one.
                  <Fragment key={item.href}>
                    {i > 0 && ' '}
                    <a href={item.href} className="consent-link">
                      {item.label}
                    </a>
                  </Fragment>
                ))}
              </p>
              <div className="consent-actions">
                <button type="button" className="button" data-choice="granted">
                  {consent.accept}
                </button>
                <button type="button" className="button" data-choice="denied">
                  {consent.decline}
                </button>
              </div>
            </div>
          </section>
        )}
      </body>
    </html>
  );
}

interface RedirectStubProps {
  lang: string;
  title: string;
  text: string;
  linkLabel: string;
  /** Absolute canonical URL of the target page. */
  canonical: string;
  /** Root-relative path of the target page. */
  target: string;
  script: string;
  /** The CSP, where the host sends no headers. */
  policy?: string;
}

/** For hosts without redirect rules: replaces the history entry, falls back to meta refresh and a link. */
export function RedirectStub({ lang, title, text, linkLabel, canonical, target, script, policy }: RedirectStubProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        {policy && <meta httpEquiv="Content-Security-Policy" content={policy} />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonical} />
        <script dangerouslySetInnerHTML={{ __html: script }} />
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
      </head>
      <body>
        <p>
          {text} <a href={target}>{linkLabel}</a>
        </p>
      </body>
    </html>
  );
}
