// The interview assistant (a custom GPT): what it does, how it works, and the link to open it.
import { CheckList } from '../components/CheckList.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { FeatureSection } from '../components/FeatureCard.tsx';
import { Pill } from '../components/Pill.tsx';
import { Inline } from '../components/RichText.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { ToolHero } from '../components/ToolHero.tsx';
import type { PageProps } from '../components/props.ts';

export function InterviewAgentPage({ t, link }: PageProps) {
  const c = t.interviewAgent;
  const gpt = link({ external: 'interviewGpt' });
  const newTab = t.common.opensInNewTab;
  return (
    <>
      <ToolHero
        pill={<Pill>{t.tools.pills.customGpt}</Pill>}
        badge={c.hero.badge}
        title={c.hero.title}
        subtitle={c.hero.subtitle}
      >
        <ExternalLink className="button" href={gpt} newTab={newTab}>
          {c.hero.cta}
        </ExternalLink>
      </ToolHero>

      <section className="section section-flush" aria-labelledby="intro-title">
        <div className="container split">
          <SectionHeading id="intro-title" title={c.intro.title} />
          <div>
            <CheckList items={c.intro.bullets} />
            <p className="result">
              <Inline text={c.intro.result} />
            </p>
          </div>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="solution-title">
        <div className="container split">
          <SectionHeading id="solution-title" title={c.solution.title} />
          <div>
            <p className="lead">
              <Inline text={c.solution.text} />
            </p>
            <h3>
              <Inline text={c.helps.title} />
            </h3>
            <CheckList items={c.helps.items} />
          </div>
        </div>
      </section>

      <FeatureSection id="coverage-title" title={c.coverage.title} items={c.coverage.types} />

      <FeatureSection id="benefits-title" title={c.benefits.title} items={c.benefits.items} tint />

      <section className="section" aria-labelledby="how-title">
        <div className="container split">
          <SectionHeading id="how-title" title={c.how.title} />
          <ol className="steps">
            {c.how.steps.map((step) => (
              <li key={step.title}>
                <h3>
                  <Inline text={step.title} />
                </h3>
                <p>
                  <Inline text={step.text} />
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="why-title">
        <div className="container split">
          <SectionHeading id="why-title" title={c.why.title} />
          <CheckList items={c.why.points} />
        </div>
      </section>

      <section className="section" aria-labelledby="cta-title">
        <div className="container">
          <CtaPanel id="cta-title" {...c.cta} href={gpt} newTab={newTab} />
        </div>
      </section>
    </>
  );
}
