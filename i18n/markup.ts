// The texts' tiny markup (see i18n/types.ts) as tokens: what the components render as React
// elements and what the build's checker (site/check.ts) checks, with one parser.
export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'placeholder'; text: string }
  | { kind: 'link'; text: string; target: string };

export class MarkupError extends Error {}

const richPattern = /\*\*(.+?)\*\*|\[\[(.+?)\]\]|\[([^\]]+)\]\(([^)\s]+)\)/g;
const plainPattern = /\*\*(.+?)\*\*/g;

/** Splits a text into tokens; throws MarkupError on an unclosed `**` or an unsafe link target. */
export function parseInline(text: string, rich = false): InlineToken[] {
  // Most texts have no markup: without these characters, no rule below can match.
  if (!/[*[\]<&]/.test(text)) return [{ kind: 'text', text }];
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(rich ? richPattern : plainPattern)) {
    if (match.index > last) tokens.push({ kind: 'text', text: text.slice(last, match.index) });
    const [, strong, placeholder, label, target] = match;
    if (strong !== undefined) tokens.push({ kind: 'strong', text: strong });
    else if (placeholder !== undefined) tokens.push({ kind: 'placeholder', text: placeholder });
    else tokens.push({ kind: 'link', text: label!, target: linkTarget(target!) });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind: 'text', text: text.slice(last) });
  for (const token of tokens) {
    if (token.kind === 'text' && token.text.includes('**'))
      throw new MarkupError('`**` is not closed: close it after the words it marks, or remove it');
    if (token.kind === 'strong' && token.text.trim() === '')
      throw new MarkupError('`**` around no words: remove the pair');
    // `*word*` (Markdown's italics) would show its stars; a star within a word (Nutzer*innen) is
    // German's gender star.
    if (token.kind === 'text' && /(^|[\s(„“"'‘])\*[^\s*][^*]*?(?<=[^\s*])\*(?=$|[\s.,;:!?)“”"'’])/.test(token.text))
      throw new MarkupError('a single `*` marks nothing here: mark emphasis with **emphasis**, or remove the stars');
    if (/<\/?[a-z!]/i.test(token.text))
      throw new MarkupError('HTML markup is not allowed in texts: mark emphasis with **emphasis**');
    // Shown as written, never decoded: "&amp;" would reach the visitor as "&amp;".
    if (/&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i.test(token.text))
      throw new MarkupError('an HTML entity is not allowed in texts: write the character itself');
    // A gap or a link of rich text half written would show as typed; a gap left open is no gap,
    // which the launch list would not count.
    if (rich && token.kind === 'text' && /\[\[|\]\]/.test(token.text))
      throw new MarkupError(
        '[[ and ]] do not pair up: write a detail still to fill in as [[what is missing]], and once filled in, remove both',
      );
    if (rich && token.kind === 'text' && /\]\s*\(\s*(route:|https?:|mailto:|tel:)/.test(token.text))
      throw new MarkupError(
        'a link is not written whole: write it as [label](route:<page id>), [label](https://…) or [label](mailto:…), without spaces',
      );
    // Links and [[gaps]] are rich text (the legal pages); elsewhere they would show as typed.
    if (!rich && token.kind === 'text' && /\[\[.+?\]\]|\[[^\]]+\]\([^)\s]+\)/.test(token.text))
      throw new MarkupError(
        'links and [[gaps]] belong in the legal texts only; a card or button links with a `link` field',
      );
  }
  return tokens;
}

function linkTarget(target: string): string {
  if (/^(https:\/\/|mailto:|tel:)/.test(target)) return target;
  // That the page exists is the checker's to say (site/check.ts), which knows the pages.
  if (/^route:[\w:-]+(#[\w-]+)?$/.test(target)) return target;
  throw new MarkupError(
    `unsafe or unknown link target: ${target}: link a page of the site as (route:<page id>), one elsewhere as (https://…), or (mailto:…), (tel:…)`,
  );
}

/** Where an example value of the template stands in a text (site/examples.ts), for the page to mark
 * it: a value between `exampleStart` and `exampleEnd`, or a whole text after `exampleText`. Private-use
 * characters, which no text types; the build removes any its pages do not show as a mark. */
export const [exampleStart, exampleEnd, exampleText] = ['\uE000', '\uE001', '\uE002'];
export const withoutMarks = (text: string): string => text.replace(/[\uE000-\uE002]/g, '');

/** The text without its markup, `**emphasis**` read as plain words: for structured data and the like. */
export const plainText = (text: string): string =>
  parseInline(withoutMarks(text))
    .map((token) => token.text)
    .join('');
