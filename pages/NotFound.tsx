// The 404 page of a language: says so and leads home.
import { Arrow } from '../components/Arrow.tsx';
import type { PageProps } from '../components/props.ts';

export function NotFoundPage({ t, href }: PageProps) {
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
      </div>
    </section>
  );
}
