// HTML minification with minify-html (native), at a cost that grows with the distinct markup of the
// site rather than with its page count.
//
// Why minify-html and not html-minifier-terser: on a home page (51 KB before minification, 2 cores
// of this machine) html-minifier-terser took ~7.5 ms and saved 38 bytes; minify-html takes ~1.3 ms
// and saves ~1.8 KB (unquoted attribute values, boolean attributes, whitespace). At 2,000 pages the
// old minifier was half the build (`npm run bench`, site/bench-scale.ts).
//
// Each page is minified as a skeleton in which
// - <style> and <script> bodies are left out (already minified by esbuild, or JSON) and put back;
// - every <svg>, <header> and <footer> element stands in as an empty slot; each distinct one is
//   minified once (memoized), then put back into its slot.
// That parses a third of the page, and the result is the whole-page result (tests/minify.test.ts).
import minifyHtml from '@minify-html/node';

// Closing tags and the <html>/<head> start tags stay: valid HTML either way, but html-validate and
// anyone reading the source expect them.
const options = { keep_closing_tags: true, keep_html_and_head_opening_tags: true };

/** The plain way: the whole page through the minifier. */
export const minifyWhole = (html: string): string => minifyHtml.minify(Buffer.from(html), options).toString();

const SLOT = 'data-minify-slot';
/** A start tag's attributes, as a pattern: a `>` may stand inside a quoted value. */
export const ATTRIBUTES = `(?:[^>"']|"[^"]*"|'[^']*')*`;
// The start tags of the elements left out or slotted. Each one's end is found with indexOf: a lazy
// `[\s\S]*?` up to `</style>` costs a pattern step per character of the inlined CSS.
const STARTS = `<(style|script|svg|header|footer)\\b(${ATTRIBUTES})>`;
// Lazy attributes, so the slot marker is matched by its own group.
const slots = new RegExp(`<(style|script|svg|header|footer)\\b${ATTRIBUTES}?( ${SLOT})?></\\1>`, 'g');

/** Shared fragments, minified once per process (the dev server keeps them across rebuilds). */
const memo = new Map<string, string>();
const MEMO_LIMIT = 20_000;
function minifyShared(fragment: string): string {
  let result = memo.get(fragment);
  if (result === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    result = minifyWhole(fragment);
    memo.set(fragment, result);
  }
  return result;
}

export function minifyPage(html: string): string {
  const fills: string[] = [];
  let skeleton = '';
  let copied = 0;
  const starts = new RegExp(STARTS, 'g');
  for (let start; (start = starts.exec(html));) {
    const [, element, attributes] = start;
    const close = `</${element}>`;
    const end = html.indexOf(close, starts.lastIndex);
    if (element === 'style' || element === 'script') {
      // Raw text, never markup: an SVG or a header inside a script stays in its body. Without its
      // end tag the rest of the page is its text, so nothing after it is taken out.
      if (end === -1) break;
      fills.push(html.slice(starts.lastIndex, end));
      skeleton += `${html.slice(copied, start.index)}<${element}${attributes}></${element}>`;
    } else {
      const markup = end === -1 ? '' : html.slice(start.index, end + close.length);
      // Without its end, or around an element of its own kind (which would end the markup early),
      // the element stays in place, and the scan goes on inside it.
      if (!markup || markup.indexOf(`<${element}`, 1) !== -1) continue;
      fills.push(minifyShared(markup));
      skeleton += `${html.slice(copied, start.index)}<${element} ${SLOT}></${element}>`;
    }
    copied = starts.lastIndex = end + close.length;
  }
  skeleton += html.slice(copied);
  let next = 0;
  const result = minifyWhole(skeleton).replace(slots, (match, _element: string, slot?: string) => {
    const fill = fills[next++]!;
    // A function, not a string: `$&` or `$$` in a script is text to keep, not a replacement pattern.
    return slot ? fill : match.replace(/<\/\w+>$/, (end) => fill + end);
  });
  if (next !== fills.length) throw new Error(`minifyPage: ${fills.length} slots made, ${next} filled`);
  return result;
}
