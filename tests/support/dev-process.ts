// The dev server as a child process, run in a copy of the project (./project-copy.ts), for the
// dev-server tests and the edit-to-reload benchmark.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface DevProcess {
  url: string;
  /** The dev server's process, or npm's when started through it. */
  child: ChildProcessWithoutNullStreams;
  /** Everything the server printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves when the printed output matches `pattern` (only output after `since` counts). */
  waitFor(pattern: RegExp, since?: number, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Ctrl-C; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Stops the server if still running and deletes the project copy. */
  dispose(): Promise<void>;
}

/** `viaNpm`: started by `npm run dev` itself, npm and its shell above the server, as a user starts it. */
export async function startDev(project: string, { viaNpm = false } = {}): Promise<DevProcess> {
  // Otherwise as `npm run dev` runs it: one Node process with tsx's loader.
  const [command, args] = viaNpm
    ? ['npm', ['run', 'dev', '--', '--port', '0']]
    : [process.execPath, ['--import', 'tsx', 'tools/dev.ts', '--port', '0']];
  const child = spawn(command as string, args as string[], { cwd: project, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    out += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitFor = (pattern: RegExp, since = 0, timeoutMs = 30_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const found = out.slice(since).match(pattern);
        if (!found) return;
        done();
        resolve(found);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`dev server never printed ${pattern} in ${timeoutMs} ms; it printed:\n${out}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      void exited.then(() => {
        if (!listeners.has(check)) return;
        done();
        reject(new Error(`dev server exited before printing ${pattern}:\n${out}`));
      });
      check();
    });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    return exited;
  };
  const [, url] = await waitFor(/Dev server at (http:\/\/127\.0\.0\.1:\d+)/, 0, 60_000);
  return {
    url: url!,
    child,
    output: () => out,
    waitFor,
    stop,
    dispose: async () => {
      await stop();
      rmSync(project, { recursive: true, force: true });
    },
  };
}
