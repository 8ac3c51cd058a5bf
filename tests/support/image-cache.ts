// A vitest global setup (tests/hosts.vitest.config.ts names it; tests/global-setup.ts calls it): the
// builds of a test run, and those of the project copies its tests make, keep their encoded images and
// share cards in a temporary folder, not in the project's node_modules/.cache.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Points SITE_IMAGE_CACHE at a new temporary folder; returns what removes it. */
export default function temporaryImageCache(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-image-cache-'));
  process.env.SITE_IMAGE_CACHE = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
