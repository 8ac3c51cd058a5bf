import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { include: [process.env.T ?? 'tests/*.test.ts'], testTimeout: 120000, pool: 'forks', isolate: false } });
