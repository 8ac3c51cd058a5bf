// A list of cards in rows. How many go side by side follows from how many there are, so that a
// row never holds one card alone under fuller ones (four cards: four or two by two, not three and one).
import { Children, type ReactNode } from 'react';

/**
 * Columns on a wide screen for `cards` cards, at most `most`: a number that divides them if one
 * does, else one that leaves more than one card for the last row.
 */
export function columnsFor(cards: number, most: 2 | 3 | 4): number {
  const choices = [4, 3, 2].filter((columns) => columns <= Math.min(most, cards));
  return (
    choices.find((columns) => cards % columns === 0) ??
    choices.find((columns) => cards % columns !== 1) ??
    Math.min(most, cards)
  );
}

/** `most`: how many of these cards fit side by side on a wide screen (2 for wide cards). */
export function CardGrid({ most, className, children }: { most: 2 | 3 | 4; className?: string; children: ReactNode }) {
  const columns = columnsFor(Children.count(children), most);
  return <ul className={['grid', `grid-${columns}`, className].filter(Boolean).join(' ')}>{children}</ul>;
}
