// For the suites in tests/e2e/ (a browser, a server, a command), builds the site into a temp folder
// before any test: with the real CLI as shipped with analytics off, whatever site.config.ts says
// (`dist`; tests/support/servers.ts), then by the build's function with the tests' analytics id
// (`analyticsDist`, for the consent and privacy tests in every engine), one after the other with the
// build's own image cache (site/cache.ts: its entries are named by what they are made from, code
// included, so an earlier run's are safe to reuse). The suites in tests/ build in memory (tests/support/site.ts, tests/dist.test.ts),
// so `npm run test:fast` starts no build here. When the run includes tests/e2e/host-runtimes.test.ts,
// the hosts' tools install into .hosts/ (tests/host-tools.sh) from the start, beside the builds: on a
// fresh clone that is mostly unpacking, which the builds' single core leaves room for. Afterwards it
// checks that the run left the working tree as it found it.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { root } from '../site/files.ts';
import { runBuildOrThrow } from './support/build-command.ts';

/** `git status --porcelain` of the project, or undefined outside a git checkout (a project copy). */
function gitStatus(): string | undefined {
  try {
    return execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' });
  } catch {
    return undefined;
  }
}

/** tests/host-tools.sh; npm takes the pinned versions from its cache and asks the registry only for the rest. */
const installHostTools = () =>
  promisify(execFile)('bash', [path.join(root, 'tests', 'host-tools.sh')], {
    env: { ...process.env, npm_config_prefer_offline: 'true' },
  }).catch((error: { stderr: string }) => {
    throw new Error(`tests/host-tools.sh could not install the host tools into .hosts/:\n${error.stderr}`);
  });

/** An error vitest prints as it is: with its message as its stack. (vitest maps a stack through vite's
 * source maps, which fail on the global setup's frames and print only "code.charCodeAt is not a function".) */
const failure = (message: string) => Object.assign(new Error(message), { stack: message });

export default async function setup(project: TestProject) {
  const statusBefore = gitStatus();
  const folder = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const build = (out: string, env: NodeJS.ProcessEnv = {}) =>
    runBuildOrThrow(['--quiet', '--out', out], { env }).catch((error: Error) => {
      throw failure(error.message);
    });
  const dist = path.join(folder, 'dist');
  const analyticsDist = path.join(folder, 'analytics-dist');
  // The run's files as its globs, --exclude and the files it names choose them (`npm run test:fast`
  // leaves tests/e2e/ out; `npx vitest run tests/check.test.ts` runs that file alone). vitest keeps
  // the names where only it reads them; where it no longer does, every file counts, as before.
  const { filenamePattern } = project.vitest as unknown as { filenamePattern?: string[] };
  const { testFiles } = await project.globTestFiles(filenamePattern);
  // Told by a file beside it: the suite's process reads it, not this process's promise.
  const hostTools = path.join(folder, 'host-tools');
  const toolsInstalled = testFiles.some((file) => file.endsWith(`${path.sep}host-runtimes.test.ts`))
    ? installHostTools().then(
        () => writeFileSync(`${hostTools}.installed`, ''),
        (error: Error) => writeFileSync(`${hostTools}.failed`, error.message),
      )
    : Promise.resolve();
  if (testFiles.some((file) => file.includes(`${path.sep}tests${path.sep}e2e${path.sep}`))) {
    // One after the other: the second takes the images and share cards the first drew from the cache.
    await build(dist);
    // With the tests' id, by the build's own function: a site the tests declare has a whole privacy
    // policy, where the owner's texts may leave out the analytics section (off in their site).
    const [{ analytics, declare, shipped }, { buildSite }, { writeSite }] = await Promise.all([
      import('./support/site.ts'),
      import('../site/build-site.ts'),
      import('../site/write.ts'),
    ]);
    const withId = declare(shipped, analytics);
    await buildSite(withId).then(
      ({ output }) => writeSite(analyticsDist, output),
      (error: Error) => {
        throw failure(error.message);
      },
    );
  }
  project.provide('dist', dist);
  project.provide('analyticsDist', analyticsDist);
  project.provide('hostTools', hostTools);
  return async () => {
    await toolsInstalled;
    rmSync(folder, { recursive: true, force: true });
    const statusAfter = gitStatus();
    if (statusBefore === undefined || statusAfter === statusBefore) return;
    const before = new Set(statusBefore.split('\n'));
    const changed = statusAfter!.split('\n').filter((line) => line && !before.has(line));
    // vitest prints what a teardown throws but still exits 0; the exit code is what fails the command.
    process.exitCode = 1;
    throw new Error(
      `the test run changed the project's files (git status --porcelain):\n${changed.join('\n') || statusAfter}\n` +
        'Tests write only to temporary folders (or a file was edited while the tests ran).',
    );
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dist: string;
    analyticsDist: string;
    /** Where the global setup tells that .hosts/ is installed (`.installed`) or why not (`.failed`). */
    hostTools: string;
  }
}
