// Imprint and privacy policy: rich text from the content, as elements.
import { RichText } from '../components/RichText.tsx';
import type { PageProps } from '../components/props.ts';

export function LegalPage({ t, route, link }: PageProps) {
  const page = route === 'datenschutz' ? t.datenschutz : t.impressum;
  // The privacy policy's body is put together from what this build does (site/shown-contents.ts).
  if (!page.body) throw new Error('the privacy policy has no body: render checked contents (site/validate.ts)');
  return (
    <div className="section page-top">
      <article className="container prose legal" aria-labelledby="page-title">
        <h1 id="page-title">{page.title}</h1>
        <RichText blocks={page.body} resolve={link} />
      </article>
    </div>
  );
}
