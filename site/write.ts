// The one place that writes the site. A build never writes into the output folder itself: it
// fills a staging folder beside it, then swaps the two with renames, so a failed build (or a crash
// mid-write) leaves the previous output exactly as it was.
import { writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export type Files = Map<string, string | Uint8Array>;

export async function writeSite(outDir: string, files: Files): Promise<void> {
  const target = path.resolve(outDir);
  const cwd = process.cwd();
  if (cwd === target || cwd.startsWith(target + path.sep) || target === path.parse(target).root)
    throw new Error(`refusing to write the site over ${target}: it holds the project (choose an output folder)`);
  const staging = `${target}.tmp-${process.pid}`;
  const previous = `${target}.old-${process.pid}`;
  await rm(staging, { recursive: true, force: true }); // a crashed run's, with this process id
  try {
    await mkdir(staging, { recursive: true });
    for (const dir of new Set([...files.keys()].map((file) => path.dirname(path.join(staging, file)))))
      await mkdir(dir, { recursive: true });
    // One after another: for thousands of small files, faster than a promise and a thread-pool trip each.
    for (const [file, bytes] of files) writeFileSync(path.join(staging, file), bytes);
    const hadPrevious = await rename(target, previous).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        return false;
      },
    );
    await rename(staging, target).catch(async (error: unknown) => {
      if (hadPrevious) await rename(previous, target);
      throw error;
    });
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
