// A small arrow beside a link label: onward, back, or out to another site.
import { LineIcon } from './LineIcon.tsx';

const arrows = { next: 'M3 8h10M9 4l4 4-4 4', back: 'M13 8H3M7 4 3 8l4 4', external: 'M5 11l6-6M6 5h5v5' };

/** The arrow beside a link label: diagonal for a page elsewhere, straight for one of ours. */
export function Arrow({ external = false, back = false }: { external?: boolean; back?: boolean }) {
  return (
    <LineIcon className="arrow" grid={16} size={16} weight="1.75" roundJoins>
      <path d={arrows[external ? 'external' : back ? 'back' : 'next']} />
    </LineIcon>
  );
}
