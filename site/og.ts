// `npm run og`: draws the Open Graph image (1200×630) of each language in Chromium from the site's
// own texts, colours and font, into static/images/og-<lang>.png, and notes what it drew them from
// (site/og-card.ts). Run it after changing the hero texts or the brand; the images are committed so
// that builds need no browser, and a test says when they are out of date.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { de } from '../i18n/de.ts';
import { en } from '../i18n/en.ts';
import type { Content, Lang } from '../i18n/types.ts';
import { loadSiteConfig } from '../site.config.ts';
import { root } from './assets.ts';
import { launchChromium } from '../tools/chromium.ts';
import { fingerprintFile, ogCard, ogFingerprint } from './og-card.ts';

const config = loadSiteConfig();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const fingerprints: Record<string, string> = {};
  for (const [lang, t] of Object.entries({ de, en }) as [Lang, Content][]) {
    const card = ogCard(t, config);
    await page.setContent(card, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    const file = path.join(root, `static/images/og-${lang}.png`);
    await page.screenshot({ path: file, type: 'png' });
    fingerprints[lang] = ogFingerprint(card);
    console.log(`✔ ${path.relative(root, file)}`);
  }
  writeFileSync(fingerprintFile, `${JSON.stringify(fingerprints, null, 2)}\n`);
} finally {
  await browser.close();
}
