// The content hash in file names and cache names: its own module, because assets.ts, images.ts
// and og-image.tsx all use it and assets.ts imports the other two.
import { createHash } from 'node:crypto';

export const contentHash = (bytes: Uint8Array | string, length = 10): string =>
  createHash('sha256').update(bytes).digest('base64url').replace(/[-_]/g, '').slice(0, length).toLowerCase();
