// The texts as the pages show them, before they are checked (site/validate.ts): placeholders filled
// and typography set (i18n/typeset.ts), and the privacy policy put together from its texts and what
// this build does (site/privacy.ts). Pure: the texts passed in are left as they are.
import { languages, type Content, type Lang } from '../i18n/types.ts';
import { prepareContents } from '../i18n/typeset.ts';
import type { SiteConfig } from './config.ts';
import { declarePrivacy, privacyPolicy } from './privacy.ts';

/** Every language's texts as shown, from texts that passed their schema (site/validate.ts:
 * schemaProblems); checked after (contentProblems). */
export function showContents(contents: Record<Lang, Content>, config: SiteConfig, year: number): Record<Lang, Content> {
  const prepared = prepareContents(contents, config, year);
  const declaration = declarePrivacy(config);
  const shown = {} as Record<Lang, Content>;
  for (const lang of languages) {
    const t = prepared[lang];
    shown[lang] = { ...t, datenschutz: { ...t.datenschutz, body: privacyPolicy(t.datenschutz, declaration) } };
  }
  return shown;
}
