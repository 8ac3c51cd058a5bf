// A call to action: title, text and one button that opens an external page in a new tab.
import { ExternalLink } from './ExternalLink.tsx';
import { Inline } from './RichText.tsx';

interface CtaPanelProps {
  /** Id of the heading, for the enclosing section's aria-labelledby. */
  id: string;
  title: string;
  text: string;
  button: string;
  href: string;
  newTab: string;
  /** The button goes to the booking page (see ExternalLink). */
  booking?: boolean;
  note?: string;
  level?: 'h2' | 'h3';
  tone?: 'dark' | 'light';
}

export function CtaPanel({
  id,
  title,
  text,
  button,
  href,
  newTab,
  booking,
  note,
  level: Heading = 'h2',
  tone = 'dark',
}: CtaPanelProps) {
  return (
    <div className={`cta-panel cta-${tone}`}>
      <div>
        <Heading id={id}>
          <Inline text={title} />
        </Heading>
        <p>
          <Inline text={text} />
        </p>
      </div>
      <div className="cta-action">
        <ExternalLink
          className={tone === 'dark' ? 'button button-accent' : 'button'}
          href={href}
          newTab={newTab}
          booking={booking}
        >
          {button}
        </ExternalLink>
        {note && (
          <p className="note">
            <Inline text={note} />
          </p>
        )}
      </div>
    </div>
  );
}
