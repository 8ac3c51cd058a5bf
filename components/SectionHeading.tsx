// The head of a page section: eyebrow, the section's h2 (target of aria-labelledby) and an intro.
import { Inline } from './RichText.tsx';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  centered?: boolean;
}

export function SectionHeading({ id, eyebrow, title, intro, centered }: SectionHeadingProps) {
  return (
    <div className={centered ? 'section-head centered' : 'section-head'}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>
        <Inline text={title} />
      </h2>
      {intro && (
        <p className="lead">
          <Inline text={intro} />
        </p>
      )}
    </div>
  );
}
