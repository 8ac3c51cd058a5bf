import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** The longest files first, so the two workers finish together, on a fresh clone too (vitest
 * otherwise orders by the durations it cached on an earlier run, or by file size). The files not
 * named here follow in vitest's own order, which puts the fast suites' longest first. */
const longestFirst = [
  'e2e/owner',
  'e2e/engine-firefox',
  'e2e/engine-webkit',
  'e2e/engine-chromium',
  'e2e/lighthouse',
  'e2e/build-command',
  // npm run check: a type-check and Prettier over the project, longer than any suite that follows.
  'e2e/types-format',
  'e2e/dev',
  // Its tools install while the global setup builds (tests/host-tools.sh).
  'e2e/host-runtimes',
];
const rank = (spec: TestSpecification) => {
  const index = longestFirst.findIndex((name) => spec.moduleId.endsWith(`/tests/${name}.test.ts`));
  return index === -1 ? longestFirst.length : index;
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: vitest's order stands among files of one rank.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// React and its JSX transform as the build runs them (build.ts sets NODE_ENV=production too): the
// tests render what ships, without the development build's checks on every element.
process.env.NODE_ENV = 'production';

export default defineConfig({
  test: {
    // tests/*.test.ts work in memory and on the shared build; tests/e2e/ start a browser, a server or
    // a command. `npm run test:fast` runs the first kind only.
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // What a page does in its own time (a smooth scroll, a redirect) takes longer on a busy machine.
    expect: { poll: { timeout: 5000 } },
    // Two files at a time: the browser tests wait on Chromium as much as they compute, so two of
    // them share a 2-core machine well.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // Processes, not worker threads: the minifier's and the image tools' native addons stay in
    // them. Files share a process's modules (React, the components, the texts): no test changes
    // module state, so loading them again for each file would only repeat work.
    pool: 'forks',
    isolate: false,
    experimental: {
      // The modules as transformed for the test processes, kept between runs: each entry is named by
      // the file's path and text, vitest's version and this config, and vitest clears them all when
      // the lockfile changes. In the OS temp folder, one for each checkout, never in the project.
      fsModuleCache: true,
      fsModuleCachePath: path.join(
        tmpdir(),
        `vitest-modules-${createHash('sha256')
          .update(import.meta.dirname)
          .digest('hex')
          .slice(0, 12)}`,
      ),
    },
  },
});
