// The build command as the tests run it: `node --import tsx build.ts`, what `npm run build` runs
// (without npm, whose own warnings are not the build's), in the project or a copy of it.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import type { Host } from '../../site/host-names.ts';
import { root } from '../../site/files.ts';

interface Where {
  /** The project folder (a copy's, or this project's). */
  cwd?: string;
  /** Added to the environment; undefined removes a variable. */
  env?: NodeJS.ProcessEnv;
}

const command = (flags: string[]) => [process.execPath, ['--import', 'tsx', 'build.ts', ...flags]] as const;
// Without DEBUG (stack traces), which a library in the test process may have set.
const environment = (env: NodeJS.ProcessEnv = {}) => ({ ...process.env, DEBUG: undefined, ...env });

/** Builds quietly into `out`; a failed build throws, its message on the test's output. */
export function buildInto(out: string, { cwd = root, env, host }: Where & { host?: Host } = {}): void {
  const [node, args] = command(['--quiet', '--out', out, ...(host ? ['--host', host] : [])]);
  execFileSync(node, args, { cwd, env: environment(env), stdio: 'inherit' });
}

/** Runs the build command with `flags` and tells how it ended, whatever the exit code. */
export async function runBuild(
  flags: string[],
  { cwd = root, env }: Where = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const [node, args] = command(flags);
  return promisify(execFile)(node, args, { cwd, env: environment(env), maxBuffer: 1 << 26 }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
}
