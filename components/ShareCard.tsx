// The share card's look (Open Graph image, 1200×630), drawn by the build with satori (site/share-cards.tsx):
// no browser, so flexbox and inline styles only, as satori supports them.
import { LogoMark } from './LogoMark.tsx';

export const shareCardSize = { width: 1200, height: 630 } as const;

/** Everything one card shows; with the fonts and the drawing code, it is the cache key. */
export interface Card {
  brand: string;
  title: string;
  subtitle: string;
  /** The accent badge: the site's call to action. */
  badge: string;
  /** The site's colours by name (site/theme.ts), and its font's family. */
  palette: Record<string, string>;
  font: string;
}

/** The card's look follows the site: theme-colour ground, the brand with its mark, the page's
 * title and description, the call to action as an accent badge, two frames as decoration. */
export function ShareCard({ brand, title, subtitle, badge, palette, font }: Card) {
  return (
    <div
      style={{
        ...shareCardSize,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: palette.brand,
        color: '#fff',
        fontFamily: font,
        position: 'relative',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 18, fontSize: 30, fontWeight: 600 }}>
        <LogoMark palette={palette} size={56} />
        {brand}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div
          style={{
            fontSize: 64,
            lineHeight: 1.08,
            fontWeight: 700,
            letterSpacing: -1.6,
            maxWidth: 940,
            lineClamp: 2,
            // A word longer than a line breaks rather than runs off the card.
            wordBreak: 'break-word',
          }}
        >
          {title}
        </div>
        <div
          style={{
            fontSize: 28,
            lineHeight: 1.35,
            marginTop: 20,
            color: palette['on-ink'],
            maxWidth: 860,
            lineClamp: 3,
          }}
        >
          {subtitle}
        </div>
      </div>
      <div style={{ display: 'flex' }}>
        <div
          style={{
            background: palette.accent,
            color: palette.ink,
            fontWeight: 600,
            fontSize: 22,
            padding: '10px 20px',
            borderRadius: 999,
          }}
        >
          {badge}
        </div>
      </div>
      {/* In the corner right of the text's column (the subtitle's ends at 940 px): never behind a word. */}
      <div style={{ display: 'flex', position: 'absolute', right: -50, bottom: -40, opacity: 0.16 }}>
        <svg width={300} height={242} viewBox="0 0 520 420" fill="none" stroke="#fff" strokeWidth="12">
          <rect x="40" y="40" width="260" height="180" rx="18" />
          <rect x="200" y="180" width="280" height="200" rx="18" />
        </svg>
      </div>
    </div>
  );
}
