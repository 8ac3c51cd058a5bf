// The one place that writes the site: into a fresh sibling folder first, then swapped in, so a
// failed build (or a crash mid-write) leaves the previous output exactly as it was.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Files = Map<string, string | Uint8Array>;

/** Writes `files` (output path → bytes) under `folder`. */
export async function writeFiles(folder: string, files: Files): Promise<void> {
  const folders = new Set([...files.keys()].map((file) => path.dirname(path.join(folder, file))));
  for (const dir of [...folders].sort()) await mkdir(dir, { recursive: true });
  await Promise.all([...files].map(([file, bytes]) => writeFile(path.join(folder, file), bytes)));
}

/**
 * Replaces `outDir` with `files` at once. `files` may instead be a function that fills the staging
 * folder it is given (the scale benchmark's workers write their pages there in parallel); if it
 * throws, nothing changes.
 */
export async function writeSite(outDir: string, files: Files | ((staging: string) => Promise<void>)): Promise<void> {
  const target = path.resolve(outDir);
  const staging = `${target}.tmp-${process.pid}`;
  const previous = `${target}.old-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await mkdir(staging, { recursive: true });
    await (typeof files === 'function' ? files(staging) : writeFiles(staging, files));
    await rename(target, previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(previous, { recursive: true, force: true });
  }
}
