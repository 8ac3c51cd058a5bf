// "Did you mean …?" for a name typed wrong: a text's key, a page id, a command's option.
import { closest, distance } from 'fastest-levenshtein';

/** The one of `names` a typo away from `word` (a third of its letters, or two neighbours swapped:
 * `titel`, which Levenshtein counts as two), if any. */
export function nearest(word: string, names: string[]): string | undefined {
  const near = names.length ? closest(word, names) : undefined;
  const swapped = (a: string, b: string) =>
    a.length === b.length && [...a].some((c, i) => a.slice(0, i) + a[i + 1] + c + a.slice(i + 2) === b);
  return near && (distance(word, near) <= Math.max(1, Math.floor(word.length / 3)) || swapped(word, near))
    ? near
    : undefined;
}

/** ` (did you mean 'tools'?)` where one of `names` is a typo away from `word` (`nearest`). */
export function meant(word: string, names: string[], shown = (name: string) => name): string {
  const near = nearest(word, names);
  return near ? ` (did you mean ${shown(near)}?)` : '';
}
