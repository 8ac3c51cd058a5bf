// HTML minification with html-minifier-terser, at a cost that grows with the distinct markup of the
// site rather than with its page count. Measured on the 2-core build machine: minifying a whole page
// took about 85% of a build's render time (React's production render is ~0.6 ms a page, the
// minifier ~2 ms), most of it spent re-parsing markup every page shares: the header, the footer
// and the inline SVG icons. So each page is minified as a skeleton in which
// - <style> and <script> bodies are left out (already minified by esbuild, or JSON) and put back;
// - every <svg>, <header> and <footer> element stands in as an empty slot; each distinct one is
//   minified once (memoized), then put back into its slot.
// The result is the whole-page result (tests/minify.test.ts), but for one thing: a space after an
// inline SVG, which the whole-page minifier drops (it reads the SVG's last child as a block) and
// this keeps, as written: "Open<svg…/> (opens in a new tab)" is read out with its space.
import { minify, type Options } from 'html-minifier-terser';

const options: Options = {
  collapseWhitespace: true,
  collapseBooleanAttributes: true,
  removeComments: true,
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  useShortDoctype: true,
  // No template fragments (<% %>, <? ?>) to protect: skipping the scan for them is faster.
  ignoreCustomFragments: [],
};

/** The plain way: the whole page through the minifier. */
export const minifyWhole = (html: string): Promise<string> => minify(html, options);

const SLOT = 'data-minify-slot';
// Raw-text elements first, so an SVG or a header inside a script's text is never taken for markup.
const parts = /<(style|script)\b([^>]*)>([\s\S]*?)<\/\1>|<(svg|header|footer)\b[^>]*>[\s\S]*?<\/\4>/g;
const slots = new RegExp(`<(style|script|svg|header|footer)\\b[^>]*?( ${SLOT})?>(?:</\\1>)`, 'g');

/** Shared fragments, minified once per process (the dev server keeps them across rebuilds). */
const memo = new Map<string, Promise<string>>();
const MEMO_LIMIT = 20_000;
function minifyShared(fragment: string): Promise<string> {
  let result = memo.get(fragment);
  if (!result) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    result = minify(fragment, options);
    memo.set(fragment, result);
  }
  return result;
}

export async function minifyPage(html: string): Promise<string> {
  const fills: (string | Promise<string>)[] = [];
  const skeleton = html.replace(parts, (match, raw?: string, attributes?: string, body?: string, element?: string) => {
    if (raw) {
      fills.push(body!);
      return `<${raw}${attributes}></${raw}>`;
    }
    // A nested element of the same kind would end the match early: leave such markup in place.
    if (match.indexOf(`<${element}`, 1) !== -1) return match;
    fills.push(minifyShared(match));
    return `<${element} ${SLOT}></${element}>`;
  });
  const minified = await minify(skeleton, options);
  const filled = await Promise.all(fills);
  let next = 0;
  const result = minified.replace(slots, (match, _element: string, slot?: string) => {
    const fill = filled[next++]!;
    return slot ? fill : match.replace(/<\/\w+>$/, `${fill}$&`);
  });
  if (next !== filled.length) throw new Error(`minifyPage: ${filled.length} slots made, ${next} filled`);
  return result;
}
