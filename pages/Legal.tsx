// Imprint and privacy policy: rich text from the content, as elements.
import { RichText } from '../components/RichText.tsx';
import type { PageProps } from '../components/props.ts';

/** The page of a group of legal texts: its title and its body (the privacy policy's is put together
 * by the build, site/privacy.ts). */
export const legalPage = (group: 'impressum' | 'datenschutz') =>
  function LegalPage({ t, link }: PageProps) {
    const page = t[group];
    if (!page.body) throw new Error(`${group} has no body`);
    return (
      <div className="section page-top">
        <article className="container prose legal" aria-labelledby="page-title">
          <h1 id="page-title">{page.title}</h1>
          <RichText blocks={page.body} resolve={link} />
        </article>
      </div>
    );
  };
