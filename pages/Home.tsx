// The landing page: hero, problem, solutions, workshops, tools, about and the closing call to action.
import { CardGrid } from '../components/CardGrid.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { FeatureCard } from '../components/FeatureCard.tsx';
import { HeroIllustration } from '../components/HeroIllustration.tsx';
import { Icon } from '../components/Icon.tsx';
import { Portrait } from '../components/Portrait.tsx';
import { Bands, Section, useAnchor } from '../components/Section.tsx';
import { Example, Inline } from '../components/RichText.tsx';
import { Arrow } from '../components/Arrow.tsx';
import { ToolCard } from '../components/ToolCard.tsx';
import { WorkshopCard } from '../components/WorkshopCard.tsx';
import type { PageProps } from '../components/props.ts';

export function HomePage(props: PageProps) {
  const { t, config, href, link, images } = props;
  const booking = link({ external: 'booking' });
  const newTab = t.common.opensInNewTab;

  return (
    <>
      <section id={useAnchor('hero')} className="hero" aria-labelledby="hero-title">
        <div className="container hero-grid">
          <div className="hero-copy">
            <p className="badge">{t.hero.badge}</p>
            <h1 id="hero-title">
              <Inline text={t.hero.title} />
            </h1>
            <p className="lead">
              <Inline text={t.hero.subtitle} />
            </p>
            <div className="actions">
              <ExternalLink className="button" href={booking} newTab={newTab} booking>
                {t.navigation.cta}
              </ExternalLink>
              <a className="button button-ghost" href={href('home', 'solutions')}>
                {t.hero.secondaryCta}
              </a>
            </div>
            <p className="note">
              <Inline text={t.hero.note} />
            </p>
            <CheckList items={t.hero.facts} className="facts" />
          </div>
          <HeroIllustration palette={props.palette} />
        </div>
      </section>

      <Bands>
        <Section id="problem" labelledBy="problem-title" heading={t.problem}>
          <CardGrid most={4}>
            {t.problem.items.map((item) => (
              <FeatureCard key={item.title} {...item} />
            ))}
          </CardGrid>
        </Section>

        <Section id="solutions" labelledBy="solutions-title" heading={{ ...t.solutions, intro: t.solutions.subtitle }}>
          <CardGrid most={3} className="benefits">
            {t.solutions.benefits.map((item) => (
              <FeatureCard key={item.title} {...item} className="benefit" />
            ))}
          </CardGrid>
          <CardGrid most={2} className="options">
            {t.solutions.options.map((option) => (
              <li key={option.title} className="card option">
                <span className="icon-badge">
                  <Icon name={option.icon} />
                </span>
                <h3>
                  <Inline text={option.title} />
                </h3>
                <p>
                  <Inline text={option.text} />
                </p>
                <CheckList items={option.points} />
              </li>
            ))}
          </CardGrid>
          <CtaPanel
            id="solutions-cta"
            level="h3"
            tone="light"
            {...t.solutions.cta}
            button={t.navigation.cta}
            href={booking}
            newTab={newTab}
            booking
          />
        </Section>

        {t.workshops.items.length > 0 && (
          <Section
            id="workshops"
            labelledBy="workshops-title"
            heading={{ ...t.workshops, intro: t.workshops.subtitle }}
          >
            <CardGrid most={2}>
              {t.workshops.items.map((workshop) => (
                <WorkshopCard key={workshop.id} workshop={workshop} page={props} />
              ))}
            </CardGrid>
          </Section>
        )}

        <Section id="tools" labelledBy="tools-title" heading={{ ...t.tools, intro: t.tools.subtitle }}>
          <CardGrid most={3}>
            {t.tools.items.slice(0, 3).map((tool) => (
              <ToolCard key={tool.id} tool={tool} page={props} />
            ))}
          </CardGrid>
          <p className="more-link">
            <a className="button button-ghost" href={href('tools')}>
              {t.tools.allTools}
              <Arrow />
            </a>
          </p>
        </Section>

        <Section id="about" labelledBy="about-title" layout="about">
          <Portrait image={images.portrait} alt={t.about.portraitAlt} example={t.common.example} />
          <div>
            <p className="eyebrow">{t.about.eyebrow}</p>
            <h2 id="about-title">
              <Inline text={t.about.title} />
            </h2>
            <p className="founder">
              <Example when={props.isExample('founder.name')}>{config.founder.name}</Example>
            </p>
            {t.about.text.map((paragraph) => (
              <p key={paragraph}>
                <Inline text={paragraph} />
              </p>
            ))}
            <dl className="highlights">
              {t.about.highlights.map((item) => (
                <div key={item.title}>
                  <dt>
                    <Inline text={item.title} />
                  </dt>
                  <dd>
                    <Inline text={item.text} />
                  </dd>
                </div>
              ))}
            </dl>
            {t.about.profileLink && (
              <ExternalLink className="button button-ghost" href={link({ external: 'profile' })} newTab={newTab}>
                {t.about.profileLink}
              </ExternalLink>
            )}
          </div>
        </Section>

        <Section labelledBy="contact-title" id="contact">
          <CtaPanel id="contact-title" {...t.cta} button={t.navigation.cta} href={booking} newTab={newTab} booking />
        </Section>
      </Bands>
    </>
  );
}
