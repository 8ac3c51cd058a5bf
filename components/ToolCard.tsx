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
  const more = `tool-${tool.id}-more`;
  return (
    <li className={href ? 'card tool-card card-link' : 'card tool-card is-soon'}>
      <article>
        <Heading>
          {href ? (
            // Named by its title alone, so the heading reads as the title; the card's link label
            // ("Learn more", "Open in …") describes it.
            <a
              className="stretched"
              href={href}
              aria-describedby={more}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Inline text={tool.title} />
              {external && <span className="visually-hidden"> ({t.common.opensInNewTab})</span>}
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
          // Read as the link's description, so hidden from the reading order.
          <p className="card-foot more" id={more} aria-hidden="true">
            {tool.linkLabel}
            <Arrow external={external} />
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
