// Rapid Frames, the alpha tool: clickable frames from Markdown. Every call to action goes to the
// configured alpha sign-up; while there is none, to the booking page, and the label says so.
import { Section } from '../components/Section.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { FeatureSection } from '../components/FeatureCard.tsx';
import { Pill } from '../components/Pill.tsx';
import { Inline } from '../components/RichText.tsx';
import { ToolHero } from '../components/ToolHero.tsx';
import type { PageProps } from '../components/props.ts';
import { rapidFramesSignupOpen } from '../i18n/types.ts';

export function MarkdownPrototypingPage({ t, link, config }: PageProps) {
  const c = t.markdownPrototyping;
  const signup = link({ external: 'rapidFramesSignup' });
  const viaCall = !rapidFramesSignupOpen(config);
  const button = viaCall ? c.button.call : c.button.signup;
  const newTab = t.common.opensInNewTab;
  return (
    <>
      <ToolHero
        pill={<Pill tone="alpha">{t.tools.pills.alpha}</Pill>}
        badge={c.hero.badge}
        title={c.hero.title}
        subtitle={c.hero.subtitle}
        note={viaCall ? c.hero.note.call : c.hero.note.signup}
      >
        <ExternalLink className="button" href={signup} newTab={newTab} booking={viaCall}>
          {button}
        </ExternalLink>
      </ToolHero>

      {c.testimonial && (
        <div className="section section-flush">
          <figure className="container quote">
            {c.testimonial.example && <p className="example-label">{t.common.example}</p>}
            <blockquote>
              <p>
                <Inline text={c.testimonial.quote} />
              </p>
            </blockquote>
            <figcaption>
              <strong>
                <Inline text={c.testimonial.author} />
              </strong>
              <span>
                <Inline text={c.testimonial.role} />
              </span>
            </figcaption>
          </figure>
        </div>
      )}

      <Section
        labelledBy="examples-title"
        tone="tint"
        heading={{ title: c.exampleLibrary.title, intro: c.exampleLibrary.text }}
      >
        <ul className="chips">
          {c.exampleLibrary.examples.map((example) => (
            <li key={example}>
              <Inline text={example} />
            </li>
          ))}
        </ul>
      </Section>

      <FeatureSection id="usps-title" title={c.usps.title} items={c.usps.items} />

      <Section
        labelledBy="audience-title"
        tone="tint"
        layout="split"
        heading={{ title: c.audience.title, intro: c.audience.description }}
      >
        <div>
          <CheckList items={c.audience.benefits} />
          <p className="result">
            <Inline text={c.audience.flexibility} />
          </p>
        </div>
      </Section>

      <FeatureSection id="features-title" title={c.features.title} items={c.features.items} />

      <Section labelledBy="offer-title" tone="flush">
        <div className="card offer">
          <h2 id="offer-title">
            <Inline text={c.alphaOffer.title} />
          </h2>
          {/* Shown above the title (CSS), read after it: a heading leads its card. */}
          <Pill tone="alpha">{c.alphaOffer.badge}</Pill>
          <p className="lead">
            <Inline text={c.alphaOffer.text} />
          </p>
          <CheckList items={c.alphaOffer.points} />
        </div>
      </Section>

      <Section labelledBy="cta-title" tone="flush">
        <CtaPanel
          id="cta-title"
          title={c.cta.title}
          text={c.cta.subtitle}
          button={button}
          note={viaCall ? c.cta.note.call : c.cta.note.signup}
          href={signup}
          newTab={newTab}
          booking={viaCall}
        />
      </Section>
    </>
  );
}
