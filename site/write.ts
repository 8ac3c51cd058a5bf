// The one place that writes the site. A build never writes into the output folder itself: it
// fills a staging folder beside it, then swaps the two with renames, so a failed build (or a crash
// mid-write) leaves the previous output exactly as it was.
import { copyFileSync, linkSync, lstatSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** A file of the image cache (a share card): linked into the output, never read into memory. */
export interface CacheFile {
  fromCache: string;
  size: number;
}

export type FileContent = string | Uint8Array | CacheFile;

/** Output path → what goes there. */
export type Files = Map<string, FileContent>;

export const isCacheFile = (content: FileContent): content is CacheFile =>
  typeof content === 'object' && 'fromCache' in content;

export const byteLength = (content: FileContent): number =>
  typeof content === 'string' ? Buffer.byteLength(content) : isCacheFile(content) ? content.size : content.length;

/** The bytes of a file the build holds in memory: a page, a script, a stylesheet. */
export function bytesOf(files: Files, file: string): string | Uint8Array {
  const content = files.get(file);
  if (content === undefined || isCacheFile(content)) throw new Error(`${file} is not in the build's memory`);
  return content;
}

/** A hard link where the file system allows one (same device, links supported, `from` still there). */
function linked(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK', 'ENOENT'].includes((error as NodeJS.ErrnoException).code!))
      throw error;
    return false;
  }
}

const isFolder = (folder: string) => {
  try {
    return lstatSync(folder).isDirectory();
  } catch {
    return false;
  }
};

/**
 * The current output's file at `file` when it holds exactly `bytes`, else null. Only its own files
 * count: a symbolic link anywhere on the way (the file, a folder above it, `target` itself) is never
 * followed, so the new output never shares a file with one outside it.
 */
function currentOutput(target: string): (file: string, bytes: Uint8Array) => string | null {
  const folders = new Map<string, boolean>();
  const own = (folder: string): boolean => {
    let answer = folders.get(folder);
    if (answer === undefined) {
      answer = isFolder(path.join(target, folder)) && (folder === '.' || own(path.dirname(folder)));
      folders.set(folder, answer);
    }
    return answer;
  };
  return (file, bytes) => {
    if (!own(path.dirname(file))) return null;
    const live = path.join(target, file);
    try {
      const found = lstatSync(live);
      return found.isFile() && found.size === bytes.length && readFileSync(live).equals(bytes) ? live : null;
    } catch {
      return null;
    }
  };
}

/** Writes `files` to `outDir` in one swap; returns how many were written or copied (the rest are links). */
export async function writeSite(outDir: string, files: Files): Promise<number> {
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
    // A file the current output already holds as it is gets linked, not written: it keeps its inode
    // and modification time (ETag, Last-Modified, rsync's quick check), and a rebuild makes new files
    // only for what changed.
    const unchanged = currentOutput(target);
    let written = 0;
    for (const [file, content] of files) {
      const to = path.join(staging, file);
      if (isCacheFile(content)) {
        if (linked(content.fromCache, to)) continue;
        copyFileSync(content.fromCache, to);
      } else {
        const bytes = typeof content === 'string' ? Buffer.from(content) : content;
        const live = unchanged(file, bytes);
        if (live && linked(live, to)) continue;
        writeFileSync(to, bytes);
      }
      written++;
    }
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
    return written;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
