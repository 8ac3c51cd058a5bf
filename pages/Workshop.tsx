// A workshop's detail page (route `workshop:<id>`): what it is, its parts, the outcome, booking,
// and a teaser of the other workshop.
import { Section } from '../components/Section.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { Duration } from '../components/Duration.tsx';
import { Pill } from '../components/Pill.tsx';
import { Inline } from '../components/RichText.tsx';
import { Arrow } from '../components/Arrow.tsx';
import type { PageProps } from '../components/props.ts';

export function WorkshopPage(props: PageProps) {
  const { t, item, href, link } = props;
  const items = t.workshops.items;
  const index = items.findIndex((w) => w.id === item);
  const workshop = items[index];
  if (!workshop) throw new Error(`no workshop '${item}'`);
  const detail = workshop.detailPage;
  // The teaser shows the next workshop; the last one shows the one before it, a single one none.
  const otherIndex = index + 1 < items.length ? index + 1 : index - 1;
  const other = items[otherIndex];

  const back = (
    <p className="back">
      <a className="button button-ghost" href={href('home')}>
        <Arrow back />
        {t.common.backToHome}
      </a>
    </p>
  );

  return (
    <>
      <section className="page-hero" aria-labelledby="page-title">
        <div className="container">
          <div className="tool-top">
            <Pill>{workshop.audience}</Pill>
            <Duration page={props} id={workshop.id} />
          </div>
          <h1 id="page-title">
            <Inline text={detail.title} />
          </h1>
          <p className="lead">
            <Inline text={detail.subtitle} />
          </p>
        </div>
      </section>

      <div className="section section-flush">
        <div className="container detail">
          <div className="prose">
            <section aria-labelledby="outcome-title">
              <h2 id="outcome-title">{t.workshops.detail.outcomeTitle}</h2>
              <p>
                <Inline text={detail.outcome} />
              </p>
            </section>
            <section aria-labelledby="agenda-title">
              <h2 id="agenda-title">
                <Inline text={detail.sectionTitle} />
              </h2>
              <ol className="steps">
                {detail.sections.map((part) => (
                  <li key={part}>
                    <Inline text={part} />
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="outcome2-title">
              <h2 id="outcome2-title">{t.workshops.detail.outcome2Title}</h2>
              <p>
                <Inline text={detail.outcome2} />
              </p>
            </section>
          </div>
          <div className="detail-aside">
            <CtaPanel
              id="book-title"
              {...t.workshops.detail.cta}
              href={link({ external: 'booking' })}
              newTab={t.common.opensInNewTab}
              booking
            />
          </div>
        </div>
        {/* The only workshop: no band of others, only the way back, below its text. */}
        {!other && <div className="container">{back}</div>}
      </div>

      {other && (
        <Section labelledBy="other-title" tone="tint">
          <h2 id="other-title">{t.workshops.detail.otherTitle}</h2>
          <article className="card card-link teaser">
            <h3>
              <a className="stretched" href={href(`workshop:${other.id}`)}>
                <Inline text={other.title} />
              </a>
            </h3>
            {/* Shown above the title (CSS), read after it: a heading leads its card. */}
            <p className="eyebrow">{otherIndex > index ? t.workshops.detail.next : t.workshops.detail.previous}</p>
            <p>
              <Inline text={other.teaser} />
            </p>
            <p className="card-foot more" aria-hidden="true">
              {other.linkLabel}
              <Arrow />
            </p>
          </article>
          {back}
        </Section>
      )}
    </>
  );
}
