// Imprint and privacy policy: rich text from the content, as elements.
import { RichText } from '../components/RichText.tsx';
import type { PageProps } from '../components/props.ts';
import { fill } from '../i18n/typeset.ts';

/** The page of a group of legal texts: its title and its body (the privacy policy's is put together
 * by the build, site/privacy.ts). */
export const legalPage = (group: 'impressum' | 'datenschutz') =>
  function LegalPage({ t, lang, link, inLanguages }: PageProps) {
    const page = t[group];
    if (!page.body) throw new Error(`${group} has no body`);
    // The root language's legal texts are the ones that bind; every other language's say so.
    const [binding] = inLanguages;
    const language = binding && new Intl.DisplayNames([lang], { type: 'language' }).of(binding.lang);
    return (
      <div className="section page-top">
        <article className="container prose legal" aria-labelledby="page-title">
          <h1 id="page-title">{page.title}</h1>
          {binding && binding.lang !== lang && (
            <p>{fill(t.common.legalTranslation, (name) => (name === 'language' ? language : undefined))}</p>
          )}
          <RichText blocks={page.body} resolve={link} />
        </article>
      </div>
    );
  };
