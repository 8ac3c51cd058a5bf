import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The hosts' own runtimes (hundreds of MB of tools): `npm run test:hosts`.
    exclude: [...configDefaults.exclude, 'tests/hosts.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Browser, nginx and Lighthouse tests each start their own servers; keep the 2 cores for them.
    fileParallelism: false,
    // Processes, not worker threads (the default, said out loud): the minifier's native addon
    // crashes a process whose worker thread loaded it alone and exits (see site/bench-scale.ts).
    pool: 'forks',
  },
});
