// Imprint and privacy policy: rich text from the content, as elements.
import { RichText } from '../components/RichText.tsx';
import type { PageProps } from '../components/props.ts';
import { fill, languageName } from '../i18n/typeset.ts';

/** The page of a group of legal texts: its title and its body (the privacy policy's is put together
 * by the build, site/privacy.ts). */
export const legalPage = (group: 'impressum' | 'datenschutz') =>
  function LegalPage({ t, lang, language, link, inLanguages, config }: PageProps) {
    const page = t[group];
    if (!page.body) throw new Error(`${group} has no body`);
    // One language's legal texts prevail (site.config.ts: legalLanguage, else the first); every other
    // language's pages say so. Not as a link: the language detection (client/head.ts) would send the
    // visitor back; the language menu stores a choice.
    const binding = inLanguages.find((other) => other.lang === config.legalLanguage) ?? inLanguages[0];
    return (
      <div className="section page-top container">
        <article className="prose legal" aria-labelledby="page-title">
          <h1 id="page-title">{page.title}</h1>
          {binding && binding.lang !== lang && (
            <p>
              {fill(t.common.legalTranslation, (name) =>
                name === 'language' ? languageName(binding.lang, language) : undefined,
              )}
            </p>
          )}
          <RichText blocks={page.body} resolve={link} />
        </article>
      </div>
    );
  };
