// The hero illustration, drawn for this site: an idea sketched on paper becomes screens, then a
// clickable prototype. Decorative; inlined so it paints with the first response; in the site's
// palette (site/theme.ts).
export function HeroIllustration({ palette: c }: { palette: Record<string, string> }) {
  return (
    <svg className="hero-art" viewBox="0 0 520 440" width="520" height="440" aria-hidden="true" focusable="false">
      <circle cx="300" cy="225" r="190" fill={c['tint-strong']} />
      <circle cx="470" cy="62" r="24" fill={c['accent']} opacity=".35" />
      <g transform="rotate(-7 115 135)">
        <rect
          x="38"
          y="66"
          width="156"
          height="128"
          rx="10"
          fill={c['accent-soft']}
          stroke={c['accent-line']}
          strokeWidth="2"
        />
        <path d="M58 92h62M58 108h92M58 124h48" stroke={c['sketch']} strokeWidth="4" strokeLinecap="round" />
        <path
          d="M58 144h52v30H58zM122 144h52v30h-52z"
          fill="none"
          stroke={c['brand']}
          strokeWidth="2.5"
          strokeDasharray="6 5"
          strokeLinejoin="round"
        />
        <path
          d="M152 86c8-6 18-4 20 4s-6 14-14 12"
          fill="none"
          stroke={c['accent']}
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>
      <path
        d="M96 214c-6 58 30 104 104 104"
        fill="none"
        stroke={c['brand']}
        strokeWidth="2.5"
        strokeDasharray="2 8"
        strokeLinecap="round"
      />
      <path
        d="M190 306l14 12-16 9"
        fill="none"
        stroke={c['brand']}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="246" y="40" width="196" height="132" rx="14" fill={c['tint']} stroke={c['line']} strokeWidth="2" />
      <rect x="214" y="72" width="196" height="132" rx="14" fill="#fff" stroke={c['line-strong']} strokeWidth="2" />
      <path d="M214 96h196" stroke={c['line-strong']} strokeWidth="2" />
      <path d="M230 84h.01M242 84h.01M254 84h.01" stroke={c['sketch']} strokeWidth="6" strokeLinecap="round" />
      <rect x="230" y="112" width="84" height="12" rx="6" fill={c['brand']} />
      <path d="M230 140h70M230 156h52" stroke={c['line-strong']} strokeWidth="6" strokeLinecap="round" />
      <rect x="326" y="112" width="68" height="74" rx="10" fill={c['tint-strong']} />
      <path d="M326 170l20-18 14 12 12-9 22 15v6a10 10 0 0 1-10 10h-48a10 10 0 0 1-10-10z" fill={c['sky']} />
      <rect x="344" y="164" width="150" height="252" rx="28" fill={c['ink']} opacity=".1" />
      <rect x="334" y="150" width="150" height="252" rx="28" fill={c['brand']} />
      <rect x="345" y="163" width="128" height="226" rx="18" fill="#fff" />
      <rect x="357" y="178" width="24" height="24" rx="12" fill={c['accent-soft']} />
      <path d="M389 186h48M389 196h30" stroke={c['line-strong']} strokeWidth="5" strokeLinecap="round" />
      <rect x="357" y="214" width="104" height="70" rx="12" fill={c['tint-strong']} />
      <path d="M357 270l26-22 18 14 16-11 44 30v3a12 12 0 0 1-12 12h-80a12 12 0 0 1-12-12z" fill={c['sky']} />
      <path d="M357 302h88M357 316h60" stroke={c['line-strong']} strokeWidth="5" strokeLinecap="round" />
      <rect x="357" y="338" width="104" height="34" rx="17" fill={c['accent']} />
      <path d="M391 355h36" stroke={c['ink']} strokeWidth="4" strokeLinecap="round" />
      <circle cx="436" cy="356" r="24" fill="none" stroke={c['accent']} strokeWidth="2" opacity=".6" />
      <path d="M430 350l12 34 6-13 14-5z" fill={c['ink']} stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
      <rect x="206" y="330" width="118" height="46" rx="23" fill="#fff" stroke={c['line']} strokeWidth="2" />
      <circle cx="230" cy="353" r="13" fill={c['accent-soft']} />
      <path
        d="M230 346v7l5 3"
        fill="none"
        stroke={c['accent-ink']}
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M252 347h52M252 360h32" stroke={c['line-strong']} strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
