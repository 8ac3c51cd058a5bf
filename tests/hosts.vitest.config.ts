// `npm run test:hosts` only (tests/hosts.sh): the hosts' own runtimes, too heavy for `npm test`.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '..'),
    include: ['tests/e2e/host-runtimes.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
  },
});
