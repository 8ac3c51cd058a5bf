// A tool: icon, title, text, kind pill and its link. The whole card is clickable through one link
// in the title stretched over the card; a tool without a link is a plain card marked 'coming soon'.
import type { Tool } from '../i18n/types.ts';
import type { PageProps } from './props.ts';
import { Arrow } from './Arrow.tsx';
import { Icon } from './Icon.tsx';
import { Pill } from './Pill.tsx';
import { Inline } from './RichText.tsx';

interface ToolCardProps {
  tool: Tool;
  page: PageProps;
  level?: 'h2' | 'h3';
}

export function ToolCard({ tool, page, level: Heading = 'h3' }: ToolCardProps) {
  const { t } = page;
  const href = tool.link && page.link(tool.link);
  const external = href !== null && !href.startsWith('/');
  const [link, more] = [`tool-${tool.id}`, `tool-${tool.id}-more`];
  return (
    <li className={href ? 'card tool-card card-link' : 'card tool-card is-soon'}>
      <article>
        <Heading>
          {href ? (
            // Named by its title and the card's link label ("… Mehr erfahren", "… opens in a new tab"),
            // as it reads on the card.
            <a
              className="stretched"
              href={href}
              id={link}
              aria-labelledby={`${link} ${more}`}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Inline text={tool.title} />
            </a>
          ) : (
            <Inline text={tool.title} />
          )}
        </Heading>
        {/* Shown above the title (CSS), read after it: a heading leads its card. */}
        <div className="tool-top">
          <span className="icon-badge">
            <Icon name={tool.icon} />
          </span>
          <Pill tone={tool.pill === 'alpha' ? 'alpha' : 'default'}>{t.tools.pills[tool.pill]}</Pill>
        </div>
        <p>
          <Inline text={tool.description} />
        </p>
        {href ? (
          // Read in the link's name (aria-labelledby), so hidden from the reading order.
          <p className="card-foot more" id={more} aria-hidden="true">
            {tool.linkLabel}
            <Arrow external={external} />
            {external && <span className="visually-hidden"> ({t.common.opensInNewTab})</span>}
          </p>
        ) : (
          <p className="card-foot">
            <span className="soon">{t.tools.comingSoon}</span>
          </p>
        )}
      </article>
    </li>
  );
}
