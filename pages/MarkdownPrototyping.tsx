// Rapid Frames, the alpha tool: clickable frames from Markdown. Every call to action goes to the
// configured alpha sign-up; while there is none, to the booking page, and the label says so.
import { CheckList } from '../components/CheckList.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { FeatureSection } from '../components/FeatureCard.tsx';
import { Pill } from '../components/Pill.tsx';
import { Inline } from '../components/RichText.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
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

      <div className="section section-flush">
        <figure className="container quote">
          <blockquote>
            <p>
              <Inline text={c.testimonial.quote} />
            </p>
          </blockquote>
          <figcaption>
            <strong>{c.testimonial.author}</strong>
            <span>{c.testimonial.role}</span>
          </figcaption>
        </figure>
      </div>

      <section className="section section-tint" aria-labelledby="examples-title">
        <div className="container">
          <SectionHeading id="examples-title" title={c.exampleLibrary.title} intro={c.exampleLibrary.text} />
          <ul className="chips">
            {c.exampleLibrary.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </div>
      </section>

      <FeatureSection id="usps-title" title={c.usps.title} items={c.usps.items} />

      <section className="section section-tint" aria-labelledby="audience-title">
        <div className="container split">
          <SectionHeading id="audience-title" title={c.audience.title} intro={c.audience.description} />
          <div>
            <CheckList items={c.audience.benefits} />
            <p className="result">
              <Inline text={c.audience.flexibility} />
            </p>
          </div>
        </div>
      </section>

      <FeatureSection id="features-title" title={c.features.title} items={c.features.items} />

      <section className="section section-flush" aria-labelledby="offer-title">
        <div className="container">
          <div className="card offer">
            <Pill tone="alpha">{c.alphaOffer.badge}</Pill>
            <h2 id="offer-title">
              <Inline text={c.alphaOffer.title} />
            </h2>
            <p className="lead">
              <Inline text={c.alphaOffer.text} />
            </p>
            <CheckList items={c.alphaOffer.points} />
          </div>
        </div>
      </section>

      <section className="section section-flush" aria-labelledby="cta-title">
        <div className="container">
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
        </div>
      </section>
    </>
  );
}
