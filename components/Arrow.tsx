// A small arrow beside a link label: onward, back, or out to another site.
const arrows = { next: 'M3 8h10M9 4l4 4-4 4', back: 'M13 8H3M7 4 3 8l4 4', external: 'M5 11l6-6M6 5h5v5' };

/** The arrow beside a link label: diagonal for a page elsewhere, straight for one of ours. */
export function Arrow({ external = false, back = false }: { external?: boolean; back?: boolean }) {
  return (
    <svg
      className="arrow"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={arrows[external ? 'external' : back ? 'back' : 'next']} />
    </svg>
  );
}
