// The build command as the tests run it: `node --import tsx build.ts`, what `npm run build` runs
// (without npm, whose own warnings are not the build's), in the project or a copy of it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { root } from '../../site/files.ts';
import { hostBuilders } from '../../site/host-names.ts';
import { ownersEnv } from './servers.ts';

/** The suite's builds are local builds wherever it runs: no host's variable (a host's build is a release
 * build) and no CI (a release in CI records no published URLs). */
const local = Object.fromEntries([...hostBuilders.map((h) => h.variable), 'CI'].map((name) => [name, undefined]));

interface Where {
  /** The project folder (a copy's, or this project's). */
  cwd?: string;
  /** Added to the environment; undefined removes a variable. */
  env?: NodeJS.ProcessEnv;
}

export interface BuildRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the build command with `flags` and tells how it ended, whatever the exit code. */
export async function runBuild(flags: string[], { cwd = root, env }: Where = {}): Promise<BuildRun> {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts', ...flags], {
    cwd,
    // Without DEBUG (stack traces), which a library in the test process may have set.
    env: { ...ownersEnv(), DEBUG: undefined, ...local, ...env },
    maxBuffer: 1 << 26,
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: BuildRun) => e,
  );
}

/** Runs the build command with `flags` for a test that needs its output: a failed build throws with
 * what the build printed (file, key, language), which is what to read then. */
export async function runBuildOrThrow(flags: string[], where: Where = {}): Promise<BuildRun> {
  const run = await runBuild(flags, where);
  if (run.code !== 0)
    throw new Error(`the build (${flags.join(' ')}) failed with exit code ${run.code}:\n${run.stdout}${run.stderr}`);
  return run;
}
