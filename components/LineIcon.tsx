// A line drawing in the current text colour: the one stroke style every icon of the site shares.
// Always decorative: the text beside it carries the meaning.
import type { ReactNode } from 'react';

interface LineIconProps {
  /** The side of the square it is drawn in (its viewBox). */
  grid: 16 | 24;
  /** The side it is shown at, in CSS pixels. */
  size: number;
  weight: '1.75' | '2';
  /** Round joins as well as round caps. */
  roundJoins?: boolean;
  className?: string;
  children: ReactNode;
}

export function LineIcon({ grid, size, weight, roundJoins = false, className, children }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${grid} ${grid}`}
      width={String(size)}
      height={String(size)}
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? 'round' : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
