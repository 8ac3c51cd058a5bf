// A workshop on the home page: audience pill, title, duration, points, who it is for, and the
// button to its detail page.
import type { Workshop } from '../i18n/types.ts';
import type { PageProps } from './props.ts';
import { CheckList } from './CheckList.tsx';
import { Duration } from './Duration.tsx';
import { Pill } from './Pill.tsx';
import { Inline } from './RichText.tsx';
import { Arrow } from './Arrow.tsx';

export function WorkshopCard({ workshop, page }: { workshop: Workshop; page: PageProps }) {
  const titleId = `workshop-${workshop.id}`;
  const linkId = `${titleId}-link`;
  return (
    <li className="card workshop-card">
      <article aria-labelledby={titleId}>
        <h3 id={titleId}>
          <Inline text={workshop.title} />
        </h3>
        {/* Shown above the title (CSS), read after it: a heading leads its card. */}
        <div className="tool-top">
          <Pill>{workshop.audience}</Pill>
          <Duration page={page} id={workshop.id} />
        </div>
        <p>
          <Inline text={workshop.teaser} />
        </p>
        <CheckList items={workshop.points} />
        <p className="target">
          <Inline text={workshop.target} />
        </p>
        <a
          className="button button-ghost"
          href={page.href(`workshop:${workshop.id}`)}
          id={linkId}
          // Its label, then the workshop's title: each card's link a name of its own.
          aria-labelledby={`${linkId} ${titleId}`}
        >
          {workshop.linkLabel}
          <Arrow />
        </a>
      </article>
    </li>
  );
}
