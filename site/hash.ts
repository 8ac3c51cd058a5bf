// The content hash in file names and cache names: its own module, so the render path (service
// worker) does not load the asset pipeline (esbuild, fast-glob) to get it.
import { createHash } from 'node:crypto';

export const contentHash = (bytes: Uint8Array | string, length = 10): string =>
  createHash('sha256').update(bytes).digest('base64url').replace(/[-_]/g, '').slice(0, length).toLowerCase();
