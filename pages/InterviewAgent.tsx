// The interview assistant (a custom GPT): what it does, how it works, and the link to open it.
import { Section } from '../components/Section.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { FeatureSection } from '../components/FeatureCard.tsx';
import { Pill } from '../components/Pill.tsx';
import { Inline } from '../components/RichText.tsx';
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

      <Section labelledBy="intro-title" tone="flush" layout="split" heading={{ title: c.intro.title }}>
        <div>
          <CheckList items={c.intro.bullets} />
          <p className="result">
            <Inline text={c.intro.result} />
          </p>
        </div>
      </Section>

      <Section labelledBy="solution-title" tone="tint" layout="split" heading={{ title: c.solution.title }}>
        <div>
          <p className="lead">
            <Inline text={c.solution.text} />
          </p>
          <h3>
            <Inline text={c.helps.title} />
          </h3>
          <CheckList items={c.helps.items} />
        </div>
      </Section>

      <FeatureSection id="coverage-title" title={c.coverage.title} items={c.coverage.types} />

      <FeatureSection id="benefits-title" title={c.benefits.title} items={c.benefits.items} tint />

      <Section labelledBy="how-title" layout="split" heading={{ title: c.how.title }}>
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
      </Section>

      <Section labelledBy="why-title" tone="tint" layout="split" heading={{ title: c.why.title }}>
        <CheckList items={c.why.points} />
      </Section>

      <Section labelledBy="cta-title">
        <CtaPanel id="cta-title" {...c.cta} href={gpt} newTab={newTab} />
      </Section>
    </>
  );
}
