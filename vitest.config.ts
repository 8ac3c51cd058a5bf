import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The hosts' own runtimes (hundreds of MB of tools): `npm run test:hosts`.
    exclude: [...configDefaults.exclude, 'tests/hosts.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two files at a time: the browser tests wait on Chromium more than they compute, so two of
    // them share this machine's two cores well (suite 2x faster, measured in the commit).
    fileParallelism: true,
    maxWorkers: 2,
    // Processes, not worker threads: the minifier's and the image tools' native addons are
    // loaded per test file, and a process is the cleanest place to unload them.
    pool: 'forks',
  },
});
