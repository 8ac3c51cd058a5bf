// A link that opens in a new tab: safe `rel`, and every visitor told about the new tab, by the arrow
// of a page elsewhere and, for screen readers, in words.
import type { ReactNode } from 'react';
import { Arrow } from './Arrow.tsx';

interface ExternalLinkProps {
  href: string;
  /** Visually hidden notice, t.common.opensInNewTab. */
  newTab: string;
  className?: string;
  /** A link to the booking page: marked for the `cta_click` analytics event. */
  booking?: boolean;
  children: ReactNode;
}

export function ExternalLink({ href, newTab, className, booking, children }: ExternalLinkProps) {
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-booking={booking ? '' : undefined}
    >
      {/* The arrow in the words' line, after the last of them: a label of two lines keeps it there. */}
      <span>
        {children}
        {'\u00a0'}
        <Arrow external />
      </span>
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}
