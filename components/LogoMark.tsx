// The brand mark: a sketched frame becoming a solid prototype screen (same motif as the favicon).
export function LogoMark() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d3b53" />
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
      <rect x="14" y="16" width="11" height="8" rx="1.5" fill="#f2a65a" />
    </svg>
  );
}
