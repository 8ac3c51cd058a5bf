// The one place that writes the site. A build never writes into the output folder itself: it
// fills a staging folder beside it, then swaps the two with renames, so a failed build (or a crash
// mid-write) leaves the previous output exactly as it was. A file the previous output holds already,
// byte for byte, is linked into the staging folder instead of written again. An output folder that
// is a link is written where it leads: that folder is the one a server serves.
import {
  copyFileSync,
  linkSync,
  lstatSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { CachedFile, type Files } from './files.ts';

/** What is at `file` itself (a link is not followed), or null when nothing can be seen there. */
const entryAt = (file: string) => {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
};
const exists = (file: string) => entryAt(file) !== null;
const isFolder = (folder: string) => entryAt(folder)?.isDirectory() ?? false;

/** A file of its own in every output: what marks a folder as one a build wrote (a home page would not:
 * a folder of the owner's, an older site, may hold one). */
export const outputMark = '.build-output';
const markText = 'Written by npm run build, which replaces this folder whole: keep nothing of yours in it.\n';

/** A folder a build wrote, or an empty one: what a build may replace. */
const isOutput = (folder: string) =>
  isFolder(folder) && (readdirSync(folder).length === 0 || exists(path.join(folder, outputMark)));

/** The output folder itself: where `outDir` is a link, what it leads to (the folder a server serves). */
export function outputFolder(outDir: string): string {
  try {
    return realpathSync(outDir);
  } catch {
    return path.resolve(outDir);
  }
}

/** Refuses an output folder whose replacement would lose something that is not a build's output. */
export function checkTarget(target: string): void {
  const cwd = process.cwd();
  if (cwd === target || cwd.startsWith(target + path.sep) || target === path.parse(target).root)
    throw new Error(`refusing to write the site over ${target}: it holds the project (choose an output folder)`);
  if (!exists(target)) return;
  if (!isOutput(target))
    throw new Error(
      `refusing to replace ${target}: it is not a build's output (no ${outputMark} in it); choose another ` +
        '--out, or, if it holds nothing of yours (an output of an older build), delete it (rm -rf) and build again',
    );
}

/** The hidden folders beside `target` where a build stages, or puts the old output, are named so. */
const hiddenPrefix = (target: string) => `.${path.basename(target)}.`;
const beside = (target: string, kind: 'staging' | 'previous', pid: number) =>
  path.join(path.dirname(target), `${hiddenPrefix(target)}${kind}-${pid}`);

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Puts an old output back where nothing took its place; beside another build's output it is stale. */
async function putBack(previous: string, target: string): Promise<void> {
  await rename(previous, target).catch(async () => {
    if (isOutput(target)) await rm(previous, { recursive: true, force: true }).catch(() => {});
  });
}

/** Clears what builds that stopped left beside `target`: staging folders, and outputs moved aside.
 * Another running build's stay; this process writes one output at a time, so its own are leftovers. */
async function clearLeftovers(target: string): Promise<void> {
  const parent = path.dirname(target);
  const prefix = hiddenPrefix(target);
  for (const entry of exists(parent) ? readdirSync(parent) : []) {
    if (!entry.startsWith(prefix)) continue;
    const [, kind, pid] = entry.slice(prefix.length).match(/^(staging|previous)-(\d+)$/) ?? [];
    if (!pid || (Number(pid) !== process.pid && running(Number(pid)))) continue;
    if (kind === 'previous') await putBack(path.join(parent, entry), target);
    else await rm(path.join(parent, entry), { recursive: true, force: true });
  }
}

/** The folders of the output being replaced whose files may be kept: real folders all the way down, so
 * that no file is taken from where a link in the old output leads. */
function keepableFolders(target: string): (folder: string) => boolean {
  const known = new Map<string, boolean>();
  const keepable = (folder: string): boolean => {
    if (folder === '.') return true;
    let answer = known.get(folder);
    if (answer === undefined) {
      answer = keepable(path.dirname(folder)) && (entryAt(path.join(target, folder))?.isDirectory() ?? false);
      known.set(folder, answer);
    }
    return answer;
  };
  return keepable;
}

/** Links the old output's `from` to `to` if it holds `bytes`. Compared once linked, so that another
 * build swapping the output meanwhile cannot slip its bytes in; builds never change a file in place. */
function keptUnchanged(from: string, to: string, bytes: Uint8Array): boolean {
  const old = entryAt(from);
  if (!old?.isFile() || old.size !== bytes.byteLength) return false;
  try {
    linkSync(from, to);
  } catch {
    return false;
  }
  if (readFileSync(to).equals(bytes)) return true;
  unlinkSync(to);
  return false;
}

/** Runs `swap` with Ctrl-C and a kill held until it is done, then stops as they asked: stopped between
 * the swap's two renames, a build would leave no output at all. */
export async function uninterrupted(swap: () => void): Promise<void> {
  const held: NodeJS.Signals[] = [];
  const hold = (signal: NodeJS.Signals) => held.push(signal);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const signal of signals) process.on(signal, hold);
  try {
    swap();
  } finally {
    // A signal that came meanwhile reaches its listener within two turns of the event loop (in one,
    // it is not always there yet).
    await new Promise((turned) => setImmediate(() => setImmediate(turned)));
    for (const signal of signals) process.off(signal, hold);
    if (held[0] && process.listenerCount(held[0]) === 0) process.kill(process.pid, held[0]);
  }
}

/** Writes `files` to `outDir` in one swap; returns how many, and how many of them the old output held
 * unchanged (kept, not written). */
export async function writeSite(outDir: string, files: Files): Promise<{ files: number; unchanged: number }> {
  const target = outputFolder(outDir);
  checkTarget(target);
  await clearLeftovers(target);
  // Hidden, beside the output, named by this process: two builds into one folder never share them.
  const staging = beside(target, 'staging', process.pid);
  const previous = beside(target, 'previous', process.pid);
  const keepable = isFolder(target) ? keepableFolders(target) : () => false;
  let unchanged = 0;
  try {
    await mkdir(staging, { recursive: true });
    for (const dir of new Set([...files.keys()].map((file) => path.dirname(path.join(staging, file)))))
      await mkdir(dir, { recursive: true });
    // One after another, synchronously: small files cost less than a promise and a thread-pool trip each.
    // A file of the cache is linked (copied where the cache is on another disk): it is never changed
    // in place, a new entry is written beside and renamed.
    for (const [file, content] of files) {
      const to = path.join(staging, file);
      if (content instanceof CachedFile)
        try {
          linkSync(content.path, to);
        } catch {
          copyFileSync(content.path, to);
        }
      else {
        const bytes = typeof content === 'string' ? Buffer.from(content) : content;
        // Kept, a file costs neither its writing nor its deletion with the old output (on ext4 without
        // a journal, each new file scans past the files deleted in the last minutes).
        if (keepable(path.dirname(file)) && keptUnchanged(path.join(target, file), to, bytes)) unchanged++;
        else writeFileSync(to, bytes);
      }
    }
    writeFileSync(path.join(staging, outputMark), markText);
    let hadPrevious = false;
    await uninterrupted(() => {
      try {
        renameSync(target, previous);
        hadPrevious = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      renameSync(staging, target);
    }).catch(async (error: Error) => {
      if (hadPrevious) await putBack(previous, target); // if that fails too, the next build does it
      throw error;
    });
    // The new output is in place: a previous one that will not go is the next build's to clear.
    if (hadPrevious) await rm(previous, { recursive: true, force: true }).catch(() => {});
    return { files: files.size, unchanged };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
