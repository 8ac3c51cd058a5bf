// The one place that writes the site: into a fresh sibling folder first, then swapped in, so a
// failed build (or a crash mid-write) leaves the previous output exactly as it was.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeSite(outDir: string, files: Map<string, string | Uint8Array>): Promise<void> {
  const target = path.resolve(outDir);
  const staging = `${target}.tmp-${process.pid}`;
  const previous = `${target}.old-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    const folders = new Set([...files.keys()].map((file) => path.dirname(path.join(staging, file))));
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    await Promise.all([...files].map(([file, bytes]) => writeFile(path.join(staging, file), bytes)));
    await rename(target, previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(previous, { recursive: true, force: true });
  }
}
