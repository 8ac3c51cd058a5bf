// All tools as cards, then the booking call to action.
import { Section } from '../components/Section.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { Inline } from '../components/RichText.tsx';
import { ToolCard } from '../components/ToolCard.tsx';
import type { PageProps } from '../components/props.ts';

export function ToolsPage(props: PageProps) {
  const { t, link } = props;
  return (
    <>
      <section className="page-hero" aria-labelledby="page-title">
        <div className="container">
          <p className="eyebrow">{t.tools.eyebrow}</p>
          <h1 id="page-title">
            <Inline text={t.tools.title} />
          </h1>
          <p className="lead">
            <Inline text={t.tools.subtitle} />
          </p>
        </div>
      </section>
      <div className="section section-flush">
        <div className="container">
          <CardGrid most={2}>
            {t.tools.items.map((tool) => (
              <ToolCard key={tool.id} tool={tool} page={props} level="h2" />
            ))}
          </CardGrid>
        </div>
      </div>
      <Section labelledBy="contact-title" tone="flush">
        <CtaPanel
          id="contact-title"
          {...t.cta}
          button={t.navigation.cta}
          href={link({ external: 'booking' })}
          newTab={t.common.opensInNewTab}
          booking
        />
      </Section>
    </>
  );
}
