// The Open Graph card of a language as an HTML page (drawn to PNG by `npm run og`, site/og.ts), and
// the fingerprint of what it is drawn from: the images are committed, so a test compares the
// fingerprint stored beside them with the current texts, colours and font and asks for a redraw.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { plainText } from '../components/RichText.tsx';
import type { Content } from '../i18n/types.ts';
import type { SiteConfig } from '../site.config.ts';
import { root } from './assets.ts';
import { contentHash } from './hash.ts';

/** Beside the images; a dot file, so the build does not publish it. */
export const fingerprintFile = path.join(root, 'static/images/.og-sources.json');

// As a data URL: a page set from a string may not load file:// fonts.
const fontFile = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function ogCard(t: Content, config: SiteConfig): string {
  const font = `data:font/woff2;base64,${readFileSync(fontFile).toString('base64')}`;
  return `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url('${font}') format('woff2'); font-weight: 100 900; }
html, body { margin: 0; width: 1200px; height: 630px; }
body { font-family: Inter, sans-serif; background: ${config.themeColor}; color: #fff; display: flex; flex-direction: column; justify-content: space-between; padding: 72px 80px; box-sizing: border-box; position: relative; overflow: hidden; }
.brand { display: flex; align-items: center; gap: 18px; font-size: 30px; font-weight: 650; letter-spacing: -0.01em; }
.mark { width: 56px; height: 56px; }
h1 { font-size: 64px; line-height: 1.08; font-weight: 750; letter-spacing: -0.025em; margin: 0; max-width: 900px; }
p { font-size: 28px; line-height: 1.35; margin: 20px 0 0; color: #d6e2ec; max-width: 860px; }
.badge { display: inline-block; background: #f2a65a; color: #10263a; font-weight: 650; font-size: 22px; padding: 10px 20px; border-radius: 999px; }
.frames { position: absolute; right: -60px; bottom: -40px; opacity: .16; }
</style></head><body>
<div class="brand"><svg class="mark" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#fff" fill-opacity=".12"/><rect x="14" y="16" width="22" height="16" rx="3" fill="none" stroke="#fff" stroke-width="4"/><rect x="28" y="32" width="22" height="16" rx="3" fill="#f2a65a"/></svg>${escape(config.brand)}</div>
<div><h1>${escape(plainText(t.hero.title))}</h1><p>${escape(t.hero.seo.description)}</p></div>
<div><span class="badge">${escape(t.navigation.cta)}</span></div>
<svg class="frames" width="520" height="420" viewBox="0 0 520 420" fill="none" stroke="#fff" stroke-width="8"><rect x="40" y="40" width="260" height="180" rx="18"/><rect x="200" y="180" width="280" height="200" rx="18"/></svg>
</body></html>`;
}

/** What the card of each language is drawn from, as one short hash per language. */
export const ogFingerprint = (card: string): string => contentHash(card, 16);
