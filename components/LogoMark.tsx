// The brand mark: a sketched frame becoming a solid prototype screen, in the site's palette. The
// header shows it, and the build draws the favicon, the home-screen icons and the share cards from it.
export function LogoMark({
  palette,
  size = 32,
  file = false,
}: {
  palette: Record<string, string>;
  size?: number;
  /** Drawn as a file of its own (the favicon): without what only a mark inside a page needs. */
  file?: boolean;
}) {
  const inPage = file ? {} : ({ className: 'logo', 'aria-hidden': true, focusable: false } as const);
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width={size} height={size} {...inPage}>
      <rect width="32" height="32" rx="8" fill={palette.brand} />
      <rect
        x="7"
        y="8"
        width="11"
        height="8"
        rx="1.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeDasharray="3 2"
      />
      <rect x="14" y="16" width="11" height="8" rx="1.5" fill={palette.accent} />
    </svg>
  );
}
