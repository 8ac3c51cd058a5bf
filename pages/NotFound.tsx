// The 404 page of a language: says so and leads home. Where a host serves the root's for every path
// (--host static), it says so in each other language too, leading to that language's home.
import { Arrow } from '../components/Arrow.tsx';
import type { PageProps } from '../components/props.ts';

export function NotFoundPage({ t, href, notFoundIn }: PageProps) {
  const c = t.common.notFound;
  return (
    <section className="section page-top not-found" aria-labelledby="page-title">
      <div className="container">
        <h1 id="page-title">{c.title}</h1>
        <p className="lead">{c.text}</p>
        <p className="actions">
          <a className="button" href={href('home')}>
            <Arrow back />
            {c.home}
          </a>
        </p>
        {notFoundIn.map(({ lang, texts, home }) => (
          <div key={lang} lang={lang} className="not-found-in">
            <h2>{texts.title}</h2>
            <p>{texts.text}</p>
            <p>
              <a href={home}>{texts.home}</a>
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
