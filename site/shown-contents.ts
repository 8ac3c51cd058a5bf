// The texts as the pages show them, before they are checked (site/validate.ts): placeholders filled
// and typography set (i18n/typeset.ts), and the privacy policy put together from its texts and what
// this build does (site/privacy.ts). Pure: the texts passed in are left as they are.
import { languages, type Content, type Lang, type PrivacyTexts, type RichText } from '../i18n/types.ts';
import { prepareContents } from '../i18n/typeset.ts';
import type { SiteConfig } from './config.ts';
import { declarePrivacy, privacyPolicy, type PrivacyDeclaration } from './privacy.ts';

/** Every language's texts as shown; checked after (site/validate.ts: contentProblems). */
export function showContents(contents: Record<Lang, Content>, config: SiteConfig, year: number): Record<Lang, Content> {
  const prepared = prepareContents(contents, config, year);
  const declaration = declarePrivacy(config);
  const shown = {} as Record<Lang, Content>;
  for (const lang of languages) {
    const t = prepared[lang];
    const body = policyOf(t, declaration);
    shown[lang] = { ...t, datenschutz: { ...t.datenschutz, ...(body && { body }) } };
  }
  return shown;
}

/** The policy's blocks; none while a group of texts it is made of is missing, which validation then names. */
function policyOf(t: Content, declaration: PrivacyDeclaration): RichText | undefined {
  const texts = t.datenschutz as Partial<PrivacyTexts> | undefined;
  const facts = texts?.facts as Partial<PrivacyTexts['facts']> | undefined;
  const groups = [
    texts?.glance,
    texts?.intro,
    texts?.closing,
    ...(['kinds', 'purposes', 'when', 'retention', 'basis', 'labels', 'quotes'] as const).map((k) => facts?.[k]),
    ...declaration.features.map((feature) => texts?.sections?.[feature]?.body),
  ];
  return groups.includes(undefined) ? undefined : privacyPolicy(t.datenschutz, declaration);
}
