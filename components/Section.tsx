// A band of a page: a <section> labelled by its h2, its content in the container. With `heading`
// it draws that h2 itself, with an eyebrow and an intro; without, its content holds the h2.
import { createContext, useContext, type ReactNode } from 'react';
import { Inline } from './RichText.tsx';

interface SectionProps {
  /** The id of the section's h2, which names the section (aria-labelledby). */
  labelledBy: string;
  /** The section's own id: an address for in-page links. */
  id?: string;
  /** A tinted band, or one with no space above (it follows a band of the same colour). */
  tone?: 'tint' | 'flush';
  /** A layout class of the container (`split`, `about`). */
  layout?: string;
  heading?: { eyebrow?: string; title: string; intro?: string };
  children: ReactNode;
}

/** The ids of the sections a page shows, noted as it is drawn (site/render.ts): a navigation link's
 * `hash` must name one. */
export const Anchors = createContext<Set<string> | null>(null);

/** `id`, noted as one of the page's sections (a `<section>` drawn without `Section` notes its own). */
export function useAnchor(id: string | undefined): string | undefined {
  const anchors = useContext(Anchors);
  if (id) anchors?.add(id);
  return id;
}

export function Section({ labelledBy, id, tone, layout, heading, children }: SectionProps) {
  useAnchor(id);
  return (
    <section id={id} className={tone ? `section section-${tone}` : 'section'} aria-labelledby={labelledBy}>
      <div className={layout ? `container ${layout}` : 'container'}>
        {heading && (
          <div className="section-head">
            {heading.eyebrow && <p className="eyebrow">{heading.eyebrow}</p>}
            <h2 id={labelledBy}>
              <Inline text={heading.title} />
            </h2>
            {heading.intro && (
              <p className="lead">
                <Inline text={heading.intro} />
              </p>
            )}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

/** Sections as bands that alternate, the first tinted: a section added or left out keeps the rhythm. */
export function Bands({ children }: { children: ReactNode }) {
  return <div className="bands">{children}</div>;
}
