// What tests/global-setup.ts makes while the suites run: the shared build for the suites in tests/
// (the browser suites' runs wait for it before any test, so they read inject('dist') as it is), and
// the hosts' tools for tests/e2e/host-runtimes.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { inject } from 'vitest';

/** `what` once the global setup has told it done (`what`.built); its error if it failed. */
export async function ready(what: string): Promise<string> {
  for (;;) {
    if (existsSync(`${what}.failed`)) throw new Error(readFileSync(`${what}.failed`, 'utf8'));
    if (existsSync(`${what}.built`)) return what;
    await setTimeout(20);
  }
}

/** dist/ of the shared build, once the build has written it; its error if it failed. */
export const builtDist = () => ready(inject('dist'));
