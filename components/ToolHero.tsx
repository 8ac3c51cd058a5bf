// The top of a tool page: its pill and badge, the page's one h1, the lead, the button, and a note.
import type { ReactNode } from 'react';
import { Inline } from './RichText.tsx';

interface ToolHeroProps {
  /** The tool's pill (a <Pill>, in the tone the page gives it). */
  pill: ReactNode;
  badge: string;
  title: string;
  subtitle: string;
  note?: string;
  /** The call to action. */
  children: ReactNode;
}

export function ToolHero({ pill, badge, title, subtitle, note, children }: ToolHeroProps) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="container">
        <div className="tool-top">
          {pill}
          <span className="badge">{badge}</span>
        </div>
        <h1 id="page-title">
          <Inline text={title} />
        </h1>
        <p className="lead">
          <Inline text={subtitle} />
        </p>
        <div className="actions">{children}</div>
        {note && (
          <p className="note">
            <Inline text={note} />
          </p>
        )}
      </div>
    </section>
  );
}
