// The fixed site header. Works without JavaScript (every link visible); client/nav.ts adds the
// compact bar, the active section, the mobile menu and the language dropdown through the classes
// and attributes below: data-nav, data-section, .menu-toggle/#site-menu, data-lang-switch/.lang-toggle.
import type { PageProps } from './props.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { LineIcon } from './LineIcon.tsx';
import { LogoMark } from './LogoMark.tsx';
import { Example } from './RichText.tsx';

export function Nav(props: PageProps) {
  const { t, lang, nav: links, config, link, inLanguages } = props;
  const nav = t.navigation;
  const home = links.find((item) => item.section === 'top');

  return (
    <header className="site-header" data-nav>
      <div className="container bar">
        <a className="brand" href={home?.href ?? '/'}>
          <LogoMark palette={props.palette} />
          <span>
            <Example when={props.isExample('brand')}>{config.brand}</Example>
          </span>
        </a>
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="site-menu">
          <LineIcon grid={24} size={24} weight="2">
            <path className="when-closed" d="M4 7h16M4 12h16M4 17h16" />
            <path className="when-open" d="M6 6l12 12M18 6 6 18" />
          </LineIcon>
          <span className="visually-hidden">{nav.menu}</span>
        </button>
        <div id="site-menu" className="site-menu">
          <nav aria-label={nav.label}>
            <ul className="nav-links">
              {links.map((item) => (
                <li key={item.href}>
                  <a
                    href={item.href}
                    data-section={item.section}
                    aria-current={item.current || undefined}
                    // The home page opens at its top: marked as the client would mark it, so that its
                    // first run, which may come after the first paint, shifts nothing on screen.
                    className={item.section === 'top' && item.current ? 'is-active' : undefined}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {inLanguages.length > 1 && (
            <div className="lang-switch" data-lang-switch>
              <button type="button" className="lang-toggle" aria-expanded="false" aria-controls="lang-menu">
                <LineIcon grid={24} size={18} weight="1.75">
                  <path d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3.5 9h17M3.5 15h17M12 3c-3 3.5-3 14.5 0 18M12 3c3 3.5 3 14.5 0 18" />
                </LineIcon>
                <span className="visually-hidden">{t.language.label}: </span>
                {lang.toUpperCase()}
                <LineIcon className="chevron" grid={16} size={14} weight="2" roundJoins>
                  <path d="M4 6l4 4 4-4" />
                </LineIcon>
              </button>
              <ul id="lang-menu" className="lang-menu">
                {inLanguages.map(({ lang: code, name, href: there }) => (
                  <li key={code}>
                    <a
                      href={there}
                      hrefLang={code}
                      lang={code}
                      data-lang={code}
                      aria-current={code === lang ? 'true' : undefined}
                    >
                      {name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ExternalLink
            className="button button-small"
            href={link({ external: 'booking' })}
            newTab={t.common.opensInNewTab}
            booking
          >
            {nav.cta}
          </ExternalLink>
        </div>
      </div>
    </header>
  );
}
