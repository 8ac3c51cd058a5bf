// The site footer: brand and tagline, the legal pages and, on a build with analytics, beside them the
// button that reopens the consent (hidden until the client shows it), the copyright line.
import type { PageProps } from './props.ts';
import { LogoMark } from './LogoMark.tsx';
import { Example, Inline } from './RichText.tsx';

export function Footer({ t, config, footer, palette, isExample, analytics }: PageProps & { analytics: boolean }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="brand">
            <LogoMark palette={palette} />
            <span>
              <Example when={isExample('brand')}>{config.brand}</Example>
            </span>
          </p>
          <p>{t.footer.tagline}</p>
        </div>
        <nav aria-label={t.footer.legalLabel}>
          <ul className="footer-links">
            {footer.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
          {analytics && (
            <button
              type="button"
              className="consent-settings"
              data-consent-settings
              aria-controls="consent"
              aria-expanded="false"
              hidden
            >
              {t.common.consent.settings}
            </button>
          )}
        </nav>
        <p className="copyright">
          <Inline text={t.footer.copyright} />
        </p>
      </div>
    </footer>
  );
}
