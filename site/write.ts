// The one place that writes the site. A build never touches the output folder itself: it fills a
// staging folder, then swaps it in, so a failed build (or a crash mid-write) leaves the previous
// output exactly as it was.
//
// The staging folder is the build before last, kept beside the output as `.<name>-spare`: its files
// are overwritten in place and those the new build no longer has are removed. On this machine's
// disk creating a file costs ~0.6 ms of kernel time and overwriting one ~0.06 ms, so reusing the
// files is most of what a rebuild of many pages spends on writing (`npm run bench`).
import { mkdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

export type Files = Map<string, string | Uint8Array>;

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Writes `files` (output path → bytes) under `folder`, over whatever is there. Synchronous: nothing
 * else runs while a build writes, and it spares a promise and a file handle object per file. */
export function writeFiles(folder: string, files: Files): void {
  for (const dir of new Set([...files.keys()].map((file) => path.dirname(path.join(folder, file)))))
    makeFolder(folder, dir);
  for (const [file, bytes] of files) {
    const target = path.join(folder, file);
    try {
      writeFileSync(target, bytes);
    } catch (error) {
      // A folder where the new build has a file (a page that used to have pages below it).
      if (code(error) !== 'EISDIR') throw error;
      rmSync(target, { recursive: true });
      writeFileSync(target, bytes);
    }
  }
}

/** mkdir -p, replacing a file on the way that the new build needs as a folder. */
function makeFolder(root: string, dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    if (code(error) !== 'EEXIST' && code(error) !== 'ENOTDIR') throw error;
    let blocker = dir;
    while (path.dirname(blocker) !== root && !statSync(blocker, { throwIfNoEntry: false })?.isFile())
      blocker = path.dirname(blocker);
    unlinkSync(blocker);
    mkdirSync(dir, { recursive: true });
  }
}

/**
 * Replaces `outDir` with `files` at once. `files` may instead be a function that fills the staging
 * folder it is given and returns the paths it wrote (the scale benchmark's workers write their
 * pages there in parallel); if it throws, the output stays as it was.
 */
export async function writeSite(
  outDir: string,
  files: Files | ((staging: string) => Promise<Iterable<string>>),
): Promise<void> {
  const target = path.resolve(outDir);
  const spare = path.join(path.dirname(target), `.${path.basename(target)}-spare`);
  const staging = `${target}.tmp-${process.pid}`;
  const previous = `${target}.old-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  // Claimed by renaming, so two builds side by side never share it.
  await rename(spare, staging).catch(async (error: unknown) => {
    if (code(error) !== 'ENOENT') throw error;
    await mkdir(staging, { recursive: true });
  });
  try {
    const before = await fg('**', { cwd: staging, dot: true, onlyFiles: true });
    const written = new Set(typeof files === 'function' ? await files(staging) : files.keys());
    if (typeof files !== 'function') writeFiles(staging, files);
    await prune(
      staging,
      before.filter((file) => !written.has(file)),
    );
    const hadPrevious = await rename(target, previous).then(
      () => true,
      (error: unknown) => {
        if (code(error) !== 'ENOENT') throw error;
        return false;
      },
    );
    await rename(staging, target).catch(async (error: unknown) => {
      if (hadPrevious) await rename(previous, target);
      throw error;
    });
    if (hadPrevious) await rename(previous, spare);
  } finally {
    // After a failure the half-written staging folder is still a good spare: the next build
    // overwrites or removes every file in it.
    await rename(staging, spare).catch(() => rm(staging, { recursive: true, force: true }));
    await rm(previous, { recursive: true, force: true });
  }
}

/** Removes `stale` files under `folder`, then each one's folder and its parents up to the first
 * that is not empty. A stale path the new build has made a folder (or has put under a file) is left
 * alone. */
async function prune(folder: string, stale: string[]): Promise<void> {
  await Promise.all(
    stale.map((file) =>
      unlink(path.join(folder, file)).catch((error: unknown) => {
        if (!['ENOENT', 'EISDIR', 'ENOTDIR'].includes(code(error)!)) throw error;
      }),
    ),
  );
  for (const dir of new Set(stale.map((file) => path.dirname(file))))
    for (let d = dir; d !== '.'; d = path.dirname(d))
      if (
        !(await rmdir(path.join(folder, d)).then(
          () => true,
          () => false,
        ))
      )
        break;
}
