// Servers the tests start as commands on 127.0.0.1 (the dev server, `npm run preview`, wrangler,
// nginx): what they print, waited for; a port nothing listens on; the processes still running in a folder.
import { spawn, type ChildProcessWithoutNullStreams, type SpawnOptions } from 'node:child_process';
import { readdirSync, readlinkSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

/** Starts `command` with what it prints collected; `detached`: as the leader of a process group of its
 * own, for a command whose children do not stop with it (wrangler's workerd). Otherwise it stays in
 * the tests' group, which a Ctrl-C of the test run reaches. */
export function startCommand(command: string, args: string[], options: SpawnOptions = {}) {
  const child = spawn(command, args, { ...options, stdio: 'pipe' }) as ChildProcessWithoutNullStreams;
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  // Its last lines can still be in the pipes at 'exit': wait for 'close', unless a child it left holds them.
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      child.once('close', () => resolve(code));
      setTimeout(() => resolve(code), 1_000).unref();
    }),
  );
  /** The first match of `pattern` in what it printed after `since`; throws when it exits first. */
  const waitFor = async (pattern: RegExp, since = 0, timeoutMs = 60_000) => {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
      const found = out.slice(since).match(pattern);
      if (found) return found;
      // Exited (or killed by a signal): what it printed last may still be in the pipes, read by `exited`.
      if (child.exitCode !== null || child.signalCode !== null) {
        await exited;
        const last = out.slice(since).match(pattern);
        if (last) return last;
        throw new Error(`${command} exited before printing ${pattern}:\n${out}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${command} never printed ${pattern} in ${timeoutMs} ms; it printed:\n${out}`);
  };
  return {
    child,
    output: () => out,
    waitFor,
    exited,
    /** Sends `signal` to the process alone; resolves with its exit code. */
    stop: (signal: NodeJS.Signals = 'SIGINT') => (child.kill(signal), exited),
    /** Kills it, or what is left of its process group: cleanup, whatever a test left running. (The
     * project's servers stop by themselves once the process that started them is gone.) */
    kill: () => {
      try {
        process.kill(options.detached ? -child.pid! : child.pid!, 'SIGKILL');
      } catch {
        // nothing left of it
      }
    },
  };
}

/** The suites test the site without analytics, whatever site.config.ts says, and with it where they
 * set an id of their own (tests/global-setup.ts): an owner who turns analytics on changes no test. */
export const analyticsOff = { ANALYTICS_ID: '' };

/** The environment of a command as an owner's shell starts it: without the NODE_ENV that
 * vitest.config.ts sets for the tests' own process; analytics off. */
export const ownersEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: undefined, ...analyticsOff });

/** `npm run dev` in `project` (a copy: ./project-copy.ts), once it serves; `viaNpm: false` starts the
 * server's own process, as npm does, without npm and its shell above it. */
export async function startDev(project: string, { viaNpm = false } = {}) {
  const where = { cwd: project, env: ownersEnv() };
  const dev = viaNpm
    ? startCommand('npm', ['run', 'dev', '--', '--port', '0'], where)
    : startCommand(process.execPath, ['--import', 'tsx', 'tools/dev.ts', '--port', '0'], where);
  const [, url] = await dev.waitFor(/Dev server at (http:\/\/127\.0\.0\.1:\d+)/);
  return { ...dev, url: url! };
}

/** Whether something answers at `url` now (any status). */
export const answers = (url: string, init?: RequestInit): Promise<boolean> =>
  fetch(url, init).then(
    () => true,
    () => false,
  );

/** A port nothing listens on now, for a server told to take it. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The processes whose working folder is `folder` (Linux: /proc). */
export const processesIn = (folder: string): string[] =>
  readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && readlinkSync(`/proc/${pid}/cwd`) === folder;
    } catch {
      return false; // gone meanwhile, or not ours to read
    }
  });
