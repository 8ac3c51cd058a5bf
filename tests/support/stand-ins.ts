// What the tests put in the owner's place (tests/pages.test.ts, tests/assets.test.ts,
// tests/e2e/build-command.test.ts, tests/owner-copy.ts): a name, a photo, the silhouette, a tool platform. Imports
// nothing of the project, so the owner's copy can use it without loading the project; sharp only
// where a photo is made (most suites that read this never do).

/** `name` made as long as `current` (cut, or padded with 'x'): a name that replaces the owner's
 * keeps every title and description exactly as long as the owner's checked one. */
export const sameLength = (name: string, current: string): string =>
  name.padEnd(current.length, 'x').slice(0, current.length).replace(/ $/, 'x');

/** A photo as a camera makes it: a JPEG, `width` × `height` (5:4 upright unless said). */
export const photo = async (width: number, height = (width * 5) / 4): Promise<Buffer> =>
  (await import('sharp'))
    .default({ create: { width, height, channels: 3, background: '#7a8f9c' } })
    .jpeg()
    .toBuffer();

/** A vector picture of 4 × 5, as the silhouette that stands in for the photo. */
export const silhouette =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5" width="4" height="5"><rect width="4" height="5"/></svg>';

/** A platform for the tools' links, where the owner's config has none (site.config.ts: toolPlatform). */
export const platform = {
  name: 'Toolbench',
  provider: 'Toolbench Ltd.',
  origin: 'https://toolbench.example',
  privacyPolicy: 'https://toolbench.example/privacy',
};
